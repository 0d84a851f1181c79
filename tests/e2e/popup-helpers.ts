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

/**
 * A visitor who has accepted cookies: a popup's triggers wait while the consent bar waits for a
 * decision (docs/popups.md, Consent), and these tests are about the triggers.
 */
export async function consentDecided( page: Page | BrowserContext ) {
	const context = 'addCookies' in page ? page : page.context();
	const categories = {
		ver: '1',
		necessary: true,
		functional: true,
		analytics: true,
		performance: true,
		advertisement: true,
	};
	const value = Buffer.from( JSON.stringify( categories ) ).toString( 'base64' );
	await context.addCookies( [
		{ name: 'viewed_cookie_policy', value: 'yes', domain: 'localhost', path: '/' },
		{ name: 'CookieLawInfoConsent', value, domain: 'localhost', path: '/' },
	] );
}

/**
 * Before the first page load, every demo popup except `keep` is disabled in the visitor's storage,
 * and the visitor has decided about cookies (consentDecided).
 */
export async function only( page: Page | BrowserContext, request: APIRequestContext, ...keep: string[] ) {
	await consentDecided( page );
	return disableAllBut( page, request, ...keep );
}

/** Before the first page load, every demo popup except `keep` is disabled in the visitor's storage. */
export async function disableAllBut( page: Page | BrowserContext, request: APIRequestContext, ...keep: string[] ) {
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
