/**
 * npm run bench: measures what Vitrine costs a visitor on every demo page and writes
 * bench/results.json and bench/summary.md. Never a pass/fail test: a report, with ratios against a
 * baseline measured in the same run (the plain /bench-baseline/ page, and the budgets).
 *
 * Sections: core figures here (bytes per page, Lighthouse mobile); every tests/bench/*.bench.mjs
 * adds its own (it exports `name` and `run( context )` returning rows of figures).
 * Options: --pages=/,/blog/ (a subset), --no-lighthouse, --only=name (one extra section),
 * --update-baseline (rewrites tests/bench/baseline.json from the current build, and nothing else).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measurePageBytes } from './lib/bytes.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import { withBrowser, BASE_URL, demoPages } from './lib/browser.mjs';
import { renderSummary } from './lib/summary.mjs';
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

const pages = args.pages ? String( args.pages ).split( ',' ) : await demoPages();
const results = { date: new Date().toISOString(), baseUrl: BASE_URL, pages: {}, sections: {} };

await withBrowser( async ( browser ) => {
	for ( const path of [ '/bench-baseline/', ...pages.filter( ( p ) => p !== '/bench-baseline/' ) ] ) {
		results.pages[ path ] = { bytes: await measurePageBytes( browser, path ) };
		console.log( `bytes ${ path }: ${ results.pages[ path ].bytes.vitrine.js.gzip } B gzip JS from Vitrine` );
	}
} );

if ( ! args[ 'no-lighthouse' ] ) {
	for ( const path of Object.keys( results.pages ) ) {
		results.pages[ path ].lighthouse = await lighthouse( BASE_URL + path );
		console.log( `lighthouse ${ path }: ${ JSON.stringify( results.pages[ path ].lighthouse ) }` );
	}
}

const benchDir = dirname( fileURLToPath( import.meta.url ) );
for ( const file of readdirSync( benchDir )
	.filter( ( f ) => f.endsWith( '.bench.mjs' ) )
	.sort() ) {
	const module = await import( pathToFileURL( join( benchDir, file ) ).href );
	if ( args.only && args.only !== module.name ) {
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
writeFileSync( join( root, 'bench/results.json' ), JSON.stringify( results, null, '\t' ) + '\n' );
const summary = renderSummary( results );
writeFileSync( join( root, 'bench/summary.md' ), summary );
console.log( '\n' + summary );
