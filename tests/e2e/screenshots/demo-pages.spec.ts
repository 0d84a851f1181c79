/**
 * Every demo page at phone and desktop width, compared with the committed baselines (docs/quality.md,
 * "Screenshot tests"): a layout regression on any demo page fails here. The pages are photographed
 * for a visitor who has rejected optional cookies (no third-party frame asks the network for
 * anything, and the bar covers nothing); the bar itself, for a visitor who has not decided, is
 * photographed once per width on the front page.
 */
import { existsSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { AUTOPLAY_SCREENS, DEMO_SCREENS, VIEWPORT_SCREENS, WIDTHS, screenName } from './screens';
import { FIXED_TIME, dynamicRegions, settle } from './settle';

const DECIDED = 'test-results/screenshots/decided-visitor.json';

test.beforeAll( async ( { browser } ) => {
	if ( existsSync( DECIDED ) ) {
		return; // Written by the first worker of this run (a worker after a failure starts again).
	}
	const page = await browser.newPage( {
		baseURL: test.info().project.use.baseURL,
		storageState: { cookies: [], origins: [] }, // A first visit, whatever test.use() says.
	} );
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Reject', exact: true } ).click();
	await expect( page.getByRole( 'button', { name: 'Accept all', exact: true } ) ).toBeHidden();
	await page.context().storageState( { path: DECIDED } );
	await page.close();
} );

for ( const size of WIDTHS ) {
	test.describe( `demo pages, ${ size.name } (${ size.width } px)`, () => {
		test.use( { viewport: { width: size.width, height: size.height } } );

		test( 'the consent bar, undecided', async ( { page } ) => {
			await page.clock.install( { time: FIXED_TIME } );
			await page.goto( '/' );
			await expect( page.getByRole( 'button', { name: 'Accept all', exact: true } ) ).toBeVisible();
			await settle( page );
			await expect( page ).toHaveScreenshot( `consent-bar-${ size.name }.png`, { mask: dynamicRegions( page ) } );
		} );

		test.describe( 'decided visitor', () => {
			test.use( { storageState: DECIDED } );

			for ( const address of DEMO_SCREENS ) {
				test( address, async ( { page } ) => {
					await page.clock.install( { time: FIXED_TIME } );
					if ( AUTOPLAY_SCREENS.includes( address ) ) {
						// Autoplay stops for visitors who ask for reduced motion (docs/widgets-media.md).
						await page.emulateMedia( { reducedMotion: 'reduce' } );
					}
					await page.goto( address );
					await settle( page );
					await expect( page ).toHaveScreenshot( `${ screenName( address ) }-${ size.name }.png`, {
						fullPage: ! VIEWPORT_SCREENS.includes( address ),
						mask: dynamicRegions( page ),
					} );
				} );
			}
		} );
	} );
}

/**
 * The tolerance itself (docs/quality.md, "Screenshot tests"): the front page at desktop width with one
 * small layout regression each, which keeps the page's height (so only the pixel count can catch
 * it), must not match the committed baseline. Skipped while baselines are written, which would
 * otherwise record the broken page.
 */
test.describe( 'a layout regression fails the comparison', () => {
	test.use( { storageState: DECIDED, viewport: { width: 1366, height: 768 } } );

	const REGRESSIONS = {
		'the footer loses its side padding': '.vitrine-site-footer { padding-inline: 0 !important; }',
		'the footer text loses its grey': '.vitrine-site-footer { color: #111827 !important; }',
	};

	for ( const [ regression, css ] of Object.entries( REGRESSIONS ) ) {
		test( regression, async ( { page }, testInfo ) => {
			const name = 'front-page-desktop.png';
			test.skip(
				testInfo.config.updateSnapshots === 'all' ||
					testInfo.config.updateSnapshots === 'changed' ||
					! existsSync( testInfo.snapshotPath( name ) ),
				'baselines are being written'
			);
			await page.clock.install( { time: FIXED_TIME } );
			await page.goto( '/' );
			await settle( page );
			await page.addStyleTag( { content: css } );
			const failure = await expect( page )
				.toHaveScreenshot( name, { fullPage: true, mask: dynamicRegions( page ), timeout: 3_000 } )
				.then(
					() => null,
					( error: Error ) => error
				);
			expect( failure?.message ?? 'the broken page matched the baseline' ).toMatch( /pixels \(ratio/ );
		} );
	}
} );
