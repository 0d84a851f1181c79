/**
 * npm run bench:load: bounded loopback load on the production stack (VITRINE_STACK=production,
 * tools/stack.sh), a report, never a pass/fail test. Writes the `load` section of
 * bench/results.json (other sections, written by npm run bench, are kept) and a table in
 * bench/summary.md. Every loop is bounded in time or count and every target is this machine.
 *
 * - Pages /, /blog/, /affiliate/ and a loop-filter URL: requests/s and p50/p95/p99 latency with the
 *   page cache off (a comment_author_ cookie, which docs/nginx-page-cache.conf bypasses: PHP-FPM
 *   answers) and on (nginx answers from its cache), at 10 and 50 connections, --duration seconds each
 *   (default 20); the same pages as bare WordPress (`?vitrine-bench=bare`: Vitrine left out and the
 *   default theme, tests/mu-plugins/bench-mode.php) in the same run.
 * - Database queries and PHP time per page, Vitrine against bare WordPress (the bench mode's probe).
 * - Autoloaded option bytes Vitrine adds.
 * - Writes: the click route and the consent-record route with 50 and 200 concurrent clients on
 *   MariaDB and 50 on SQLite (the stack restarted on SQLite and back; --no-sqlite leaves it out):
 *   requests sent = rows counted.
 * - Log lines during the load: 5xx answers, "database is locked", deadlocks, PHP warnings.
 * Options: --duration=20 --writes=1000 --no-sqlite --no-bare; --stack=cluster runs cluster.mjs instead.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPE, clickBody } from '../lib/click-beacon.mjs';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../../..' );
const args = Object.fromEntries(
	process.argv.slice( 2 ).map( ( arg ) => {
		const [ key, value ] = arg.replace( /^--/, '' ).split( '=' );
		return [ key, value ?? true ];
	} )
);
// --stack=cluster: the cluster's own figures (tests/bench/load/cluster.mjs, docs/scaling.md).
if ( 'cluster' === args.stack ) {
	await import( './cluster.mjs' );
	process.exit( 0 );
}
const port = process.env.VITRINE_PORT || '8888';
const baseUrl = `http://localhost:${ port }`;
const duration = Number( args.duration ?? 20 );
const writes = Number( args.writes ?? 1000 );
const wpDir = join( root, '.wp' );
const env = { ...process.env, VITRINE_STACK: 'production' };

/** Starts (or checks) the production stack with the database asked for. */
function stack( db ) {
	execFileSync( 'bash', [ join( root, 'tools/ensure-site.sh' ) ], {
		stdio: 'inherit',
		env: { ...env, VITRINE_DB: db },
	} );
}

/** Runs PHP with the local site loaded; the code's output is returned. */
function php( code ) {
	const boot = `$_SERVER['HTTP_HOST']='localhost:${ port }'; require '${ join( wpDir, 'site/wp-load.php' ) }'; global $wpdb;`;
	return execFileSync( 'php', [ '-r', boot + code ], { encoding: 'utf8', env } ).trim();
}

const percentile = ( sorted, p ) =>
	sorted[ Math.min( sorted.length - 1, Math.floor( ( sorted.length * p ) / 100 ) ) ] ?? 0;

/** autocannon, with every response's latency kept for p95 (autocannon's table has no p95). */
async function load( url, connections, headers = {} ) {
	const latencies = [];
	const statuses = {};
	const instance = autocannon( { url, connections, duration, headers } );
	instance.on( 'response', ( client, status, bytes, time ) => {
		latencies.push( time );
		statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
	} );
	const result = await instance;
	latencies.sort( ( a, b ) => a - b );
	return {
		rps: Math.round( ( result.requests.total / duration ) * 10 ) / 10,
		p50: percentile( latencies, 50 ),
		p95: percentile( latencies, 95 ),
		p99: percentile( latencies, 99 ),
		non2xx: result.non2xx,
		errors: result.errors + result.timeouts,
		statuses,
	};
}

/** A closed loop of `connections` clients sending `amount` POSTs in all; body(i) per request. */
async function post( path, connections, amount, contentType, body ) {
	const agent = new http.Agent( { keepAlive: true, maxSockets: connections } );
	const result = { sent: 0, statuses: {}, errors: 0 };
	let next = 0;
	const one = ( i ) =>
		new Promise( ( resolve ) => {
			const payload = body( i );
			const request = http.request(
				{
					host: '127.0.0.1',
					port,
					path,
					method: 'POST',
					agent,
					timeout: 60000,
					headers: {
						host: `localhost:${ port }`,
						'content-type': contentType,
						'content-length': Buffer.byteLength( payload ),
					},
				},
				( response ) => {
					response.resume();
					response.on( 'end', () => {
						result.statuses[ response.statusCode ] = ( result.statuses[ response.statusCode ] ?? 0 ) + 1;
						resolve();
					} );
				}
			);
			request.on( 'timeout', () => request.destroy( new Error( 'timeout' ) ) );
			request.on( 'error', () => {
				result.errors++;
				resolve();
			} );
			request.end( payload );
		} );
	const client = async () => {
		while ( next < amount ) {
			const i = next++;
			result.sent++;
			await one( i );
		}
	};
	await Promise.all( Array.from( { length: connections }, client ) );
	agent.destroy();
	return result;
}

/** Lines of the site's logs written since `offsets` was taken that show a problem under load. */
const LOGS = [ 'debug.log', 'stack/logs/php-error.log', 'stack/logs/php-fpm.log', 'stack/logs/nginx-error.log' ];
const logOffsets = () =>
	Object.fromEntries(
		LOGS.map( ( f ) => [ f, existsSync( join( wpDir, f ) ) ? statSync( join( wpDir, f ) ).size : 0 ] )
	);
function logProblems( offsets ) {
	const found = { 'database is locked': 0, deadlock: 0, 'PHP warning/fatal': 0, 'nginx/FPM error': 0, samples: [] };
	for ( const file of LOGS ) {
		const path = join( wpDir, file );
		if ( ! existsSync( path ) ) {
			continue;
		}
		const text = readFileSync( path ).subarray( offsets[ file ] ).toString();
		for ( const line of text.split( '\n' ).filter( Boolean ) ) {
			let kind = '';
			if ( /database is locked/i.test( line ) ) {
				kind = 'database is locked';
			} else if ( /deadlock/i.test( line ) ) {
				kind = 'deadlock';
			} else if ( /PHP (Warning|Fatal|Parse)/i.test( line ) ) {
				kind = 'PHP warning/fatal';
			} else if ( /\[(error|crit|alert|emerg)\]|WARNING: \[pool/i.test( line ) ) {
				kind = 'nginx/FPM error';
			}
			if ( kind ) {
				found[ kind ]++;
				if ( found.samples.length < 5 ) {
					found.samples.push( line.slice( 0, 240 ) );
				}
			}
		}
	}
	return found;
}

async function pages( loopUrl ) {
	const paths = { '/': '/', '/blog/': '/blog/', '/affiliate/': '/affiliate/', 'loop filter': loopUrl };
	const rows = [];
	for ( const [ label, path ] of Object.entries( paths ) ) {
		for ( const site of args[ 'no-bare' ] ? [ 'vitrine' ] : [ 'vitrine', 'bare' ] ) {
			const url =
				baseUrl + path + ( site === 'bare' ? ( path.includes( '?' ) ? '&' : '?' ) + 'vitrine-bench=bare' : '' );
			for ( const cache of [ 'off', 'on' ] ) {
				const headers = cache === 'off' ? { cookie: 'comment_author_bench=1' } : {};
				await fetch( url, { headers } ); // Fills the cache for the "on" runs (and opcache).
				for ( const connections of [ 10, 50 ] ) {
					const figures = await load( url, connections, headers );
					rows.push( { page: label, site, cache, connections, ...figures } );
					console.log(
						`${ label } ${ site } cache ${ cache } ${ connections } conn: ${ figures.rps } req/s, p50 ${ figures.p50 } p95 ${ figures.p95 } p99 ${ figures.p99 } ms, non-2xx ${ figures.non2xx }`
					);
				}
			}
		}
	}
	return rows;
}

/**
 * Queries and PHP time per page, Vitrine and bare: the median of 5 requests past the page cache with
 * the object cache warm (the stack as it runs), and the first request after the object cache was
 * emptied (cold: what a site without a persistent object cache queries on every page).
 */
async function probes( loopUrl ) {
	const log = join( wpDir, 'bench-probe.log' );
	rmSync( log, { force: true } );
	const rows = [];
	for ( const path of [ '/', '/blog/', '/affiliate/', loopUrl ] ) {
		for ( const site of [ 'vitrine', 'bare' ] ) {
			const url =
				baseUrl + path + ( site === 'bare' ? ( path.includes( '?' ) ? '&' : '?' ) + 'vitrine-bench=bare' : '' );
			php( 'wp_cache_flush();' );
			for ( let i = 0; i < 6; i++ ) {
				await (
					await fetch( url, { headers: { cookie: 'comment_author_bench=1', 'x-vitrine-bench-probe': '1' } } )
				).text();
			}
			const all = readFileSync( log, 'utf8' )
				.trim()
				.split( '\n' )
				.map( ( l ) => JSON.parse( l ) )
				.slice( -6 );
			const lines = all.slice( 1 );
			const median = ( key ) => lines.map( ( l ) => l[ key ] ).sort( ( a, b ) => a - b )[ 2 ];
			rows.push( {
				page: path,
				site,
				queries: median( 'queries' ),
				phpMs: median( 'ms' ),
				coldQueries: all[ 0 ].queries,
				coldPhpMs: all[ 0 ].ms,
				vitrineLoaded: lines[ 0 ].vitrine,
			} );
		}
	}
	return rows;
}

/** Click and consent-record routes: `writes` requests by N clients, then the rows are counted. */
async function writeRuns( db, clientCounts ) {
	const productId = /data-vitrine-product-id="(\d+)"/.exec(
		await ( await fetch( baseUrl + '/affiliate/' ) ).text()
	)?.[ 1 ];
	if ( ! productId ) {
		throw new Error( '/affiliate/ shows no product: run npm start to seed the demo' );
	}
	const rows = [];
	for ( const clients of clientCounts ) {
		// Clicks: the front page as the source, a country code no visitor sends as the run's marker.
		const country = 'zz';
		const clickWhere = `source_type='home' AND source_id=0 AND country='${ country }' AND product_id=${ Number( productId ) }`;
		const clicks = `$t=$wpdb->prefix.'vitrine_clicks';`;
		php( `${ clicks } $wpdb->query("DELETE FROM $t WHERE ${ clickWhere }");` );
		const body = clickBody( baseUrl, productId, country );
		let offsets = logOffsets();
		const click = await post( '/wp-json/vitrine/v1/click/1', clients, writes, CONTENT_TYPE, () => body );
		const clickCounted = Number(
			php(
				`${ clicks } echo (int) $wpdb->get_var("SELECT COALESCE(SUM(count),0) FROM $t WHERE ${ clickWhere }");`
			)
		);
		php( `${ clicks } $wpdb->query("DELETE FROM $t WHERE ${ clickWhere }");` );
		rows.push( {
			route: 'click',
			db,
			clients,
			sent: click.sent,
			statuses: click.statuses,
			errors: click.errors,
			counted: clickCounted,
			lost: ( click.statuses[ 200 ] ?? 0 ) - clickCounted,
			logs: logProblems( offsets ),
		} );

		// Consent records: a fresh consent id per request, the run's marker in the version.
		const version = `bench-${ db }-${ clients }`;
		const records = `$t=$wpdb->prefix.'vitrine_consent_records';`;
		php( `${ records } $wpdb->query($wpdb->prepare("DELETE FROM $t WHERE version=%s", '${ version }'));` );
		offsets = logOffsets();
		const consent = await post( '/wp-json/vitrine/v1/consent/record', clients, writes, 'application/json', ( i ) =>
			JSON.stringify( {
				consent_id: `bench${ clients }x${ String( i ).padStart( 12, '0' ) }`,
				action: 'accept',
				accepted: true,
				categories: { necessary: true, analytics: true },
				version,
				law: 'gdpr',
			} )
		);
		const recordsCounted = Number(
			php(
				`${ records } echo (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM $t WHERE version=%s", '${ version }'));`
			)
		);
		php( `${ records } $wpdb->query($wpdb->prepare("DELETE FROM $t WHERE version=%s", '${ version }'));` );
		rows.push( {
			route: 'consent record',
			db,
			clients,
			sent: consent.sent,
			statuses: consent.statuses,
			errors: consent.errors,
			counted: recordsCounted,
			lost: ( consent.statuses[ 201 ] ?? 0 ) - recordsCounted,
			logs: logProblems( offsets ),
		} );
		console.log(
			`writes ${ db } ${ clients } clients: clicks ${ JSON.stringify( rows.at( -2 ) ) }\nrecords ${ JSON.stringify( rows.at( -1 ) ) }`
		);
	}
	return rows;
}

/** The REST comparison of the affiliate budget: click route against the empty status route, 50 connections. */
async function clickAgainstEmpty() {
	const empty = await load( baseUrl + '/wp-json/vitrine/v1/status', 50 );
	const productId = /data-vitrine-product-id="(\d+)"/.exec(
		await ( await fetch( baseUrl + '/affiliate/' ) ).text()
	)?.[ 1 ];
	const body = clickBody( baseUrl, productId, 'zy' );
	const latencies = [];
	const instance = autocannon( {
		url: baseUrl + '/wp-json/vitrine/v1/click/1',
		connections: 50,
		duration,
		method: 'POST',
		headers: { 'content-type': CONTENT_TYPE },
		body,
	} );
	instance.on( 'response', ( c, s, b, time ) => latencies.push( time ) );
	const click = await instance;
	php(
		`$t=$wpdb->prefix.'vitrine_clicks'; $wpdb->query("DELETE FROM $t WHERE source_type='home' AND country='zy'");`
	);
	latencies.sort( ( a, b ) => a - b );
	return {
		emptyRps: empty.rps,
		clickRps: Math.round( ( click.requests.total / duration ) * 10 ) / 10,
		clickP50: percentile( latencies, 50 ),
		ratio: Math.round( ( click.requests.total / duration / empty.rps ) * 100 ) / 100,
		clickNon2xx: click.non2xx,
	};
}

// ---------------------------------------------------------------------------------------------
stack( 'mariadb' );
const flag = join( wpDir, 'bench-mode' );
writeFileSync( flag, 'npm run bench:load\n' );
const results = {
	date: new Date().toISOString(),
	duration,
	writes,
	machine: '2 cores shared with other runs; loopback; figures are relative',
};
try {
	const loopHtml = await ( await fetch( baseUrl + '/loop/' ) ).text();
	const filter =
		/href="[^"]*(\?e-filter-[^"]+)"/.exec( loopHtml )?.[ 1 ]?.replace( /&amp;/g, '&' ) ??
		'?e-filter-demo-category=news';
	const loopUrl = '/loop/' + filter;
	const offsets = logOffsets();
	results.pages = await pages( loopUrl );
	results.pageLogs = logProblems( offsets );
	results.probes = await probes( loopUrl );
	results.autoload = JSON.parse(
		php(
			`$all = wp_load_alloptions(); $v = 0; $names = array(); foreach ( $all as $k => $val ) { if ( str_starts_with( $k, 'vitrine_' ) || 'theme_mods_vitrine' === $k ) { $v += strlen( (string) $val ); $names[ $k ] = strlen( (string) $val ); } } arsort( $names ); echo wp_json_encode( array( 'bytes' => $v, 'options' => $names ) );`
		)
	);
	results.rest = await clickAgainstEmpty();
	results.writes = await writeRuns( 'mariadb', [ 50, 200 ] );
	if ( ! args[ 'no-sqlite' ] ) {
		stack( 'sqlite' );
		writeFileSync( flag, 'npm run bench:load\n' );
		results.writes.push( ...( await writeRuns( 'sqlite', [ 50 ] ) ) );
		stack( 'mariadb' );
	}
} finally {
	rmSync( flag, { force: true } );
}

// Merged into the files npm run bench writes: only the `load` section is replaced.
mkdirSync( join( root, 'bench' ), { recursive: true } );
const resultsFile = join( root, 'bench/results.json' );
const all = existsSync( resultsFile ) ? JSON.parse( readFileSync( resultsFile, 'utf8' ) ) : {};
all.load = results;
writeFileSync( resultsFile, JSON.stringify( all, null, '\t' ) + '\n' );

const row = ( cells ) => `| ${ cells.join( ' | ' ) } |`;
const find = ( page, site, cache, connections ) =>
	results.pages.find(
		( r ) => r.page === page && r.site === site && r.cache === cache && r.connections === connections
	);
const lines = [
	'## Load on the production stack (npm run bench:load)',
	'',
	`${ results.date }, ${ duration } s per run, nginx fastcgi_cache + PHP-FPM (8 children) + Redis + MariaDB. ${ results.machine }.`,
	'',
	row( [ 'page', 'site', 'cache', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx' ] ),
	row( Array( 9 ).fill( '---' ) ),
	...results.pages.map( ( r ) =>
		row( [ r.page, r.site, r.cache, r.connections, r.rps, r.p50, r.p95, r.p99, r.non2xx + r.errors ] )
	),
	'',
	row( [ 'ratio', 'value', 'goal' ] ),
	row( [ '---', '---', '---' ] ),
];
for ( const connections of [ 10, 50 ] ) {
	const vitrine = find( '/', 'vitrine', 'off', connections );
	const bare = find( '/', 'bare', 'off', connections );
	if ( vitrine && bare ) {
		lines.push(
			row( [
				`uncached / req/s, Vitrine ÷ bare WordPress, ${ connections } conn`,
				( vitrine.rps / bare.rps ).toFixed( 2 ),
				'≥ 0.8',
			] )
		);
	}
	for ( const page of [ '/', '/blog/', '/affiliate/', 'loop filter' ] ) {
		const on = find( page, 'vitrine', 'on', connections );
		const off = find( page, 'vitrine', 'off', connections );
		lines.push(
			row( [
				`${ page } cached ÷ uncached req/s, ${ connections } conn`,
				( on.rps / off.rps ).toFixed( 1 ),
				'≥ 20',
			] )
		);
	}
}
lines.push( row( [ 'click route ÷ empty REST route req/s, 50 conn', results.rest.ratio.toFixed( 2 ), '≥ 0.8' ] ) );
for ( const page of [ '/', '/blog/', '/affiliate/', results.probes[ 6 ].page ] ) {
	const v = results.probes.find( ( r ) => r.page === page && r.site === 'vitrine' );
	const b = results.probes.find( ( r ) => r.page === page && r.site === 'bare' );
	lines.push(
		row( [
			`${ page } queries (PHP ms), Vitrine vs bare, object cache warm`,
			`${ v.queries } (${ v.phpMs }) vs ${ b.queries } (${ b.phpMs }): +${ v.queries - b.queries }`,
			'≤ +10 queries',
		] ),
		row( [
			`${ page } queries (PHP ms), Vitrine vs bare, object cache cold`,
			`${ v.coldQueries } (${ v.coldPhpMs }) vs ${ b.coldQueries } (${ b.coldPhpMs }): +${
				v.coldQueries - b.coldQueries
			}`,
			'≤ +10 queries',
		] )
	);
}
lines.push( row( [ 'autoloaded option bytes Vitrine adds', results.autoload.bytes, '≤ 10240' ] ) );
lines.push(
	'',
	row( [ 'writes', 'db', 'clients', 'sent', 'answers', 'rows counted', 'lost', 'log problems' ] ),
	row( Array( 8 ).fill( '---' ) )
);
for ( const w of results.writes ) {
	const logs =
		w.logs[ 'database is locked' ] + w.logs.deadlock + w.logs[ 'PHP warning/fatal' ] + w.logs[ 'nginx/FPM error' ];
	lines.push(
		row( [
			w.route,
			w.db,
			w.clients,
			w.sent,
			JSON.stringify( w.statuses ) + ( w.errors ? `, ${ w.errors } errors` : '' ),
			w.counted,
			w.lost,
			logs,
		] )
	);
}
const pageLogs = results.pageLogs;
lines.push(
	'',
	`Log problems during the page loads: ${ pageLogs[ 'database is locked' ] } "database is locked", ${ pageLogs.deadlock } deadlock, ${ pageLogs[ 'PHP warning/fatal' ] } PHP warning/fatal, ${ pageLogs[ 'nginx/FPM error' ] } nginx/FPM error.`,
	''
);
const summaryFile = join( root, 'bench/summary.md' );
const previous = existsSync( summaryFile )
	? readFileSync( summaryFile, 'utf8' ).replace( /\n?## Load on the production stack[\s\S]*$/, '' )
	: '';
writeFileSync( summaryFile, ( previous ? previous.trimEnd() + '\n\n' : '' ) + lines.join( '\n' ) + '\n' );
console.log( '\n' + lines.join( '\n' ) );
