/**
 * The cluster tests (docs/scaling.md): Vitrine behind Varnish → HAProxy → two web nodes, MariaDB
 * primary + replica through LudicrousDB, one Redis. They stop and start the cluster's own servers
 * (tools/cluster.sh), so they run one after the other, never beside another suite on the same site.
 *
 * Run: VITRINE_STACK=cluster VITRINE_PORT=8960 VITRINE_MARIADB_PORT=9960 npm run test:cluster
 * (tools/test-cluster.sh starts the cluster first). Without the cluster in front of the site they
 * skip, saying so.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const PORT = Number( process.env.VITRINE_PORT || 8888 );
const SITE = `http://localhost:${ PORT }`;
const NODE_PORT = { node1: PORT + 2, node2: PORT + 3 };
const WP_CLI = path.resolve( ROOT, '../shared/third-party/wp-cli/wp-cli.phar' );
const REPLICA_SOCKET = path.join( ROOT, '.wp/cluster/replica/mysqld.sock' );
const PRIMARY_SOCKET = path.join( ROOT, '.wp/mariadb/mysqld.sock' );
const ENV = { ...process.env, VITRINE_STACK: 'cluster' };

/** The reason to skip, or '' when the cluster answers in front of the site. */
async function clusterMissing() {
	try {
		const res = await fetch( `${ SITE }/wp-json/vitrine/v1/status` );
		if ( ! /varnish/i.test( res.headers.get( 'via' ) ?? '' ) || ! res.headers.get( 'x-vitrine-node' ) ) {
			return `no cluster in front of ${ SITE } (no Varnish, no node header): run with VITRINE_STACK=cluster`;
		}
		return '';
	} catch {
		return `nothing answers on ${ SITE }: start it with VITRINE_STACK=cluster npm start`;
	}
}
const skip = ( await clusterMissing() ) || false;

function cluster( ...args ) {
	return execFileSync( 'bash', [ path.join( ROOT, 'tools/cluster.sh' ), ...args ], {
		env: ENV,
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
}
/** The same without blocking: the test's own clients keep sending and reading meanwhile. */
function clusterAsync( ...args ) {
	return promisify( execFile )( 'bash', [ path.join( ROOT, 'tools/cluster.sh' ), ...args ], { env: ENV } );
}
function wp( ...args ) {
	return execFileSync(
		'php',
		[ '-d', 'memory_limit=512M', WP_CLI, `--path=${ path.join( ROOT, '.wp/site' ) }`, '--allow-root', ...args ],
		{ env: ENV, encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
	).trim();
}
/** A query on the replica itself (not through WordPress): what a lagging read would see. */
function replicaCount( table, where ) {
	return Number(
		execFileSync(
			'mariadb',
			[
				'--no-defaults',
				`--socket=${ REPLICA_SOCKET }`,
				'-uroot',
				'-N',
				'-e',
				`SELECT COUNT(*) FROM vitrine.${ table } WHERE ${ where }`,
			],
			{ encoding: 'utf8' }
		).trim()
	);
}

let auth = '';
before( () => {
	if ( skip ) {
		return;
	}
	// An application password for the admin's reads (the records list), as an owner's script has.
	const password = wp(
		'user',
		'application-password',
		'create',
		'admin',
		`cluster-tests-${ Date.now() }`,
		'--porcelain'
	);
	auth = 'Basic ' + Buffer.from( `admin:${ password }` ).toString( 'base64' );
} );
after( () => {
	if ( skip ) {
		return;
	}
	// Whatever a failed test left stopped comes back, so the next run starts from a whole cluster.
	for ( const command of [
		[ 'node-start', 'node1' ],
		[ 'node-start', 'node2' ],
		[ 'replica-start' ],
		[ 'replica-catch-up' ],
		[ 'redis-start' ],
	] ) {
		try {
			cluster( ...command );
		} catch {}
	}
} );

/** A visitor's address (Varnish and HAProxy forward it; the cluster trusts them). */
const visitor = () => `198.51.${ Math.floor( Math.random() * 250 ) + 1 }.${ Math.floor( Math.random() * 250 ) + 1 }`;

/** fetch(), with the network error's cause in the message (undici only says "fetch failed"). */
async function fetchWithCause( url, init ) {
	try {
		return await fetch( url, init );
	} catch ( error ) {
		throw new Error(
			`${ init?.method ?? 'GET' } ${ url }: ${ error.cause?.code ?? '' } ${ error.cause?.message ?? error.message }`
		);
	}
}

/** Posts one consent record (a visitor's write, docs/consent.md) to $base; resolves to the status. */
async function record( consentId, { base = SITE, address = visitor() } = {} ) {
	const res = await fetchWithCause( `${ base }/wp-json/vitrine/v1/consent/record`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-forwarded-for': address, host: `localhost:${ PORT }` },
		body: JSON.stringify( {
			consent_id: consentId,
			action: 'accept',
			accepted: true,
			categories: { necessary: true, analytics: true },
			version: '1',
			law: 'gdpr',
		} ),
	} );
	await res.arrayBuffer();
	return { status: res.status, node: res.headers.get( 'x-vitrine-node' ) };
}

/** The records the admin sees for a consent id, read through $base. */
async function recordsSeen( consentId, base = SITE ) {
	const res = await fetch( `${ base }/wp-json/vitrine/v1/consent/records?consent_id=${ consentId }&per_page=100`, {
		headers: { authorization: auth, host: `localhost:${ PORT }` },
	} );
	assert.equal( res.status, 200, `the records list answers (${ res.status })` );
	return { total: Number( res.headers.get( 'x-wp-total' ) ), node: res.headers.get( 'x-vitrine-node' ) };
}

async function allRecords() {
	const res = await fetch( `${ SITE }/wp-json/vitrine/v1/consent/records?per_page=1`, {
		headers: { authorization: auth },
	} );
	return Number( res.headers.get( 'x-wp-total' ) );
}

const consentId = () => `cluster-${ randomUUID() }`;

test( 'HAProxy sends requests to both nodes in turn', { skip }, async () => {
	const nodes = [];
	for ( let i = 0; i < 4; i++ ) {
		const res = await fetch( `${ SITE }/wp-json/vitrine/v1/status` );
		await res.arrayBuffer();
		nodes.push( res.headers.get( 'x-vitrine-node' ) );
	}
	assert.deepEqual( [ ...new Set( nodes ) ].sort(), [ 'node1', 'node2' ], `answered by ${ nodes.join( ', ' ) }` );
} );

test( 'a write on one node is read on the other', { skip }, async () => {
	const id = consentId();
	const sent = await record( id, { base: `http://127.0.0.1:${ NODE_PORT.node1 }` } );
	assert.deepEqual( sent, { status: 201, node: 'node1' } );
	assert.deepEqual( await recordsSeen( id, `http://127.0.0.1:${ NODE_PORT.node2 }` ), { total: 1, node: 'node2' } );
} );

test(
	'read-your-writes: with the replica lagging, what the admin reads after a write comes from the primary',
	{ skip },
	async () => {
		cluster( 'replica-lag' );
		try {
			const id = consentId();
			assert.equal( ( await record( id ) ).status, 201 );
			// The replica has not applied the write: a read sent there would miss it.
			assert.equal(
				replicaCount( 'wp_vitrine_consent_records', `consent_id = '${ id }'` ),
				0,
				'the replica lags'
			);
			// Both nodes (two reads in turn) show it.
			const seen = [ await recordsSeen( id ), await recordsSeen( id ) ];
			assert.deepEqual(
				seen.map( ( s ) => s.total ),
				[ 1, 1 ]
			);
			assert.deepEqual( seen.map( ( s ) => s.node ).sort(), [ 'node1', 'node2' ] );
		} finally {
			cluster( 'replica-catch-up' );
		}
	}
);

test(
	'rate limits are shared by the nodes: 30 records at once for one consent id, exactly 20 accepted',
	{ skip },
	async () => {
		const id = consentId();
		const address = visitor();
		const results = await Promise.all( Array.from( { length: 30 }, () => record( id, { address } ) ) );
		const statuses = results.map( ( r ) => r.status );
		assert.deepEqual(
			new Set( results.map( ( r ) => r.node ) ),
			new Set( [ 'node1', 'node2' ] ),
			'both nodes counted'
		);
		assert.equal( statuses.filter( ( s ) => 201 === s ).length, 20, `accepted: ${ statuses.join( ' ' ) }` );
		assert.equal( statuses.filter( ( s ) => 429 === s ).length, 10 );
		assert.equal( ( await recordsSeen( id ) ).total, 20, 'stored = accepted' );
	}
);

test( 'a node stopped mid-load: HAProxy fails over, 0 errors, 0 lost writes', { skip }, async () => {
	const recordsBefore = await allRecords();
	const total = 200;
	let sent = 0;
	const statuses = [];
	const worker = async () => {
		while ( sent < total ) {
			sent++;
			try {
				// Straight to HAProxy, whose failover this is (a POST passes Varnish anyway), each from
				// its own visitor address: through Varnish every client here is 127.0.0.1, and 200
				// records would count against one address's hourly cap at every run.
				statuses.push( ( await record( consentId(), { base: `http://127.0.0.1:${ PORT + 1 }` } ) ).status );
			} catch ( error ) {
				statuses.push( error.message );
			}
		}
	};
	const load = Promise.all( Array.from( { length: 20 }, worker ) );
	while ( statuses.length < 50 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	}
	// Taken out of service as a deploy or a scale-down does: in-flight requests finish.
	await clusterAsync( 'node-stop', 'node1' );
	await load;
	try {
		assert.equal( statuses.length, total );
		const failed = statuses.filter( ( s ) => 201 !== s );
		assert.equal( failed.length, 0, `every write was accepted; not: ${ failed.slice( 0, 5 ).join( ', ' ) }` );
		assert.equal( ( await allRecords() ) - recordsBefore, total, 'sent = counted' );
		const res = await fetch( `${ SITE }/wp-json/vitrine/v1/status` );
		assert.equal( res.headers.get( 'x-vitrine-node' ), 'node2' );
	} finally {
		cluster( 'node-start', 'node1' );
	}
} );

/** One SQL query on the primary itself (not through WordPress): what was stored, whatever a cache says. */
function primaryRow( sql ) {
	return execFileSync(
		'mariadb',
		[ '--no-defaults', `--socket=${ PRIMARY_SOCKET }`, '-uroot', '-N', '-e', sql, 'vitrine' ],
		{ encoding: 'utf8' }
	)
		.trim()
		.split( '\t' )
		.map( Number );
}

/** Waits until $count() reaches $n (the load is under way), checking every 20 ms. */
async function until( count, n ) {
	while ( count() < n ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	}
}

test(
	'a node killed outright mid-load (kill -9): 0 lost writes, no visitor error beyond one retry',
	{ skip, timeout: 400_000 },
	async () => {
		// 200 visitors at once, each posting one record straight to HAProxy (a POST passes Varnish
		// anyway) from its own address; a visitor whose answer is not 201 retries once, a second later.
		const run = randomUUID();
		const total = 200;
		let answered = 0;
		const send = async ( i ) => {
			const attempt = async () => {
				try {
					return ( await record( `kill-${ run }-${ i }`, { base: `http://127.0.0.1:${ PORT + 1 }` } ) )
						.status;
				} catch ( error ) {
					return error.message;
				}
			};
			const first = await attempt();
			answered++;
			if ( 201 === first ) {
				return { first, final: first };
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
			return { first, final: await attempt() };
		};
		const load = Promise.all( Array.from( { length: total }, ( _, i ) => send( i ) ) );
		await until( () => answered, 40 );
		// No drain, no word to HAProxy: nginx and PHP-FPM of node1 die with requests in flight.
		await clusterAsync( 'node-kill', 'node1' );
		const results = await load;
		try {
			const failed = results.filter( ( r ) => 201 !== r.final );
			assert.equal(
				failed.length,
				0,
				`every visitor's write was accepted after at most one retry; not: ${ failed
					.slice( 0, 5 )
					.map( ( r ) => `${ r.first } then ${ r.final }` )
					.join( ', ' ) }`
			);
			const [ stored, rows ] = primaryRow(
				`SELECT COUNT(DISTINCT consent_id), COUNT(*) FROM wp_vitrine_consent_records WHERE consent_id LIKE 'kill-${ run }-%'`
			);
			assert.equal( stored, total, 'sent = stored: no write lost' );
			// A request node1 had committed when it died may have been sent again (by HAProxy or by
			// the visitor's retry): at most the requests node1 held at once (maxconn 6) can repeat.
			assert.ok( rows - total <= 6, `${ rows - total } records stored twice` );
			const retried = results.filter( ( r ) => 201 !== r.first ).length;
			// eslint-disable-next-line no-console
			console.log(
				`# node1 killed after 40 answers: ${ retried } visitors retried once, ${ rows - total } stored twice`
			);
			const res = await fetch( `${ SITE }/wp-json/vitrine/v1/status` );
			assert.equal( res.headers.get( 'x-vitrine-node' ), 'node2', 'node2 answers alone' );
		} finally {
			cluster( 'node-start', 'node1' );
		}
	}
);

test(
	'Redis restarted mid-load: writes, click counts and rate limits go on, none counted twice',
	{ skip, timeout: 300_000 },
	async () => {
		const run = randomUUID();
		const product = Number(
			wp(
				'post',
				'list',
				'--post_type=vitrine_product',
				'--post_status=publish',
				'--field=ID',
				'--posts_per_page=1'
			)
		);
		assert.ok( product > 0, 'the demo catalogue has a product' );
		const tracking = `redis-${ run.slice( 0, 8 ) }`;
		// The link's count (one row a day per product, link and page; the tracking id is not part of
		// it): other tests and visitors click the same link, so the test counts what it added.
		const linkCount = () =>
			primaryRow(
				`SELECT COALESCE(SUM(count), 0) FROM wp_vitrine_clicks WHERE product_id = ${ product } AND link_type = 'button' AND source_type = 'home' AND source_id = 0`
			)[ 0 ];
		const countBefore = linkCount();
		const click = async () => {
			const res = await fetchWithCause( `${ SITE }/wp-json/vitrine/v1/click/1`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
				body: JSON.stringify( {
					counter: 1,
					sourceType: 'home',
					sourceId: 0,
					productId: product,
					linkType: 'button',
					trackingId: tracking,
				} ),
			} );
			const body = await res.json();
			return 200 === res.status && true === body.counted;
		};
		const limited = consentId();
		const address = visitor();
		let answered = 0;
		const count = async ( promise ) => {
			const result = await promise;
			answered++;
			return result;
		};
		// 60 records (each its own visitor), 40 clicks on one link, 30 records for one consent id
		// from one address (its limit is 20), all at once, with Redis restarted in the middle.
		const writes = Promise.all(
			Array.from( { length: 60 }, ( _, i ) => count( record( `redis-${ run }-${ i }` ) ) )
		);
		const clicks = Promise.all( Array.from( { length: 40 }, () => count( click() ) ) );
		const limits = Promise.all( Array.from( { length: 30 }, () => count( record( limited, { address } ) ) ) );
		await until( () => answered, 30 );
		await clusterAsync( 'redis-restart' );
		const [ written, clicked, capped ] = await Promise.all( [ writes, clicks, limits ] );

		assert.deepEqual(
			written.filter( ( r ) => 201 !== r.status ),
			[],
			'every record was accepted'
		);
		const [ stored ] = primaryRow(
			`SELECT COUNT(*) FROM wp_vitrine_consent_records WHERE consent_id LIKE 'redis-${ run }-%'`
		);
		assert.equal( stored, 60, 'records sent = stored' );

		const counted = clicked.filter( Boolean ).length;
		assert.equal( counted, 40, 'every click was counted' );
		assert.equal( linkCount() - countBefore, counted, 'the link counts the clicks answered as counted' );

		const statuses = capped.map( ( r ) => r.status );
		assert.equal( statuses.filter( ( s ) => 201 === s ).length, 20, `one consent id: ${ statuses.join( ' ' ) }` );
		assert.equal( ( await recordsSeen( limited ) ).total, 20, 'stored = accepted' );
	}
);

test( 'the replica stopped: pages and reads fall back to the primary', { skip }, async () => {
	cluster( 'replica-stop' );
	try {
		for ( let i = 0; i < 2; i++ ) {
			// A new address each time: Varnish passes it to a node, which must read the database.
			const res = await fetchWithCause( `${ SITE }/blog/?replica-down=${ randomUUID() }` );
			const html = await res.text();
			assert.equal( res.status, 200 );
			assert.equal( res.headers.get( 'x-cache' ), 'MISS' );
			assert.match( html, /<article|wp-block-post/, 'the blog lists its posts' );
		}
		const id = consentId();
		assert.equal( ( await record( id ) ).status, 201 );
		assert.equal( ( await recordsSeen( id ) ).total, 1 );
	} finally {
		cluster( 'replica-start' );
	}
} );

test(
	'Redis restarted: the site keeps answering and rate limits count on without double counts',
	{ skip },
	async () => {
		const id = consentId();
		const address = visitor();
		for ( let i = 0; i < 10; i++ ) {
			assert.equal( ( await record( id, { address } ) ).status, 201 );
		}
		cluster( 'redis-stop' );
		try {
			const res = await fetchWithCause( `${ SITE }/?redis-down=${ randomUUID() }` );
			await res.arrayBuffer();
			assert.equal( res.status, 200, 'a page without Redis' );
		} finally {
			cluster( 'redis-start' );
		}
		const results = await Promise.all( Array.from( { length: 15 }, () => record( id, { address } ) ) );
		const statuses = results.map( ( r ) => r.status );
		assert.equal(
			statuses.filter( ( s ) => 201 === s ).length,
			10,
			`after the restart: ${ statuses.join( ' ' ) }`
		);
		assert.equal( ( await recordsSeen( id ) ).total, 20 );
	}
);

test(
	'a due cron event runs once for the cluster, from the scheduler, never from the nodes',
	{ skip, timeout: 150_000 },
	async () => {
		wp( 'option', 'delete', 'vitrine_test_cron_probe_runs' );
		wp( 'cron', 'event', 'schedule', 'vitrine_test_cron_probe', 'now' );
		// Page views on both nodes (uncached): with WP-Cron on, either would run the due event.
		for ( let i = 0; i < 6; i++ ) {
			const res = await fetch( `${ SITE }/?cron=${ randomUUID() }` );
			await res.arrayBuffer();
		}
		const runs = () =>
			Number(
				wp( 'option', 'get', 'vitrine_test_cron_probe_runs', '--skip-plugins', '--skip-themes' ).replace(
					/\D/g,
					''
				) || 0
			);
		// The scheduler runs once a minute.
		const deadline = Date.now() + 140_000;
		let seen = 0;
		while ( Date.now() < deadline ) {
			try {
				seen = runs();
			} catch {
				seen = 0; // Not there yet: wp option get fails for a missing option.
			}
			if ( seen > 0 ) {
				break;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
		}
		assert.equal( seen, 1, 'the event ran once' );
		assert.doesNotMatch(
			wp( 'cron', 'event', 'list', '--fields=hook', '--format=csv' ),
			/vitrine_test_cron_probe/,
			'and is no longer due'
		);
	}
);
