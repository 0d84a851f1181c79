/**
 * Adds up the suites' closing lines into one: "tests: N passed, N failed, N skipped".
 * Usage: node tools/test-summary.mjs DIR [DIR...] — each DIR holds php.log and e2e.log of one
 * database run; unit.log is read where present and required in the first DIR. A suite whose log has
 * no closing line counts as failed: it did not run to the end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dirs = process.argv.slice( 2 );
const readIn = ( dir, name ) => {
	try {
		return readFileSync( join( dir, name ), 'utf8' ).replace( /\x1b\[[0-9;]*m/g, '' );
	} catch {
		return '';
	}
};
const num = ( text, pattern ) => Number( pattern.exec( text )?.[ 1 ] ?? 0 );
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

dirs.forEach( ( dir, index ) => {
	const read = ( name ) => readIn( dir, name );
	const unit = read( 'unit.log' );
	if ( /^Tests:/m.test( unit ) ) {
		const line = /^Tests:.*$/m.exec( unit )[ 0 ];
		passed += num( line, /(\d+) passed/ );
		failed += num( line, /(\d+) failed/ );
		skipped += num( line, /(\d+) skipped/ );
	} else if ( index === 0 ) {
		missing.push( 'unit' );
	}

	// php.log holds one closing line per PHPUnit suite (the site's, then the multisite network's).
	const php = read( 'php.log' );
	const phpLines = [
		...php.matchAll(
			/^(?:OK \((\d+) tests?|Tests: (\d+), Assertions: \d+(?:, Errors: (\d+))?(?:, Failures: (\d+))?(?:, Warnings: \d+)?(?:, Skipped: (\d+))?)/gm
		),
	];
	phpLines.forEach( ( line ) => {
		if ( line[ 1 ] ) {
			passed += Number( line[ 1 ] );
			return;
		}
		const bad = Number( line[ 3 ] ?? 0 ) + Number( line[ 4 ] ?? 0 );
		failed += bad;
		skipped += Number( line[ 5 ] ?? 0 );
		passed += Number( line[ 2 ] ) - bad - Number( line[ 5 ] ?? 0 );
	} );
	if ( ! phpLines.length ) {
		missing.push( `php (${ dir })` );
	}

	const e2e = read( 'e2e.log' );
	if ( /^\s+\d+ (passed|failed)/m.test( e2e ) ) {
		passed += num( e2e, /^\s+(\d+) passed/m );
		failed += num( e2e, /^\s+(\d+) failed/m );
		skipped += num( e2e, /^\s+(\d+) skipped/m );
		// Errors outside any test (a global teardown that found PHP notices) fail the run too.
		failed += num( e2e, /^\s+(\d+) errors? (?:was|were) not a part of any test/m );
	} else {
		missing.push( `e2e (${ dir })` );
	}
} );

if ( missing.length ) {
	console.log( `suites that did not finish: ${ missing.join( ', ' ) }` );
	failed += missing.length;
}
console.log( `tests: ${ passed } passed, ${ failed } failed, ${ skipped } skipped` );
process.exit( failed ? 1 : 0 );
