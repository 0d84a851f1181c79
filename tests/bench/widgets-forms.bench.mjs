/**
 * Form and subscribe widgets: for each family's demo page, the gzip bytes of the handler code the
 * visitor downloads beyond the runtime boot module (the lazily loaded chunks; subscribe reuses the
 * form's handler), and the family's stylesheet (inlined by WordPress when small).
 */
import { gzipSync } from 'node:zlib';
import { withBrowser } from './lib/browser.mjs';

export const name = 'widgets-forms';

const FAMILIES = [ 'form', 'subscribe' ];

/** Demo pages that show a variation of another family's block, which brings that block's stylesheet. */
const STYLESHEET = { subscribe: 'form' };

async function measure( browser, baseUrl, family ) {
	const page = await browser.newPage();
	const bodies = [];
	page.on( 'response', ( response ) => {
		const url = response.url();
		if (
			/\/plugins\/vitrine\/build\/(chunks|blocks)\/.*\.js/.test( url ) &&
			response.request().resourceType() === 'script'
		) {
			bodies.push( response.body().then( ( body ) => ( { url, body } ) ) );
		}
	} );
	await page.goto( `${ baseUrl }/widgets/${ family }/`, { waitUntil: 'networkidle' } );
	const css = await page.evaluate(
		( id ) => document.getElementById( `vitrine-${ id }-style-inline-css` )?.textContent ?? '',
		STYLESHEET[ family ] ?? family
	);
	const chunks = await Promise.all( bodies );
	await page.close();
	return {
		family,
		'handler chunks': chunks.length,
		'handler raw bytes': chunks.reduce( ( sum, c ) => sum + c.body.length, 0 ),
		'handler gzip bytes': chunks.reduce( ( sum, c ) => sum + gzipSync( c.body ).length, 0 ),
		'css gzip bytes': gzipSync( Buffer.from( css ) ).length,
	};
}

export async function run( { baseUrl } ) {
	const rows = await withBrowser( async ( browser ) => {
		const out = [];
		for ( const family of FAMILIES ) {
			out.push( await measure( browser, baseUrl, family ) );
		}
		return out;
	} );
	return { note: 'Lazily loaded handler chunks per family demo page (runtime boot module excluded).', rows };
}
