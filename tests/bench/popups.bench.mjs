/**
 * Popups: what /popups/ downloads because of Vitrine (all eight demo popups are in its HTML), the
 * popup and actions chunk sizes, and how long a popup takes from the click on its open_selector to
 * being on screen (its content is in the page, so nothing is fetched), with and without animation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePageBytes } from './lib/bytes.mjs';
import { withBrowser } from './lib/browser.mjs';

export const name = 'popups';

/** Milliseconds from the click to the first frame where the dialog is visible, median of runs. */
async function clickToVisible( browser, baseUrl, reducedMotion ) {
	const context = await browser.newContext( { reducedMotion: reducedMotion ? 'reduce' : 'no-preference' } );
	const page = await context.newPage();
	const times = [];
	// Keep the automatic demo popups away: only the newsletter popup (open_selector) is measured.
	await page.addInitScript( () => window.localStorage.setItem( 'vitrine', JSON.stringify( { pageViews: 0 } ) ) );
	for ( let attempt = 0; attempt < 5; attempt++ ) {
		await page.goto( baseUrl + '/popups/', { waitUntil: 'networkidle' } );
		await page.waitForFunction( () => document.querySelector( '.vitrine-popup.is-close-outside' ) );
		times.push(
			await page.evaluate(
				() =>
					new Promise( ( resolve ) => {
						const dialog = document.querySelector( '.is-close-outside' );
						const start = performance.now();
						document.querySelector( '.vitrine-demo-open-newsletter' ).click();
						const check = () =>
							! dialog.hidden
								? resolve( performance.now() - start )
								: window.requestAnimationFrame( check );
						window.requestAnimationFrame( check );
					} )
			)
		);
	}
	await context.close();
	times.sort( ( a, b ) => a - b );
	return Math.round( times[ 2 ] * 10 ) / 10;
}

function chunkSizes( root ) {
	const dir = join( root, 'build/builder' ); // The features' scripts (src/builder/<feature>.entry.ts).
	const out = {};
	for ( const file of readdirSync( dir ) ) {
		const body = readFileSync( join( dir, file ) );
		const text = body.toString( 'utf8' );
		let label = null;
		if ( text.includes( 'vitrine-popup-scroll-lock' ) ) {
			label = 'popup chunk';
		} else if ( text.includes( 'vitrine-action:' ) ) {
			label = 'actions chunk';
		}
		if ( label ) {
			out[ label ] = { raw: body.length, gzip: gzipSync( body, { level: 9 } ).length };
		}
	}
	return out;
}

export async function run( { baseUrl, root } ) {
	return withBrowser( async ( browser ) => {
		const bytes = await measurePageBytes( browser, '/popups/', { scroll: false } );
		const chunks = chunkSizes( root );
		const rows = [
			{
				measure: '/popups/ Vitrine JS (gzip bytes, first visit)',
				value: bytes.vitrine.js.gzip,
				files: bytes.vitrine.js.files,
			},
			{
				measure: '/popups/ Vitrine CSS (gzip bytes)',
				value: bytes.vitrine.css.gzip,
				files: bytes.vitrine.css.files,
			},
			...Object.entries( chunks ).map( ( [ label, size ] ) => ( {
				measure: `${ label } (gzip bytes)`,
				value: size.gzip,
				files: 1,
			} ) ),
			{
				measure: 'click to visible, animated (ms, median of 5)',
				value: await clickToVisible( browser, baseUrl, false ),
			},
			{
				measure: 'click to visible, reduced motion (ms, median of 5)',
				value: await clickToVisible( browser, baseUrl, true ),
			},
		];
		return { note: 'Popup content is in the page HTML: opening fetches nothing.', rows };
	} );
}
