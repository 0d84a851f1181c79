/**
 * Which scripts a visitor's page loads (docs/builder.md, "Scripts a page loads"): each block names its
 * own view script, the runtime carries no widget code, WordPress's React, i18n, hooks and api-fetch
 * come only with a block that needs them, the slider is one lazy chunk, and another plugin's block
 * plugs into the runtime (docs/examples/vitrine-example-block/, loaded on this site by
 * tests/mu-plugins/vitrine-example-block.php).
 */
import type { Page } from '@playwright/test';
import { test, expect, acceptConsent, ADMIN_STATE } from './fixtures';

/** Core handles a light page must not load: their script ids, as WordPress prints them. */
const HEAVY_CORE = [ 'react', 'react-dom', 'react-jsx-runtime', 'wp-element', 'wp-i18n', 'wp-hooks', 'wp-api-fetch' ];

interface Loaded {
	/** The ids of the page's <script src> tags (the handle plus "-js"). */
	tags: string[];
	/** Every script the browser fetched, including lazy chunks. */
	requests: string[];
}

/**
 * Opens `path` as a visitor who has answered the consent bar, and returns what the page loaded once
 * its handlers attached. The consent bar's own scripts on a first visit are the consent feature's
 * (docs/consent.md); what is checked here is that no block or builder script brings core scripts.
 */
async function scriptsOf( page: Page, path: string, ready: string, bar = true ): Promise< Loaded > {
	await page.goto( path );
	if ( bar ) {
		await acceptConsent( page );
	}
	const requests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			requests.push( new URL( request.url() ).pathname );
		}
	} );
	await page.reload();
	await page.locator( ready ).first().waitFor( { state: 'attached' } );
	const tags = await page.locator( 'script[src]' ).evaluateAll( ( scripts ) => scripts.map( ( s ) => s.id ) );
	return { tags, requests };
}

function heavyCoreIn( loaded: Loaded ): string[] {
	return HEAVY_CORE.filter(
		( handle ) =>
			loaded.tags.includes( `${ handle }-js` ) ||
			loaded.requests.some( ( url ) => url.includes( `/wp-includes/js/dist/${ handle.replace( /^wp-/, '' ) }` ) )
	);
}

test.describe( 'scripts a page loads', () => {
	test( 'a plain page loads no builder runtime and none of React, i18n, hooks or api-fetch', async ( { page } ) => {
		// The demo leaves its baseline page out of the consent bar (excluded paths, docs/consent.md).
		const loaded = await scriptsOf( page, '/bench-baseline/', 'footer', false );
		expect( heavyCoreIn( loaded ) ).toEqual( [] );
		// The theme's header script is the one Vitrine script (docs/architecture.md, Shared code: the
		// shared helpers it uses are inside it, not a second request).
		expect( loaded.requests.filter( ( url ) => /\/(plugins|themes)\/vitrine\//.test( url ) ) ).toEqual( [
			expect.stringMatching( /\/themes\/vitrine\/build\/theme\.js$/ ),
		] );
		expect( loaded.tags ).not.toContain( 'vitrine-builder-runtime-js' );
		expect( loaded.requests.filter( ( url ) => url.includes( '/plugins/vitrine/build/blocks/' ) ) ).toEqual( [] );
	} );

	test( 'a page with light blocks loads their own view scripts on the runtime, and no core script', async ( {
		page,
	} ) => {
		const loaded = await scriptsOf( page, '/widgets/countdown/', '[data-vitrine="countdown"].is-running' );
		expect( heavyCoreIn( loaded ) ).toEqual( [] );
		const runtime = loaded.tags.indexOf( 'vitrine-builder-runtime-js' );
		const view = loaded.tags.indexOf( 'vitrine-countdown-view-script-js' );
		expect( runtime, 'the runtime is a script tag of the page' ).toBeGreaterThanOrEqual( 0 );
		expect( view, 'the countdown names its own view script, printed after the runtime' ).toBeGreaterThan( runtime );
		// Exactly the blocks on the page: no other block's view script, and no lazy chunk.
		const views = loaded.tags.filter( ( id ) => id.endsWith( '-view-script-js' ) );
		expect( views ).toEqual( [ 'vitrine-countdown-view-script-js' ] );
		expect( loaded.requests.filter( ( url ) => url.includes( '/build/chunks/' ) ) ).toEqual( [] );
	} );

	test( 'the carousel loads Swiper in one slider chunk, and no core script', async ( { page } ) => {
		const loaded = await scriptsOf( page, '/widgets/carousel/', '.vitrine-carousel .swiper-initialized' );
		expect( heavyCoreIn( loaded ) ).toEqual( [] );
		expect( loaded.requests.filter( ( url ) => url.includes( '/build/chunks/' ) ) ).toEqual( [
			expect.stringMatching( /\/build\/chunks\/slider\.js$/ ),
		] );
		await expect( page.locator( '.vitrine-carousel .vitrine-slider__next' ).first() ).toHaveAttribute(
			'aria-label',
			'Next slide'
		);
	} );

	test( 'the lottie player loads in its own chunk, without wp-i18n', async ( { page } ) => {
		const loaded = await scriptsOf( page, '/widgets/lottie/', '.vitrine-lottie.is-ready' );
		expect( heavyCoreIn( loaded ) ).toEqual( [] );
		expect( loaded.requests.filter( ( url ) => url.includes( '/build/chunks/' ) ) ).toEqual( [
			expect.stringMatching( /\/build\/chunks\/lottie\.js$/ ),
		] );
	} );
} );

/**
 * No demo page (docs/architecture.md, "What a visitor page loads"): the blog's infinite scroll gets
 * its text from the server, the view scripts translate through src/shared/i18n.ts.
 */
test( 'no demo page enqueues wp-i18n or wp-hooks', async ( { request } ) => {
	test.setTimeout( 180_000 ); // About forty pages, one after the other.
	const widgets = await ( await request.get( '/widgets/' ) ).text();
	const pages: string[] = [
		'/',
		'/blog/',
		'/affiliate/',
		'/motion/',
		'/sticky/',
		'/popups/',
		'/loop/',
		'/widgets/',
		...new Set( [ ...widgets.matchAll( /href="(\/widgets\/[a-z0-9-]+\/)"/g ) ].map( ( m ) => String( m[ 1 ] ) ) ),
	];
	// A post, from the blog's first card.
	const blog = await ( await request.get( '/blog/' ) ).text();
	const post = blog.match( /<h2[^>]*>\s*<a href="https?:\/\/[^/]+(\/[^"]+)"/ )?.[ 1 ] ?? '';
	expect( post, 'the blog links a post' ).not.toBe( '' );
	pages.push( post );
	expect( pages.length ).toBeGreaterThan( 20 );
	const loading: string[] = [];
	for ( const path of pages ) {
		const html = await ( await request.get( path ) ).text();
		if ( /id=["']wp-(i18n|hooks)-js["']/.test( html ) ) {
			loading.push( path );
		}
	}
	expect( loading ).toEqual( [] );
} );

test.describe( 'a block from another plugin', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'registers its handler with the runtime, mounts, and is torn down by it', async ( { page, browser } ) => {
		const nonce = await ( await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
		const created = await page.request.post( '/wp-json/wp/v2/pages', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'Example clicker',
				status: 'publish',
				content: '<!-- wp:vitrine-example/clicker {"start":2} /--><!-- wp:vitrine-example/clicker /-->',
			},
		} );
		expect( created.ok() ).toBe( true );
		const { id, link } = ( await created.json() ) as { id: number; link: string };
		try {
			const visitor = await browser.newContext();
			const view = await visitor.newPage();
			await view.goto( link );
			const first = view.locator( '[data-vitrine="vitrine-example-clicker"]' ).first();
			await expect( first ).toHaveClass( /is-ready/ );
			const scripts = await view.locator( 'script[src]' ).evaluateAll( ( s ) => s.map( ( e ) => e.id ) );
			expect( scripts.indexOf( 'vitrine-example-clicker-view-script-js' ) ).toBeGreaterThan(
				scripts.indexOf( 'vitrine-builder-runtime-js' )
			);
			const button = first.getByRole( 'button', { name: 'Add one' } );
			await button.click();
			await button.click();
			await expect( first.locator( 'output' ) ).toHaveText( '4' );
			await expect( view.locator( '[data-vitrine="vitrine-example-clicker"] output' ).nth( 1 ) ).toHaveText(
				'0'
			);

			// The runtime's teardown removes the handler's listener: a click no longer counts.
			await view.evaluate( () => window.vitrine?.runtime?.detach( document.body ) );
			await expect( first ).not.toHaveClass( /is-ready/ );
			await button.click();
			await expect( first.locator( 'output' ) ).toHaveText( '4' );
			await visitor.close();
		} finally {
			await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, {
				headers: { 'X-WP-Nonce': nonce },
			} );
		}
	} );
} );
