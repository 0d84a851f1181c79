/**
 * The runtime's lazy loader (src/builder/runtime/load.ts) asks again for a handler's chunk that failed
 * once, so a widget still comes to life after one failed answer (a deploy mid-visit, a busy server).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Answers 503 to the first `times` requests of the page's first chunk; returns every chunk asked for. */
async function refuseFirstChunk( page: Page, times: number ): Promise< { asked: string[]; refused: () => string } > {
	const asked: string[] = [];
	let refused = '';
	let left = times;
	await page.route( /\/build\/chunks\/.+\.js/, async ( route ) => {
		const url = route.request().url();
		asked.push( url );
		refused ||= url;
		if ( url === refused && left > 0 ) {
			left -= 1;
			await route.fulfill( { status: 503, body: 'busy' } );
			return;
		}
		await route.continue();
	} );
	return { asked, refused: () => refused };
}

test.describe( 'lazy loading of a widget handler', () => {
	// The refused answers, provoked below; any other failed resource still fails the test.
	test.use( { allowedErrors: [ /status of 503/ ] } );

	test( 'a chunk answered 503 once is asked for again and the widget starts', async ( { page } ) => {
		const chunks = await refuseFirstChunk( page, 1 );
		await page.goto( '/widgets/code-highlight/' );
		await expect( page.locator( '.vitrine-code' ).first() ).toHaveClass( /is-ready/ );
		expect( chunks.asked.filter( ( url ) => url === chunks.refused() ) ).toHaveLength( 2 );
	} );

	test( 'a chunk refused twice is given up, and the server-rendered code stays', async ( { page } ) => {
		const chunks = await refuseFirstChunk( page, 2 );
		await page.goto( '/widgets/code-highlight/' );
		await expect.poll( () => chunks.asked.filter( ( url ) => url === chunks.refused() ).length ).toBe( 2 );
		const first = page.locator( '.vitrine-code' ).first();
		await expect( first ).toContainText( 'export' );
		await expect( first ).not.toHaveClass( /is-ready/ );
	} );
} );
