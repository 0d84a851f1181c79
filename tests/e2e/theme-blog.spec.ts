/**
 * The blog index: masonry (reading order kept, nothing overlapping, no layout shift) and infinite
 * scroll up to maxPages (no duplicate posts, never two requests at once, announced, address updated),
 * with the crawlable page links kept in the HTML and axe clean.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

interface Box {
	id: string;
	left: number;
	top: number;
	right: number;
	bottom: number;
}

const cardBoxes = ( page: Page ): Promise< Box[] > =>
	page.locator( '#vitrine-posts > article' ).evaluateAll( ( cards ) =>
		cards.map( ( card ) => {
			const r = card.getBoundingClientRect();
			return {
				id: card.id,
				left: r.left,
				top: r.top + window.scrollY,
				right: r.right,
				bottom: r.bottom + window.scrollY,
			};
		} )
	);

function expectMasonry( boxes: Box[], columns: number ) {
	expect( new Set( boxes.map( ( b ) => Math.round( b.left ) ) ).size ).toBe( columns );
	for ( let i = 0; i < boxes.length; i++ ) {
		for ( let j = i + 1; j < boxes.length; j++ ) {
			const [ a, b ] = [ boxes[ i ]!, boxes[ j ]! ];
			const overlap =
				a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
			expect( overlap, `${ a.id } overlaps ${ b.id }` ).toBe( false );
		}
	}
	// Reading order: each card starts no higher than the one before it (left to right on a tie).
	for ( let i = 1; i < boxes.length; i++ ) {
		const [ prev, cur ] = [ boxes[ i - 1 ]!, boxes[ i ]! ];
		expect( cur.top > prev.top + 0.5 || ( Math.abs( cur.top - prev.top ) <= 0.5 && cur.left > prev.left ) ).toBe(
			true
		);
	}
	// Packed: no column leaves a gap taller than the grid gap above a card.
	const byColumn = new Map< number, Box[] >();
	boxes.forEach( ( b ) =>
		byColumn.set( Math.round( b.left ), [ ...( byColumn.get( Math.round( b.left ) ) ?? [] ), b ] )
	);
	for ( const column of byColumn.values() ) {
		for ( let i = 1; i < column.length; i++ ) {
			expect( column[ i ]!.top - column[ i - 1 ]!.bottom ).toBeLessThan( 24 + 5 );
		}
	}
}

test.describe( 'blog index', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'prints the page properties and keeps crawlable page links', async ( { page, request } ) => {
		const html = await ( await request.get( '/blog/' ) ).text();
		// WooCommerce, when active, adds an aria-label to each page link.
		expect( html ).toMatch( /<a (aria-label="Page 2" )?class="page-numbers" href="[^"]*\/blog\/page\/2\/"/ );
		await page.goto( '/blog/' );
		const props = JSON.parse( ( await page.locator( '#vitrine-blog-properties' ).textContent() ) ?? '{}' );
		expect( Object.keys( props ) ).toEqual( [
			'masonryStatus',
			'masonryColumns',
			'blogLayout',
			'infScroll',
			'maxPages',
			'endpoint',
			'lang',
			'query',
			'isRTL',
			'isCustomize',
			'announce',
		] );
		expect( props ).toMatchObject( {
			masonryStatus: 'enabled',
			infScroll: 'enabled',
			isRTL: false,
			isCustomize: false,
		} );
		expect( props.maxPages ).toBeGreaterThanOrEqual( 4 );
		await expect( page.locator( '.vitrine-pagination' ) ).toBeHidden(); // The button takes its place on screen.
		await expectAccessible( page );
	} );

	test( 'masonry keeps the order, overlaps nothing, and does not shift the layout', async ( { page } ) => {
		await page.addInitScript( () => {
			( window as any ).shifts = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as any[] ) {
					( window as any ).shifts += entry.hadRecentInput ? 0 : entry.value;
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		// A slow phone's CPU: a first paint is likelier to happen while the grid is still being parsed.
		const cdp = await page.context().newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
		await page.goto( '/blog/' );
		await page.waitForLoadState( 'load' );
		await expect( page.locator( '#vitrine-posts' ) ).toHaveClass( /is-masonry/ );
		expectMasonry( await cardBoxes( page ), 3 );
		expect( await page.evaluate( () => ( window as any ).shifts ) ).toBeLessThan( 0.01 );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 1 } );

		await page.setViewportSize( { width: 800, height: 900 } ); // Two columns on tablets.
		await expect.poll( async () => new Set( ( await cardBoxes( page ) ).map( ( b ) => b.left ) ).size ).toBe( 2 );
		expectMasonry( await cardBoxes( page ), 2 );
	} );

	test( 'infinite scroll loads every page once, one request at a time, up to maxPages', async ( {
		page,
		request,
	} ) => {
		const total = Number( ( await request.get( '/wp-json/wp/v2/posts?per_page=1' ) ).headers()[ 'x-wp-total' ] );
		let inFlight = 0;
		let maxInFlight = 0;
		const pages: string[] = [];
		await page.route( '**/wp-json/vitrine-theme/v1/posts/page/**', async ( route ) => {
			inFlight++;
			maxInFlight = Math.max( maxInFlight, inFlight );
			pages.push( new URL( route.request().url() ).pathname.split( '/' ).pop() ?? '' );
			expect( route.request().method() ).toBe( 'POST' );
			expect( route.request().postDataJSON() ).toEqual( {} );
			await new Promise( ( resolve ) => setTimeout( resolve, 400 ) ); // Slow answers invite overlaps.
			const response = await route.fetch();
			inFlight--;
			await route.fulfill( { response } );
		} );
		await page.goto( '/blog/' );
		const maxPages = JSON.parse(
			( await page.locator( '#vitrine-blog-properties' ).textContent() ) ?? '{}'
		).maxPages;
		await expect( async () => {
			await page.mouse.wheel( 0, 4000 );
			await expect( page.locator( '.vitrine-infinite-trigger' ) ).toHaveCount( 0, { timeout: 500 } );
		} ).toPass( { timeout: 30_000 } );

		expect( pages ).toEqual( Array.from( { length: maxPages - 1 }, ( _, i ) => String( i + 2 ) ) );
		expect( maxInFlight ).toBe( 1 );
		const ids = await page
			.locator( '#vitrine-posts > article' )
			.evaluateAll( ( cards ) => cards.map( ( c ) => c.id ) );
		expect( ids ).toHaveLength( total );
		expect( new Set( ids ).size ).toBe( total );
		await expect( page.locator( '.vitrine-announcer' ) ).toHaveText( /^\d+ more posts? loaded$/ );
		await expect( page ).toHaveURL( new RegExp( `/blog/page/${ maxPages }/$` ) );
		await expect( page.locator( '.vitrine-load-more' ) ).toHaveCount( 0 );
		await expect( page.locator( '#vitrine-posts' ) ).toHaveClass( /is-masonry/ );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		// The images that came with the new pages have loaded (and laid out).
		await page.waitForFunction( () => Array.from( document.images ).every( ( image ) => image.complete ) );
		expectMasonry( await cardBoxes( page ), 3 );
		await expectAccessible( page );
	} );

	test( 'the Load more button works by keyboard and moves focus to the first new post', async ( { page } ) => {
		await page.goto( '/blog/' );
		const button = page.locator( '.vitrine-load-more' );
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( '#vitrine-posts > article' ) ).toHaveCount( 20 );
		const eleventh = await page.locator( '#vitrine-posts > article' ).nth( 10 ).getAttribute( 'id' );
		// Focus moves once the new cards are laid out, which may be a frame after they are in the list.
		await expect
			.poll( () =>
				page
					.locator( 'body' )
					.evaluate( ( body ) => body.ownerDocument.activeElement?.closest( 'article' )?.id )
			)
			.toBe( eleventh );
		// The address names the last page listed. Read together: the trigger may be in view again and
		// the next page already listed (and the address moved on with it) by now.
		const shown = await page.evaluate( () => ( {
			cards: document.querySelectorAll( '#vitrine-posts > article' ).length,
			path: location.pathname,
		} ) );
		expect( shown.cards ).toBeGreaterThanOrEqual( 20 );
		expect( shown.path ).toBe( `/blog/page/${ Math.ceil( shown.cards / 10 ) }/` );
	} );

	test( 'a failing endpoint is silent and leaves the list as it was', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.route( '**/wp-json/vitrine-theme/v1/posts/page/**', ( route ) =>
			route.fulfill( { status: 200, contentType: 'application/json', body: '{"not":"html"}' } )
		);
		await page.goto( '/blog/' );
		await page.locator( '.vitrine-load-more' ).click();
		await page.clock.runFor( 300 );
		await expect( page.locator( '#vitrine-posts > article' ) ).toHaveCount( 10 );
		await expect( page.locator( '.vitrine-load-more' ) ).toBeVisible();
	} );

	test( 'a date archive continues with its own query', async ( { page } ) => {
		const bodies: unknown[] = [];
		page.on(
			'request',
			( r ) => r.url().includes( '/vitrine-theme/v1/posts/page/' ) && bodies.push( r.postDataJSON() )
		);
		await page.goto( '/2026/01/' );
		const before = await page.locator( '#vitrine-posts > article' ).count();
		await page.mouse.wheel( 0, 3000 ); // A short list: the next page may already be on its way.
		await expect.poll( () => page.locator( '#vitrine-posts > article' ).count() ).toBeGreaterThan( before );
		expect( bodies[ 0 ] ).toEqual( { year: 2026, monthnum: 1 } );
		const dates = await page
			.locator( '#vitrine-posts time' )
			.evaluateAll( ( times ) => times.map( ( t ) => t.getAttribute( 'datetime' ) ?? '' ) );
		expect( dates.length ).toBeGreaterThan( before );
		dates.forEach( ( d ) => expect( d ).toMatch( /^2026-01-/ ) );
	} );
} );
