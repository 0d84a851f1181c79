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
	await page.context().storageState( { path: ADMIN_STATE } );
	await browser.close();
}
