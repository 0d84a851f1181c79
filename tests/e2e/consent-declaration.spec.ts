/**
 * The cookie declaration: the demo page's block, the same list in the bar's settings (fetched only
 * when they open), re-consent after a declaration change, and the scan in the consent admin (a
 * throw-away consent, matches against the Open Cookie Database, unknown names, error pages and
 * off-site redirects).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

const API = existsSync( resolve( __dirname, '../../../shared/third-party/wp-consent-api/wp-consent-api.php' ) );
const bar = ( page: Page ) => page.locator( '#cookie-law-info-bar' );
const demo = ( override: Record< string, unknown > ) =>
	`/consent/?consent-test=${ encodeURIComponent( Buffer.from( JSON.stringify( override ) ).toString( 'base64' ) ) }`;
const consentCookie = ( categories: Record< string, boolean >, ver = '1' ) =>
	Buffer.from( JSON.stringify( { ver, ...categories } ) ).toString( 'base64' );

test.describe( 'cookie declaration', () => {
	test( 'the demo page lists the cookies by category with provider, purpose, retention and type', async ( {
		page,
	} ) => {
		await page.goto( '/cookie-declaration/' );
		const necessary = page.getByRole( 'table', { name: 'Necessary' } );
		await expect( necessary ).toBeVisible();
		const row = necessary.getByRole( 'row', { name: /CookieLawInfoConsent/ } );
		await expect( row.getByRole( 'cell' ) ).toHaveText( [
			'This site (Vitrine)',
			/random id/,
			'365 days',
			'Cookie',
		] );
		if ( API ) {
			// Registered by another plugin through the WP Consent API's wp_add_cookie_info().
			const analytics = page.getByRole( 'table', { name: 'Analytics' } );
			await expect(
				analytics.getByRole( 'row', { name: /other_plugin_visits/ } ).getByRole( 'cell' )
			).toHaveText( [ 'Other statistics plugin', 'Counts visits to the site.', '1 year', 'Cookie' ] );
		}
		await expectAccessible( page );
	} );

	test( 'the bar’s settings show the same declaration, fetched only when they open', async ( { page } ) => {
		const asked: string[] = [];
		page.on( 'request', ( r ) => r.url().includes( '/consent/declaration' ) && asked.push( r.url() ) );
		await page.goto( '/consent/' );
		await expect( bar( page ) ).toBeVisible();
		expect( asked ).toEqual( [] );
		await bar( page ).getByRole( 'button', { name: 'Settings' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Privacy and cookie settings' } );
		await dialog.getByRole( 'tab', { name: 'Necessary' } ).click();
		const table = dialog.getByRole( 'table', { name: 'Cookies in this category' } );
		await expect( table.getByRole( 'row', { name: /viewed_cookie_policy/ } ) ).toContainText(
			'This site (Vitrine)'
		);
		expect( asked ).toHaveLength( 1 );
		await expectAccessible( page );
	} );

	test( 'a cookie added to a category asks again only visitors who accepted that category', async ( { page } ) => {
		const url = demo( { version: '2', reconsent: { from: '1', categories: [ 'analytics' ] } } );
		const visit = async ( analytics: boolean ) => {
			await page.context().clearCookies();
			await page.context().addCookies( [
				{ name: 'viewed_cookie_policy', value: 'yes', domain: 'localhost', path: '/' },
				{
					name: 'CookieLawInfoConsent',
					value: consentCookie( {
						necessary: true,
						functional: true,
						analytics,
						performance: true,
						advertisement: true,
					} ),
					domain: 'localhost',
					path: '/',
				},
			] );
			await page.goto( url );
			await expect( page.getByRole( 'button', { name: 'Change my cookie choices' } ) ).toBeVisible();
		};
		await visit( true );
		await expect( bar( page ) ).toBeVisible();
		await visit( false );
		await expect( page.locator( '#cookie-law-info-again' ) ).toBeVisible();
		await expect( bar( page ) ).toBeHidden();
	} );
} );

test.describe( 'cookie declaration admin', () => {
	test.use( {
		storageState: ADMIN_STATE,
		// The scan is given an off-site address and a missing page on purpose, to report them.
		allowedErrors: [ /ERR_NAME_NOT_RESOLVED|offsite\.invalid|status of 404 \(Not Found\)/ ],
	} );

	test( 'what Vitrine declares reads as a table with purpose and retention, stacked on a phone', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-consent' );
		await page.getByRole( 'tab', { name: 'Cookie declaration' } ).click();
		const declared = page.getByRole( 'table', { name: 'Declared by Vitrine and other plugins' } );
		const row = declared.getByRole( 'row', { name: /CookieLawInfoConsent/ } );
		await expect( row.getByRole( 'cell' ) ).toHaveText( [
			'Necessary',
			'This site (Vitrine)',
			/random id/,
			'365 days',
			'Cookie',
		] );
		await expectAccessible( page, '#vitrine-consent-admin' );

		// On a phone each row is label/value lines: the purpose sits under the name, nothing is cut off.
		await page.setViewportSize( { width: 412, height: 900 } );
		const name = row.getByRole( 'rowheader' );
		const purpose = row.getByRole( 'cell' ).nth( 2 );
		const [ nameBox, purposeBox ] = [ await name.boundingBox(), await purpose.boundingBox() ];
		expect( purposeBox!.y ).toBeGreaterThan( nameBox!.y + nameBox!.height - 1 );
		expect( purposeBox!.x + purposeBox!.width ).toBeLessThanOrEqual( 412 );
		expect( await page.evaluate( () => document.documentElement.scrollWidth ) ).toBeLessThanOrEqual( 412 );
	} );

	test( 'the scan proposes entries from the Open Cookie Database, lists unknown ones, reports bad pages and restores the admin’s consent', async ( {
		page,
	} ) => {
		test.skip(
			! API,
			'scan test skipped: ../shared/third-party/wp-consent-api not found (its stand-in plugin sets the demo cookies)'
		);
		const mine = consentCookie( {
			necessary: true,
			functional: false,
			analytics: false,
			performance: false,
			advertisement: false,
		} );
		await page.context().addCookies( [
			{ name: 'viewed_cookie_policy', value: 'no', domain: 'localhost', path: '/' },
			{ name: 'CookieLawInfoConsent', value: mine, domain: 'localhost', path: '/' },
		] );
		await page.goto( '/wp-admin/admin.php?page=vitrine-consent' );
		await page.getByRole( 'tab', { name: 'Cookie declaration' } ).click();
		await page
			.getByLabel( 'Pages to scan (one address per line)' )
			.fill( '/consent/\n/no-such-page-here/\n/?vitrine-test-offsite=1' );
		await page.getByRole( 'button', { name: 'Scan the site' } ).click();
		await expect( page.getByText( /^Found \d+ cookies and storage keys/ ) ).toBeVisible( { timeout: 30000 } );

		await expect(
			page
				.locator( '.components-notice' )
				.getByText( /no-such-page-here\/ answered with the error HTTP 404\. Not scanned\./ )
		).toBeVisible();
		await expect(
			page
				.locator( '.components-notice' )
				.getByText(
					/vitrine-test-offsite=1 could not be loaded: it may redirect to another site\. Not scanned\./
				)
		).toBeVisible();

		const known = page.getByRole( 'group', { name: /_pk_id\.1\.1fff \(in the Open Cookie Database\)/ } );
		await expect( known.getByLabel( 'Provider' ) ).toHaveValue( 'Piwik' );
		await expect( known.getByLabel( 'Category' ) ).toHaveValue( 'analytics' );
		await expect( known.getByLabel( 'Retention' ) ).toHaveValue( /13 months/i );
		const unknown = page.getByRole( 'group', { name: /other_plugin_last_visit \(unknown/ } );
		await expect( unknown.getByLabel( 'Category' ) ).toHaveValue( 'others' );
		await expect( unknown.getByLabel( 'Provider' ) ).toHaveValue( '' );
		await expect( unknown.getByLabel( 'Type' ) ).toHaveValue( 'localStorage' );
		// Declared already (by Vitrine, or by the plugin through the WP Consent API): not proposed.
		await expect(
			page.getByRole( 'group', { name: /CookieLawInfoConsent|other_plugin_visits|wp_consent_/ } )
		).toHaveCount( 0 );

		// The scan's consent was thrown away: the admin's own choice is back, nothing it set is left.
		const jar = Object.fromEntries(
			( await page.context().cookies() ).map( ( c ) => [ c.name, decodeURIComponent( c.value ) ] )
		);
		expect( jar.viewed_cookie_policy ).toBe( 'no' );
		expect( jar.CookieLawInfoConsent ).toBe( mine );
		expect( Object.keys( jar ).filter( ( n ) => /^(_pk_|wp_consent_|cookielawinfo-checkbox)/.test( n ) ) ).toEqual(
			[]
		);
		expect( await page.evaluate( () => localStorage.getItem( 'other_plugin_last_visit' ) ) ).toBeNull();

		await known.getByLabel( 'Add to the declaration' ).check();
		await unknown.getByLabel( 'Add to the declaration' ).uncheck();
		await page.getByRole( 'button', { name: 'Add the ticked entries (then save)' } ).click();
		await expect( page.getByRole( 'group', { name: '_pk_id.1.1fff' } ).getByLabel( 'Provider' ) ).toHaveValue(
			'Piwik'
		);
		await expect( page.getByRole( 'group', { name: 'other_plugin_last_visit' } ) ).toHaveCount( 0 );
		await expectAccessible( page, '#vitrine-consent-admin' ); // WordPress's own admin chrome is not ours.
	} );
} );
