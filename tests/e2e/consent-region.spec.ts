/**
 * Law by region, decided in the browser: the time zone (no CDN), the CDN's country (the country
 * route echoes the CF-IPCountry header) which wins over the time zone, the strictest law when the
 * region is unknown, and Consent Mode's per-region defaults. The page is the same bytes for all.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

const demo = ( override: Record< string, unknown > ) =>
	`/consent/?consent-test=${ encodeURIComponent( Buffer.from( JSON.stringify( override ) ).toString( 'base64' ) ) }`;
const BY_REGION = { law: 'region' };
const bar = ( page: Page ) => page.locator( '#cookie-law-info-bar' );
const status = ( page: Page ) => page.locator( '#vitrine-demo-analytics-status' );
const layer = ( page: Page ) =>
	page.evaluate( () =>
		( window as unknown as { dataLayer: IArguments[] } ).dataLayer.map( ( a ) => Array.from( a ) )
	);

async function visitor( browser: Browser, timezoneId: string, headers: Record< string, string > = {} ) {
	const context = await browser.newContext( { timezoneId, extraHTTPHeaders: headers } );
	return { context, page: await context.newPage() };
}

test.describe( 'consent law by region', () => {
	test( 'Berlin time zone: opt-in, nothing runs before consent, Consent Mode denied', async ( { browser } ) => {
		const { context, page } = await visitor( browser, 'Europe/Berlin' );
		await page.goto( demo( BY_REGION ) );
		await expect( bar( page ) ).toBeVisible();
		await expect( bar( page ).getByRole( 'button', { name: 'Reject' } ) ).toBeVisible();
		await expect( status( page ) ).toHaveText( /has not run/ );
		const calls = await layer( page );
		expect( calls[ 0 ] ).toEqual( [
			'consent',
			'default',
			expect.objectContaining( { ad_storage: 'denied', wait_for_update: 500 } ),
		] );
		expect( calls ).toContainEqual( [
			'consent',
			'default',
			expect.objectContaining( {
				region: expect.arrayContaining( [ 'DE', 'FR' ] ),
				analytics_storage: 'denied',
			} ),
		] );
		expect( calls ).toContainEqual( [
			'consent',
			'default',
			expect.objectContaining( { region: [ 'US' ], analytics_storage: 'granted' } ),
		] );
		expect( calls.at( -1 ) ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( { analytics_storage: 'denied' } ),
		] );
		expect( ( await context.cookies() ).map( ( c ) => c.name ) ).toEqual( [] );
		await context.close();
	} );

	test( 'Los Angeles time zone: opt-out, runs at once, “Do not sell or share” offered', async ( { browser } ) => {
		const { context, page } = await visitor( browser, 'America/Los_Angeles' );
		await page.goto( demo( BY_REGION ) );
		await expect( status( page ) ).toHaveText( /ran/ );
		await expect( bar( page ) ).toBeVisible();
		await expect(
			bar( page ).getByRole( 'button', { name: 'Do not sell or share my personal information' } )
		).toBeVisible();
		expect( ( await layer( page ) ).at( -1 ) ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( { analytics_storage: 'granted', ad_storage: 'granted' } ),
		] );
		await bar( page ).getByRole( 'button', { name: 'Do not sell or share my personal information' } ).click();
		await page.getByRole( 'button', { name: 'Confirm opt-out' } ).click();
		await expect( bar( page ) ).toBeHidden();
		expect( ( await layer( page ) ).at( -1 ) ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( { ad_storage: 'denied' } ),
		] );
		await context.close();
	} );

	test( 'an unknown region gets the strictest law; "everywhere else" can have no bar', async ( { browser } ) => {
		const unknown = await visitor( browser, 'UTC' );
		await unknown.page.goto( demo( BY_REGION ) );
		await expect( bar( unknown.page ) ).toBeVisible();
		await expect( status( unknown.page ) ).toHaveText( /has not run/ );
		await unknown.context.close();

		const tokyo = await visitor( browser, 'Asia/Tokyo' );
		await tokyo.page.goto( demo( { ...BY_REGION, regions: { other: 'none' } } ) );
		await expect( status( tokyo.page ) ).toHaveText( /ran/ );
		await expect( tokyo.page.getByRole( 'button', { name: 'Cookie settings' } ) ).toBeVisible();
		await expect( bar( tokyo.page ) ).toBeHidden();
		await tokyo.context.close();
	} );

	test( 'the CDN’s country wins over the time zone, is kept for the next page, and the page bytes are the same', async ( {
		browser,
	} ) => {
		const url = demo( { ...BY_REGION, country_source: 'header' } );
		const { context, page } = await visitor( browser, 'America/Los_Angeles', { 'CF-IPCountry': 'DE' } );
		const asked = page.waitForResponse( ( r ) => r.url().includes( '/vitrine/v1/country' ) );
		await page.goto( url );
		expect( await ( await asked ).json() ).toEqual( { country: 'de' } );
		await expect( bar( page ) ).toBeVisible();
		await expect( status( page ) ).toHaveText( /has not run/ );
		expect( ( await context.cookies() ).find( ( c ) => c.name === 'vitrine-country' )?.value ).toBe( 'de' );
		const requests: string[] = [];
		page.on( 'request', ( r ) => requests.push( r.url() ) );
		await page.reload();
		await expect( bar( page ) ).toBeVisible();
		expect( requests.filter( ( u ) => u.includes( '/vitrine/v1/country' ) ) ).toEqual( [] );

		const us = await page.request.get( url, { headers: { 'CF-IPCountry': 'US', Cookie: '' } } );
		const de = await page.request.get( url, { headers: { 'CF-IPCountry': 'DE', Cookie: '' } } );
		expect( await us.text() ).toBe( await de.text() );
		await context.close();
	} );

	test( 'Consent Mode options: redaction and URL passthrough are set, wait_for_update follows the setting', async ( {
		page,
	} ) => {
		await page.goto(
			demo( { gcm_ads_data_redaction: true, gcm_url_passthrough: true, gcm_wait_for_update: 1200 } )
		);
		const calls = await layer( page );
		expect( calls[ 0 ] ).toEqual( [ 'consent', 'default', expect.objectContaining( { wait_for_update: 1200 } ) ] );
		expect( calls ).toContainEqual( [ 'set', 'ads_data_redaction', true ] );
		expect( calls ).toContainEqual( [ 'set', 'url_passthrough', true ] );
	} );
} );

test.describe( 'consent law by region admin', () => {
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'each region’s behaviour and the Consent Mode options are set in the consent admin', async ( { page } ) => {
		const save = async () => {
			const saved = page.waitForResponse(
				( r ) => r.url().includes( '/wp/v2/settings' ) && r.request().method() === 'POST'
			);
			await page.getByRole( 'button', { name: 'Save settings' } ).click();
			expect( ( await saved ).status() ).toBe( 200 );
		};
		const open = async () => {
			await page.goto( '/wp-admin/admin.php?page=vitrine-consent' );
			await page.getByRole( 'tab', { name: 'Regions and Consent Mode' } ).click();
		};
		// The site's law stays a single one, so visitor tests running meanwhile are not disturbed.
		await open();
		const other = page.getByLabel( 'Visitors from: Everywhere else' );
		await expect( page.getByLabel( 'Visitors from: European Economic Area (GDPR, ePrivacy)' ) ).toHaveValue(
			'optin'
		);
		await other.selectOption( 'none' );
		await page.getByLabel( 'Wait for an update (ms, wait_for_update)' ).fill( '800' );
		await save();
		await open();
		await expect( other ).toHaveValue( 'none' );
		await expect( page.getByLabel( 'Wait for an update (ms, wait_for_update)' ) ).toHaveValue( '800' );
		await expectAccessible( page, '#vitrine-consent-admin' );
		// Back to the defaults, checked the same way.
		await other.selectOption( 'notice' );
		await page.getByLabel( 'Wait for an update (ms, wait_for_update)' ).fill( '500' );
		await save();
		await open();
		await expect( other ).toHaveValue( 'notice' );
	} );
} );
