/**
 * Shop widgets and payment buttons: for each family's demo page, the gzip bytes of the handler code
 * the visitor downloads beyond the runtime boot module (the lazily loaded chunks; the account widget
 * and PayPal buttons load none), and the family's stylesheet. The pages' carts are empty (a fresh
 * browser), so the figures are the cost of the widgets, not of a cart's contents. Lighthouse on these
 * pages is done by the core bench (--pages=/widgets/cart/,...).
 */
import { gzipSync } from 'node:zlib';
import { withBrowser } from './lib/browser.mjs';

export const name = 'widgets-shop';

const FAMILIES = [ 'add-to-cart', 'cart', 'checkout', 'account', 'payment-buttons' ];

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
		family
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
	return { note: 'Lazily loaded handler chunks per shop family demo page (runtime boot module excluded).', rows };
}
