/**
 * npm run bench: measures what Vitrine costs a visitor on every demo page and writes
 * bench/results.json and bench/summary.md. Never a pass/fail test: a report, with ratios against
 * baselines measured in the same run: the floor (the same page on bare WordPress: same core, no
 * plugin, Twenty Twenty-Five; tests/bench/floor/), the plain /bench-baseline/ page, and the budget.
 *
 * Sections: core figures here (bytes per page for a first and a returning visitor, the second view
 * of each page in the same browser with the cache warm, the inline code Vitrine prints, Lighthouse mobile,
 * the median of --runs runs, each run interleaved with the floor's); every tests/bench/*.bench.mjs
 * adds its own (it exports `name` and `run( context )` returning rows of figures).
 * Options: --pages=/,/blog/ (a subset; extra sections are then skipped unless --only names one),
 * --runs=3, --no-floor, --no-lighthouse, --only=name (one extra section),
 * --update-baseline (rewrites tests/bench/baseline.json from the current build, and nothing else).
 * bench/results.json keeps what other writers put there (bench:load): keys are merged.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measurePageBytes } from './lib/bytes.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import { withBrowser, BASE_URL, demoPages } from './lib/browser.mjs';
import { renderSummary } from './lib/summary.mjs';
import { medianOfRuns } from './lib/median.mjs';
import { decidedCookies } from './lib/visitor.mjs';
import { BASELINE, measureBuild } from './lib/bundle-size.mjs';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const args = Object.fromEntries(
	process.argv.slice( 2 ).map( ( arg ) => {
		const [ key, value ] = arg.replace( /^--/, '' ).split( '=' );
		return [ key, value ?? true ];
	} )
);

if ( args[ 'update-baseline' ] ) {
	execFileSync( 'bash', [ join( root, 'tools/build.sh' ) ], { stdio: 'inherit' } );
	const files = measureBuild( root );
	writeFileSync(
		join( root, BASELINE ),
		JSON.stringify( { date: new Date().toISOString().slice( 0, 10 ), files }, null, '\t' ) + '\n'
	);
	console.log( `wrote ${ BASELINE }: ${ Object.keys( files ).length } files` );
	process.exit( 0 );
}

execFileSync( 'bash', [ join( root, 'tools/ensure-site.sh' ), '--browser' ], { stdio: 'inherit' } );
const floorUrl = args[ 'no-floor' ]
	? ''
	: execFileSync( 'bash', [ join( root, 'tests/bench/floor/floor.sh' ), 'start' ], {
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		} )
			.toString()
			.trim()
			.split( '\n' )
			.pop();

const pages = args.pages ? String( args.pages ).split( ',' ) : await demoPages();
const runs = Math.max( 1, Number( args.runs ?? 3 ) || 3 );
const results = { date: new Date().toISOString(), baseUrl: BASE_URL, floorUrl, runs, pages: {}, sections: {} };

await withBrowser( async ( browser ) => {
	for ( const path of [ '/bench-baseline/', ...pages.filter( ( p ) => p !== '/bench-baseline/' ) ] ) {
		const entry = ( results.pages[ path ] = {
			bytes: await measurePageBytes( browser, path, { repeat: true } ),
			returning: await measurePageBytes( browser, path, { cookies: decidedCookies() } ),
		} );
		if ( floorUrl ) {
			entry.floorBytes = await measurePageBytes( browser, path, { baseUrl: floorUrl, repeat: true } );
		}
		console.log( `bytes ${ path }: ${ entry.bytes.vitrine.js.gzip } B gzip JS from Vitrine` );
	}
} );

if ( ! args[ 'no-lighthouse' ] ) {
	// Interleaved: each round measures every page and its floor one after the other, so a busy
	// moment on the machine weighs on both sides of a ratio alike.
	const raw = {};
	for ( let round = 1; round <= runs; round++ ) {
		for ( const path of Object.keys( results.pages ) ) {
			raw[ path ] ??= { site: [], floor: [] };
			raw[ path ].site.push( await lighthouse( BASE_URL + path ) );
			if ( floorUrl ) {
				raw[ path ].floor.push( await lighthouse( floorUrl + path ) );
			}
			console.log(
				`lighthouse ${ round }/${ runs } ${ path }: ${ JSON.stringify( raw[ path ].site.at( -1 ) ) }`
			);
		}
	}
	for ( const [ path, { site, floor } ] of Object.entries( raw ) ) {
		results.pages[ path ].lighthouse = medianOfRuns( site );
		if ( floorUrl ) {
			results.pages[ path ].floorLighthouse = medianOfRuns( floor );
		}
	}
}

if ( floorUrl ) {
	// The floor's server is the bench's own: it does not outlive the run.
	execFileSync( 'bash', [ join( root, 'tests/bench/floor/floor.sh' ), 'stop' ], { stdio: 'inherit' } );
}

const benchDir = dirname( fileURLToPath( import.meta.url ) );
for ( const file of readdirSync( benchDir )
	.filter( ( f ) => f.endsWith( '.bench.mjs' ) )
	.sort() ) {
	const module = await import( pathToFileURL( join( benchDir, file ) ).href );
	if ( ( args.only && args.only !== module.name ) || ( args.pages && ! args.only ) ) {
		continue;
	}
	console.log( `section ${ module.name }` );
	try {
		results.sections[ module.name ] = await module.run( { baseUrl: BASE_URL, root, args } );
	} catch ( error ) {
		results.sections[ module.name ] = { error: String( error?.message ?? error ) };
	}
}

mkdirSync( join( root, 'bench' ), { recursive: true } );
const file = join( root, 'bench/results.json' );
let previous = {};
try {
	previous = existsSync( file ) ? JSON.parse( readFileSync( file, 'utf8' ) ) : {};
} catch {
	previous = {}; // A broken file is replaced.
}
// Merged: other writers' keys (bench:load) stay; a run on some pages keeps the other pages' figures.
const merged = {
	...previous,
	...results,
	pages: args.pages ? { ...( previous.pages ?? {} ), ...results.pages } : results.pages,
	sections: { ...( previous.sections ?? {} ), ...results.sections },
};
writeFileSync( file, JSON.stringify( merged, null, '\t' ) + '\n' );
const summary = renderSummary( merged );
writeFileSync( join( root, 'bench/summary.md' ), summary );
console.log( '\n' + summary );
