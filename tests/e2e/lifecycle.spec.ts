/**
 * Vitrine → Demo and data (docs/admin.md): the demo's cards (its state, the import and removal, one
 * card per part with its pages), the feature links and the data settings, used with the keyboard only.
 */
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

test.describe( 'lifecycle admin', () => {
	// One after the other: the first test reads the opt-in that the second one toggles.
	test.describe.configure( { mode: 'serial' } );
	// The admin's own screens ask for avatars from a host this machine cannot reach.
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'the first-run screen links every feature and shows the data settings', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools&welcome=1' );
		await expect( page.getByRole( 'heading', { level: 1, name: 'Welcome to Vitrine' } ) ).toBeVisible();
		const features = page.locator( '.vitrine-lifecycle-features' );
		for ( const name of [ 'Cookie consent', 'Affiliate clicks', 'Products', 'Popups' ] ) {
			await expect( features.getByRole( 'link', { name, exact: true } ) ).toBeVisible();
		}
		const stores = page.getByRole( 'table', { name: 'Data stores and how long they keep data' } );
		await expect( stores.getByRole( 'rowheader', { name: 'Consent records' } ) ).toBeVisible();
		await expect( stores.getByRole( 'rowheader', { name: 'Affiliate clicks' } ) ).toBeVisible();
		// Every field there is a number of days; rate limits live minutes, so their row has no field.
		await expect( stores.getByRole( 'spinbutton', { name: 'Form entries' } ) ).toHaveValue( '365' );
		const rateLimits = stores.getByRole( 'row', { name: /Rate limits/ } );
		await expect( rateLimits ).toContainText( 'Until its time window ends (minutes)' );
		await expect( rateLimits.getByRole( 'spinbutton' ) ).toHaveCount( 0 );
		await expect( page.getByLabel( 'Delete all Vitrine data when the plugin is deleted' ) ).not.toBeChecked();
		await expectAccessible( page, '.vitrine-lifecycle' );

		// Reached later from the Vitrine menu; a feature link opens that feature's settings.
		await page.goto( '/wp-admin/admin.php?page=vitrine' );
		await page
			.locator( '#toplevel_page_vitrine' )
			.getByRole( 'link', { name: 'Demo and data', exact: true } )
			.focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'heading', { level: 1, name: 'Demo content and data' } ) ).toBeVisible();
		await features.getByRole( 'link', { name: 'Cookie consent' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /admin\.php\?page=vitrine-consent/ );
	} );

	test( 'the delete-data opt-in is saved and the clean-up can be run now', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		const optIn = page.getByLabel( 'Delete all Vitrine data when the plugin is deleted' );
		await optIn.focus();
		await page.keyboard.press( 'Space' );
		await page.getByRole( 'button', { name: 'Save data settings' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect( optIn ).toBeChecked();
		// Back to the default, so deleting the plugin from this site keeps its data.
		await optIn.uncheck();
		await page.getByRole( 'button', { name: 'Save data settings' } ).click();
		await expect( optIn ).not.toBeChecked();

		await page.getByRole( 'button', { name: 'Run the clean-up now' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText( /Clean-up done: \d+ old rows? deleted\./ );
		await expect( page.locator( '.vitrine-lifecycle-last-run' ) ).toContainText( 'Last clean-up:' );
	} );

	test( 'the demo content importer runs from the keyboard and reports what it did', async ( { page } ) => {
		test.setTimeout( 90_000 );
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		const keep = page.getByLabel( 'Keep my front page, tagline, theme options and consent and affiliate settings' );
		await expect( keep ).toBeChecked();
		await keep.focus();
		await page.keyboard.press( 'Tab' );
		await expect( page.getByRole( 'button', { name: 'Import demo content' } ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const status = page.getByRole( 'status' );
		await expect( status ).toContainText( 'Demo content imported.', { timeout: 60_000 } );
		await expect( page ).toHaveURL( /page=vitrine-tools/ );
		await expectAccessible( page, '.vitrine-lifecycle' );
		// The demo pages are there (the seeds are idempotent, so a second import adds nothing).
		const demo = await page.request.get( '/popups/' );
		expect( demo.status() ).toBe( 200 );
	} );

	test( 'each part of the demo has a card: what it brings, whether it is here, its counts and pages', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		const overview = page.getByRole( 'region', { name: 'Import and remove' } );
		await expect( overview.locator( '.vitrine-admin-badge' ) ).toHaveText( 'Imported' );
		await expect( overview.locator( 'dd' ).first() ).toHaveText( /\d{4}/ ); // The import's date.
		await expect( overview.getByRole( 'definition' ).nth( 1 ) ).toContainText( /\d+ Pages/ );

		for ( const part of [ 'Front page and blog', 'Cookie consent', 'Affiliate links', 'Popups', 'Widgets' ] ) {
			await expect( page.getByRole( 'region', { name: part, exact: true } ) ).toBeVisible();
		}
		const popups = page.getByRole( 'region', { name: 'Popups', exact: true } );
		await expect( popups.locator( '.vitrine-admin-badge' ) ).toHaveText( 'Imported' );
		await expect( popups.locator( '.vitrine-admin-facts' ) ).toContainText( /Demo pages\s*1 of 1/ );
		await expect( popups.locator( '.vitrine-admin-facts' ) ).toContainText( /Popups\s*[1-9]/ );
		await expect( popups ).toContainText( 'A welcome popup, a newsletter popup and panels that slide in.' );
		await expect( popups.getByRole( 'link', { name: 'Edit “Popups”' } ) ).toHaveAttribute(
			'href',
			/post\.php\?post=\d+&action=edit/
		);
		await expectAccessible( page, '.vitrine-lifecycle' );

		// Each page's link leads to that demo page, which is there for visitors.
		const link = popups.getByRole( 'link', { name: 'Popups', exact: true } );
		await expect( link ).toHaveAttribute( 'href', /\/popups\/$/ );
		expect( ( await page.request.get( ( await link.getAttribute( 'href' ) )! ) ).status() ).toBe( 200 );
	} );

	test( 'removing the demo asks first: when it came, what goes, and a way back', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		await page.getByRole( 'link', { name: 'Remove demo content…' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'heading', { name: 'Remove the demo content?' } ) ).toBeVisible();
		await expect( page.locator( '.vitrine-demo-summary' ) ).toContainText(
			/The demo content was imported on .+; \d+ items of it are on this site\./
		);
		const list = page.locator( '.vitrine-lifecycle ul.ul-disc' );
		// Per kind, as many as the ledger holds here (what a local site adopted from older imports varies).
		await expect( list.getByText( /^\d+ Pages$/ ) ).toBeVisible();
		await expect( page.getByRole( 'button', { name: 'Remove demo content' } ) ).toBeVisible();
		await expectAccessible( page, '.vitrine-lifecycle' );
		await page.getByRole( 'link', { name: 'Cancel' } ).click();
		await expect( page.getByRole( 'button', { name: 'Import demo content' } ) ).toBeVisible();
		expect( ( await page.request.get( '/popups/' ) ).status() ).toBe( 200 ); // Nothing was removed.
	} );
} );
