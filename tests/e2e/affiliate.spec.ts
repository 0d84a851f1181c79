import type { BrowserContext, Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, acceptConsent, ADMIN_STATE } from './fixtures';
import { insertBlock, newPost } from './editor-helpers';

const CLICK_ROUTE = /\/wp-json\/vitrine\/v1\/click\/(\d+)$/;

/** Amazon is not reachable here: answer its pages locally so new tabs load cleanly. */
async function stubAmazon( context: BrowserContext ): Promise< void > {
	await context.route( /^https?:\/\/(www\.)?(amazon|amzn)\./, ( route ) =>
		route.fulfill( { contentType: 'text/html', body: '<!doctype html><title>Amazon</title><p>stub</p>' } )
	);
}

async function setCountry( context: BrowserContext, country: string ): Promise< void > {
	const url = new URL( test.info().project.use.baseURL ?? 'http://localhost:8888' );
	await context.addCookies( [ { name: 'vitrine-country', value: country, url: url.origin } ] );
}

/** The multipart fields of a beacon request. */
function fields( request: Request ): Record< string, string > {
	const body = request.postData() ?? '';
	const out: Record< string, string > = {};
	for ( const match of body.matchAll( /name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g ) ) {
		out[ match[ 1 ]! ] = match[ 2 ]!;
	}
	return out;
}

/** Clicks a link (opening its new tab, which is closed again) and returns the beacon it sent. */
async function clickAndCatch( page: Page, selector: string ): Promise< Request > {
	const beacon = page.waitForRequest( ( r ) => CLICK_ROUTE.test( r.url() ) && r.method() === 'POST' );
	const popup = page.context().waitForEvent( 'page' );
	await page.locator( selector ).first().click();
	await ( await popup ).close();
	return beacon;
}

test.describe( 'affiliate links on /affiliate/', () => {
	test.beforeEach( async ( { context } ) => {
		await stubAmazon( context );
		await setCountry( context, 'us' );
	} );

	test( 'shows every variant, loads the script once and passes axe', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => r.resourceType() === 'script' && scripts.push( r.url() ) );
		await page.goto( '/affiliate/' );
		for ( const selector of [
			'.vitrine-product--box.vitrine-template-default',
			'.vitrine-template-vertical',
			'.vitrine-product--link',
			'.vitrine-product--field-price',
			'.vitrine-product-list--bestseller',
			'.vitrine-product-list--new',
			'table.vitrine-table',
			'.wp-block-vitrine-affiliate-product',
			'.vitrine-disclosure',
		] ) {
			await expect( page.locator( selector ).first(), selector ).toBeVisible();
		}
		const links = page.locator( '.vitrine-product a[href*="amazon."]' );
		expect( await links.count() ).toBeGreaterThan( 20 );
		for ( const rel of await links.evaluateAll( ( as ) => as.map( ( a ) => a.getAttribute( 'rel' ) ) ) ) {
			expect( rel ).toBe( 'sponsored nofollow noopener' );
		}
		expect( scripts.filter( ( url ) => url.includes( '/build/affiliate/links.js' ) ) ).toHaveLength( 1 );
		await expectAccessible( page );
	} );

	test( 'a page without affiliate output does not load the script', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => scripts.push( r.url() ) );
		await page.goto( '/bench-baseline/' );
		expect( scripts.filter( ( url ) => url.includes( '/affiliate/links' ) ) ).toEqual( [] );
	} );

	test( 'each link type sends a beacon with the click fields, counter from 1', async ( { page } ) => {
		await page.goto( '/affiliate/' );
		const sourceId = await page.evaluate(
			() => JSON.parse( document.getElementById( 'vitrine-affiliate-settings' )!.textContent! ).click.source_id
		);
		const cases: Array< [ string, string ] > = [
			[ '.vitrine-template-default .vitrine-product__button', 'button' ],
			[ '.vitrine-template-default .vitrine-product__title', 'title' ],
			[ '.vitrine-template-default .vitrine-product__thumb', 'thumbnail' ],
			[ '.vitrine-template-default .vitrine-product__rating', 'star_rating' ],
			[ '.vitrine-template-default .vitrine-product__prime', 'prime' ],
			[
				'.entry-content .vitrine-product--link .vitrine-product__link, .vitrine-product--link .vitrine-product__link',
				'link',
			],
			[ '.vitrine-table__thumb a', 'thumbnail' ],
		];
		let counter = 0;
		for ( const [ selector, linkType ] of cases ) {
			const request = await clickAndCatch( page, selector );
			counter++;
			expect( request.url() ).toMatch( new RegExp( `/wp-json/vitrine/v1/click/${ counter }$` ) );
			const sent = fields( request );
			expect( sent.linkType, selector ).toBe( linkType );
			expect( sent ).toMatchObject( {
				sourceType: 'page',
				sourceId: String( sourceId ),
				isWidget: '0',
				country: 'us',
				trackingId: 'vitrine-20',
			} );
			expect( sent.productId ).toMatch( /^\d+$/ );
			expect( sent.refererUrl ).toContain( '/affiliate/' );
			const response = await request.response();
			expect( response?.status() ).toBe( 200 );
		}
	} );

	test( 'a link inside a widget is sent with isWidget 1', async ( { page } ) => {
		await page.goto( '/affiliate/' );
		const request = await clickAndCatch( page, '.widget .vitrine-product__link' );
		expect( fields( request ) ).toMatchObject( { isWidget: '1', linkType: 'link' } );
	} );

	test( 'a middle click counts once, a right click not at all', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.goto( '/affiliate/' );
		const beacons: string[] = [];
		page.on( 'request', ( r ) => CLICK_ROUTE.test( r.url() ) && beacons.push( r.url() ) );
		const first = page.waitForRequest( CLICK_ROUTE );
		await page.locator( '.vitrine-template-default .vitrine-product__title' ).first().click( { button: 'middle' } );
		await first;
		await page.locator( '.vitrine-template-default .vitrine-product__title' ).first().click( { button: 'right' } );
		await page.keyboard.press( 'Escape' );
		await page.clock.runFor( 500 );
		expect( beacons ).toHaveLength( 1 );
	} );

	test( 'without the country cookie (country required) no click is sent', async ( { page, context } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await context.clearCookies();
		await page.addInitScript( () => {
			// Keep the script from guessing a country: no time-zone city and no language region.
			Intl.DateTimeFormat.prototype.resolvedOptions = () =>
				( { timeZone: 'UTC' } ) as Intl.ResolvedDateTimeFormatOptions;
			Object.defineProperty( navigator, 'language', { get: () => 'en' } );
		} );
		await page.goto( '/affiliate/' );
		const beacons: string[] = [];
		page.on( 'request', ( r ) => CLICK_ROUTE.test( r.url() ) && beacons.push( r.url() ) );
		const popup = context.waitForEvent( 'page' );
		await page.locator( '.vitrine-template-default .vitrine-product__button' ).first().click();
		// Closed before the clock runs: the clock belongs to the context, so it runs in every open page.
		await ( await popup ).close();
		await page.clock.runFor( 500 );
		expect( beacons ).toEqual( [] );
		expect( ( await context.cookies() ).find( ( c ) => c.name === 'vitrine-country' ) ).toBeUndefined();
	} );

	test( 'the country is guessed in the browser and kept in the cookie', async ( { browser } ) => {
		const context = await browser.newContext( { timezoneId: 'Europe/Brussels', locale: 'fr-BE' } );
		await stubAmazon( context );
		const page = await context.newPage();
		await page.goto( '/affiliate/' );
		await expect
			.poll( async () => ( await context.cookies() ).find( ( c ) => c.name === 'vitrine-country' )?.value )
			.toBe( 'be' );
		await expect( page.locator( '.vitrine-template-default .vitrine-product__title' ).first() ).toHaveAttribute(
			'href',
			/^https:\/\/www\.amazon\.com\.be\/.*tag=vitrine-be-21/
		);
		await context.close();
	} );

	/** The analytics events the page sent through the dataLayer (not Consent Mode's own entries). */
	const dataLayerEvents = ( page: Page ) =>
		page.evaluate( () =>
			( ( window as unknown as { dataLayer: unknown[] } ).dataLayer ?? [] ).filter(
				( entry ) => ( entry as { event?: string } )?.event === 'amazon-link'
			)
		);

	test( 'sends the analytics event to the first facility present', async ( { page } ) => {
		await page.addInitScript( () => {
			( window as unknown as { _paq: unknown[] } )._paq = [];
		} );
		await page.goto( '/affiliate/' );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await clickAndCatch( page, '.vitrine-template-default .vitrine-product__button' );
		const paq = await page.evaluate( () => ( window as unknown as { _paq: unknown[] } )._paq );
		expect( paq ).toEqual( [ [ 'trackEvent', 'amazon-link', 'click', 'B0DEMO0001' ] ] );
		// Consent Mode's queue is on the page too, but Matomo came first: no event went there.
		expect( await dataLayerEvents( page ) ).toEqual( [] );
	} );

	test( 'analytics events wait for analytics consent', async ( { page } ) => {
		await page.goto( '/affiliate/' );
		await clickAndCatch( page, '.vitrine-template-default .vitrine-product__title' );
		expect( await dataLayerEvents( page ) ).toEqual( [] );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await expect
			.poll( () => dataLayerEvents( page ) )
			.toEqual( [
				{ event: 'amazon-link', eventCategory: 'amazon-link', eventAction: 'click', eventLabel: 'B0DEMO0001' },
			] );
	} );

	test( 'with click tracking switched off the page has no click data, and a click sends no beacon', async ( {
		page,
	} ) => {
		// Every beacon the page's script sends, recorded as it is sent (sendBeacon, or its fetch fallback).
		await page.addInitScript( () => {
			const sent: string[] = [];
			( window as unknown as { clickBeacons: string[] } ).clickBeacons = sent;
			const record = ( url: unknown ) =>
				/\/vitrine\/v1\/click\//.test( String( url ) ) && sent.push( String( url ) );
			const beacon = navigator.sendBeacon.bind( navigator );
			navigator.sendBeacon = ( url, data ) => {
				record( url );
				return beacon( url, data );
			};
			const fetch = window.fetch.bind( window );
			window.fetch = ( input, init ) => {
				record( input instanceof Request ? input.url : input );
				return fetch( input, init );
			};
		} );
		const settings = () =>
			page.evaluate( () => JSON.parse( document.getElementById( 'vitrine-affiliate-settings' )!.textContent! ) );
		const click = async () => {
			const popup = page.context().waitForEvent( 'page' );
			await page.locator( '.vitrine-template-default .vitrine-product__title' ).first().click();
			await ( await popup ).close();
			// The analytics event is sent by the same click handler, right after the beacon would be.
			await expect.poll( () => dataLayerEvents( page ) ).toHaveLength( 1 );
			return page.evaluate( () => ( window as unknown as { clickBeacons: string[] } ).clickBeacons );
		};

		await page.goto( '/affiliate/' );
		await acceptConsent( page ); // Analytics consent, so the analytics event can prove the click was handled.
		expect( ( await settings() ).click ).toBeDefined();
		expect( await click() ).toEqual( [ expect.stringMatching( CLICK_ROUTE ) ] );

		// The same page with Settings → Affiliate → Click tracking unticked (a test-only switch for this
		// request: tests/mu-plugins/affiliate-click-tracking-switch.php).
		await page.goto( '/affiliate/?vitrine_test_click_tracking=0' );
		expect( await settings() ).not.toHaveProperty( 'click' );
		expect( await click() ).toEqual( [] );
	} );
} );

test.describe( 'geotargeting on /affiliate/', () => {
	test( 'a visitor from Germany gets links to amazon.de with its tracking id', async ( { page, context } ) => {
		await stubAmazon( context );
		await setCountry( context, 'de' );
		await page.goto( '/affiliate/' );
		const title = page.locator( '.vitrine-template-default .vitrine-product__title' ).first();
		await expect( title ).toHaveAttribute( 'href', 'https://www.amazon.de/dp/B0DEMO0001/?tag=vitrine-de-21' );
		await expect( page.locator( '.vitrine-template-default .vitrine-product__prime' ).first() ).toHaveAttribute(
			'href',
			'https://www.amazon.de/gp/prime/?tag=vitrine-de-21'
		);
		await expect( page.locator( 'a.vitrine-demo-geo' ) ).toHaveAttribute(
			'href',
			/^https:\/\/www\.amazon\.de\/dp\/B0DEMO0003\/\?tag=vitrine-de-21$/
		);
		await expect( page.locator( 'a.vitrine-demo-plain' ) ).toHaveAttribute(
			'href',
			'https://www.amazon.com/dp/B0DEMO0003/?tag=vitrine-20'
		);
		const hosts = await page
			.locator( '.vitrine-product a[href*="amazon."]' )
			.evaluateAll( ( as ) => [
				...new Set( as.map( ( a ) => new URL( ( a as HTMLAnchorElement ).href ).host ) ),
			] );
		expect( hosts ).toEqual( [ 'www.amazon.de' ] );
		const request = await clickAndCatch( page, '.vitrine-template-default .vitrine-product__title' );
		expect( fields( request ) ).toMatchObject( { country: 'de', trackingId: 'vitrine-de-21' } );
	} );

	test( 'in debug mode nothing is rewritten', async ( { page, context } ) => {
		await setCountry( context, 'de' );
		await page.goto( '/affiliate/?aawp_debug_geotargeting=1' );
		await page.waitForLoadState( 'load' );
		await expect( page.locator( '.vitrine-template-default .vitrine-product__title' ).first() ).toHaveAttribute(
			'href',
			'https://www.amazon.com/dp/B0DEMO0001/?tag=vitrine-20'
		);
		await expect( page.locator( 'a.vitrine-demo-geo' ) ).toHaveAttribute(
			'href',
			'https://www.amazon.com/dp/B0DEMO0003/?tag=vitrine-20'
		);
	} );

	test( 'a visitor from the site store, or from a store without tracking id, is left alone', async ( {
		page,
		context,
	} ) => {
		for ( const country of [ 'us', 'jp', 'x1' ] ) {
			await setCountry( context, country );
			await page.goto( '/affiliate/' );
			await page.waitForLoadState( 'load' );
			await expect(
				page.locator( '.vitrine-template-default .vitrine-product__title' ).first(),
				country
			).toHaveAttribute( 'href', 'https://www.amazon.com/dp/B0DEMO0001/?tag=vitrine-20' );
		}
	} );
} );

test.describe( 'affiliate admin', () => {
	test.use( { storageState: ADMIN_STATE } );

	test.beforeEach( async ( { context } ) => {
		// The admin bar's avatar comes from Gravatar, which these machines cannot reach.
		await context.route( /gravatar\.com/, ( route ) =>
			route.fulfill( { contentType: 'image/gif', body: Buffer.from( 'R0lGODlhAQABAAAAACw=', 'base64' ) } )
		);
	} );

	test( 'the block builds the shortcode and previews it from the server', async ( { page } ) => {
		await newPost( page );
		await insertBlock( page, 'vitrine/affiliate-product' );
		await page.evaluate( () =>
			( window as unknown as { wp: any } ).wp.data
				.dispatch( 'core/edit-post' )
				.openGeneralSidebar( 'edit-post/block' )
		);
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect( sidebar.getByLabel( 'Display variant' ) ).toBeVisible();
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveCount( 0 );
		await sidebar.getByLabel( 'Display variant' ).selectOption( 'fields' );
		await sidebar.getByLabel( 'Product (name or ASIN)' ).fill( 'b0demo0001' );
		await sidebar.getByLabel( 'Field value' ).selectOption( 'price' );
		await sidebar.getByLabel( 'Template' ).selectOption( 'list' );
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveValue(
			'[vitrine_product fields="B0DEMO0001" value="price" template="list"]'
		);
		await sidebar.getByLabel( 'Display variant' ).selectOption( 'box' );
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveValue(
			'[vitrine_product box="B0DEMO0001" template="list"]'
		);
		await expect( sidebar.getByRole( 'button', { name: 'Copy shortcode' } ) ).toBeVisible();
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.locator( '.vitrine-product--box .vitrine-product__title' ) ).toContainText(
			'Aurora Wireless'
		);
		await sidebar.getByLabel( 'Product (name or ASIN)' ).fill( 'B0NOTHERE1' );
		await expect( canvas.locator( '.vitrine-affiliate-notice' ) ).toContainText( 'B0NOTHERE1' );
		await sidebar.getByLabel( 'Display variant' ).selectOption( 'table' );
		await expect( sidebar.getByLabel( 'Table' ) ).toContainText( 'Headphones compared' );
		await sidebar.getByLabel( 'Display variant' ).selectOption( '' );
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveCount( 0 );
	} );

	test( 'the block’s catalogue picker finds a product by name and never turns the name into an ASIN', async ( {
		page,
	} ) => {
		await newPost( page );
		await insertBlock( page, 'vitrine/affiliate-product', { display_variant: 'box' } );
		await page.evaluate( () =>
			( window as unknown as { wp: any } ).wp.data
				.dispatch( 'core/edit-post' )
				.openGeneralSidebar( 'edit-post/block' )
		);
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByLabel( 'Product (name or ASIN)' ).fill( 'AURORA' );
		const products = sidebar.getByRole( 'list', { name: 'Catalogue products' } ).getByRole( 'button' );
		await expect( products ).toHaveCount( 1 );
		await expect( products ).toContainText( 'Aurora Wireless Noise Cancelling Headphones' );
		await expect( products ).toContainText( '$199.00 · B0DEMO0001' );
		await expect( products.locator( 'img' ) ).toHaveAttribute( 'src', /product-1\.svg$/ );
		// The typed name searched only: the block has no product yet, so no shortcode with "AURORA".
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveCount( 0 );
		await products.click();
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveValue( '[vitrine_product box="B0DEMO0001"]' );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.locator( '.vitrine-product--box .vitrine-product__title' ) ).toContainText(
			'Aurora Wireless'
		);
		// A second product by part of its ASIN joins the box's list.
		await sidebar.getByLabel( 'Product (name or ASIN)' ).fill( 'demo0002' );
		await expect( products ).toHaveCount( 1 );
		await expect( products ).toContainText( 'B0DEMO0002' );
		await products.click();
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveValue(
			'[vitrine_product box="B0DEMO0001,B0DEMO0002"]'
		);
		// A product name that matches nothing says so, and leaves the block's products alone.
		await sidebar.getByLabel( 'Product (name or ASIN)' ).fill( 'zz no such thing' );
		await expect(
			sidebar.getByText( 'No catalogue product matches “zz no such thing”.', { exact: false } )
		).toBeVisible();
		await expect( sidebar.getByLabel( 'Generated shortcode' ) ).toHaveValue(
			'[vitrine_product box="B0DEMO0001,B0DEMO0002"]'
		);
	} );

	test( 'the click report shows totals, a chart and the tables', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate' );
		await expect( page.getByRole( 'heading', { name: 'Affiliate clicks' } ) ).toBeVisible();
		// Clicks per day: uPlot's canvas, and beside it the same days as a table (30 by default).
		await expect( page.locator( '.vitrine-click-chart canvas' ).first() ).toBeVisible();
		const days = page.getByRole( 'region', { name: 'Clicks per day' } ).getByRole( 'table' );
		await expect( days.locator( 'tbody tr' ) ).toHaveCount( 30 );
		await expect( days.getByRole( 'columnheader', { name: 'Clicks' } ) ).toBeVisible();
		for ( const name of [ 'Top products', 'Link types', 'Countries' ] ) {
			await expect( page.getByRole( 'heading', { name } ) ).toBeVisible();
		}
	} );
} );
