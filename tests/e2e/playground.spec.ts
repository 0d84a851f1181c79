/**
 * WordPress Playground: blueprint.json, run by @wp-playground/cli on the WordPress files
 * fetched for the local site (no network), gives a working demo site. Boots once for the file
 * (75-90 s here, longer on a busy machine) and checks the demo pages render with the theme and the plugin.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from './fixtures';
import type { Playground } from '../../tools/playground.mjs';
import { siteDatabase } from './site-database';

const PORT = Number( process.env.VITRINE_PLAYGROUND_PORT ?? Number( process.env.VITRINE_PORT ?? 8888 ) + 2 );
// A few pages, each a slow WebAssembly request; the widgets index proves every family page was seeded.
const PAGES = [ '/', '/blog/', '/affiliate/', '/widgets/', '/widgets/carousel/' ];

let playground: Playground | undefined;

test.describe.configure( { mode: 'serial' } );
// Playground runs its own SQLite database whatever the local site uses: one run of it is enough.
test.skip( siteDatabase() === 'mariadb', 'Playground uses its own SQLite database; the SQLite run covers it' );
// Through the cluster (docs/scaling.md, "The whole suite through the cluster") Playground would still be
// its own one-process server, not the cluster, and its port (VITRINE_PORT+2) is node1's nginx there.
test.skip(
	process.env.VITRINE_STACK === 'cluster',
	'Playground is its own server with its own SQLite database, not the cluster; the SQLite run covers it'
);

test.beforeAll( async () => {
	// Booting takes 75-90 s here, over 150 s when the two cores are shared by many test runs.
	test.setTimeout( 300_000 );
	// Loaded by Node itself: the test runner's TypeScript transform would turn the ES module into CommonJS.
	const url = pathToFileURL( join( __dirname, '../../tools/playground.mjs' ) ).href;
	const { startPlayground } = ( await import( url ) ) as typeof import( '../../tools/playground.mjs' );
	playground = await startPlayground( { port: PORT, timeoutMs: 280_000 } );
	// The CLI answers its very first request with a redirect to the same URL (its auto-login check).
	await fetch( playground!.url + '/', { redirect: 'manual' } );
	console.info( `playground: started in ${ playground.seconds.toFixed( 1 ) } s` );
} );

test.afterAll( async () => {
	await playground?.stop();
} );

test( 'the blueprint seeds every demo page, rendered by the Vitrine theme and plugin', async ( { request } ) => {
	test.setTimeout( 120_000 );
	for ( const path of PAGES ) {
		const response = await request.get( playground!.url + path, { maxRedirects: 0 } );
		expect( response.status(), path ).toBe( 200 );
		const html = await response.text();
		expect( html, `${ path } uses the Vitrine theme` ).toContain( '/wp-content/plugins/vitrine/themes/vitrine/' );
		expect( html, `${ path } loads Vitrine's assets` ).toContain( '/wp-content/plugins/vitrine/build/' );
		expect( html, `${ path } is not a not-found page` ).not.toMatch( /<body[^>]*\berror404\b/ );
		if ( path === '/widgets/' ) {
			const families = html.match( /href="\/widgets\/[a-z0-9-]+\/"/g ) ?? [];
			expect( new Set( families ).size, 'the index links every widget family page' ).toBeGreaterThanOrEqual( 27 );
		}
	}
} );

test( 'a widget page works in the browser, without console errors', async ( { page } ) => {
	test.setTimeout( 90_000 );
	await page.goto( playground!.url + '/widgets/table-of-contents/' );
	await expect( page.locator( '[data-vitrine="table-of-contents"]' ).first() ).toBeVisible();
	await expect( page.locator( '[data-vitrine="table-of-contents"] a' ).first() ).toBeVisible();
} );
