/**
 * The WP Consent API integration, from a visitor's side, with the real plugin linked from
 * ../shared/third-party (tools/third-party-consent-api.sh) and a stand-in "other plugin" whose
 * statistics script waits for `wp_has_consent( 'statistics' )` (tests/mu-plugins).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const SHARED = resolve( __dirname, '../../../shared/third-party/wp-consent-api/wp-consent-api.php' );
const API = [ 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing' ];
const bar = ( page: Page ) => page.locator( '#cookie-law-info-bar' );
const otherPlugin = ( page: Page ) => page.locator( '#other-plugin-statistics' );
const WAITING = 'Another plugin’s statistics script is waiting for consent.';

async function apiCookies( page: Page ): Promise< Record< string, string > > {
	const list = await page.context().cookies();
	return Object.fromEntries(
		list.filter( ( c ) => c.name.startsWith( 'wp_consent_' ) ).map( ( c ) => [ c.name.slice( 11 ), c.value ] )
	);
}
const every = ( value: string ) => Object.fromEntries( API.map( ( c ) => [ c, value ] ) );
const demo = ( override: Record< string, unknown > ) =>
	`/consent/?consent-test=${ encodeURIComponent( Buffer.from( JSON.stringify( override ) ).toString( 'base64' ) ) }`;

/** Records the API's change events, as another plugin listening to them would see them. */
async function listen( page: Page ) {
	await page.evaluate( () => {
		( window as unknown as { apiEvents: unknown[] } ).apiEvents = [];
		document.addEventListener( 'wp_listen_for_consent_change', ( e ) =>
			( window as unknown as { apiEvents: unknown[] } ).apiEvents.push( { ...( e as CustomEvent ).detail } )
		);
	} );
}
const events = ( page: Page ) => page.evaluate( () => ( window as unknown as { apiEvents: unknown[] } ).apiEvents );

test.describe( 'WP Consent API', () => {
	test.skip( ! existsSync( SHARED ), 'WP Consent API tests skipped: ../shared/third-party/wp-consent-api not found' );

	test( 'accept all: every wp_consent cookie is allow, and another plugin’s statistics script runs only then', async ( {
		page,
	} ) => {
		await page.goto( '/consent/' );
		await expect( bar( page ) ).toBeVisible();
		await expect( otherPlugin( page ) ).toHaveText( WAITING );
		expect(
			await page.evaluate( () => ( window as unknown as { wp_consent_type?: string } ).wp_consent_type )
		).toBe( 'optin' );
		expect(
			await page.evaluate(
				() => ( window as unknown as { otherPluginStatistics?: number } ).otherPluginStatistics
			)
		).toBeUndefined();
		expect( await apiCookies( page ) ).toEqual( {} );
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		await expect( otherPlugin( page ) ).toHaveText( /ran/ );
		expect( await apiCookies( page ) ).toEqual( every( 'allow' ) );
		expect(
			await page.evaluate(
				() => ( window as unknown as { otherPluginStatistics?: number } ).otherPluginStatistics
			)
		).toBe( 1 );
		// A returning visitor: the other plugin runs at once, and PHP sees the same consent.
		await page.reload();
		await expect( otherPlugin( page ) ).toHaveText( /ran/ );
	} );

	test( 'reject: every category but the functional one is deny, and the other plugin’s script never runs', async ( {
		page,
	} ) => {
		await page.goto( '/consent/' );
		await listen( page );
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await expect.poll( () => apiCookies( page ) ).toEqual( { ...every( 'deny' ), functional: 'allow' } );
		await expect( otherPlugin( page ) ).toHaveText( WAITING );
		expect( await events( page ) ).toHaveLength( 5 );
	} );

	test( 'changing one category in the settings changes only its API category, with one change event', async ( {
		page,
	} ) => {
		await page.goto( '/consent/' );
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		await expect.poll( () => apiCookies( page ) ).toEqual( every( 'allow' ) );
		await listen( page );
		await page.getByRole( 'button', { name: 'Change my cookie choices' } ).click();
		await bar( page ).getByRole( 'button', { name: 'Settings' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Privacy and cookie settings' } );
		await dialog.getByRole( 'tab', { name: 'Advertisement' } ).click();
		await dialog.getByRole( 'switch', { name: 'Advertisement' } ).uncheck();
		await dialog.getByRole( 'button', { name: 'Save my choices' } ).click();
		await expect.poll( () => apiCookies( page ) ).toEqual( { ...every( 'allow' ), marketing: 'deny' } );
		expect( await events( page ) ).toEqual( [ { marketing: 'deny' } ] );
	} );

	test( 'withdrawal through the manage control denies again', async ( { page } ) => {
		await page.goto( '/consent/' );
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		await page.getByRole( 'button', { name: 'Change my cookie choices' } ).click();
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await expect.poll( () => apiCookies( page ) ).toEqual( { ...every( 'deny' ), functional: 'allow' } );
	} );

	test( 'a malformed wp_consent cookie is corrected from the visitor’s decision on the next page', async ( {
		page,
	} ) => {
		await page.goto( '/consent/' );
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		await expect.poll( () => apiCookies( page ) ).toEqual( every( 'allow' ) );
		await page.context().addCookies( [
			{ name: 'wp_consent_statistics', value: '%E0%A4%A', domain: 'localhost', path: '/' },
			{ name: 'wp_consent_marketing', value: 'maybe', domain: 'localhost', path: '/' },
		] );
		await page.reload();
		await expect( otherPlugin( page ) ).toHaveText( /ran/ );
		expect( await apiCookies( page ) ).toEqual( every( 'allow' ) );
	} );

	test( 'Global Privacy Control under CCPA: opt-out type, and what the opt-out covers is denied before any choice', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		await context.addInitScript( () =>
			Object.defineProperty( navigator, 'globalPrivacyControl', { get: () => true } )
		);
		const page = await context.newPage();
		await page.goto( demo( { law: 'ccpa' } ) );
		expect(
			await page.evaluate( () => ( window as unknown as { wp_consent_type?: string } ).wp_consent_type )
		).toBe( 'optout' );
		await expect.poll( () => apiCookies( page ) ).toEqual( { statistics: 'deny', marketing: 'deny' } );
		await context.close();
	} );

	test( 'without the plugin: nothing breaks, nothing is printed for it, no wp_consent cookie', async ( { page } ) => {
		const response = await page.goto( '/consent/?vitrine-test-no-consent-api=1' );
		expect( ( await response?.text() ) ?? '' ).not.toContain( 'wp-consent-api' );
		const settings = await page.locator( '#vitrine-consent-settings' ).textContent();
		expect( JSON.parse( settings ?? '{}' ) ).not.toHaveProperty( 'wpConsentApi' );
		await expect( otherPlugin( page ) ).toHaveCount( 0 );
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		await expect( bar( page ) ).toBeHidden();
		await expect( page.locator( '#vitrine-demo-analytics-status' ) ).toHaveText( /ran/ );
		expect( await apiCookies( page ) ).toEqual( {} );
		expect( await page.evaluate( () => 'wp_consent_type' in window ) ).toBe( false );
	} );
} );
