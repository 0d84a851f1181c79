import { gzipSync } from 'node:zlib';
import { BASE_URL } from './browser.mjs';

const empty = () => ( { raw: 0, gzip: 0, files: 0 } );
const bucket = () => ( { js: empty(), css: empty() } );

/** Which part of the stack a resource URL belongs to. */
export function origin( url ) {
	if ( /\/wp-content\/(plugins|themes)\/vitrine\//.test( url ) ) {
		return 'vitrine';
	}
	if ( /\/wp-includes\//.test( url ) ) {
		return 'core';
	}
	return 'other';
}

/**
 * Loads a page as a first-time visitor (or with the given cookies) and adds up the JavaScript and
 * CSS it downloads, raw and gzip, by origin (Vitrine's plugin and theme files, WordPress's
 * wp-includes, anything else); inline scripts and styles are counted apart. `baseUrl` measures the
 * same path on another site (the floor).
 */
export async function measurePageBytes( browser, path, { cookies = [], scroll = true, baseUrl = BASE_URL } = {} ) {
	const context = await browser.newContext();
	if ( cookies.length ) {
		await context.addCookies( cookies.map( ( c ) => ( { url: baseUrl, ...c } ) ) );
	}
	const page = await context.newPage();
	const result = { vitrine: bucket(), core: bucket(), other: bucket(), inline: bucket() };
	const seen = [];
	page.on( 'response', async ( response ) => {
		const type = response.request().resourceType();
		if ( type !== 'script' && type !== 'stylesheet' ) {
			return;
		}
		seen.push(
			response
				.body()
				.then( ( body ) => {
					const kind = type === 'script' ? 'js' : 'css';
					const target = result[ origin( response.url() ) ][ kind ];
					target.raw += body.length;
					target.gzip += gzipSync( body, { level: 9 } ).length;
					target.files += 1;
				} )
				.catch( () => {} )
		);
	} );
	await page.goto( baseUrl + path, { waitUntil: 'networkidle' } );
	if ( scroll ) {
		await page.evaluate( async () => {
			for ( let y = 0; y < document.documentElement.scrollHeight; y += 600 ) {
				window.scrollTo( 0, y );
				await new Promise( ( r ) => setTimeout( r, 50 ) );
			}
		} );
		await page.waitForLoadState( 'networkidle' );
	}
	const inline = await page.evaluate( () => ( {
		js: [ ...document.querySelectorAll( 'script:not([src])' ) ]
			.filter( ( s ) => ! s.type || /javascript|module/.test( s.type ) )
			.map( ( s ) => s.textContent ),
		css: [ ...document.querySelectorAll( 'style' ) ].map( ( s ) => s.textContent ),
	} ) );
	for ( const kind of [ 'js', 'css' ] ) {
		for ( const text of inline[ kind ] ) {
			result.inline[ kind ].raw += Buffer.byteLength( text );
			result.inline[ kind ].gzip += gzipSync( text, { level: 9 } ).length;
			result.inline[ kind ].files += 1;
		}
	}
	await Promise.all( seen );
	await context.close();
	return result;
}
