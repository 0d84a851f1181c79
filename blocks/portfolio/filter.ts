/**
 * Pure parts of the portfolio filter: which items match, and the filter carried by the address.
 */

/** Whether an item with these space-separated term slugs shows under the active filter ('' = all). */
export function matches( terms: string, active: string ): boolean {
	return active === '' || terms.split( /\s+/ ).includes( active );
}

/** The active filter in an address, for the widget's parameter; '' when absent or malformed. */
export function filterFromUrl( href: string, param: string ): string {
	try {
		const value = new URL( href ).searchParams.get( param ) ?? '';
		return /^[a-z0-9_-]{1,200}$/.test( value ) ? value : '';
	} catch {
		return '';
	}
}

/** The address with the filter set (or removed for ''), everything else kept. */
export function urlWithFilter( href: string, param: string, active: string ): string {
	const url = new URL( href );
	if ( active ) {
		url.searchParams.set( param, active );
	} else {
		url.searchParams.delete( param );
	}
	return url.href;
}
