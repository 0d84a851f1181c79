/**
 * The shared test fixture: every page a test opens is watched, and the test fails if the page logged
 * a console error or threw an uncaught exception. `expectAccessible` runs axe on the page.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const ADMIN_STATE = 'tests/e2e/.auth/admin.json';

interface Fixtures {
	/** Console errors and page errors seen so far; the fixture asserts it is empty after the test. */
	pageErrors: string[];
	/**
	 * Messages matching these patterns are expected by the test and not counted as errors. A resource
	 * of the site itself that fails to load is never excused by a blanket pattern: only by one that
	 * names the HTTP status or network error the test provokes on purpose (`/status of 400/`,
	 * `/net::ERR_FAILED/`), see `excused`. Give one pattern, alternatives joined with `|`:
	 * `test.use()` reads a two-item array as a fixture's `[ value, options ]`.
	 */
	allowedErrors: RegExp[];
}

/**
 * Whether a console error is one the test expects. "Failed to load resource" from the site's own
 * origin (a missing chunk, image or route) is a bug unless the pattern names its status or network error.
 */
function excused( text: string, url: string, page: Page, allowed: RegExp[] ): boolean {
	const ownResource = /^Failed to load resource/.test( text ) && sameOrigin( url, page.url() );
	return allowed.some(
		( pattern ) => pattern.test( text ) && ( ! ownResource || /status of|net::ERR_/.test( pattern.source ) )
	);
}

function sameOrigin( a: string, b: string ): boolean {
	try {
		return new URL( a ).origin === new URL( b ).origin;
	} catch {
		return false;
	}
}

export const test = base.extend< Fixtures >( {
	allowedErrors: [ [], { option: true } ],
	pageErrors: async ( { context, allowedErrors }, use ) => {
		const errors: string[] = [];
		const watch = ( page: Page ) => {
			page.on( 'pageerror', ( error ) => errors.push( `uncaught: ${ error.message }` ) );
			page.on( 'console', ( message ) => {
				if (
					message.type() === 'error' &&
					! excused( message.text(), message.location().url, page, allowedErrors )
				) {
					const where = message.location().url;
					errors.push( `console.error: ${ message.text() }${ where ? ` (${ where })` : '' }` );
				}
			} );
		};
		context.pages().forEach( watch );
		context.on( 'page', watch );
		await use( errors );
		expect( errors, 'the page logged errors' ).toEqual( [] );
	},
	page: async ( { page, pageErrors }, use ) => {
		void pageErrors; // Instantiated for every test that uses a page.
		await use( page );
	},
} );

export { expect };

/**
 * Waits (at most 3 s) for the page's finite animations, such as a popup fading in, to end: axe
 * measures colour contrast from the current opacity, so text caught mid-fade reads as too faint.
 * Endless animations (spinners, marquees) are not waited for.
 */
async function animationsSettled( page: Page ): Promise< void > {
	await page.evaluate( async () => {
		// Two frames first: a transition that a just-added class starts (an overlay fading in right
		// after it became visible) is only listed by getAnimations() once a frame has styled it.
		await new Promise( ( resolve ) => requestAnimationFrame( () => requestAnimationFrame( resolve ) ) );
		await Promise.race( [
			Promise.all(
				document
					.getAnimations()
					.filter( ( a ) => Number.isFinite( Number( a.effect?.getComputedTiming().endTime ) ) )
					.map( ( a ) => a.finished.catch( () => undefined ) )
			),
			new Promise( ( resolve ) => setTimeout( resolve, 3000 ) ),
		] );
	} );
}

/** Fails with the list of axe violations on the page (WordPress's own admin bar excluded). */
export async function expectAccessible( page: Page, include?: string ): Promise< void > {
	let builder = new AxeBuilder( { page } ).exclude( '#wpadminbar' );
	if ( include ) {
		builder = builder.include( include );
	}
	await animationsSettled( page );
	const { violations } = await builder.analyze();
	const summary = violations.map(
		( v ) => `${ v.id }: ${ v.help } (${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) })`
	);
	expect( summary, 'axe violations' ).toEqual( [] );
}

/** The demo pages (docs/lifecycle.md, Demo content), which every visitor-facing check runs over. */
/**
 * Whether a URL is the plugin's own code. The bundled theme is served from inside the plugin
 * (themes/vitrine/, docs/lifecycle.md) and is not: a page without Vitrine features still has the theme.
 */
export function isPluginCode( url: string ): boolean {
	return url.includes( '/plugins/vitrine/' ) && ! url.includes( '/plugins/vitrine/themes/' );
}

export const DEMO_PAGES = [
	'/',
	'/blog/',
	'/affiliate/',
	'/affiliate/core-blocks/',
	'/motion/',
	'/sticky/',
	'/popups/',
	'/loop/',
	'/widgets/',
];

/**
 * Accepts the consent bar, for tests about something else that sits where the bar does (the bottom
 * corners and edges of the window). For a visitor who has not decided yet, so the bar must come:
 * waiting for it (by its role and name, whatever renders it) instead of looking once, which raced
 * the bar and left it up when it came a moment later.
 */
export async function acceptConsent( page: Page ): Promise< void > {
	const accept = page.getByRole( 'button', { name: 'Accept all', exact: true } );
	await expect( accept ).toBeVisible();
	await accept.click();
	await expect( accept ).toBeHidden();
}

/**
 * Holds back the answers to requests matching `url` for `ms` milliseconds, as a slow network would:
 * for checks that must hold however late an answer comes (such as no layout shift after the 500 ms
 * during which CLS forgives a shift that follows a click).
 */
export async function slowAnswers( page: Page, url: string | RegExp, ms = 800 ): Promise< void > {
	await page.route( url, async ( route ) => {
		try {
			const response = await route.fetch();
			await new Promise( ( resolve ) => setTimeout( resolve, ms ) );
			await route.fulfill( { response } );
		} catch {
			// The page closed first (the test is over): nothing waits for this answer any more.
		}
	} );
}

/**
 * Gives a Vitrine form the signed stamp a page served `age` ago carried (`'3'` days, `'60s'` seconds;
 * tests/e2e/bin/old-form-stamp.php signs it with the site's own key), so the page really is that old
 * on the server's clock, which no browser clock can move: older than a form's minimum fill time, or
 * than the stamp's lifetime. Works without JavaScript in the page too.
 */
export async function stampFormAsServed( form: Locator, age: string ): Promise< void > {
	const stamp = execFileSync(
		'php',
		[ join( __dirname, 'bin/old-form-stamp.php' ), join( __dirname, '../../.wp/site' ), age ],
		{ encoding: 'utf8' }
	);
	await form
		.locator( 'input[name="stamp"]' )
		.evaluate( ( input, value ) => ( ( input as HTMLInputElement ).value = value ), stamp );
}
