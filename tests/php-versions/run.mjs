/**
 * npm run test:php-versions [-- --php=8.4]: `Requires PHP: 8.1` tested on PHP 8.1, 8.3 and 8.4
 * (docs/quality.md, "PHP 8.1 to 8.4"). For each version, WordPress Playground's PHP build of it
 * (@wp-playground/cli and its @php-wasm/node-8-x packages, from npm: nothing is downloaded) runs the
 * fetched WordPress with this folder as the plugin, and:
 *   1. installs and activates the plugin and theme and imports the demo (blueprint.json);
 *   2. renders every demo page and every widget family page (200, the theme's markup, no PHP error text);
 *   3. fuzzes every vitrine/v1 REST route, as a visitor and as the administrator: no arguments,
 *      each argument of the wrong type, an oversized string, a broken JSON body; none may answer 5xx;
 *   4. reads what a test-only mu-plugin (mu-plugins/php-error-recorder.php) recorded: every
 *      deprecation, warning and notice whose call stack passes through Vitrine fails the run.
 * Closing line: `php-versions: N passed, N failed` (one check per version and step).
 */
import { mkdtempSync, readFileSync, rmSync, existsSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlayground, BLUEPRINT } from '../../tools/playground.mjs';
import { fuzzRequests } from './fuzz.mjs';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const argv = process.argv.slice( 2 );
const only = /--php=([\d.,]+)/.exec( argv.join( ' ' ) )?.[ 1 ];
const VERSIONS = only ? only.split( ',' ) : [ '8.1', '8.3', '8.4' ];
const PORT = Number( process.env.VITRINE_PHP_VERSIONS_PORT ?? Number( process.env.VITRINE_PORT ?? 8888 ) + 3 );
const DEMO_PAGES = [ '/', '/blog/', '/affiliate/', '/motion/', '/sticky/', '/popups/', '/loop/', '/widgets/' ];
const PLUGIN_DIR = '/wordpress/wp-content/plugins/vitrine/';
const TYPE_NAMES = {
	1: 'E_ERROR',
	2: 'E_WARNING',
	4: 'E_PARSE',
	8: 'E_NOTICE',
	16: 'E_CORE_ERROR',
	32: 'E_CORE_WARNING',
	64: 'E_COMPILE_ERROR',
	128: 'E_COMPILE_WARNING',
	256: 'E_USER_ERROR',
	512: 'E_USER_WARNING',
	1024: 'E_USER_NOTICE',
	2048: 'E_STRICT',
	4096: 'E_RECOVERABLE_ERROR',
	8192: 'E_DEPRECATED',
	16384: 'E_USER_DEPRECATED',
};

// PHP's displayed error text (WP_DEBUG displays errors), in HTML or plain form.
const PHP_ERROR_TEXT =
	/<b>(?:Warning|Notice|Deprecated|Fatal error)<\/b>:|\b(?:Warning|Notice|Deprecated|Fatal error): .* on line \d+/;

let passed = 0;
let failed = 0;
let stepStarted = Date.now();
const check = ( name, problems ) => {
	const seconds = ( ( Date.now() - stepStarted ) / 1000 ).toFixed( 0 );
	stepStarted = Date.now();
	name += ` (${ seconds } s)`;
	if ( problems.length ) {
		failed++;
		console.log( `  ✘ ${ name }` );
		problems.slice( 0, 30 ).forEach( ( p ) => console.log( `      ${ p }` ) );
		if ( problems.length > 30 ) {
			console.log( `      … and ${ problems.length - 30 } more` );
		}
	} else {
		passed++;
		console.log( `  ✔ ${ name }` );
	}
};

/** GET or another method against the Playground site; never follows redirects. */
async function send( base, path, { method = 'GET', headers = {}, body } = {} ) {
	const response = await fetch( base + path, { method, headers, body, redirect: 'manual' } );
	return { status: response.status, text: await response.text() };
}

/**
 * What PHP reported, from the recorder's JSON lines (with call stacks) and PHP's own log (which alone
 * has the deprecations raised while compiling a file), each once: those from Vitrine (a plugin file
 * anywhere in the stack, or the file named in the log line) and the others apart.
 */
function readRecords( dir ) {
	const read = ( name ) => ( existsSync( join( dir, name ) ) ? readFileSync( join( dir, name ), 'utf8' ) : '' );
	const records = read( 'errors.jsonl' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) );
	const logged = [
		...read( 'php-errors.log' ).matchAll( /^\[[^\]]*\] PHP ([\w ]+):\s+(.*) in (\/\S+) on line (\d+)$/gm ),
	].map( ( [ , kind, message, file, line ] ) => ( {
		kind,
		message,
		file,
		line: Number( line ),
		stack: [],
		url: '',
	} ) );
	const fromVitrine = ( r ) =>
		[ r.file, ...r.stack ].some( ( f ) => f.startsWith( PLUGIN_DIR ) && ! f.includes( '/node_modules/' ) );
	const key = ( r ) => `${ r.message } (${ r.file.replace( PLUGIN_DIR, '' ) }:${ r.line })`;
	const vitrine = new Map();
	const other = new Map();
	for ( const r of records ) {
		( fromVitrine( r ) ? vitrine : other ).set(
			key( r ),
			`${ TYPE_NAMES[ r.type ] ?? r.type }: ${ key( r ) }; ${ r.url }`
		);
	}
	for ( const r of logged ) {
		const map = fromVitrine( r ) ? vitrine : other;
		if ( ! map.has( key( r ) ) && ! vitrine.has( key( r ) ) ) {
			map.set( key( r ), `${ r.kind } (PHP's log): ${ key( r ) }` );
		}
	}
	return { vitrine: [ ...vitrine.values() ], other: [ ...other.values() ] };
}

async function runVersion( php ) {
	console.log( `PHP ${ php }` );
	const logDir = mkdtempSync( join( tmpdir(), 'vitrine-php-log-' ) );
	chmodSync( logDir, 0o777 );
	// blueprint.json asks for PHP 8.2, and the CLI lets a blueprint's preferred version win over --php.
	const blueprint = JSON.parse( readFileSync( BLUEPRINT, 'utf8' ) );
	blueprint.preferredVersions = { ...blueprint.preferredVersions, php };
	writeFileSync( join( logDir, 'blueprint.json' ), JSON.stringify( blueprint ) );
	let playground;
	stepStarted = Date.now();
	try {
		playground = await startPlayground( {
			blueprint: join( logDir, 'blueprint.json' ),
			port: PORT,
			php,
			// 75-90 s alone; over 300 s with the two cores shared by several Playgrounds and test runs.
			timeoutMs: 600_000,
			extraArgs: [
				`--mount=${ join( root, 'tests/php-versions/mu-plugins' ) }:/wordpress/wp-content/mu-plugins`,
				`--mount=${ logDir }:/vitrine-php-log`,
				// WordPress's own deprecation and doing-it-wrong notices are raised only in debug mode.
				'--define-bool',
				'WP_DEBUG',
				'true',
			],
		} );
	} catch ( error ) {
		check( `PHP ${ php }: install, activation and demo import`, [ String( error.message ).slice( -3000 ) ] );
		rmSync( logDir, { recursive: true, force: true } );
		return;
	}
	try {
		const base = playground.url;
		// The CLI answers its very first request with a redirect to the same URL (its auto-login check).
		await fetch( base + '/', { redirect: 'manual' } );
		// The blueprint's steps throw on a failed activation or import, which stops the boot.
		check( `PHP ${ php }: install, activation and demo import`, [] );

		// Which PHP actually ran (the recorder mu-plugin sends it): never another build by mistake.
		const front = await fetch( base + '/', { redirect: 'manual' } );
		const ran = front.headers.get( 'x-vitrine-php-version' ) ?? 'none';
		check(
			`PHP ${ php }: the site runs PHP ${ php } (it says ${ ran })`,
			ran.startsWith( php + '.' ) ? [] : [ `X-Vitrine-Php-Version: ${ ran }` ]
		);

		// 2. Every demo page and widget page.
		const index = await send( base, '/widgets/' );
		const widgetPages = [
			...new Set(
				[ ...index.text.matchAll( /href="(?:https?:\/\/[^"/]+)?(\/widgets\/[a-z0-9-]+\/)"/g ) ].map(
					( m ) => m[ 1 ]
				)
			),
		];
		const pageProblems = [];
		if ( widgetPages.length < 27 ) {
			pageProblems.push(
				`the widgets index links ${ widgetPages.length } family pages, expected at least 27 (demo import incomplete?)`
			);
		}
		for ( const path of [ ...DEMO_PAGES, ...widgetPages ] ) {
			const page = await send( base, path );
			if ( page.status !== 200 ) {
				pageProblems.push( `${ path }: HTTP ${ page.status }` );
			} else if ( ! page.text.includes( '/wp-content/plugins/vitrine/themes/vitrine/' ) ) {
				pageProblems.push( `${ path }: not rendered by the Vitrine theme` );
			} else if ( PHP_ERROR_TEXT.test( page.text ) ) {
				pageProblems.push( `${ path }: PHP error text in the page` );
			}
		}
		check( `PHP ${ php }: ${ DEMO_PAGES.length + widgetPages.length } demo and widget pages render`, pageProblems );

		// 3. The REST fuzz.
		const routesIndex = JSON.parse(
			( await send( base, '/wp-json/vitrine/v1', { headers: { 'X-Vitrine-Fuzz-Admin': '1' } } ) ).text
		);
		const requests = fuzzRequests( routesIndex );
		const restProblems = [];
		let count = 0;
		for ( const request of requests ) {
			for ( const admin of request.admin === 'only' ? [ true ] : [ false, true ] ) {
				const headers = { ...request.headers, ...( admin ? { 'X-Vitrine-Fuzz-Admin': '1' } : {} ) };
				const answer = await send( base, request.path, {
					method: request.method,
					headers,
					body: request.body,
				} );
				count++;
				if ( PHP_ERROR_TEXT.test( answer.text ) ) {
					restProblems.push(
						`${ request.method } ${ request.path } (${ request.what }): PHP error text in the answer`
					);
				}
				if ( answer.status >= 500 ) {
					restProblems.push(
						`${ request.method } ${ request.path } (${ request.what }${ admin ? ', admin' : '' }): HTTP ${ answer.status } ${ answer.text.slice( 0, 200 ) }`
					);
				}
			}
		}
		if ( Object.keys( routesIndex.routes ?? {} ).length < 10 ) {
			restProblems.push( `only ${ Object.keys( routesIndex.routes ?? {} ).length } vitrine/v1 routes listed` );
		}
		check(
			`PHP ${ php }: REST fuzz, ${ count } requests on ${ Object.keys( routesIndex.routes ?? {} ).length } routes, no 5xx`,
			restProblems
		);

		// 4. What PHP reported meanwhile, install and demo import included; first, that the recorder
		// sees a deprecation at all. (A deprecation raised while compiling a file, PHP 8.4's implicitly
		// nullable parameter, was seen neither by the handler, nor in PHP's log, nor in the answer in
		// the runs here: docs/quality.md says so; the self-check no longer expects it.)
		await send( base, '/?vitrine-php-versions-self-check=1' );
		const records = readRecords( logDir );
		check(
			`PHP ${ php }: the recorder logs a deprecation (self-check)`,
			records.other.some( ( line ) => line.includes( 'vitrine php-versions self-check' ) )
				? []
				: [ 'not logged: the self-check deprecation' ]
		);
		records.other = records.other.filter(
			( line ) => ! line.includes( '/self-check' ) && ! line.includes( 'php-versions self-check' )
		);
		if ( records.other.length ) {
			console.log( `  (not from Vitrine, not counted: ${ records.other.length })` );
			records.other.slice( 0, 10 ).forEach( ( line ) => console.log( `      ${ line }` ) );
		}
		check( `PHP ${ php }: 0 deprecations, warnings and notices from Vitrine`, records.vitrine );
	} finally {
		await playground.stop();
		rmSync( logDir, { recursive: true, force: true } );
	}
}

const startedAll = Date.now();
for ( const php of VERSIONS ) {
	const started = Date.now();
	await runVersion( php );
	console.log( `  PHP ${ php } took ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s` );
}
console.log(
	`php-versions: ${ ( ( Date.now() - startedAll ) / 1000 ).toFixed( 0 ) } s for PHP ${ VERSIONS.join( ', ' ) }`
);
console.log( `php-versions: ${ passed } passed, ${ failed } failed` );
process.exit( failed ? 1 : 0 );
