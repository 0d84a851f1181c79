/**
 * Speculative loading (docs/caching.md): WordPress prints speculation rules for visitors (6.8+). With
 * them on and eager (tests/mu-plugins/speculation-switch.php), Chromium's own reading of the rules
 * (the DevTools Preload domain's list of candidate links) never offers Vitrine's affiliate links,
 * product-bound buttons, URL action links, loop filter addresses or REST addresses, and hovering
 * every link of a page, which prefetches the candidates, sends no click, consent record, form or cart
 * change. Prerendering cannot be driven here (Chromium disables it while DevTools is attached):
 * what a prerendered page's scripts may do is unit-tested (tests/unit/shared/shown.test.ts).
 */
import type { CDPSession } from '@playwright/test';
import { test, expect, acceptConsent } from './fixtures';

/** Requests that change something: Vitrine's click, consent, form and subscribe routes, the Store API's cart. */
const WRITES =
	/\/wp-json\/(vitrine\/v1\/(click|consent\/record|form|subscribe)|wc\/store\/v1\/(cart\/|batch|checkout))/;

const INSIGHTS = /\/wp-json\/vitrine\/v1\/insights\/events$/;

/** Pages with the links that must never be speculated on, and what those links are. */
const PAGES: Array< { path: string; risky: string; popup?: boolean; woo?: boolean } > = [
	{ path: '/affiliate/', risky: '.vitrine-product a[href], a[href*="amazon."]' },
	{ path: '/affiliate/core-blocks/', risky: '.wp-block-button.vitrine-product a' },
	// Its demo popup opens a second after load and covers the page: closed first.
	{ path: '/popups/', risky: 'a[href^="#vitrine-action:"]', popup: true },
	{ path: '/loop/', risky: 'a[href*="?e-filter-"], a[href*="?e-page-"]' },
	// WooCommerce's own shop page: its add-to-cart buttons are GET links (?add-to-cart=ID).
	{ path: '/shop/', risky: 'a[href*="add-to-cart="]', woo: true },
];

interface Speculation {
	candidates: Set< string >;
	prefetched: Set< string >;
	ruleErrors: string[];
}

async function watchSpeculation( cdp: CDPSession ): Promise< Speculation > {
	const seen: Speculation = { candidates: new Set(), prefetched: new Set(), ruleErrors: [] };
	cdp.on( 'Preload.preloadingAttemptSourcesUpdated', ( event ) =>
		event.preloadingAttemptSources.forEach( ( source ) => seen.candidates.add( source.key.url ) )
	);
	cdp.on( 'Preload.prefetchStatusUpdated', ( event ) => {
		if ( event.status === 'Ready' ) {
			seen.prefetched.add( event.prefetchUrl );
		}
	} );
	cdp.on( 'Preload.ruleSetUpdated', ( event ) => {
		if ( event.ruleSet.errorType ) {
			seen.ruleErrors.push( `${ event.ruleSet.errorType }: ${ event.ruleSet.errorMessage ?? '' }` );
		}
	} );
	await cdp.send( 'Preload.enable' );
	return seen;
}

/**
 * The test-only switch (tests/mu-plugins/speculation-switch.php) is read by PHP, so the page must come
 * from PHP: a page cache keys pages without cookies and Varnish drops them before the lookup
 * (docs/scaling.md). A commenter's cookie makes both caches pass the page to PHP and store nothing
 * (docs/caching.md), the switched page is never served to anyone else, and the switch reaches PHP.
 */
function switchCookies( mode: string, url: string ) {
	return [
		{ name: 'vitrine_test_speculation', value: mode, url },
		{ name: 'comment_author_vitrine_test', value: 'speculation', url },
	];
}

test.describe( 'speculative loading', () => {
	for ( const { path, risky, popup, woo } of PAGES ) {
		test( `${ path }: only plain page links are prefetched, and prefetching writes nothing`, async ( {
			page,
			context,
			baseURL,
		} ) => {
			await context.addCookies( switchCookies( 'prefetch', baseURL! ) );
			const seen = await watchSpeculation( await context.newCDPSession( page ) );
			const response = await page.goto( path );
			test.skip(
				!! woo && response?.status() === 404,
				'no WooCommerce on this site (../shared/third-party/woocommerce not found)'
			);
			await acceptConsent( page ); // The bar covers links; its own record is sent before we listen.
			if ( popup ) {
				// Popups wait for the consent decision (docs/popups.md): the welcome popup opens now.
				await expect( page.getByRole( 'dialog' ).first() ).toBeVisible();
				await page.keyboard.press( 'Escape' );
				await expect( page.locator( '.vitrine-popup.is-open' ) ).toHaveCount( 0 );
			}
			const writes: string[] = [];
			page.on( 'request', ( request ) => {
				// Hovering every link scrolls product boxes into view: this page's own Insights beacon
				// counts what the visitor saw (docs/insights.md). A prefetched page runs no script.
				if ( INSIGHTS.test( request.url() ) && request.frame() === page.mainFrame() ) {
					return;
				}
				if ( request.method() !== 'GET' || WRITES.test( request.url() ) ) {
					writes.push( `${ request.method() } ${ request.url() }` );
				}
			} );

			const riskyLinks = await page
				.locator( risky )
				.evaluateAll( ( links ) => links.map( ( link ) => ( link as HTMLAnchorElement ).href ) );
			expect( riskyLinks.length, `${ path } has the links this test is about` ).toBeGreaterThan( 0 );
			for ( const link of await page.locator( 'a[href]:visible' ).all() ) {
				// Skip links and slides parked off the side of the page cannot be pointed at.
				const reachable = await link.evaluate( ( a ) => {
					const box = a.getBoundingClientRect();
					return box.left >= 0 && box.right <= document.documentElement.clientWidth;
				} );
				if ( reachable ) {
					await link.hover( { force: true } );
				}
			}
			// Hovering a candidate starts its prefetch (eager): at least one page arrives.
			await expect
				.poll( () => seen.prefetched.size, { message: 'a plain page link was prefetched' } )
				.toBeGreaterThan( 0 );

			expect( seen.ruleErrors ).toEqual( [] );
			const origin = new URL( baseURL! ).origin;
			for ( const url of [ ...seen.candidates, ...seen.prefetched ] ) {
				const target = new URL( url );
				expect( target.origin, url ).toBe( origin );
				expect( target.search, url ).toBe( '' );
				expect( target.pathname, url ).not.toMatch( /^\/wp-json\// );
			}
			for ( const url of riskyLinks ) {
				expect( seen.candidates.has( url ), `${ url } is not speculated on` ).toBe( false );
			}
			expect( writes ).toEqual( [] );
		} );
	}

	test( 'Vitrine’s REST addresses are excluded from the rules core prints', async ( { page, context, baseURL } ) => {
		await context.addCookies( switchCookies( 'prefetch', baseURL! ) );
		await page.goto( '/popups/' );
		const rules = JSON.parse( ( await page.locator( 'script[type="speculationrules"]' ).textContent() ) ?? '{}' );
		const excluded = JSON.stringify( rules.prefetch[ 0 ].where );
		expect( excluded ).toContain( '/wp-json/vitrine/v1/*' );
		expect( excluded ).toContain( '/wp-json/vitrine-theme/v1/*' );
	} );
} );
