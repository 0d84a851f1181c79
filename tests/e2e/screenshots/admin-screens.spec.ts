/**
 * Every Vitrine admin screen at phone and desktop width, logged in as the admin, compared with the
 * committed baselines (docs/quality.md, "Screenshot tests"). The list of screens is ADMIN_SCREENS.
 */
import { test, expect } from '@playwright/test';
import { ADMIN_STATE } from '../fixtures';
import { ADMIN_SCREENS, BASELINE_WORDPRESS, WIDTHS, screenName } from './screens';
import { FIXED_TIME, dynamicRegions, settle } from './settle';

test.use( { storageState: ADMIN_STATE } );

for ( const size of WIDTHS ) {
	test.describe( `admin screens, ${ size.name } (${ size.width } px)`, () => {
		test.use( { viewport: { width: size.width, height: size.height } } );

		for ( const address of ADMIN_SCREENS ) {
			test( address, async ( { page } ) => {
				await page.clock.install( { time: FIXED_TIME } );
				await page.goto( `/wp-admin/${ address }` );
				// WordPress's own admin styles and its version in the footer are in every picture: without
				// ../shared a fresh clone may run another release (Debian's), for which these are no baselines.
				const version = ( ( await page.locator( '#footer-upgrade' ).textContent() ) ?? '' ).trim();
				test.skip(
					version !== `Version ${ BASELINE_WORDPRESS }`,
					`the admin baselines are for WordPress ${ BASELINE_WORDPRESS }; this site says "${ version }"`
				);
				await settle( page );
				await expect( page ).toHaveScreenshot( `${ screenName( address ) }-${ size.name }.png`, {
					fullPage: true,
					mask: dynamicRegions( page ),
				} );
			} );
		}
	} );
}
