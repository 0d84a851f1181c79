/**
 * The release zip on a WordPress that has never seen this repository (tools/pristine-site.sh: its
 * own folder, SQLite database and port, no links, no test mu-plugins): an admin uploads the zip,
 * activates the plugin and its theme, imports the demo from the admin button and every demo page
 * works (no console error, no PHP notice, axe clean); a higher version replaces it and keeps the
 * data; deleting it keeps the data unless the owner opted in, and then leaves nothing of Vitrine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, DEMO_PAGES } from './fixtures';
import { makeZip } from '../../tools/dist/make-zip';
import { siteDatabase } from './site-database';

const ROOT = join( __dirname, '../..' );
const PRISTINE = join( ROOT, '.wp/pristine' );
const PORT = Number( process.env.VITRINE_PRISTINE_PORT ?? Number( process.env.VITRINE_PORT ?? 8888 ) + 2000 );
const URL = `http://localhost:${ PORT }`;
const VERSION = ( JSON.parse( readFileSync( join( ROOT, 'package.json' ), 'utf8' ) ) as { version: string } ).version;
/** The same code with the next patch version: what "Replace current with uploaded" installs. */
const NEXT = VERSION.replace( /(\d+)$/, ( patch ) => String( Number( patch ) + 1 ) );

/** Lines WordPress itself logs because these machines have no internet (update checks). */
const NO_INTERNET = /could not establish a secure connection to WordPress\.org/;

interface State {
	options: string[];
	transients: string[];
	tables: string[];
	events: string[];
	userMeta: string[];
	uploadFolders: string[];
	demoPosts: number;
	stylesheet: string;
	plugin: string | null;
	active: boolean;
	clicks: number | null;
	consents: number | null;
	schema: string | false;
	migrationLog: Record< string, { time: number; plugin: string } > | false;
	consent: unknown;
	affiliate: { button_text?: string } | false;
}

/** What Vitrine has left on the pristine site (tools/pristine-state.php). */
function state(): State {
	return JSON.parse(
		execFileSync( 'php', [ join( ROOT, 'tools/pristine-state.php' ), join( PRISTINE, 'site' ) ], {
			encoding: 'utf8',
		} )
	) as State;
}

function phpProblems(): string[] {
	const log = join( PRISTINE, 'debug.log' );
	return existsSync( log )
		? readFileSync( log, 'utf8' )
				.split( '\n' )
				.filter( ( line ) => /PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test( line ) )
				.filter( ( line ) => ! NO_INTERNET.test( line ) )
		: [];
}

let zips: { current: string; next: string };

test.describe.configure( { mode: 'serial' } );
// The pristine site runs its own SQLite database whatever the local site uses: one run is enough.
test.skip( siteDatabase() === 'mariadb', 'the pristine site uses its own SQLite database; the SQLite run covers it' );
test.use( {
	baseURL: URL,
	storageState: { cookies: [], origins: [] },
	// WordPress's own admin screens (plugin installer, themes) load pictures from wordpress.org,
	// unreachable here. The demo pages are checked for every console error below, nothing allowed.
	allowedErrors: [ /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/ ],
} );

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	const out = join( PRISTINE, '../pristine-dist' );
	zips = {
		current: ( await makeZip( { outDir: out } ) ).file,
		next: ( await makeZip( { version: NEXT, outDir: out } ) ).file,
	};
	execFileSync( 'bash', [ join( ROOT, 'tools/pristine-site.sh' ), 'start' ], { stdio: 'inherit' } );
} );

test.afterAll( () => {
	execFileSync( 'bash', [ join( ROOT, 'tools/pristine-site.sh' ), 'stop' ], { stdio: 'inherit' } );
} );

async function logIn( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await Promise.all( [ page.waitForURL( /wp-admin/ ), page.getByRole( 'button', { name: 'Log In' } ).click() ] );
}

/** Plugins → Add New → Upload Plugin, as an owner does; returns the result page's text. */
async function upload( page: Page, zip: string ): Promise< void > {
	await page.goto( '/wp-admin/plugin-install.php' );
	await page.getByRole( 'button', { name: 'Upload Plugin' } ).click();
	await page.locator( '#pluginzip' ).setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
}

function pluginRow( page: Page ) {
	return page.locator( 'tr[data-plugin="vitrine/plugin.php"]' );
}

async function deleteFromPluginsScreen( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/plugins.php' );
	await pluginRow( page ).getByRole( 'link', { name: 'Deactivate Vitrine' } ).click();
	await expect( page.locator( '#message' ) ).toContainText( 'Plugin deactivated.' );
	// The Delete link is handled by WordPress's updates script once the page has loaded; clicked
	// before that, it opens the no-JavaScript confirmation screen instead and the row never says
	// "deleted" (seen once in CI, the message shown while the scripts were still loading).
	await page.waitForLoadState( 'load' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await pluginRow( page ).getByRole( 'link', { name: 'Delete Vitrine' } ).click();
	await expect( page.locator( '.plugin-deleted-tr' ) ).toContainText( 'Vitrine was successfully deleted.', {
		timeout: 30_000,
	} );
}

test( 'an owner installs the zip, activates the theme, imports the demo and every demo page works', async ( {
	page,
} ) => {
	test.setTimeout( 360_000 );
	await logIn( page );

	await test.step( 'upload and activate the plugin', async () => {
		await upload( page, zips.current );
		await expect( page.locator( '.wrap' ) ).toContainText( 'Plugin installed successfully.' );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		// Activated alone from the admin: the first-run screen, once, and the theme is only offered.
		await expect( page.getByRole( 'heading', { name: 'Welcome to Vitrine' } ) ).toBeVisible();
		await expect( page.locator( '.vitrine-theme-offer' ) ).toContainText( 'Activate the Vitrine theme' );
		expect( state().stylesheet ).toBe( 'twentytwentyfive' );
	} );

	await test.step( 'Appearance → Themes lists the bundled theme; activate it', async () => {
		await page.goto( '/wp-admin/themes.php' );
		const card = page.locator( '.theme[data-slug="vitrine"]' );
		await card.hover();
		await card.getByRole( 'link', { name: 'Activate Vitrine' } ).click();
		await expect( page.locator( '#message2, .notice-success' ).first() ).toContainText( 'New theme activated.' );
		expect( state().stylesheet ).toBe( 'vitrine' );
	} );

	await test.step( 'Settings → Permalinks → Post name, as the demo paths need', async () => {
		await page.goto( '/wp-admin/options-permalink.php' );
		await page.getByLabel( 'Post name' ).check();
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.locator( '#setting-error-settings_updated' ) ).toContainText(
			'Permalink structure updated.'
		);
	} );

	await test.step( 'import the demo from Vitrine → Demo and data', async () => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		await page.getByRole( 'button', { name: 'Import demo content' } ).click();
		await expect( page.getByRole( 'status' ).filter( { hasText: 'Demo content imported.' } ) ).toContainText(
			/Created: .*Pages/,
			{ timeout: 180_000 }
		);
		expect( state().demoPosts ).toBeGreaterThan( 40 );
	} );

	await test.step( 'every demo page, logged out: no console error, axe clean', async () => {
		const visitor = await page.context().browser()!.newContext( { baseURL: URL } );
		const errors: string[] = [];
		const visit = await visitor.newPage();
		visit.on( 'pageerror', ( e ) => errors.push( `${ visit.url() } uncaught: ${ e.message }` ) );
		visit.on(
			'console',
			( m ) => m.type() === 'error' && errors.push( `${ visit.url() } console.error: ${ m.text() }` )
		);
		await visit.goto( '/widgets/' );
		const families = await visit
			.locator( '.vitrine-widget-index a' )
			.evaluateAll( ( links ) =>
				links.map( ( a ) => new window.URL( ( a as HTMLAnchorElement ).href ).pathname )
			);
		expect( families.length ).toBeGreaterThanOrEqual( 27 );
		for ( const path of [ ...DEMO_PAGES, '/consent/', ...families ] ) {
			const response = await visit.goto( path );
			expect( response?.status(), path ).toBe( 200 );
			await expect( visit.locator( 'body' ), path ).not.toHaveClass( /error404/ );
			await expect(
				visit.locator( 'link[href*="/wp-content/plugins/vitrine/themes/vitrine/build/theme.css"]' ),
				`${ path } uses the bundled theme`
			).toHaveCount( 1 );
			await test.step( `axe on ${ path }`, () => expectAccessible( visit ) );
		}
		await visitor.close();
		expect( errors ).toEqual( [] );
		expect( phpProblems() ).toEqual( [] );
	} );
} );

test( 'a higher version replaces it and keeps settings, clicks and consent records; migrations ran once', async ( {
	page,
	context,
} ) => {
	test.setTimeout( 180_000 );
	await logIn( page );

	await test.step( 'change a setting, count a click, store a consent record', async () => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-affiliate-settings' );
		await page.getByLabel( 'Button text' ).fill( 'See the price' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByLabel( 'Button text' ) ).toHaveValue( 'See the price' );

		await context.route( /^https?:\/\/(www\.)?(amazon|amzn)\./, ( route ) =>
			route.fulfill( { contentType: 'text/html', body: '<!doctype html><title>Amazon</title>' } )
		);
		await context.addCookies( [ { name: 'vitrine-country', value: 'us', url: URL } ] );
		await page.goto( '/affiliate/' );
		await page
			.getByRole( 'region', { name: 'Cookie consent' } )
			.getByRole( 'button', { name: 'Accept all' } )
			.click();
		const beacon = page.waitForResponse( ( r ) => /\/wp-json\/vitrine\/v1\/click\/\d+$/.test( r.url() ) );
		const popup = context.waitForEvent( 'page' );
		await page.locator( '.vitrine-template-default .vitrine-product__button' ).first().click();
		await ( await popup ).close();
		expect( ( await beacon ).status() ).toBeLessThan( 300 );
		await expect.poll( () => state().consents ).toBeGreaterThan( 0 );
		await expect.poll( () => state().clicks ).toBeGreaterThan( 0 );
	} );

	const before = state();
	expect( before.plugin ).toBe( VERSION );
	expect( before.migrationLog ).toBeTruthy();

	await test.step( 'Plugins → Add New → Upload the higher version → Replace current with uploaded', async () => {
		await upload( page, zips.next );
		await expect( page.locator( '.wrap' ) ).toContainText( 'This plugin is already installed.' );
		await page.getByRole( 'link', { name: 'Replace current with uploaded' } ).click();
		await expect( page.locator( '.wrap' ) ).toContainText( 'Plugin updated successfully.' );
		await page.goto( '/' ); // The first request on the new version runs whatever is pending.
	} );

	const after = state();
	expect( after.plugin ).toBe( NEXT );
	expect( after.active ).toBe( true );
	expect( after.stylesheet ).toBe( 'vitrine' );
	expect( after.affiliate && after.affiliate.button_text ).toBe( 'See the price' );
	expect( after.consent ).toEqual( before.consent );
	expect( after.clicks ).toBe( before.clicks );
	expect( after.consents ).toBe( before.consents );
	expect( after.schema ).toBe( before.schema );
	expect( after.migrationLog, 'each migration step ran once, at the first install' ).toEqual( before.migrationLog );
	expect( after.demoPosts ).toBe( before.demoPosts );
	expect( phpProblems() ).toEqual( [] );
} );

test( 'deleting it keeps the data unless the owner opted in, and then leaves nothing of Vitrine', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	await logIn( page );

	await test.step( 'the plugin row warns that deactivating moves the site to the default theme', async () => {
		await page.goto( '/wp-admin/plugins.php' );
		await expect( page.locator( '.vitrine-theme-note' ) ).toContainText(
			'deactivating the plugin switches the site to Twenty Twenty-Five'
		);
	} );

	await test.step( 'deactivate and delete without the opt-in: the data stays, the front end works', async () => {
		await deleteFromPluginsScreen( page );
		const kept = state();
		expect( kept.plugin ).toBeNull();
		expect( kept.stylesheet, 'the site left the bundled theme' ).toBe( 'twentytwentyfive' );
		expect( kept.tables.length ).toBeGreaterThan( 0 );
		expect( kept.options ).toContain( 'vitrine_affiliate' );
		expect( kept.clicks ).toBeGreaterThan( 0 );
		const front = await page.request.get( '/' );
		expect( front.status() ).toBe( 200 );
		expect( await front.text() ).toContain( 'twentytwentyfive' );
	} );

	await test.step( 'install again, opt in to deleting the data, deactivate and delete', async () => {
		await upload( page, zips.next );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		// Declining the theme offer leaves user meta that the uninstall must remove too.
		await page.locator( '.vitrine-theme-offer' ).getByRole( 'link', { name: 'No thanks' } ).click();
		await expect( page.locator( '.vitrine-theme-offer' ) ).toHaveCount( 0 );
		await page.goto( '/wp-admin/admin.php?page=vitrine-tools' );
		await page.getByLabel( 'Delete all Vitrine data when the plugin is deleted' ).check();
		await page.getByRole( 'button', { name: 'Save data settings' } ).click();
		await expect( page.getByLabel( 'Delete all Vitrine data when the plugin is deleted' ) ).toBeChecked();
		const installed = state();
		expect( installed.userMeta ).toContain( 'vitrine_theme_notice_dismissed' );
		expect( installed.events ).toContain( 'vitrine_retention' );
		expect( installed.uploadFolders ).toContain( 'vitrine-demo' );
		await deleteFromPluginsScreen( page );
	} );

	const gone = state();
	expect( gone ).toMatchObject( {
		options: [],
		transients: [],
		tables: [],
		events: [],
		userMeta: [],
		uploadFolders: [],
		demoPosts: 0,
		plugin: null,
	} );
	expect( phpProblems() ).toEqual( [] );
} );
