import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'countdown widget', () => {
	test( 'ticks towards the due date and shows the message in place when it ends', async ( { page } ) => {
		// Five seconds before the launch (2030-01-01 09:00 in the site's time zone, UTC here).
		await page.clock.install( { time: new Date( '2030-01-01T08:59:50Z' ) } );
		await page.clock.pauseAt( new Date( '2030-01-01T08:59:55Z' ) );
		await page.goto( '/widgets/countdown/' );
		const launch = page.locator( '#launch' );
		await expect( launch ).toHaveClass( /is-running/ );
		await expect( launch.locator( '[data-unit="seconds"]' ) ).toHaveText( '05' );
		const box = await launch.boundingBox();
		await page.clock.runFor( 2000 );
		await expect( launch.locator( '[data-unit="seconds"]' ) ).toHaveText( '03' );
		await page.clock.runFor( 4000 );
		await expect( launch ).toHaveClass( /is-expired/ );
		await expect( launch.getByText( 'The launch has started.' ).first() ).toBeVisible();
		await expect( launch.locator( '.vitrine-countdown__live' ) ).toHaveText( 'The launch has started.' );
		expect( await launch.boundingBox() ).toEqual( box );
		await page.clock.resume();
		await expectNoLayoutShift( page );
		await expectAccessible( page );
	} );

	test( 'the evergreen deadline is remembered across visits', async ( { page } ) => {
		await page.clock.install( { time: new Date( '2027-03-01T09:59:00Z' ) } );
		await page.clock.pauseAt( new Date( '2027-03-01T10:00:00Z' ) );
		await page.goto( '/widgets/countdown/' );
		const welcome = page.locator( '#welcome' );
		await expect( welcome.locator( '[data-unit="minutes"]' ) ).toHaveText( '30' );
		await expect( welcome.locator( '.vitrine-countdown__live' ) ).toHaveText( '30 minutes left' );
		await page.clock.setSystemTime( new Date( '2027-03-01T10:10:00Z' ) );
		await page.reload();
		await expect( welcome.locator( '[data-unit="minutes"]' ) ).toHaveText( '20' );
		await expect( page.locator( '#early' ) ).toHaveClass( /is-expired/ );
		await expect( page.locator( '#early' ).getByText( 'Early-bird tickets are sold out.' ).first() ).toBeVisible();
	} );

	test( 'is read, not tabbed through, by keyboard users', async ( { page } ) => {
		await page.goto( '/widgets/countdown/' );
		await page.locator( '#launch' ).waitFor();
		for ( let i = 0; i < 30; i++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await page.locator( '.vitrine-countdown:focus-within' ).count() ).toBe( 0 );
		}
		await expect( page.locator( '#launch .vitrine-countdown__units' ) ).toHaveAttribute( 'aria-hidden', 'true' );
		await expect( page.locator( '#launch .vitrine-countdown__live' ) ).toHaveText( /left$/ );
	} );

	test( 'redirects when the redirect action is chosen', async ( { page } ) => {
		// The saved settings of the ended countdown, with the redirect action instead of the message.
		await page.route( '**/widgets/countdown/', async ( route ) => {
			const response = await route.fetch();
			const body = ( await response.text() ).replace(
				/(id="early"[^>]*data-settings="[^"]*)&quot;expiry&quot;:&quot;message&quot;,&quot;redirect&quot;:&quot;&quot;/,
				'$1&quot;expiry&quot;:&quot;redirect&quot;,&quot;redirect&quot;:&quot;\\/widgets\\/&quot;'
			);
			await route.fulfill( { response, body } );
		} );
		await page.goto( '/widgets/countdown/' );
		await page.waitForURL( /\/widgets\/$/ );
	} );
} );
