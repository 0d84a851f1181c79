/**
 * The Amazon Creators API in the admin and on a visitor's page, against a loopback server that
 * answers as Amazon's documentation describes (tests/php/fixtures/creators-api-server.php, started
 * here; the site's PHP reaches it through tests/mu-plugins/creators-api-loopback.php). Amazon itself
 * cannot be reached from these machines. Serial: the tests share the site's Amazon settings.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

const ROOT = join( __dirname, '../..' );
const SITE = join( ROOT, '.wp/site' );
// In uploads: the one folder every web node of the cluster shares (docs/scaling.md).
const POINTER = join( SITE, 'wp-content/uploads/vitrine-test-creators-api.json' );

let server: ChildProcess | undefined;
let serverUrl = '';

function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const probe = createServer();
		probe.once( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const address = probe.address();
			probe.close( () => resolve( typeof address === 'object' && address ? address.port : 0 ) );
		} );
	} );
}

/** Sets the site's Amazon API option the way a PA-API 5 site has it, or removes the test's traces. */
function apiOption( action: 'legacy' | 'reset' ): void {
	execFileSync( 'php', [ join( ROOT, 'tests/e2e/bin/affiliate-api-option.php' ), SITE, action ] );
}

async function serverLog(): Promise< Array< { path: string; headers: Record< string, string >; body: string } > > {
	return ( await fetch( `${ serverUrl }/__log` ) ).json();
}

async function restNonce( page: Page ): Promise< string > {
	return ( await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'Amazon Creators API', () => {
	test.use( { storageState: ADMIN_STATE } );

	test.beforeAll( async () => {
		const port = await freePort();
		serverUrl = `http://localhost:${ port }`;
		server = spawn(
			'php',
			[ '-S', `127.0.0.1:${ port }`, join( ROOT, 'tests/php/fixtures/creators-api-server.php' ) ],
			{
				env: { ...process.env, CREATORS_STATE_DIR: mkdtempSync( join( tmpdir(), 'vitrine-creators-' ) ) },
				stdio: 'ignore',
			}
		);
		await expect
			.poll( async () => ( await fetch( `${ serverUrl }/__log` ).catch( () => null ) )?.status )
			.toBe( 200 );
		apiOption( 'reset' );
	} );

	test.afterAll( () => {
		rmSync( POINTER, { force: true } );
		apiOption( 'reset' );
		server?.kill();
	} );

	test.beforeEach( async ( { context } ) => {
		// The admin bar's avatar comes from Gravatar, which these machines cannot reach.
		await context.route( /gravatar\.com/, ( route ) =>
			route.fulfill( { contentType: 'image/gif', body: Buffer.from( 'R0lGODlhAQABAAAAACw=', 'base64' ) } )
		);
	} );

	test( 'without the loopback server, the real hosts are blocked here and the admin says so', async ( { page } ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate-settings' );
		await page.getByLabel( 'Credential ID' ).fill( 'good-id' );
		await page.getByLabel( 'Credential Secret' ).fill( 'good-secret' );
		await page.getByLabel( 'Credential version' ).selectOption( '3.2' );
		await page.getByLabel( 'Partner Tag' ).fill( 'vitrine-21' );
		await page.getByLabel( 'Marketplace' ).selectOption( 'de' );
		await page.getByRole( 'button', { name: 'Test connection' } ).click();
		// The answer sits beside the button (docs/admin.md).
		const result = page.getByRole( 'status' ).and( page.locator( '.vitrine-test-result--fail' ) );
		await expect( result ).toContainText( 'could not be reached at api.amazon.co.uk' );
		await expect( result ).toContainText( 'WP_HTTP_BLOCK_EXTERNAL' );
	} );

	test( 'a site with PA-API 5 keys is told to migrate; Test connection reports what Amazon said', async ( {
		page,
	} ) => {
		// Six admin screens and two Test connection round trips through WordPress to the loopback
		// server: 24 to 31 s on CI's machine, 49 s once with another suite running beside it.
		test.setTimeout( 90_000 );
		writeFileSync( POINTER, JSON.stringify( { url: serverUrl } ) );
		apiOption( 'legacy' );
		// Not on every admin screen: on the affiliate screens and the Vitrine dashboard (docs/admin.md).
		await page.goto( '/wp-admin/' );
		await expect( page.locator( '#wpbody-content' ) ).toBeVisible();
		await expect( page.locator( '.vitrine-creators-migration' ) ).toHaveCount( 0 );
		await page.goto( '/wp-admin/admin.php?page=vitrine' );
		const notice = page.locator( '.vitrine-creators-migration' );
		await expect( notice.getByRole( 'link', { name: 'Dismiss' } ) ).toBeVisible();
		await expect( notice ).toContainText( 'Amazon switched off the Product Advertising API 5 on 15 May 2026' );
		await notice.getByRole( 'link', { name: 'Enter them in Vitrine → Affiliate settings' } ).click();
		await expect( page.getByRole( 'heading', { name: 'Amazon Creators API' } ) ).toBeVisible();
		await expect( page.getByText( 'An access key ending in MPLE is saved' ) ).toBeVisible();
		await expect( page.getByLabel( 'Partner Tag' ) ).toHaveValue( 'vitrine-20' );

		await page.getByLabel( 'Credential ID' ).fill( 'good-id' );
		await page.getByLabel( 'Credential Secret' ).fill( 'wrong-secret' );
		await page.getByLabel( 'Credential version' ).selectOption( '2.1' );
		await page.getByRole( 'button', { name: 'Test connection' } ).click();
		const error = page.getByRole( 'status' ).and( page.locator( '.vitrine-test-result--fail' ) );
		await expect( error ).toContainText(
			'Amazon did not accept the Credential ID and Credential Secret for credential version 2.1'
		);
		await expect( error ).toContainText( 'invalid_client: Client authentication failed' );
		await expect( page.locator( 'body' ) ).not.toContainText( 'wrong-secret' );

		await page.getByLabel( 'Credential Secret' ).fill( 'good-secret' );
		await page.getByLabel( 'Credential version' ).selectOption( '3.1' );
		await page.getByRole( 'button', { name: 'Test connection' } ).click();
		await expect( page.getByRole( 'status' ).and( page.locator( '.vitrine-test-result--pass' ) ) ).toContainText(
			'Connected: Amazon issued an access token for credential version 3.1 (North America, Login with Amazon) and answered a product search on www.amazon.com for the partner tag vitrine-20.'
		);
		await expect( page.getByLabel( 'Credential Secret' ) ).toHaveValue( '' );
		await expect( page.getByLabel( 'Credential Secret' ) ).toHaveAttribute(
			'placeholder',
			'Saved; leave empty to keep it'
		);
		await expect( page.locator( 'body' ) ).not.toContainText( 'good-secret' );
		await expect( page.locator( '.vitrine-creators-migration' ) ).toHaveCount( 0 );

		const tokens = ( await serverLog() ).filter( ( r ) => r.path.startsWith( '/token/' ) );
		expect( tokens.map( ( r ) => r.path ) ).toEqual( [ '/token/2.1', '/token/3.1' ] );
		const search = ( await serverLog() ).find( ( r ) => r.path === '/catalog/v1/searchItems' )!;
		expect( search.headers[ 'x-marketplace' ] ).toBe( 'www.amazon.com' );
		expect( search.headers.authorization ).toMatch( /^Bearer Atza\|/ );
		await expectAccessible( page, '#wpbody-content' );
	} );

	test( 'a product fetched through the API shows its price and when it was last updated', async ( {
		page,
		browser,
	} ) => {
		writeFileSync( POINTER, JSON.stringify( { url: serverUrl } ) );
		await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate-import' );
		await page.getByLabel( 'ASINs (up to 50, separated by commas or spaces)' ).fill( 'B0LOOP0001' );
		await page.getByRole( 'button', { name: 'Fetch from Amazon' } ).click();
		await expect( page.getByRole( 'alert' ).and( page.locator( '.notice-success' ) ) ).toContainText(
			'1 product fetched from Amazon.'
		);

		const created = await page.request.post( '/wp-json/wp/v2/pages', {
			headers: { 'X-WP-Nonce': await restNonce( page ) },
			data: {
				title: 'Creators API box',
				status: 'publish',
				content: '<h2>Kettles</h2>[vitrine_product box="B0LOOP0001"]',
			},
		} );
		expect( created.ok() ).toBe( true );
		const { id, link } = ( await created.json() ) as { id: number; link: string };
		try {
			// A visitor: no login, and Amazon's hosts answered locally for the link's new tab.
			const visitor = await browser.newContext();
			const view = await visitor.newPage();
			const before = ( await serverLog() ).length;
			await view.goto( link );
			const box = view.locator( '.vitrine-product--box' );
			await expect( box.locator( '.vitrine-product__title' ) ).toHaveText( 'Loopback Kettle' );
			await expect( box.locator( '.vitrine-product__price' ) ).toHaveText( '$24.99' );
			await expect( box.locator( '.vitrine-product__savings' ) ).toHaveText( 'You save $5.00 (17%)' );
			await expect( box.locator( '.vitrine-product__updated' ) ).toContainText( 'Price as of' );
			const stamp = await box.locator( '.vitrine-product__updated time' ).getAttribute( 'datetime' );
			expect( Math.abs( Date.parse( stamp! ) - Date.now() ) ).toBeLessThan( 10 * 60 * 1000 );
			await expect( view.locator( '.vitrine-disclosure' ) ).toContainText(
				'Product prices and availability are accurate as of the date/time indicated'
			);
			await expectAccessible( view, '.vitrine-product--box' );
			expect( ( await serverLog() ).length, 'the page view sent nothing to Amazon' ).toBe( before );
			await visitor.close();
		} finally {
			await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, {
				headers: { 'X-WP-Nonce': await restNonce( page ) },
			} );
		}
	} );
} );
