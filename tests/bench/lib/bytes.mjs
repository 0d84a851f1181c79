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
 * Whose an inline element is: Vitrine's when its id starts with `vitrine` (the consent gate and its
 * settings, the runtime's settings, the masonry boot...) or, without an id, when it names a
 * `vitrine-` class; WordPress's or another plugin's otherwise (global styles, block styles,
 * speculation rules, WP Consent API's settings).
 */
export function inlineOwner( id, text ) {
	if ( id ) {
		return /^vitrine/.test( id ) ? 'vitrine' : 'other';
	}
	return /vitrine-/.test( text ) ? 'vitrine' : 'other';
}

/** The inline scripts (JavaScript and JSON settings) and styles of the page, with their owner. */
async function inlineCode( page ) {
	const items = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'script:not([src]), style' ) ]
			.filter( ( el ) => el.tagName === 'STYLE' || ! el.type || /javascript|module|json/.test( el.type ) )
			.filter( ( el ) => el.type !== 'speculationrules' )
			.map( ( el ) => ( {
				kind: el.tagName === 'STYLE' ? 'css' : 'script',
				json: /json/.test( el.type ),
				id: el.id,
				text: el.textContent,
			} ) )
	);
	const sum = {
		vitrine: { js: 0, json: 0, css: 0, gzip: 0, raw: 0 },
		other: { js: 0, json: 0, css: 0, gzip: 0, raw: 0 },
	};
	for ( const { kind: tag, json, id, text } of items ) {
		const kind = tag === 'css' ? 'css' : ( json && 'json' ) || 'js';
		const target = sum[ inlineOwner( id, text ) ];
		const gzip = gzipSync( text, { level: 9 } ).length;
		target[ kind ] += gzip;
		target.gzip += gzip;
		target.raw += Buffer.byteLength( text );
	}
	return sum;
}

/**
 * The second view of a page in the same browser (the cache warm, as a reader who opens the page
 * again or comes back to it): what went over the network, per origin, from the browser's own
 * Resource Timing: a file served from the cache moved nothing (transferSize 0); a 304 moved its
 * headers; a file downloaded again counts its gzip size (what a server with compression sends).
 * Vitrine's inline code is downloaded again with every page, so it is counted too.
 */
async function repeatView( page, url ) {
	const bodies = new Map();
	const listener = ( response ) => {
		if ( response.status() === 200 && response.request().resourceType() !== 'document' ) {
			bodies.set(
				response.url(),
				response
					.body()
					.then( ( b ) => gzipSync( b, { level: 9 } ).length )
					.catch( () => 0 )
			);
		}
	};
	page.on( 'response', listener );
	await page.goto( url, { waitUntil: 'networkidle' } );
	page.off( 'response', listener );
	const entries = await page.evaluate( () =>
		performance.getEntriesByType( 'resource' ).map( ( e ) => ( {
			url: e.name,
			transfer: e.transferSize,
			status: e.responseStatus,
		} ) )
	);
	const result = { requests: 0, notModified: 0, cached: 0, vitrine: { bytes: 0, requests: 0 }, all: { bytes: 0 } };
	for ( const entry of entries ) {
		if ( entry.transfer === 0 ) {
			result.cached++;
			continue;
		}
		result.requests++;
		const downloaded = bodies.has( entry.url ) && entry.status !== 304;
		const bytes = downloaded ? await bodies.get( entry.url ) : entry.transfer;
		if ( ! downloaded ) {
			result.notModified++;
		}
		result.all.bytes += bytes;
		if ( origin( entry.url ) === 'vitrine' ) {
			result.vitrine.bytes += bytes;
			result.vitrine.requests++;
		}
	}
	result.inline = await inlineCode( page );
	result.vitrine.withInline = result.vitrine.bytes + result.inline.vitrine.gzip;
	return result;
}

/**
 * Loads a page as a first-time visitor (or with the given cookies) and adds up the JavaScript and
 * CSS it downloads, raw and gzip, by origin (Vitrine's plugin and theme files, WordPress's
 * wp-includes, anything else); inline scripts and styles are counted apart, and `inlineBy` splits
 * them (JSON settings included) by owner. `baseUrl` measures the same path on another site (the
 * floor). `repeat` then views the page a second time in the same browser (`repeat` in the result).
 */
export async function measurePageBytes(
	browser,
	path,
	{ cookies = [], scroll = true, baseUrl = BASE_URL, repeat = false } = {}
) {
	const context = await browser.newContext();
	if ( cookies.length ) {
		await context.addCookies( cookies.map( ( c ) => ( { url: baseUrl, ...c } ) ) );
	}
	const page = await context.newPage();
	const result = { vitrine: bucket(), core: bucket(), other: bucket(), inline: bucket() };
	const seen = [];
	const onResponse = ( response ) => {
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
	};
	page.on( 'response', onResponse );
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
	result.inlineBy = await inlineCode( page );
	await Promise.all( seen );
	page.off( 'response', onResponse );
	if ( repeat ) {
		result.repeat = await repeatView( page, baseUrl + path );
	}
	await context.close();
	return result;
}
