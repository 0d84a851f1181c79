/**
 * Affiliate bench: the click route's throughput against the nearly empty GET vitrine/v1/status
 * route on the same site (same WordPress bootstrap, same client, same connections), then 50
 * concurrent clients sending N clicks, with the rows' count summed afterwards: lost clicks must be
 * 0. Also the gzip size of the visitor script (budget 3 KB).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_TYPE, clickBody } from './lib/click-beacon.mjs';
import { closedLoop as run } from './lib/closed-loop.mjs';

export const name = 'affiliate';

/** Runs PHP against the local site's database (the same one the web server uses). */
function sql( root, query ) {
	const code = `$_SERVER['HTTP_HOST']='localhost'; require '${ join( root, '.wp/site/wp-load.php' ) }'; global $wpdb; $t=$wpdb->prefix.'vitrine_clicks'; echo (string) $wpdb->get_var(str_replace('{t}', $t, ${ JSON.stringify(
		query
	) }));`;
	return execFileSync( 'php', [ '-r', code ], { encoding: 'utf8', env: process.env } ).trim();
}

async function runBench( { baseUrl, root, args } ) {
	const dbMode = readFileSync( join( root, '.wp/db-mode' ), 'utf8' ).trim();
	const html = await ( await fetch( baseUrl + '/affiliate/' ) ).text();
	const productId = /data-vitrine-product-id="(\d+)"/.exec( html )?.[ 1 ];
	if ( ! productId ) {
		throw new Error( '/affiliate/ shows no product: run npm start to seed the demo' );
	}
	const duration = Number( args.duration ?? 8 );
	const connections = Number( args.connections ?? 8 );
	const clicks = Number( args.clicks ?? 500 );
	// Country codes no real visitor sends mark the run's rows.
	const body = clickBody( baseUrl, productId, 'zy' );
	const post = {
		method: 'POST',
		headers: { 'content-type': CONTENT_TYPE },
		body,
	};

	// Warm both routes (opcache, table creation) before measuring.
	await run( { url: baseUrl + '/wp-json/vitrine/v1/status', connections: 2, amount: 20 } );
	await run( { url: baseUrl + '/wp-json/vitrine/v1/click/1', connections: 2, amount: 20, ...post } );

	const empty = await run( { url: baseUrl + '/wp-json/vitrine/v1/status', connections, duration } );
	const click = await run( { url: baseUrl + '/wp-json/vitrine/v1/click/1', connections, duration, ...post } );
	const ratio = click.rps / empty.rps;

	// Lost clicks: 50 clients, exactly N requests, then sum the rows. From one address, clicks
	// beyond the per-visitor burst limit answer 429 (not counted, not lost): 2xx must all be counted.
	const marker = `source_type='home' AND source_id=0 AND country='zz' AND product_id=${ Number( productId ) }`;
	const before = Number( sql( root, `SELECT COALESCE(SUM(count),0) FROM {t} WHERE ${ marker }` ) );
	const burst = await run( {
		url: baseUrl + '/wp-json/vitrine/v1/click/1',
		connections: 50,
		amount: clicks,
		...post,
		body: body.replace( '\r\n\r\nzy\r\n', '\r\n\r\nzz\r\n' ),
	} );
	const counted = Number( sql( root, `SELECT COALESCE(SUM(count),0) FROM {t} WHERE ${ marker }` ) ) - before;
	const ok = burst[ '2xx' ];
	sql( root, "DELETE FROM {t} WHERE source_type='home' AND country IN ('zy','zz')" );

	const script = readFileSync( join( root, 'build/affiliate/links.js' ) );
	const gzip = gzipSync( script, { level: 9 } ).length;
	const rows = [
		{
			measure: 'empty route (GET status), req/s',
			value: empty.rps.toFixed( 1 ),
			detail: `p50 ${ empty.p50 } ms, ${ connections } connections, ${ duration } s`,
		},
		{
			measure: 'click route (POST multipart), req/s',
			value: click.rps.toFixed( 1 ),
			detail: `p50 ${ click.p50 } ms, non-2xx ${ click.non2xx }`,
		},
		{
			measure: 'click / empty throughput',
			value: ratio.toFixed( 2 ),
			detail: ratio >= 0.8 ? 'meets the 0.80 budget' : 'BELOW the 0.80 budget',
		},
		{
			measure: `clicks sent by 50 clients`,
			value: String( clicks ),
			detail: `2xx ${ ok }, non-2xx ${ burst.non2xx }, errors ${ burst.errors }`,
		},
		{
			measure: 'clicks counted in the table',
			value: String( counted ),
			detail: `lost ${ ok - counted } of ${ ok } answered 2xx; unanswered ${ clicks - ok }`,
		},
		{
			measure: 'links.js gzip bytes',
			value: String( gzip ),
			detail: gzip <= 3072 ? 'under the 3 KB budget' : 'OVER the 3 KB budget',
		},
	];
	return {
		note: `Database: ${ dbMode }. Site workers: PHP built-in server (4 workers) on a shared 2-core machine; figures are relative.`,
		rows,
	};
}

export { runBench as run };
