import { chromium, type FullConfig } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ADMIN_STATE } from './fixtures';
import { rememberPhpLogOffset } from './php-log';

/** Logs in as the admin once and saves the session for tests that need the editor or the admin. */
export default async function globalSetup( config: FullConfig ): Promise< void > {
	mkdirSync( 'tests/e2e/.auth', { recursive: true } );
	rememberPhpLogOffset();
	const use = config.projects[ 0 ]?.use ?? {};
	const browser = await chromium.launch( use.launchOptions );
	const page = await browser.newPage( { baseURL: use.baseURL } );
	await page.goto( '/wp-login.php' );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [ page.waitForURL( /wp-admin/ ), page.click( '#wp-submit' ) ] );
	await skipEditorWelcomeGuide( page );
	await page.context().storageState( { path: ADMIN_STATE } );
	await browser.close();
}

/**
 * The block editor's welcome guide, shown the first time a user opens the editor on a fresh site,
 * loads its pictures from s.w.org, which these machines cannot reach: the failed request is a
 * console error in whichever editor test comes first. The admin has seen it, as far as tests go.
 */
async function skipEditorWelcomeGuide( page: import( '@playwright/test' ).Page ): Promise< void > {
	const nonce = await ( await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
	const headers = { 'X-WP-Nonce': nonce };
	const me = await page.request.get( '/wp-json/wp/v2/users/me?context=edit', { headers } );
	const saved = ( ( await me.json() ) as { meta?: { persisted_preferences?: Record< string, unknown > } } ).meta
		?.persisted_preferences;
	const preferences = { ...( saved ?? {} ) } as Record< string, Record< string, unknown > >;
	preferences[ 'core/edit-post' ] = { ...( preferences[ 'core/edit-post' ] ?? {} ), welcomeGuide: false };
	const answer = await page.request.post( '/wp-json/wp/v2/users/me', {
		headers,
		data: { meta: { persisted_preferences: { ...preferences, _modified: new Date().toISOString() } } },
	} );
	if ( ! answer.ok() ) {
		throw new Error( `could not turn off the editor welcome guide: ${ answer.status() } ${ await answer.text() }` );
	}
}
