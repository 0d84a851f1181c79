/**
 * Geotargeting: marked links to Amazon are sent to the visitor's own store.
 *
 * Rules (docs/affiliate.md, Geotargeting and the country): only retailer links (amazon.*, amzn.*, with or without www) that carry
 * the marker on the link or on their product element; only when the country is known, debug
 * (`aawp_debug_geotargeting`) is off, the country maps to another store than the page's, and that
 * store has a tracking id. In asin mode, and for prime links, the link must have a `tag` parameter.
 * In title mode the first 5 words of the title become a search on the target store.
 */
export interface GeoSettings {
	store: string;
	mode: 'asin' | 'title';
	countries: Record< string, string >;
	trackingIds: Record< string, string >;
}

export const MARKER = 'data-vitrine-geotargeting';
export const DEBUG_PARAM = 'aawp_debug_geotargeting';

const RETAILER = /^(www\.)?(amazon|amzn)\.[a-z.]{2,10}$/;

export function isRetailer( url: URL ): boolean {
	return RETAILER.test( url.hostname.toLowerCase() );
}

/** The store to send this visitor to, or null when no rewrite may happen. */
export function targetStore( country: string | null, settings: GeoSettings, debug: boolean ): string | null {
	if ( ! country || debug ) {
		return null;
	}
	const store = settings.countries[ country.toLowerCase() ];
	if ( ! store || store === settings.store || ! settings.trackingIds[ store ] ) {
		return null;
	}
	return store;
}

export interface LinkFacts {
	href: string;
	title: string;
	asin: string;
	prime: boolean;
}

/** The rewritten address of one link for a target store, or null to leave it as it is. */
export function rewriteHref(
	link: LinkFacts,
	mode: GeoSettings[ 'mode' ],
	store: string,
	trackingId: string
): string | null {
	let url: URL;
	try {
		url = new URL( link.href );
	} catch {
		return null;
	}
	if ( ! isRetailer( url ) ) {
		return null;
	}
	const host = `www.amazon.${ store }`;
	if ( mode === 'title' && ! link.prime ) {
		const words = link.title.trim().split( /\s+/ ).slice( 0, 5 ).join( ' ' );
		if ( ! words ) {
			return null;
		}
		const search = new URL( `https://${ host }/s/` );
		search.searchParams.set( 'field-keywords', words );
		search.searchParams.set( 'tag', trackingId );
		return search.toString();
	}
	if ( ! url.searchParams.has( 'tag' ) ) {
		return null;
	}
	// Stryker disable next-line Regex: the host matched RETAILER, so a "www." anywhere but at its start
	// cannot reach its first five characters: startsWith( 'amzn.' ) answers the same without the anchor.
	if ( url.hostname.replace( /^www\./, '' ).startsWith( 'amzn.' ) ) {
		// A short link's path means nothing on another store: use the product page when known.
		if ( ! link.asin || link.prime ) {
			return null;
		}
		url = new URL( `https://${ host }/dp/${ encodeURIComponent( link.asin ) }/` );
	}
	url.protocol = 'https:';
	url.hostname = host;
	url.searchParams.set( 'tag', trackingId );
	return url.toString();
}

/** Is the link marked, on itself or on its product element? */
export function isMarked( link: Element ): boolean {
	return link.hasAttribute( MARKER ) || !! link.closest( '[data-vitrine-product-id]' )?.hasAttribute( MARKER );
}

/** Rewrites every marked link under root; returns how many changed. */
export function geotarget( root: ParentNode, settings: GeoSettings, country: string | null, debug: boolean ): number {
	const store = targetStore( country, settings, debug );
	if ( ! store ) {
		return 0;
	}
	const trackingId = settings.trackingIds[ store ] as string;
	let changed = 0;
	root.querySelectorAll< HTMLAnchorElement >( 'a[href]' ).forEach( ( link ) => {
		if ( ! isMarked( link ) ) {
			return;
		}
		const product = link.closest( '[data-vitrine-product-id]' );
		const read = ( name: string ) => link.getAttribute( name ) ?? product?.getAttribute( name ) ?? '';
		const href = rewriteHref(
			{
				href: link.href,
				title: read( 'data-vitrine-product-title' ),
				asin: read( 'data-vitrine-product-asin' ),
				prime: link.classList.contains( 'vitrine-product__prime' ),
			},
			settings.mode,
			store,
			trackingId
		);
		if ( href ) {
			link.href = href;
			// Clicks report the tracking id the visitor actually used.
			link.setAttribute( 'data-vitrine-tracking-id', trackingId );
			changed++;
		}
	} );
	return changed;
}
