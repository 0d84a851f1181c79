/**
 * The one Vitrine menu (docs/admin.md): old addresses redirect, the dashboard shows the site's real
 * state, and every Vitrine admin screen is axe-clean at desktop and phone widths.
 */
import { test, expect, expectAccessible, acceptConsent, ADMIN_STATE } from './fixtures';
import { ADMIN_SCREENS } from './screenshots/screens';

test.describe( 'the Vitrine admin menu', () => {
	// The admin's own screens ask for avatars from a host this machine cannot reach.
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'holds every screen, and the old addresses lead to the new ones', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine' );
		const menu = page.locator( '#toplevel_page_vitrine' );
		for ( const name of [
			'Dashboard',
			'Insights',
			'Cookie consent',
			'Affiliate clicks',
			'Products',
			'Popups',
			'Form entries',
			'Subscribers',
			'Payment buttons',
			'Demo and data',
		] ) {
			await expect( menu.getByRole( 'link', { name, exact: true } ) ).toBeVisible();
		}
		// Nothing is left under Settings or Tools.
		await expect( page.locator( '#menu-settings a[href*="page=vitrine"]' ) ).toHaveCount( 0 );
		await expect( page.locator( '#menu-tools a[href*="page=vitrine"]' ) ).toHaveCount( 0 );

		const moved: Array< [ string, RegExp ] > = [
			[ 'options-general.php?page=vitrine-consent', /\/wp-admin\/admin\.php\?page=vitrine-consent$/ ],
			[ 'options-general.php?page=vitrine&welcome=1', /\/wp-admin\/admin\.php\?page=vitrine-tools&welcome=1$/ ],
			[ 'options-general.php?page=vitrine-payments', /\/wp-admin\/admin\.php\?page=vitrine-payments$/ ],
			[
				'tools.php?page=vitrine-form-entries&form=demo-apply',
				/\/wp-admin\/admin\.php\?page=vitrine-form-entries&form=demo-apply$/,
			],
			// WordPress's post list of the products became Vitrine → Products.
			[ 'edit.php?post_type=vitrine_product', /\/wp-admin\/admin\.php\?page=vitrine-products$/ ],
			[ 'tools.php?page=vitrine-subscribers', /\/wp-admin\/admin\.php\?page=vitrine-subscribers$/ ],
		];
		for ( const [ old, now ] of moved ) {
			await page.goto( `/wp-admin/${ old }` );
			await expect( page ).toHaveURL( now );
			await expect( page.locator( '#toplevel_page_vitrine' ) ).toHaveClass( /wp-has-current-submenu/ );
		}
		await expect( page.getByRole( 'heading', { level: 1, name: 'Subscribers' } ) ).toBeVisible();
	} );

	test( 'the dashboard shows the site’s real state: a new consent record, the demo import', async ( {
		page,
		browser,
	} ) => {
		const records = page
			.locator( '.vitrine-dashboard__card--consent .vitrine-dashboard__fact' )
			.filter( { hasText: 'Records this week' } )
			.locator( 'dd' );
		await page.goto( '/wp-admin/admin.php?page=vitrine' );
		await expect( records ).toHaveText( /^\d+$/ );
		const before = Number( await records.textContent() );

		// A visitor decides on the front page: one more proof-of-consent record.
		const visitor = await browser.newContext();
		const front = await visitor.newPage();
		const saved = front.waitForResponse(
			( r ) => r.url().includes( 'consent/record' ) && r.request().method() === 'POST'
		);
		await front.goto( '/' );
		await acceptConsent( front );
		expect( ( await saved ).ok() ).toBe( true );
		await visitor.close();

		await page.reload();
		await expect( records ).toHaveText( String( before + 1 ) );
		const demo = page.locator( '.vitrine-dashboard__card--demo' );
		await expect(
			demo.locator( '.vitrine-dashboard__fact' ).filter( { hasText: 'Imported' } ).locator( 'dd' )
		).not.toHaveText( 'not yet' );
		await expect( demo.locator( '.vitrine-dashboard__fact' ).filter( { hasText: 'What it added' } ) ).toContainText(
			/\d+ Pages/
		);
		await expect( page.getByRole( 'img', { name: /^Clicks per day: / } ) ).toBeVisible();
		await expect( page.getByRole( 'link', { name: 'Consent settings' } ) ).toHaveAttribute(
			'href',
			/admin\.php\?page=vitrine-consent$/
		);
	} );

	test( 'a comparison table names its products, in the list and on its screen, and its rows in words', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/edit.php?post_type=vitrine_table' );
		const row = page.getByRole( 'row' ).filter( { hasText: 'Headphones compared' } );
		await expect( row.locator( '.column-vitrine_products' ) ).toContainText( 'Pulse Sport Earbuds' );
		await expect( row.locator( '.column-vitrine_shortcode code' ) ).toHaveText(
			/^\[vitrine_product table="\d+"\]$/
		);
		// The title link: WordPress 6.8 names it "“…” (Edit)", 7.1 by the title alone.
		await row.getByRole( 'link', { name: /^“?Headphones compared(” \(Edit\))?$/ } ).click();
		const box = page.locator( '#vitrine-table-fields' );
		await expect( box.getByRole( 'listitem' ).nth( 1 ) ).toContainText(
			/^B0DEMO0002: Pulse Sport Earbuds.*, \$\d/
		);
		await expect( box.getByRole( 'checkbox', { name: 'Offer: the buy button' } ) ).toBeChecked();
		await expectAccessible( page, '#vitrine-table-fields' );
		await page.getByRole( 'button', { name: 'Update' } ).click();
		await expect( page.getByText( 'Comparison table updated.' ) ).toBeVisible();
		await expect( box.getByRole( 'checkbox', { name: 'Offer: the buy button' } ) ).toBeChecked();
	} );

	test( 'the popup list says what opens each popup and where it shows', async ( { page } ) => {
		await page.goto( '/wp-admin/edit.php?post_type=vitrine_popup' );
		const welcome = page.getByRole( 'row' ).filter( { hasText: 'Welcome offer' } );
		await expect( welcome.locator( '.column-vitrine_opens' ) ).toHaveText( '1 s after the page loads' );
		await expect( welcome.locator( '.column-vitrine_where' ) ).toHaveText( 'Popups' );
		const leaving = page.getByRole( 'row' ).filter( { hasText: 'Before you go' } );
		await expect( leaving.locator( '.column-vitrine_opens' ) ).toHaveText( 'When the visitor is about to leave' );
		await expect( page.getByRole( 'columnheader', { name: 'Opens' } ).first() ).toBeVisible();
		await expect( page.getByRole( 'columnheader', { name: 'Shows on' } ).first() ).toBeVisible();
	} );

	// Saving is left to the country → store test below: two tests saving one option at once would race.
	test( 'affiliate settings list the stores with a tracking id first, the others one click away', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate-settings' );
		await expect( page.getByRole( 'textbox', { name: 'amazon.de', exact: true } ) ).toHaveValue( /\S/ );
		const italy = page.getByRole( 'textbox', { name: 'amazon.it', exact: true } );
		await expect( italy ).toBeHidden();
		await page.getByText( /^Add a tracking id for \d+ more stores$/ ).click();
		await expect( italy ).toBeVisible();
		await expect( italy ).toHaveValue( '' );
		// Every box of the screen is one height: WordPress styles text boxes by their type.
		const height = async ( name: string ) =>
			( await page.getByRole( 'textbox', { name, exact: true } ).boundingBox() )?.height;
		expect( await height( 'amazon.it' ) ).toBe(
			( await page.getByRole( 'spinbutton', { name: 'Keep clicks for' } ).boundingBox() )?.height
		);
		expect( await height( 'Country header' ) ).toBe( await height( 'amazon.it' ) );
		await expectAccessible( page, '#wpbody-content' );
	} );

	test( 'affiliate settings edit the country → store map as rows with country names', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate-settings' );
		const map = page.getByRole( 'table', { name: 'Which Amazon store visitors from each country go to' } );
		await expect( map ).toBeHidden(); // Closed until the owner asks for it.
		await page.getByText( /countries sent to their nearest Amazon store: edit the list/ ).click();
		const austria = map.getByRole( 'row' ).filter( { hasText: 'Austria (AT)' } );
		await expect( austria.getByRole( 'combobox' ) ).toHaveValue( 'de' );
		// A new country in an empty row; saved, it reads as its name.
		const blank = map.getByRole( 'row' ).filter( { hasText: 'new country' } ).first();
		await blank.getByRole( 'textbox' ).fill( 'is' );
		await blank.getByRole( 'combobox' ).selectOption( 'co.uk' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await page.getByText( /countries sent to their nearest Amazon store: edit the list/ ).click();
		const iceland = map.getByRole( 'row' ).filter( { hasText: 'Iceland (IS)' } );
		await expect( iceland.getByRole( 'combobox' ) ).toHaveValue( 'co.uk' );
		// Emptying the code removes the row again.
		await iceland.getByRole( 'textbox' ).fill( '' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await page.getByText( /countries sent to their nearest Amazon store: edit the list/ ).click();
		await expect( map.getByRole( 'row' ).filter( { hasText: 'Iceland' } ) ).toHaveCount( 0 );
	} );

	for ( const width of [ 1366, 412 ] ) {
		// Every screen of the Vitrine menu: the screenshot tests' list.
		for ( const screen of ADMIN_SCREENS ) {
			test( `${ screen } is axe-clean at ${ width } px`, async ( { page }, testInfo ) => {
				await page.setViewportSize( { width, height: 900 } );
				await page.goto( `/wp-admin/${ screen }` );
				await expect( page.locator( '#wpbody-content h1' ).first() ).toBeVisible();
				if ( screen === 'admin.php?page=vitrine' ) {
					await expect( page.locator( '.vitrine-dashboard__card' ).first() ).toBeVisible();
				}
				if ( screen === 'admin.php?page=vitrine-consent' ) {
					await expect( page.getByRole( 'tab', { name: 'General' } ) ).toBeVisible();
				}
				await expectAccessible( page, '#wpbody-content' );
				// For people to look at (docs/admin.md); the screenshot suite compares pixels.
				await page.screenshot( {
					path: testInfo.outputPath( `${ screen.replace( /\W+/g, '-' ) }-${ width }.png` ),
					fullPage: true,
				} );
			} );
		}
	}
} );
