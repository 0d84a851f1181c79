/**
 * npm run bench:load -- --stack=cluster: bounded loopback load on the cluster (VITRINE_STACK=cluster,
 * tools/cluster.sh, docs/scaling.md), a report, never a pass/fail test. Writes the `cluster` section
 * of bench/results.json and a table in bench/summary.md (between its cluster markers).
 *
 * - Pages /, /blog/, /affiliate/ and a loop-filter URL through Varnish: requests/s and p95, cached
 *   (Varnish answers) and uncached (a comment_author_ cookie, which docs/varnish.vcl passes: a node
 *   answers), with both nodes and then with node2 drained, in the same run.
 * - Per node: PHP-FPM CPU time (user + system, all the pool's processes) per request it served.
 * - Varnish's hit ratio over the cached runs (varnishstat).
 * - Writes: 200 concurrent clients posting consent records through HAProxy to both nodes, each
 *   from its own forwarded address: sent = stored.
 * Options: --duration=10 (seconds per measurement), --connections=20 (cached pages),
 * --uncached-connections=4.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../../..' );
const args = Object.fromEntries(
	process.argv.slice( 2 ).map( ( arg ) => {
		const [ key, value ] = arg.replace( /^--/, '' ).split( '=' );
		return [ key, value ?? true ];
	} )
);
const port = Number( process.env.VITRINE_PORT || 8888 );
const site = `http://localhost:${ port }`;
const duration = Number( args.duration ?? 10 );
const connections = Number( args.connections ?? 20 );
// Uncached pages: a node's PHP-FPM pool has 6 children and the machine 2 cores; more clients only
// queue in HAProxy past the measurement's end (a cell then counts nothing).
const uncachedConnections = Number( args[ 'uncached-connections' ] ?? 4 );
const env = { ...process.env, VITRINE_STACK: 'cluster' };
const cl = join( root, '.wp/cluster' );
const percentile = ( sorted, p ) =>
	sorted[ Math.min( sorted.length - 1, Math.floor( ( sorted.length * p ) / 100 ) ) ] ?? 0;
const cluster = ( ...a ) =>
	execFileSync( 'bash', [ join( root, 'tools/cluster.sh' ), ...a ], { env, stdio: 'inherit' } );

async function load( url, headers = {}, clients = connections ) {
	const latencies = [];
	const instance = autocannon( { url, connections: clients, duration, headers, timeout: 30 } );
	instance.on( 'response', ( client, status, bytes, time ) => latencies.push( time ) );
	const result = await instance;
	latencies.sort( ( a, b ) => a - b );
	return {
		rps: Math.round( ( result.requests.total / duration ) * 10 ) / 10,
		p95: Math.round( percentile( latencies, 95 ) ),
		non2xx: result.non2xx,
		errors: result.errors + result.timeouts,
	};
}

/** CPU seconds (user + system) of every process in a node's PHP-FPM pool. */
function fpmCpu( node ) {
	const pgid = readFileSync( join( cl, node, 'php-fpm.pgid' ), 'utf8' ).trim();
	let ticks = 0;
	for ( const pid of readdirSync( '/proc' ).filter( ( d ) => /^\d+$/.test( d ) ) ) {
		try {
			const fields = readFileSync( `/proc/${ pid }/stat`, 'utf8' )
				.replace( /^.*\) /, '' )
				.split( ' ' );
			// After the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
			if ( fields[ 2 ] === pgid ) {
				ticks += Number( fields[ 11 ] ) + Number( fields[ 12 ] );
			}
		} catch {}
	}
	return ticks / 100;
}
const served = ( node ) => {
	const log = join( cl, node, 'logs/nginx-access.log' );
	return existsSync( log ) ? readFileSync( log, 'utf8' ).split( '\n' ).length : 0;
};
function varnishCounters() {
	const out = execFileSync(
		'varnishstat',
		[ '-n', join( cl, 'varnish' ), '-1', '-f', 'MAIN.cache_hit', '-f', 'MAIN.cache_miss' ],
		{ encoding: 'utf8' }
	);
	const value = ( name ) => Number( new RegExp( `${ name }\\s+(\\d+)` ).exec( out )?.[ 1 ] ?? 0 );
	return { hit: value( 'MAIN.cache_hit' ), miss: value( 'MAIN.cache_miss' ) };
}

const status = await fetch( `${ site }/wp-json/vitrine/v1/status` ).catch( () => null );
if ( ! status || ! /varnish/i.test( status.headers.get( 'via' ) ?? '' ) ) {
	console.log( `No cluster on ${ site }: start it with VITRINE_STACK=cluster npm start.` );
	process.exit( 0 );
}
const loopHtml = await ( await fetch( `${ site }/loop/` ) ).text();
const filter =
	/href="[^"]*(\?e-filter-[^"]+)"/.exec( loopHtml )?.[ 1 ]?.replace( /&amp;/g, '&' ) ??
	'?e-filter-demo-category=news';
const pages = { '/': '/', '/blog/': '/blog/', '/affiliate/': '/affiliate/', 'loop filter': '/loop/' + filter };
const uncached = { cookie: 'comment_author_bench=1' };

const results = { pages: {}, cpu: {}, hitRatio: null, writes: null, duration, connections };
const before = varnishCounters();
for ( const [ name, path ] of Object.entries( pages ) ) {
	await fetch( site + path ).then( ( r ) => r.arrayBuffer() );
	results.pages[ name ] = { cached: await load( site + path ) };
}
const after = varnishCounters();
results.hitRatio =
	Math.round(
		( ( after.hit - before.hit ) / Math.max( 1, after.hit - before.hit + after.miss - before.miss ) ) * 10000
	) / 100;

for ( const nodes of [ 2, 1 ] ) {
	if ( 1 === nodes ) {
		cluster( 'node-stop', 'node2' );
		await new Promise( ( resolve ) => setTimeout( resolve, 3000 ) ); // HAProxy marks it down.
	}
	const cpu0 = { node1: fpmCpu( 'node1' ), node2: 2 === nodes ? fpmCpu( 'node2' ) : 0 };
	const req0 = { node1: served( 'node1' ), node2: served( 'node2' ) };
	for ( const [ name, path ] of Object.entries( pages ) ) {
		results.pages[ name ][ `uncached${ nodes }` ] = await load( site + path, uncached, uncachedConnections );
	}
	for ( const node of 2 === nodes ? [ 'node1', 'node2' ] : [ 'node1' ] ) {
		const requests = served( node ) - req0[ node ];
		const seconds = fpmCpu( node ) - cpu0[ node ];
		results.cpu[ `${ node } (${ nodes } node${ nodes > 1 ? 's' : '' })` ] = {
			requests,
			cpuMsPerRequest: requests ? Math.round( ( seconds / requests ) * 10000 ) / 10 : null,
		};
	}
}
cluster( 'node-start', 'node2' );
// Until HAProxy's checks mark node2 up again (its stats page, VITRINE_PORT+6).
for ( let i = 0; i < 60; i++ ) {
	const csv = await ( await fetch( `http://127.0.0.1:${ port + 6 }/;csv` ) ).text();
	if ( /^nodes,node2,(?:[^,]*,){15}UP,/m.test( csv ) ) {
		break;
	}
	await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
}

// Writes: 200 clients at once through HAProxy, each its own visitor.
const count = () =>
	Number(
		execFileSync(
			'mariadb',
			[
				'--no-defaults',
				`--socket=${ join( root, '.wp/mariadb/mysqld.sock' ) }`,
				'-uroot',
				'-N',
				'-e',
				'SELECT COUNT(*) FROM vitrine.wp_vitrine_consent_records',
			],
			{ encoding: 'utf8' }
		).trim()
	);
const stored0 = count();
const started = Date.now();
const answers = await Promise.all(
	Array.from( { length: 200 }, async ( _, i ) => {
		try {
			const res = await fetch( `http://127.0.0.1:${ port + 1 }/wp-json/vitrine/v1/consent/record`, {
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					host: `localhost:${ port }`,
					'x-forwarded-for': `203.0.113.${ ( i % 250 ) + 1 }, 198.18.${ Math.floor( i / 250 ) }.${ ( i % 250 ) + 1 }`,
				},
				body: JSON.stringify( {
					consent_id: `bench-${ randomUUID() }`,
					action: 'accept',
					accepted: true,
					categories: { necessary: true },
					version: '1',
					law: 'gdpr',
				} ),
			} );
			await res.arrayBuffer();
			return [ res.status, res.headers.get( 'x-vitrine-node' ) ];
		} catch {
			return [ 0, null ];
		}
	} )
);
results.writes = {
	sent: answers.length,
	accepted: answers.filter( ( [ s ] ) => 201 === s ).length,
	stored: count() - stored0,
	byNode: Object.fromEntries(
		[ 'node1', 'node2' ].map( ( n ) => [ n, answers.filter( ( [ , node ] ) => node === n ).length ] )
	),
	seconds: Math.round( ( Date.now() - started ) / 100 ) / 10,
};

console.log( JSON.stringify( results, null, 2 ) );
mkdirSync( join( root, 'bench' ), { recursive: true } );
const resultsFile = join( root, 'bench/results.json' );
const all = existsSync( resultsFile ) ? JSON.parse( readFileSync( resultsFile, 'utf8' ) ) : {};
all.cluster = { date: new Date().toISOString(), ...results };
writeFileSync( resultsFile, JSON.stringify( all, null, 2 ) + '\n' );

const row = ( name ) => {
	const p = results.pages[ name ];
	const cell = ( m ) =>
		`${ m.rps } / ${ m.p95 } ms${ m.non2xx || m.errors ? ` (${ m.non2xx + m.errors } errors)` : '' }`;
	return `| ${ name } | ${ cell( p.cached ) } | ${ cell( p.uncached2 ) } | ${ cell( p.uncached1 ) } |`;
};
const table = [
	'<!-- cluster:start -->',
	`### Cluster (npm run bench:load -- --stack=cluster, ${ all.cluster.date.slice( 0, 10 ) })`,
	'',
	`Varnish → HAProxy → two nodes (each nginx + PHP-FPM, 6 children), MariaDB primary + replica through LudicrousDB, one Redis; all on this 2-core machine shared with other work. ${ connections } connections for cached pages, ${ uncachedConnections } for uncached ones, ${ duration } s per cell; requests/s / p95. Uncached = a \`comment_author_\` cookie (Varnish passes it to a node).`,
	'',
	'| page | cached (Varnish) | uncached, 2 nodes | uncached, 1 node |',
	'| --- | --- | --- | --- |',
	...Object.keys( pages ).map( row ),
	'',
	`Varnish hit ratio over the cached runs: ${ results.hitRatio } %.`,
	'',
	'| node | requests | PHP-FPM CPU ms per request |',
	'| --- | --- | --- |',
	...Object.entries( results.cpu ).map( ( [ n, c ] ) => `| ${ n } | ${ c.requests } | ${ c.cpuMsPerRequest } |` ),
	'',
	`Writes: ${ results.writes.sent } consent records from 200 concurrent clients through HAProxy (node1 ${ results.writes.byNode.node1 }, node2 ${ results.writes.byNode.node2 }): ${ results.writes.accepted } accepted, ${ results.writes.stored } stored, in ${ results.writes.seconds } s.`,
	'<!-- cluster:end -->',
].join( '\n' );
const summaryFile = join( root, 'bench/summary.md' );
const summary = existsSync( summaryFile ) ? readFileSync( summaryFile, 'utf8' ) : '# Bench\n';
writeFileSync(
	summaryFile,
	/<!-- cluster:start -->[\s\S]*<!-- cluster:end -->/.test( summary )
		? summary.replace( /<!-- cluster:start -->[\s\S]*<!-- cluster:end -->/, table )
		: summary.trimEnd() + '\n\n' + table + '\n'
);
