/**
 * The shop widgets beside WooCommerce's own blocks on the same product listing (docs/shop.md): the
 * JavaScript a first-time visitor downloads on /bench-shop/vitrine/ (six add-to-cart widgets and a
 * mini cart) and on /bench-shop/woocommerce/ (Product Collection with title, price and button for the
 * same six products, and the Mini-Cart block), each minus the plain /bench-shop/ page with the same
 * theme, header and consent bar. Files and inline scripts, gzip level 9; goal: Vitrine ≤ 0.5×.
 * Needs WooCommerce on the site (npm start links it from ../shared).
 */
import { measurePageBytes } from './lib/bytes.mjs';
import { withBrowser, BASE_URL } from './lib/browser.mjs';

export const name = 'shop-listing';

const PAGES = { plain: '/bench-shop/', vitrine: '/bench-shop/vitrine/', woocommerce: '/bench-shop/woocommerce/' };

/** All JavaScript of a measured page: files from every origin plus inline scripts. */
function js( measured ) {
	const parts = [ measured.vitrine.js, measured.core.js, measured.other.js, measured.inline.js ];
	return {
		files: parts.slice( 0, 3 ).reduce( ( sum, p ) => sum + p.files, 0 ),
		raw: parts.reduce( ( sum, p ) => sum + p.raw, 0 ),
		gzip: parts.reduce( ( sum, p ) => sum + p.gzip, 0 ),
	};
}

export async function run() {
	const missing = await fetch( BASE_URL + PAGES.woocommerce );
	if ( missing.status !== 200 ) {
		return { note: 'skipped: no WooCommerce on this site (../shared/third-party/woocommerce not found)', rows: [] };
	}
	const measured = await withBrowser( async ( browser ) => {
		const out = {};
		for ( const [ key, path ] of Object.entries( PAGES ) ) {
			out[ key ] = js( await measurePageBytes( browser, path ) );
		}
		return out;
	} );
	const added = ( key ) => ( {
		files: measured[ key ].files - measured.plain.files,
		raw: measured[ key ].raw - measured.plain.raw,
		gzip: measured[ key ].gzip - measured.plain.gzip,
	} );
	const vitrine = added( 'vitrine' );
	const woocommerce = added( 'woocommerce' );
	const ratio = Math.round( ( vitrine.gzip / woocommerce.gzip ) * 1000 ) / 1000;
	return {
		note: `First-visit JS the listing adds to the plain page (gzip). Vitrine / WooCommerce blocks = ${ ratio }× (goal ≤ 0.5×).`,
		rows: [
			{
				listing: 'plain page (subtracted)',
				'js files': measured.plain.files,
				'js raw bytes': measured.plain.raw,
				'js gzip bytes': measured.plain.gzip,
			},
			{
				listing: 'Vitrine shop widgets',
				'js files': vitrine.files,
				'js raw bytes': vitrine.raw,
				'js gzip bytes': vitrine.gzip,
			},
			{
				listing: 'WooCommerce blocks',
				'js files': woocommerce.files,
				'js raw bytes': woocommerce.raw,
				'js gzip bytes': woocommerce.gzip,
			},
			{ listing: 'ratio (gzip)', 'js gzip bytes': ratio },
		],
	};
}
