/**
 * Insights bench (issue #33, "Done when"; docs/insights.md, "Bench"): the beacon route's
 * throughput and p95 against the nearly empty GET vitrine/v1/status route on the same site (same
 * bootstrap, same client, same connections; goal >= 0.8x), that every beacon answered 2xx was
 * counted, and the first-visit bytes the counters add to a page with a popup, a product box and
 * the consent bar (goal <= 1 KB gzip).
 *
 * The bytes: the page's one queue is its own small script (build/insights/queue.js, loaded once
 * by every page that counts, docs/insights.md), measured as built (gzip). The counting glue stays in
 * the popup, affiliate and consent scripts (handing an event to the queue, the popup's and the
 * product boxes' watchers, the consent statistics): measured as those modules on their own,
 * compiled and minified like the build (TypeScript, then terser) and gzipped together. Then what
 * the page's HTML carries: the `vitrine-insights` settings script and the queue's script tag.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { minify } from 'terser';
import { closedLoop } from './lib/closed-loop.mjs';

export const name = 'insights';

const QUEUE = 'build/insights/queue.js';
const COUNTING = [
	'src/shared/insights.ts',
	'src/builder/popup/insights.ts',
	'src/affiliate/impressions.ts',
	'src/consent/stats.ts',
];

/** Runs PHP against the local site's database (the same one the web server uses). */
function sql( root, query ) {
	const code = `$_SERVER['HTTP_HOST']='localhost'; require '${ join( root, '.wp/site/wp-load.php' ) }'; global $wpdb; $t=$wpdb->prefix.'vitrine_counters'; echo (string) $wpdb->get_var(str_replace('{t}', $t, ${ JSON.stringify(
		query
	) }));`;
	return execFileSync( 'php', [ '-r', code ], { encoding: 'utf8', env: process.env } ).trim();
}

/** The counting modules compiled, minified and gzipped as one file: bytes. */
async function countingBytes( root ) {
	const code = COUNTING.map(
		( file ) =>
			ts.transpileModule( readFileSync( join( root, file ), 'utf8' ), {
				compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
			} ).outputText
	).join( '\n' );
	const min = await minify( code, { module: true, compress: true, mangle: true } );
	return { minified: min.code.length, gzip: gzipSync( min.code, { level: 9 } ).length };
}

async function runBench( { baseUrl, root, args } ) {
	const html = await ( await fetch( baseUrl + '/affiliate/' ) ).text();
	const productId = /data-vitrine-product-id="(\d+)"/.exec( html )?.[ 1 ];
	if ( ! productId ) {
		throw new Error( '/affiliate/ shows no product: run npm start to seed the demo' );
	}
	const settingsScript =
		/<script type="application\/json" id="vitrine-insights">.*?<\/script>/.exec( html )?.[ 0 ] ?? '';
	const queueTag = /<script[^>]* id="vitrine-insights-queue-js"[^>]*><\/script>/.exec( html )?.[ 0 ] ?? '';
	if ( ! queueTag ) {
		throw new Error( '/affiliate/ prints no Insights queue script: run npm run build' );
	}
	const duration = Number( args.duration ?? 8 );
	const connections = Number( args.connections ?? 8 );
	const beacons = Number( args.beacons ?? 400 );
	// One impression of a catalogue product as the page sends it; the dimension marks the run's rows.
	const body = ( dimension ) =>
		new URLSearchParams( {
			'events[0][entity]': `product:${ productId }`,
			'events[0][event]': 'impression',
			'events[0][dimension]': dimension,
		} ).toString();
	const post = ( dimension ) => ( {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: body( dimension ),
	} );
	const beaconUrl = baseUrl + '/wp-json/vitrine/v1/insights/events';
	const statusUrl = baseUrl + '/wp-json/vitrine/v1/status';

	return withBenchMode( root, async () => {
		await closedLoop( { url: statusUrl, connections: 2, amount: 20 } );
		await closedLoop( { url: beaconUrl, connections: 2, amount: 20, ...post( 'bench-warm' ) } );
		const empty = await closedLoop( { url: statusUrl, connections, duration } );
		const beacon = await closedLoop( { url: beaconUrl, connections, duration, ...post( 'bench-rate' ) } );
		const ratio = beacon.rps / empty.rps;

		const burst = await closedLoop( {
			url: beaconUrl,
			connections: 50,
			amount: beacons,
			...post( 'bench-burst' ),
		} );
		// The report route flushes a Redis buffer first; without one each beacon was its upsert.
		execFileSync(
			'php',
			[
				'-r',
				`$_SERVER['HTTP_HOST']='localhost'; require '${ join( root, '.wp/site/wp-load.php' ) }'; \\Vitrine\\Insights\\Buffer::flush();`,
			],
			{ env: process.env }
		);
		const counted = Number( sql( root, "SELECT COALESCE(SUM(count),0) FROM {t} WHERE dimension='bench-burst'" ) );
		sql( root, "DELETE FROM {t} WHERE dimension LIKE 'bench-%'" );

		const bytes = await countingBytes( root );
		const queue = readFileSync( join( root, QUEUE ) );
		const queueGzip = gzipSync( queue, { level: 9 } ).length;
		const htmlGzip = gzipSync( settingsScript + '\n' + queueTag, { level: 9 } ).length;
		const added = queueGzip + bytes.gzip + htmlGzip;
		const dbMode = existsSync( join( root, '.wp/db-mode' ) )
			? readFileSync( join( root, '.wp/db-mode' ), 'utf8' ).trim()
			: 'unknown';
		return {
			note: `Database: ${ dbMode }. PHP built-in server on a shared 2-core machine; figures are relative.`,
			rows: [
				{
					measure: 'empty route (GET status), req/s',
					value: empty.rps.toFixed( 1 ),
					detail: `p50 ${ empty.p50 } ms, p95 ${ empty.p95 } ms, ${ connections } connections, ${ duration } s`,
				},
				{
					measure: 'beacon route (POST 1 event), req/s',
					value: beacon.rps.toFixed( 1 ),
					detail: `p50 ${ beacon.p50 } ms, p95 ${ beacon.p95 } ms, non-2xx ${ beacon.non2xx }`,
				},
				{
					measure: 'beacon / empty throughput',
					value: ratio.toFixed( 2 ),
					detail: ratio >= 0.8 ? 'meets the 0.80 goal' : 'BELOW the 0.80 goal',
				},
				{
					measure: 'beacons sent by 50 clients',
					value: String( beacons ),
					detail: `2xx ${ burst[ '2xx' ] }, non-2xx ${ burst.non2xx }, errors ${ burst.errors }`,
				},
				{
					measure: 'events counted',
					value: String( counted ),
					detail: `lost ${ burst[ '2xx' ] - counted } of ${ burst[ '2xx' ] } answered 2xx`,
				},
				{
					measure: 'the queue script, gzip bytes',
					value: String( queueGzip ),
					detail: `${ queue.length } B minified: ${ QUEUE }, once a page`,
				},
				{
					measure: 'counting glue in the bundles, gzip bytes',
					value: String( bytes.gzip ),
					detail: `${ bytes.minified } B minified: ${ COUNTING.join( ', ' ) }`,
				},
				{
					measure: 'settings script and queue tag in the HTML, gzip bytes',
					value: String( htmlGzip ),
					detail: `${ settingsScript.length + queueTag.length } B raw`,
				},
				{
					measure: 'first-visit bytes the counters add, gzip',
					value: String( added ),
					detail: added <= 1024 ? 'meets the 1 KB goal' : 'OVER the 1 KB goal',
				},
			],
		};
	} );
}

/**
 * Every bench client comes from one address: the per-address limit is raised while the flag file
 * exists (tests/mu-plugins/bench-mode.php); the shipped default is unchanged.
 */
async function withBenchMode( root, fn ) {
	const flag = join( root, '.wp/bench-mode' );
	if ( existsSync( flag ) ) {
		return fn();
	}
	writeFileSync( flag, 'npm run bench (insights)\n' );
	try {
		return await fn();
	} finally {
		rmSync( flag, { force: true } );
	}
}

export { runBench as run };
