/**
 * The README's pictures (docs/images/): the Vitrine admin home, the block editor on a demo page and a
 * demo post, at 1366 × 768, taken from the local site with the screenshot tests' pinned fonts
 * (tests/e2e/screenshots/fonts.conf). `node tools/readme-screenshots.mjs` with the site running
 * (VITRINE_PORT as for the tests).
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.VITRINE_URL ?? `http://localhost:${ process.env.VITRINE_PORT ?? 8888 }`;
const browser = await chromium.launch( {
	executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
	args: [ '--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--hide-scrollbars' ],
	env: { ...process.env, FONTCONFIG_FILE: resolve( 'tests/e2e/screenshots/fonts.conf' ) },
} );
const page = await browser.newPage( { baseURL: base, viewport: { width: 1366, height: 768 } } );

await page.goto( '/wp-login.php' );
await page.fill( '#user_login', 'admin' );
await page.fill( '#user_pass', 'password' );
await Promise.all( [ page.waitForURL( /wp-admin/ ), page.click( '#wp-submit' ) ] );

/** Saves the window as docs/images/NAME.png. */
async function shoot( name ) {
	const path = `docs/images/${ name }.png`;
	await page.screenshot( { path, animations: 'disabled', caret: 'hide' } );
	console.log( path );
}

// The admin home: the Vitrine dashboard, once its cards have their data.
await page.goto( '/wp-admin/admin.php?page=vitrine' );
await page.locator( '#vitrine-dashboard .components-card' ).first().waitFor();
await page.waitForLoadState( 'networkidle' );
await shoot( 'dashboard' );

// The editor on the affiliate demo page, its product block selected: the box rendered as visitors
// see it, the catalogue picker beside it.
const [ demo ] = await ( await page.request.get( '/wp-json/wp/v2/pages?slug=affiliate&_fields=id' ) ).json();
await page.goto( `/wp-admin/post.php?post=${ demo.id }&action=edit` );
const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
const block = canvas.locator( '[data-type="vitrine/affiliate-product"]' );
await block.locator( '.vitrine-product' ).first().waitFor();
await block.scrollIntoViewIfNeeded();
await block.click();
// The editor never goes network-idle (heartbeat); a moment for the previews' images.
await page.waitForTimeout( 2000 );
await page
	.getByRole( 'dialog' )
	.getByRole( 'button', { name: 'Close' } )
	.click( { timeout: 2000 } )
	.catch( () => {} );
await shoot( 'editor' );

// A demo post as a reader sees it, after deciding on cookies.
await page.context().clearCookies();
const [ post ] = await ( await page.request.get( '/wp-json/wp/v2/posts?per_page=1&_fields=link' ) ).json();
await page.goto( post.link );
await page.getByRole( 'button', { name: 'Reject', exact: true } ).click();
await page.waitForLoadState( 'load' );
await page.waitForTimeout( 1000 );
await shoot( 'post' );

await browser.close();
