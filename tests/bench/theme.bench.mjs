/**
 * The theme's figures: the theme's own JavaScript and CSS a first-time visitor downloads on `/` and
 * `/blog/` (gzip; the inline masonry boot counted in), the posts endpoint's answer time, and
 * Lighthouse mobile on both pages (budget: theme JS under 4 KB gzip on `/`, performance 95+,
 * CLS under 0.01).
 */
import { gzipSync } from 'node:zlib';
import { withBrowser } from './lib/browser.mjs';
import { lighthouse } from './lib/lighthouse.mjs';

export const name = 'theme';

const PAGES = [ '/', '/blog/' ];

async function themeBytes( browser, baseUrl, path ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const sums = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
	const pending = [];
	page.on( 'response', ( response ) => {
		const type = response.request().resourceType();
		if (
			! /\/wp-content\/themes\/vitrine\//.test( response.url() ) ||
			! [ 'script', 'stylesheet' ].includes( type )
		) {
			return;
		}
		pending.push(
			response
				.body()
				.then( ( body ) => {
					const sum = sums[ type === 'script' ? 'js' : 'css' ];
					sum.raw += body.length;
					sum.gzip += gzipSync( body, { level: 9 } ).length;
				} )
				.catch( () => {} )
		);
	} );
	await page.goto( baseUrl + path, { waitUntil: 'networkidle' } );
	// The masonry boot is printed inline right after the post grid.
	const inline = await page.evaluate( () => document.querySelector( '#vitrine-posts + script' )?.textContent ?? '' );
	await Promise.all( pending );
	await context.close();
	return {
		...sums,
		inline: { raw: Buffer.byteLength( inline ), gzip: inline ? gzipSync( inline, { level: 9 } ).length : 0 },
	};
}

async function endpointMs( baseUrl, runs = 20 ) {
	const times = [];
	for ( let i = 0; i < runs; i++ ) {
		const start = performance.now();
		const response = await fetch( `${ baseUrl }/wp-json/vitrine-theme/v1/posts/page/2`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{}',
		} );
		await response.text();
		times.push( performance.now() - start );
	}
	times.sort( ( a, b ) => a - b );
	return {
		median: Math.round( times[ Math.floor( runs / 2 ) ] ),
		p90: Math.round( times[ Math.floor( runs * 0.9 ) ] ),
	};
}

export async function run( { baseUrl, args } ) {
	const rows = [];
	await withBrowser( async ( browser ) => {
		for ( const path of PAGES ) {
			const bytes = await themeBytes( browser, baseUrl, path );
			rows.push( {
				page: path,
				'theme JS gzip B': bytes.js.gzip + bytes.inline.gzip,
				'theme JS raw B': bytes.js.raw + bytes.inline.raw,
				'theme CSS gzip B': bytes.css.gzip,
			} );
		}
	} );
	for ( const row of rows ) {
		const lh = args[ 'no-lighthouse' ] ? {} : await lighthouse( baseUrl + row.page );
		Object.assign( row, {
			'LH perf': lh.performance ?? '–',
			'LH a11y': lh.accessibility ?? '–',
			CLS: lh.cls ?? '–',
			'TBT ms': lh.tbtMs ?? '–',
			'LCP ms': lh.lcpMs ?? '–',
		} );
	}
	const endpoint = await endpointMs( baseUrl );
	return {
		note: `Budget: theme JS under 4096 B gzip on /, Lighthouse mobile 95+ and CLS under 0.01 on both. Posts endpoint (page 2, 10 cards): median ${ endpoint.median } ms, p90 ${ endpoint.p90 } ms.`,
		rows,
	};
}
