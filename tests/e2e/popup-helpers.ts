/**
 * Helpers of the popup tests on /popups/ (popups.spec.ts, and page-cache.spec.ts on the production stack):
 * the demo popups by title, and a visitor whose storage disables all but some of them.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** The popups printed on /popups/, by title, read from the page's HTML. */
export async function popupIds( request: APIRequestContext ): Promise< Record< string, string > > {
	const html = await ( await request.get( '/popups/' ) ).text();
	const ids: Record< string, string > = {};
	for ( const match of html.matchAll( /id="vitrine-popup-(\d+)"[\s\S]*?aria-label="([^"]+)"/g ) ) {
		ids[ match[ 2 ] as string ] = match[ 1 ] as string;
	}
	return ids;
}

/** Before the first page load, every demo popup except `keep` is disabled in the visitor's storage. */
export async function only( page: Page | BrowserContext, request: APIRequestContext, ...keep: string[] ) {
	const ids = await popupIds( request );
	const bag: Record< string, boolean > = {};
	for ( const [ title, id ] of Object.entries( ids ) ) {
		if ( ! keep.includes( title ) ) {
			bag[ `popup_${ id }_disable` ] = true;
		}
	}
	await page.addInitScript( ( disabled ) => {
		if ( ! window.localStorage.getItem( 'vitrine' ) ) {
			window.localStorage.setItem( 'vitrine', JSON.stringify( disabled ) );
		}
	}, bag );
	return ids;
}
