/**
 * The runtime's lazy loader (src/builder/runtime/load.ts) asks again for a chunk that failed once, so a
 * widget still comes to life after one failed answer (a deploy mid-visit, a busy server); a chunk that
 * fails twice is given up and the widget keeps its server-rendered content (docs/builder.md, Chunks).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Answers 503 to the first `times` requests of chunks whose file name matches `name`; returns every request of them. */
async function refuseChunk( page: Page, name: RegExp, times: number ): Promise< string[] > {
	const asked: string[] = [];
	let left = times;
	await page.route( /\/build\/chunks\/.+\.js/, async ( route ) => {
		const url = route.request().url();
		if ( ! name.test( new URL( url ).pathname ) ) {
			await route.continue();
			return;
		}
		asked.push( url );
		if ( left > 0 ) {
			left -= 1;
			await route.fulfill( { status: 503, body: 'busy' } );
			return;
		}
		await route.continue();
	} );
	return asked;
}

test.describe( 'lazy loading of a widget handler', () => {
	// The refused answers, provoked below; any other failed resource still fails the test.
	test.use( { allowedErrors: [ /status of 503/ ] } );

	test( 'the slider chunk answered 503 once is asked for again and the carousels start', async ( { page } ) => {
		const asked = await refuseChunk( page, /\/slider\.js$/, 1 );
		await page.goto( '/widgets/carousel/' );
		const carousels = page.locator( '.vitrine-carousel' );
		const count = await carousels.count();
		expect( count ).toBeGreaterThan( 0 ); // Server-rendered: the loop below checks every one.
		for ( const carousel of await carousels.all() ) {
			await expect( carousel ).toHaveClass( /is-ready/ );
		}
		expect( asked ).toHaveLength( 2 );
		await expect( page.locator( '[data-vitrine-failed]' ) ).toHaveCount( 0 );
	} );

	test( 'the slider chunk refused twice is given up, and the server-rendered slides stay', async ( { page } ) => {
		const asked = await refuseChunk( page, /\/slider\.js$/, 2 );
		await page.goto( '/widgets/carousel/' );
		// The runtime marks each element whose handler it gave up on (and fires vitrine:chunk-error).
		const carousels = page.locator( '.vitrine-carousel' );
		const count = await carousels.count();
		expect( count ).toBeGreaterThan( 0 );
		await expect( page.locator( '.vitrine-carousel[data-vitrine-failed="carousel"]' ) ).toHaveCount( count );
		expect( asked ).toHaveLength( 2 );
		const first = carousels.first();
		await expect( first ).not.toHaveClass( /is-ready/ );
		await expect( first.getByRole( 'img' ).first() ).toBeVisible();
	} );

	test( 'a code grammar answered 503 once is asked for again and the code is highlighted', async ( { page } ) => {
		const asked = await refuseChunk( page, /\/prism-clike\.js$/, 1 );
		await page.goto( '/widgets/code-highlight/' );
		// The first code block on the page is JavaScript, whose grammar builds on clike.
		await expect( page.locator( '.vitrine-code' ).first() ).toHaveClass( /is-highlighted/ );
		expect( asked ).toHaveLength( 2 );
	} );
} );
