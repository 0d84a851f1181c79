/**
 * Adds up the suites' closing lines into one: "tests: N passed, N failed, N skipped", and lists every
 * failure by name above it, so a red run says what broke without scrolling the logs.
 * Usage: node tools/test-summary.mjs DIR [DIR...] — each DIR holds php.log and e2e.log of one
 * database run; unit.log is read where present and required in the first DIR. A suite whose log has
 * no closing line counts as failed: it did not run to the end. Counted as failures as well: a jest
 * test file that failed to load (its tests never ran, so jest's "Tests:" line leaves them out), a
 * PHPUnit risky test (it asserted nothing, or printed output) and a flaky browser test. browsers.log
 * (Firefox and WebKit), php-versions.log (PHP 8.1 to 8.4) and screenshots.log (the screenshot tests)
 * count too where a DIR holds them.
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
const unique = ( list ) => [ ...new Set( list ) ];
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
const failures = [];

/**
 * The first lines of a failed browser test's error, from the list reporter's "  1) title ───" block,
 * so that the tail of a CI log (often all a reader gets) says why it failed, not only what.
 */
const errorLines = ( log, title ) => {
	const start = log.indexOf( `) ${ title }` );
	if ( start < 0 ) {
		return '';
	}
	const lines = log
		.slice( start )
		.split( '\n' )
		.slice( 1, 40 )
		.map( ( line ) => line.trim() );
	const end = lines.findIndex( ( line ) => /^(\d+\) |\d+ (failed|flaky|passed|skipped))/.test( line ) );
	const error = ( end < 0 ? lines : lines.slice( 0, end ) ).filter(
		( line ) => line && ! /^(at |─|\d+ \||>?\s*\d+ \||\|)/.test( line )
	);
	return error.length
		? `\n      ${ error
				.slice( 0, 10 )
				.map( ( l ) => l.slice( 0, 160 ) )
				.join( '\n      ' ) }`
		: '';
};

/** PHPUnit 9's counts line ("Tests: 5, Assertions: 9, Failures: 1, Risky: 1.") as numbers by name. */
const phpCounts = ( line ) =>
	Object.fromEntries( [ ...line.matchAll( /(\w+): (\d+)/g ) ].map( ( [ , key, n ] ) => [ key, Number( n ) ] ) );

dirs.forEach( ( dir, index ) => {
	const read = ( name ) => readIn( dir, name );
	const unit = read( 'unit.log' );
	if ( /^Tests:/m.test( unit ) ) {
		const line = /^Tests:.*$/m.exec( unit )[ 0 ];
		passed += num( line, /(\d+) passed/ );
		failed += num( line, /(\d+) failed/ );
		skipped += num( line, /(\d+) skipped/ );
		failures.push( ...unique( [ ...unit.matchAll( /^\s+● (.+ › .+)$/gm ) ].map( ( m ) => `unit: ${ m[ 1 ] }` ) ) );
	} else if ( index === 0 ) {
		missing.push( 'unit' );
	}
	// A file that cannot load (a syntax or import error) shows as "FAIL path" plus this block, and its
	// tests are in no count.
	const unloaded = [ ...unit.matchAll( /^FAIL (\S+)\n(?:\s*\n)*\s+● Test suite failed to run/gm ) ];
	failed += unloaded.length;
	failures.push( ...unloaded.map( ( m ) => `unit: ${ m[ 1 ] } failed to load` ) );

	// php.log holds one closing line per PHPUnit suite (the site's, then the multisite network's).
	const php = read( 'php.log' );
	const phpLines = [ ...php.matchAll( /^(?:OK \((\d+) tests?|Tests: \d+, Assertions: .*$)/gm ) ];
	phpLines.forEach( ( line ) => {
		if ( line[ 1 ] ) {
			passed += Number( line[ 1 ] );
			return;
		}
		const counts = phpCounts( line[ 0 ] );
		const bad = ( counts.Errors ?? 0 ) + ( counts.Failures ?? 0 ) + ( counts.Risky ?? 0 );
		const left = ( counts.Skipped ?? 0 ) + ( counts.Incomplete ?? 0 );
		failed += bad;
		skipped += left;
		passed += counts.Tests - bad - left;
	} );
	failures.push(
		...[
			...php.matchAll(
				/^There (?:was|were) \d+ (error|failure|risky test)s?:\n\n([\s\S]*?)(?=^There (?:was|were)|^--$|^FAILURES!|^ERRORS!|^OK, but)/gm
			),
		].flatMap( ( [ , kind, block ] ) =>
			[ ...block.matchAll( /^\d+\) (\S+)/gm ) ].map( ( m ) => `php (${ dir }) ${ kind }: ${ m[ 1 ] }` )
		)
	);
	if ( ! phpLines.length ) {
		missing.push( `php (${ dir })` );
	}

	// Playwright's logs: the browser suite (required) and the screenshot tests (npm test runs them on
	// the first database only, docs/quality.md "Screenshot tests"; counted where their log is).
	for ( const [ name, file, required ] of [
		[ 'e2e', 'e2e.log', true ],
		[ 'screenshots', 'screenshots.log', false ],
	] ) {
		const e2e = read( file );
		// An optional suite may skip itself, saying so (the screenshot tests without ../shared).
		if ( ! required && ( ! e2e || /screenshot tests skipped:/.test( e2e ) ) ) {
			continue;
		}
		if ( /^\s+\d+ (passed|failed|flaky)/m.test( e2e ) ) {
			passed += num( e2e, /^\s+(\d+) passed/m );
			failed += num( e2e, /^\s+(\d+) failed/m ) + num( e2e, /^\s+(\d+) flaky/m );
			skipped += num( e2e, /^\s+(\d+) skipped/m );
			// Errors outside any test (a global teardown that found PHP notices) fail the run too.
			failed += num( e2e, /^\s+(\d+) errors? (?:was|were) not a part of any test/m );
			// Playwright's closing list: "  1 failed" / "  1 flaky", then one "[chromium] › file:line › title" each.
			const closing = /^\s+\d+ (?:failed|flaky)\n[\s\S]*$/m.exec( e2e )?.[ 0 ] ?? '';
			failures.push(
				...unique(
					[ ...closing.matchAll( /^\s+((?:\[\w+\] › )?\S+\.spec\.ts:\d+:\d+ › .+?)[\s─]*$/gm ) ].map(
						( m ) => `${ name } (${ dir }): ${ m[ 1 ] }${ errorLines( e2e, m[ 1 ] ) }`
					)
				)
			);
		} else {
			missing.push( `${ name } (${ dir })` );
		}
	}

	// Optional runners with the plain closing line "NAME: N passed, N failed[, N skipped]" and one
	// "  ✘ title" per failure (tests/browsers/run.mjs, tests/php-versions/run.mjs): counted where
	// their log is in the folder; a log without its closing line did not finish.
	for ( const [ name, file ] of [
		[ 'browsers', 'browsers.log' ],
		[ 'php-versions', 'php-versions.log' ],
	] ) {
		const text = read( file );
		if ( ! text ) {
			continue;
		}
		const closing = new RegExp( `^${ name }: (\\d+) passed, (\\d+) failed(?:, (\\d+) skipped)?$`, 'm' ).exec(
			text
		);
		if ( ! closing ) {
			missing.push( `${ name } (${ dir })` );
			continue;
		}
		passed += Number( closing[ 1 ] );
		failed += Number( closing[ 2 ] );
		skipped += Number( closing[ 3 ] ?? 0 );
		failures.push( ...[ ...text.matchAll( /^\s+✘ (.+)$/gm ) ].map( ( m ) => `${ name } (${ dir }): ${ m[ 1 ] }` ) );
	}
} );

if ( missing.length ) {
	console.log( `suites that did not finish: ${ missing.join( ', ' ) }` );
	failed += missing.length;
}
if ( failures.length ) {
	console.log( `failures:\n${ failures.map( ( f ) => `  - ${ f }` ).join( '\n' ) }` );
}
console.log( `tests: ${ passed } passed, ${ failed } failed, ${ skipped } skipped` );
process.exit( failed ? 1 : 0 );
