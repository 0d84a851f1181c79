import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, stampFormAsServed } from './fixtures';
import { addToCart, needsWooCommerce } from './shop-helpers';
import { only } from './popup-helpers';

/**
 * What only a page cache in front can break (docs/caching.md): every visitor here gets a page nginx
 * served from its cache (X-Cache-Status: HIT), made for somebody else, and still sees what is theirs:
 * their consent decision, their filters, their cart, a countdown computed from their clock.
 * Runs on the production stack (VITRINE_STACK=production, docs/nginx-page-cache.conf); without a page
 * cache in front every test skips with the reason. A form from a page older than its stamp is
 * simulated by giving the form the stamp such a page carried (tests/e2e/bin/old-form-stamp.php).
 */

/** Whether a page cache answers in front of the site (the stack adds X-Cache-Status). */
let cacheInFront: boolean | undefined;

test.describe.configure( { mode: 'serial' } );

test.beforeEach( async ( { request } ) => {
	if ( cacheInFront === undefined ) {
		cacheInFront = ( await request.get( '/' ) ).headers()[ 'x-cache-status' ] !== undefined;
	}
	test.skip(
		! cacheInFront,
		'no page cache in front of the site (no X-Cache-Status header): run with VITRINE_STACK=production'
	);
} );

/** Opens `path` for a new visitor after another client made sure nginx has it cached. */
async function cachedPage(
	browser: Browser,
	path: string,
	setUp?: ( context: BrowserContext ) => Promise< void >
): Promise< Page > {
	const context = await browser.newContext();
	await setUp?.( context );
	const page = await context.newPage();
	// Another visitor's request fills the cache (a fresh request context: no cookies of this visitor).
	const other = await (
		await import( '@playwright/test' )
	).request.newContext( { baseURL: test.info().project.use.baseURL } );
	await other.get( path );
	await other.dispose();
	const response = await page.goto( path );
	expect( response?.headers()[ 'x-cache-status' ], `${ path } comes from the page cache` ).toBe( 'HIT' );
	return page;
}

test( 'one visitor accepts consent; a second, fresh visitor still gets the banner from the cached page', async ( {
	browser,
} ) => {
	const first = await cachedPage( browser, '/' );
	const bar = ( page: Page ) => page.locator( '#cookie-law-info-bar' );
	await expect( bar( first ) ).toBeVisible();
	await bar( first ).getByRole( 'button', { name: 'Accept all' } ).click();
	await expect( bar( first ) ).toBeHidden();
	const again = await first.goto( '/' );
	expect( again?.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
	await expect( bar( first ) ).toBeHidden();

	const second = await cachedPage( browser, '/' );
	await expect( bar( second ) ).toBeVisible();
	await Promise.all( [ first.context().close(), second.context().close() ] );
} );

test( 'loop filters: each visitor gets the grid of their own filter from cached pages', async ( { browser } ) => {
	const count = ( page: Page ) => page.locator( '.vitrine-loop-grid .vitrine-loop-grid__count' );
	const news = await cachedPage( browser, '/loop/?e-filter-loopdemo-category=loop-demo-news' );
	const all = await cachedPage( browser, '/loop/' );
	await expect( count( news ) ).toHaveText( '4 posts, page 1 of 1' );
	await expect( count( all ) ).toHaveText( '14 posts, page 1 of 3' );
	// Filtering in place asks the (uncached) REST route, never the cached page.
	await all.getByRole( 'group', { name: 'Category' } ).getByRole( 'button', { name: 'Guides' } ).click();
	await expect( count( all ) ).toHaveText( '5 posts, page 1 of 1' );
	await news.reload();
	await expect( count( news ) ).toHaveText( '4 posts, page 1 of 1' );
	await Promise.all( [ news.context().close(), all.context().close() ] );
} );

test( 'geotargeting: a visitor from Germany and one without a country get their own links from one cached page', async ( {
	browser,
} ) => {
	const origin = new URL( test.info().project.use.baseURL ?? 'http://localhost:8888' ).origin;
	const stub = async ( context: BrowserContext ): Promise< void > => {
		await context.route( /^https?:\/\/(www\.)?(amazon|amzn)\./, ( route ) =>
			route.fulfill( { contentType: 'text/html', body: '<!doctype html><title>Amazon</title>' } )
		);
	};
	const german = await cachedPage( browser, '/affiliate/', async ( context ) => {
		await stub( context );
		await context.addCookies( [ { name: 'vitrine-country', value: 'de', url: origin } ] );
	} );
	const plain = await cachedPage( browser, '/affiliate/', stub );
	await expect( german.locator( 'a.vitrine-demo-geo' ) ).toHaveAttribute(
		'href',
		/^https:\/\/www\.amazon\.de\/dp\/B0DEMO0003\/\?tag=vitrine-de-21$/
	);
	await expect( plain.locator( 'a.vitrine-demo-plain' ) ).toHaveAttribute(
		'href',
		'https://www.amazon.com/dp/B0DEMO0003/?tag=vitrine-20'
	);
	await Promise.all( [ german.context().close(), plain.context().close() ] );
} );

test( 'the countdown recomputes from the visitor’s clock on a page cached long before', async ( { browser } ) => {
	// The page was rendered now (2026 or later), years before the due date; the visitor's clock says
	// five seconds before the launch (2030-01-01 09:00 UTC).
	const page = await cachedPage( browser, '/widgets/countdown/' );
	// Installed a minute earlier, then paused: pauseAt() only goes forward, and the installed clock
	// had already moved on by the time it ran on a loaded machine ("Cannot fast-forward to the past").
	await page.clock.install( { time: new Date( '2030-01-01T08:58:55Z' ) } );
	await page.clock.pauseAt( new Date( '2030-01-01T08:59:55Z' ) );
	const response = await page.reload();
	expect( response?.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
	const launch = page.locator( '#launch' );
	await expect( launch.locator( '[data-unit="seconds"]' ) ).toHaveText( '05' );
	// Rendered in the cached page: more than a thousand days left.
	await expect( launch.locator( '[data-unit="days"]' ) ).toHaveText( '0' );
	await page.context().close();
} );

test( 'two visitors with different carts see their own counts on the same cached page', async ( { browser } ) => {
	needsWooCommerce();
	const one = await cachedPage( browser, '/widgets/add-to-cart/' );
	const two = await cachedPage( browser, '/widgets/add-to-cart/' );
	await addToCart( one, [ { sku: 'vitrine-tote', quantity: 3 } ] );
	await addToCart( two, [ { sku: 'vitrine-cup', quantity: 1 } ] );
	for ( const page of [ one, two ] ) {
		const response = await page.reload();
		expect( response?.headers()[ 'x-cache-status' ], 'a cart does not bypass the cache on Vitrine pages' ).toBe(
			'HIT'
		);
	}
	await expect( one.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toHaveText( '3' );
	await expect( two.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toHaveText( '1' );
	await Promise.all( [ one.context().close(), two.context().close() ] );
} );

test( 'popups: a visitor’s “do not show again” stays theirs; a fresh visitor on the same cached page still gets the popup', async ( {
	browser,
	request,
} ) => {
	const welcomeOnly = ( context: BrowserContext ) =>
		only( context, request, 'Welcome offer' ).then( () => undefined );
	const one = await cachedPage( browser, '/popups/', welcomeOnly );
	const welcome = one.getByRole( 'dialog', { name: 'Welcome offer' } );
	await expect( welcome ).toBeVisible( { timeout: 3000 } );
	await welcome.getByRole( 'link', { name: 'Do not show this again' } ).click();
	await expect( welcome ).toBeHidden();

	// The same visitor again, on the page's own clock: the page-load trigger's delay passes, no popup.
	await one.clock.install();
	const again = await one.reload();
	expect( again?.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
	await one.waitForFunction(
		() => !! document.querySelector( '.vitrine-popup.is-close-inside, .vitrine-popup.is-close-outside' )
	);
	await one.clock.runFor( 5000 );
	await expect( welcome ).toBeHidden();

	const two = await cachedPage( browser, '/popups/', welcomeOnly );
	await expect( two.getByRole( 'dialog', { name: 'Welcome offer' } ) ).toBeVisible( { timeout: 3000 } );
	await Promise.all( [ one.context().close(), two.context().close() ] );
} );

test.describe( 'a form on a page cached longer than its stamp lives', () => {
	// The first send is refused (400, logged by the browser) before the form sends again by itself.
	test.use( { allowedErrors: [ /status of 400/ ] } );

	test( 'is still sent, with what the visitor typed', async ( { browser, request } ) => {
		const page = await cachedPage( browser, '/widgets/form/' );
		const marker = `cached${ Date.now().toString( 36 ) }`;
		const form = page.locator( '#demo-contact' );
		await stampFormAsServed( form, '3' );
		await form.getByLabel( 'Your name' ).fill( `Jo ${ marker }` );
		await form.getByLabel( 'Email' ).fill( 'jo@example.com' );
		await form.getByLabel( 'Order number' ).fill( 'AB-1234' );
		await form.getByLabel( 'Topic' ).selectOption( 'Question' );
		await form.getByLabel( 'Message' ).fill( 'Hello from an old page' );
		await form.getByLabel( 'I agree that my data is stored' ).check();
		const refused = page.waitForResponse( ( r ) => r.url().includes( '/vitrine/v1/form' ) && r.status() === 400 );
		await form.getByRole( 'button', { name: 'Send message' } ).click();
		expect( ( await ( await refused ).json() ).code ).toBe( 'vitrine_form_stamp' );
		const status = form.getByRole( 'status' ).first();
		await expect( status ).toHaveText( /We received your message/, { timeout: 20000 } );
		await expect
			.poll( async () => {
				const mails = ( await ( await request.get( '/wp-json/vitrine-test/v1/mail' ) ).json() ) as Array< {
					message: string;
				} >;
				return mails.filter(
					( m ) => m.message.includes( marker ) && m.message.includes( 'Hello from an old page' )
				).length;
			} )
			.toBe( 1 );
		await page.context().close();
	} );

	test( 'the subscribe form is still sent, with the address the visitor typed', async ( { browser, request } ) => {
		const page = await cachedPage( browser, '/widgets/subscribe/' );
		const address = `cached-${ Date.now().toString( 36 ) }@example.com`;
		const form = page.locator( '#demo-newsletter' );
		await stampFormAsServed( form, '3' );
		await form.getByRole( 'textbox', { name: 'Email' } ).fill( address );
		await form.getByRole( 'checkbox' ).check();
		const refused = page.waitForResponse(
			( r ) => r.url().includes( '/vitrine/v1/subscribe' ) && r.status() === 400
		);
		await form.getByRole( 'button', { name: 'Sign me up' } ).click();
		expect( ( await ( await refused ).json() ).code ).toBe( 'vitrine_form_stamp' );
		await expect( form.getByRole( 'status' ) ).toHaveText( /open the email we just sent you/, { timeout: 20000 } );
		// The confirmation email went to the address typed on the old page.
		await expect
			.poll( async () => {
				const mails = ( await ( await request.get( '/wp-json/vitrine-test/v1/mail' ) ).json() ) as Array< {
					to: string[];
				} >;
				return mails.filter( ( m ) => m.to.includes( address ) ).length;
			} )
			.toBe( 1 );
		await page.context().close();
	} );
} );
