/**
 * Consent statistics (docs/insights.md, "Consent statistics"): four new visitors meet the consent
 * popup and accept all, reject, choose in the settings, or close it with Escape; the report route
 * then holds exactly those decisions, one showing each and the categories' opt-ins, and the owner
 * reads the same numbers on Vitrine → Insights. The popup with the law "both" is asked for through
 * the test-only `?consent-test=` address (tests/mu-plugins/vitrine-consent-demo.php), a dimension
 * no other test counts, so tests running at the same time never mix in.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { restNonce } from './drafts';

test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

const OVERRIDE = { cookie_bar_as: 'popup', law: 'both' };
const DEMO = `/consent/?consent-test=${ encodeURIComponent( Buffer.from( JSON.stringify( OVERRIDE ) ).toString( 'base64' ) ) }`;
const DIMENSION = 'both';

type Counts = Record< string, number >;

/** The report's counts with this test's dimension from `from` to today, as "entity|event" => count. */
async function counts( page: Page, from = '' ): Promise< Counts > {
	const answer = await page.request.get(
		`/wp-json/vitrine/v1/insights/report?entity=consent:${ from ? `&from=${ from }` : '' }`,
		{
			headers: { 'X-WP-Nonce': await restNonce( page ) },
		}
	);
	expect( answer.ok() ).toBe( true );
	const out: Counts = {};
	for ( const row of ( await answer.json() ).rows as Array< Record< string, string | number > > ) {
		if ( row.dimension === DIMENSION ) {
			const key = `${ row.entity }|${ row.event }`;
			out[ key ] = ( out[ key ] ?? 0 ) + Number( row.count );
		}
	}
	return out;
}

/** What changed between two readings, without the keys that did not. */
function delta( before: Counts, after: Counts ): Counts {
	return Object.fromEntries(
		Object.entries( after )
			.map( ( [ key, value ] ): [ string, number ] => [ key, value - ( before[ key ] ?? 0 ) ] )
			.filter( ( [ , value ] ) => value !== 0 )
	);
}

/** A new visitor who has not decided: the popup shows; `act` decides (or not), then the visitor leaves. */
async function visit( browser: Browser, act: ( page: Page ) => Promise< void > ) {
	const context = await browser.newContext( { storageState: { cookies: [], origins: [] } } );
	const page = await context.newPage();
	try {
		await page.goto( DEMO );
		await expect( page.getByRole( 'dialog', { name: 'We value your privacy' } ) ).toBeVisible();
		await act( page );
		await page.goto( 'about:blank' ); // Leaving sends the page's beacon.
	} finally {
		await context.close();
	}
}

test( 'consent decisions are counted per decision, showing and category, and read back on Insights', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 120000 ); // Four visitors, each a new browser context.
	const before = await counts( page );
	const popup = ( p: Page ) => p.getByRole( 'dialog', { name: 'We value your privacy' } );

	await visit( browser, ( p ) => popup( p ).getByRole( 'button', { name: 'Accept all' } ).click() );
	await visit( browser, ( p ) => popup( p ).getByRole( 'button', { name: 'Reject' } ).click() );
	await visit( browser, async ( p ) => {
		await popup( p ).getByRole( 'button', { name: 'Settings' } ).click();
		const dialog = p.getByRole( 'dialog', { name: 'Privacy and cookie settings' } );
		await dialog.getByRole( 'tab', { name: 'Analytics' } ).click();
		await dialog.getByRole( 'switch', { name: 'Analytics' } ).check();
		await dialog.getByRole( 'button', { name: 'Save my choices' } ).click();
		await expect( dialog ).toBeHidden();
	} );
	await visit( browser, async ( p ) => {
		await p.keyboard.press( 'Escape' );
		await expect( popup( p ) ).toBeHidden();
	} );

	await expect
		.poll( async () => delta( before, await counts( page ) ) )
		.toEqual( {
			'consent:popup|impression': 4,
			'consent:popup|accept_all': 1,
			'consent:popup|reject_all': 1,
			'consent:popup|custom': 1,
			'consent:popup|dismiss': 1,
			// Accept all and the custom choice allowed analytics; the refusal did not.
			'consent:cat-analytics|optin': 2,
			'consent:cat-analytics|optout': 1,
			'consent:cat-advertisement|optin': 1,
			'consent:cat-advertisement|optout': 2,
			'consent:cat-functional|optin': 1,
			'consent:cat-functional|optout': 2,
			'consent:cat-performance|optin': 1,
			'consent:cat-performance|optout': 2,
		} );

	// The owner drills down to the popup on Vitrine → Insights: the same totals for this law.
	await page.goto( '/wp-admin/admin.php?page=vitrine-insights' );
	const to = (
		await (
			await page.request.get( '/wp-json/vitrine/v1/insights/report', {
				headers: { 'X-WP-Nonce': await restNonce( page ) },
			} )
		).json()
	).to as string;
	const from = new Date( Date.parse( to ) - 29 * 86400000 ).toISOString().slice( 0, 10 );
	const expected = await counts( page, from );
	await page.getByLabel( 'Show' ).selectOption( 'consent' );
	await page.getByRole( 'button', { name: 'Consent first layer: popup' } ).click();
	const dimensions = page.locator( '.vitrine-insights-dimensions' );
	const read = async ( name: string ) => {
		const heads = await dimensions.locator( 'thead th' ).allTextContents();
		const cells = await dimensions
			.locator( 'tbody tr' )
			.filter( { has: page.locator( 'th', { hasText: new RegExp( `^${ DIMENSION }$` ) } ) } )
			.locator( 'th, td' )
			.allTextContents();
		return Number( cells[ heads.indexOf( name ) ] );
	};
	await expect( dimensions ).toBeVisible();
	expect( await read( 'Seen' ) ).toBe( expected[ 'consent:popup|impression' ] );
	expect( await read( 'Accept all' ) ).toBe( expected[ 'consent:popup|accept_all' ] );
	expect( await read( 'Reject all' ) ).toBe( expected[ 'consent:popup|reject_all' ] );
	expect( await read( 'Custom choice' ) ).toBe( expected[ 'consent:popup|custom' ] );
	expect( await read( 'Closed without a choice' ) ).toBe( expected[ 'consent:popup|dismiss' ] );
	await expectAccessible( page, '#vitrine-insights-app' );
} );
