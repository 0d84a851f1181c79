/**
 * The widget families' bench: for each family's demo page, the gzip bytes of the handler code the
 * visitor downloads beyond the runtime boot module (the lazily loaded chunks and blocks' scripts),
 * and the family's stylesheet as WordPress inlines it when small. The content, forms and shop
 * benches differ only in their families.
 */
import { gzipSync } from 'node:zlib';
import { withBrowser } from './browser.mjs';

async function measure( browser, baseUrl, family, stylesheet ) {
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
		stylesheet
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

/**
 * One row per family, measured one page at a time in one browser. `stylesheets` names, for a demo
 * page that shows a variation of another family's block, that block (whose stylesheet it loads).
 */
export async function chunksPerFamily( baseUrl, families, note, stylesheets = {} ) {
	const rows = await withBrowser( async ( browser ) => {
		const out = [];
		for ( const family of families ) {
			out.push( await measure( browser, baseUrl, family, stylesheets[ family ] ?? family ) );
		}
		return out;
	} );
	return { note, rows };
}
