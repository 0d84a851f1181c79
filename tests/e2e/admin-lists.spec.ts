/**
 * The admin lists built with @wordpress/dataviews (src/lists, docs/architecture.md "Admin lists"):
 * form entries, subscribers, consent records, affiliate clicks and products, each searched, filtered, sorted,
 * paged on the server, deleted after a confirmation and exported as the CSV of the current filter,
 * and axe-clean. Rows are seeded with a marker through the stores (tests/e2e/bin/seed-lists.php),
 * so the lists of other tests running at the same time do not matter.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

// The admin's own screens ask for avatars from a host this machine cannot reach.
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );
test.describe.configure( { mode: 'serial' } );

const marker = `l${ Date.now().toString( 36 ) }`;

test.beforeAll( () => {
	execFileSync( 'php', [ join( __dirname, 'bin/seed-lists.php' ), join( __dirname, '../../.wp/site' ), marker ] );
} );

const rows = ( page: Page ) => page.locator( '.vitrine-list__app tbody tr' );

async function search( page: Page, label: string, words: string ): Promise< void > {
	await page.getByRole( 'searchbox', { name: label } ).fill( words );
}

async function filter( page: Page, field: string, option: string ): Promise< void > {
	await page.getByRole( 'button', { name: 'Add filter' } ).click();
	await page.getByRole( 'menuitem', { name: field } ).click();
	const popover = page.getByRole( 'dialog' ).filter( { has: page.getByRole( 'option' ) } );
	await popover.waitFor();
	// Over ten choices (forms of earlier runs), DataViews lists them under a search box.
	const narrow = popover.getByRole( 'combobox', { name: 'Search items' } );
	if ( await narrow.isVisible() ) {
		await narrow.fill( option );
	}
	await popover.getByRole( 'option', { name: option, exact: true } ).click();
	await page.keyboard.press( 'Escape' );
}

async function csvOf( download: Download ): Promise< string > {
	return readFileSync( ( await download.path() ) as string, 'utf8' );
}

// Before the tests that delete rows: every list still has its seeded rows to show.
test( 'on a phone each list opens with its title and one column, and fits the screen', async ( { page } ) => {
	await page.setViewportSize( { width: 412, height: 915 } );
	const lists = [
		{ address: 'vitrine-form-entries', search: 'Search entries', column: 'Date' },
		{ address: 'vitrine-subscribers', search: 'Search addresses and names', column: 'Status' },
		{ address: 'vitrine-consent', tab: 'Consent records', search: 'Find a consent id', column: 'Decision' },
		{ address: 'vitrine-affiliate', search: 'Search products by title or ASIN', column: 'Clicks' },
		{ address: 'vitrine-products', search: 'Search products by title or ASIN', column: 'Price' },
	];
	for ( const list of lists ) {
		await page.goto( `/wp-admin/admin.php?page=${ list.address }` );
		if ( list.tab ) {
			await page.getByRole( 'tab', { name: list.tab } ).click();
		}
		await search( page, list.search, marker );
		await expect( rows( page ).first() ).toBeVisible();
		// The columns named in the header: the title's, the one the list keeps for phones (with the
		// sort arrow when it sorts by it) and the row actions.
		const headers = await page
			.locator( '.vitrine-list__app thead th' )
			.evaluateAll( ( cells ) =>
				cells.map( ( cell ) => cell.textContent?.replace( /[↑↓]/g, '' ).trim() ?? '' ).filter( Boolean )
			);
		expect( headers.slice( 1 ), list.address ).toEqual( [ list.column, 'Actions' ] );
		// Nothing scrolls sideways: not the table in its box, not the screen.
		const widths = await page.locator( '.vitrine-list__app table' ).evaluate( ( table ) => ( {
			table: table.getBoundingClientRect().width,
			box: ( table.parentElement as HTMLElement ).clientWidth,
			scroll: ( table.parentElement as HTMLElement ).scrollWidth,
			screen: document.documentElement.scrollWidth,
		} ) );
		expect( widths.table, list.address ).toBeLessThanOrEqual( widths.box );
		expect( widths.scroll, list.address ).toBeLessThanOrEqual( widths.box );
		expect( widths.screen, list.address ).toBeLessThanOrEqual( 412 );
	}
} );

test( 'form entries: search, sort, filter by form, CSV of the filter', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-form-entries' );
	await search( page, 'Search entries', marker );
	await expect( page.getByText( '3 rows', { exact: true } ) ).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 3 );

	await page.getByRole( 'columnheader', { name: 'Email' } ).getByRole( 'button' ).click();
	await page.getByRole( 'menuitemradio', { name: 'Sort ascending' } ).click();
	await page.keyboard.press( 'Escape' ); // The column's menu stays open after a choice.
	await expect( rows( page ).first() ).toContainText( `ann-${ marker }@example.com` );
	await expect( rows( page ).last() ).toContainText( `cyd-${ marker }@example.com` );

	await filter( page, 'Form', `lists-b-${ marker }` );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( `cyd-${ marker }@example.com` );
	const download = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export these rows (CSV)' } ).click();
	expect( ( await download ).suggestedFilename() ).toMatch( /^form-entries-\d{4}-\d{2}-\d{2}\.csv$/ );
	const csv = await csvOf( await download );
	expect( csv.startsWith( '\ufeff"id","date_utc","form","mail","Message"' ), csv.slice( 0, 80 ) ).toBe( true );
	// What a visitor typed as a formula stays text in a spreadsheet.
	expect( csv ).toContain( `"'=1+1 from cyd ${ marker }"` );
	expect( csv ).not.toContain( `from ann ${ marker }` );
	await expectAccessible( page, '.vitrine-list' );
} );

// Its own test: with the one above, too many page loads for one test's time on a busy machine.
test( 'form entries: bulk delete after confirming, and Cancel keeps the rows', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-form-entries' );
	await search( page, 'Search entries', marker );
	await expect( rows( page ) ).toHaveCount( 3 );
	await rows( page )
		.filter( { hasText: `ann-${ marker }` } )
		.getByRole( 'checkbox' )
		.check();
	await rows( page )
		.filter( { hasText: `bob-${ marker }` } )
		.getByRole( 'checkbox' )
		.check();
	await page.getByRole( 'button', { name: 'Delete' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Delete for good?' } );
	await expect( confirm ).toContainText( 'Delete these 2 rows? They cannot be restored.' );
	await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( rows( page ) ).toHaveCount( 3 );
	await page.getByRole( 'button', { name: 'Delete' } ).click();
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		page.locator( '.vitrine-list__app .components-notice' ).getByText( '2 rows deleted.' )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( `cyd-${ marker }@example.com` );
	await page.reload();
	await search( page, 'Search entries', marker );
	await expect( rows( page ) ).toHaveCount( 1 );
} );

test( 'subscribers: status in words, filter by status, delete one after confirming', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-subscribers' );
	await search( page, 'Search addresses and names', marker );
	await expect( rows( page ) ).toHaveCount( 3 );
	await expect( rows( page ).filter( { hasText: `pending-${ marker }` } ) ).toContainText( 'Pending confirmation' );
	await filter( page, 'Status', 'Confirmed' );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( `confirmed-${ marker }@example.com` );
	const download = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export these rows (CSV)' } ).click();
	const csv = await csvOf( await download );
	expect( csv.startsWith( '\ufeff"email","name","list_id","status","consent_text"' ) ).toBe( true );
	expect( csv ).toContain( `"confirmed-${ marker }@example.com"` );
	expect( csv ).not.toContain( `pending-${ marker }` );
	await expectAccessible( page, '.vitrine-list' );

	await rows( page ).getByRole( 'button', { name: 'Actions' } ).click();
	await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Delete for good?' } );
	await expect( confirm ).toContainText( `Delete confirmed-${ marker }@example.com? It cannot be restored.` );
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( page.locator( '.vitrine-list__app .components-notice' ).getByText( '1 row deleted.' ) ).toBeVisible();
	await expect( page.getByText( 'Nothing matches. Clear the search or the filters.' ) ).toBeVisible();
} );

test( 'consent records: found by consent id, paged on the server, filtered by decision, exported', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-consent' );
	await page.getByRole( 'tab', { name: 'Consent records' } ).click();
	await search( page, 'Find a consent id', marker );
	await expect( page.getByText( '23 rows', { exact: true } ) ).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 20 );
	await expect( rows( page ).first() ).toContainText( `${ marker }-23` );
	await page.getByRole( 'button', { name: 'Next page' } ).click();
	await expect( rows( page ) ).toHaveCount( 3 );
	await expect( rows( page ).last() ).toContainText( `${ marker }-01` );

	await filter( page, 'Decision', 'Rejected all' );
	await expect( page.getByText( '4 rows', { exact: true } ) ).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 4 );
	await expect( rows( page ).first() ).toContainText( 'Rejected all' );
	await expect( rows( page ).first() ).toContainText( 'Necessary' );
	const download = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export these rows (CSV)' } ).click();
	const csv = ( await csvOf( await download ) ).trimEnd().split( '\r\n' );
	expect( csv[ 0 ] ).toBe(
		'\ufeff"id","consent_id","created_at","action","accepted","version","law","ccpa_optout","analytics","necessary"'
	);
	expect( csv ).toHaveLength( 5 );
	expect( csv.slice( 1 ).every( ( line ) => line.includes( '"reject"' ) ) ).toBe( true );
	await expectAccessible( page, '#vitrine-consent-admin' );
} );

test( 'affiliate clicks: link types and countries in words, filter by country, search by product', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate' );
	await search( page, 'Search products by title or ASIN', `Lamp ${ marker }` );
	await expect( rows( page ) ).toHaveCount( 3 );
	await expect( rows( page ).first() ).toContainText( 'Buy button' );
	await expect( rows( page ).first() ).toContainText( 'Germany' );
	await filter( page, 'Country', 'France' );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( 'Product title' );
	const download = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export these rows (CSV)' } ).click();
	const csv = ( await csvOf( await download ) ).trimEnd().split( '\r\n' );
	expect( csv[ 0 ] ).toBe( '\ufeff"day","product","link_type","country","source","clicks"' );
	expect( csv ).toHaveLength( 2 );
	expect( csv[ 1 ] ).toContain( '"title","FR"' );
	await expectAccessible( page, '.vitrine-list' );
} );

test( 'products: the old list address, search, filter by merchant, CSV, Trash and Restore', async ( { page } ) => {
	// WordPress's post list of the products leads to the DataViews list.
	await page.goto( '/wp-admin/edit.php?post_type=vitrine_product' );
	await expect( page ).toHaveURL( /admin\.php\?page=vitrine-products$/ );
	await expect( page.getByRole( 'heading', { level: 1, name: 'Affiliate products' } ) ).toBeVisible();
	await search( page, 'Search products by title or ASIN', marker );
	await expect( page.getByText( '3 rows', { exact: true } ) ).toBeVisible();
	const fan = rows( page ).filter( { hasText: `Fan ${ marker }` } );
	await expect( fan ).toContainText( 'Draft' );
	await expect( fan ).toContainText( '$19.99' );
	// The title opens the product's edit screen.
	await expect( fan.getByRole( 'link', { name: `Fan ${ marker }` } ) ).toHaveAttribute(
		'href',
		/post\.php\?post=\d+&action=edit/
	);

	await filter( page, 'Merchant', `Acme ${ marker }` );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( `Kettle ${ marker }` );
	const download = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export these rows (CSV)' } ).click();
	expect( ( await download ).suggestedFilename() ).toMatch( /^affiliate-products-\d{4}-\d{2}-\d{2}\.csv$/ );
	const csv = ( await csvOf( await download ) ).trimEnd().split( '\r\n' );
	expect( csv[ 0 ] ).toBe(
		'\ufeff"id","title","asin","price","merchant","source","status","clicks_30_days","modified_utc"'
	);
	expect( csv ).toHaveLength( 2 );
	expect( csv[ 1 ] ).toContain( `"Kettle ${ marker }"` );
	expect( csv[ 1 ] ).toContain( `"Acme ${ marker }","manual","publish"` );
	await expectAccessible( page, '.vitrine-list' );

	// Move to Trash asks first, then the product leaves the list…
	await rows( page ).getByRole( 'button', { name: 'Actions' } ).click();
	await page.getByRole( 'menuitem', { name: 'Move to Trash' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Move to the Trash?' } );
	await expect( confirm ).toContainText( `Move “Kettle ${ marker }” to the Trash?` );
	await confirm.getByRole( 'button', { name: 'Move to Trash' } ).click();
	await expect(
		page.locator( '.vitrine-list__app .components-notice' ).getByText( '1 product moved to the Trash.' )
	).toBeVisible();
	await expect( page.getByText( 'Nothing matches. Clear the search or the filters.' ) ).toBeVisible();
	// …and waits in the Trash, from where Restore (WordPress's own link) brings it back.
	await page.reload();
	await search( page, 'Search products by title or ASIN', `Kettle ${ marker }` );
	await expect( page.getByText( '0 rows', { exact: true } ) ).toBeVisible();
	await filter( page, 'Status', 'Trash' );
	await expect( rows( page ) ).toHaveCount( 1 );
	await rows( page ).getByRole( 'button', { name: 'Actions' } ).click();
	await page.getByRole( 'menuitem', { name: 'Restore' } ).click();
	// WordPress then drops `untrashed` from the address bar (its removable query arguments).
	await expect( page ).toHaveURL( /page=vitrine-products/ );
	await expect( page.getByText( '1 product restored from the Trash.' ) ).toBeVisible();
	await search( page, 'Search products by title or ASIN', `Kettle ${ marker }` );
	await expect( rows( page ) ).toHaveCount( 1 );
} );
