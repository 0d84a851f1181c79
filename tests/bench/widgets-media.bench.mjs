/**
 * Media widget families: the handler chunks each demo page downloads (the lazy code of the family:
 * Swiper, Prism grammars, lottie-web…), raw and gzip, and the family stylesheet, measured in a real
 * page load. Lighthouse on these pages is done by the core bench.
 */
import { gzipSync } from 'node:zlib';
import { withBrowser } from './lib/browser.mjs';

export const name = 'widgets-media';

const FAMILIES = [
	'carousel',
	'slides',
	'gallery',
	'hotspot',
	'code-highlight',
	'lottie',
	'social-embeds',
	'video-playlist',
];

async function measure( browser, baseUrl, family ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const bodies = [];
	page.on( 'response', ( response ) => {
		const url = response.url();
		if ( /\/plugins\/vitrine\/build\/(chunks\/|blocks\/[a-z-]+\/(view\.js|style-index\.css))/.test( url ) ) {
			bodies.push(
				response
					.body()
					.then( ( body ) => ( { url, body } ) )
					.catch( () => null )
			);
		}
	} );
	await page.goto( `${ baseUrl }/widgets/${ family }/`, { waitUntil: 'networkidle' } );
	await page.waitForTimeout( 300 );
	const files = ( await Promise.all( bodies ) ).filter( Boolean );
	await context.close();
	const sum = ( list ) => ( {
		raw: list.reduce( ( n, f ) => n + f.body.length, 0 ),
		gzip: list.reduce( ( n, f ) => n + gzipSync( f.body ).length, 0 ),
	} );
	const js = sum( files.filter( ( f ) => /\.js(\?|$)/.test( f.url ) ) );
	const css = sum( files.filter( ( f ) => f.url.includes( '.css' ) ) );
	return {
		family,
		chunks: files.filter( ( f ) => /\.js(\?|$)/.test( f.url ) ).length,
		jsRaw: js.raw,
		jsGzip: js.gzip,
		cssGzip: css.gzip,
	};
}

export async function run( { baseUrl } ) {
	const rows = [];
	await withBrowser( async ( browser ) => {
		for ( const family of FAMILIES ) {
			rows.push( await measure( browser, baseUrl, family ) );
		}
	} );
	return { note: 'Lazy handler chunks (JS) and block stylesheet per media family demo page, bytes.', rows };
}
