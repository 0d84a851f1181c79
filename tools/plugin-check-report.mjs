/**
 * Reads the output of `wp plugin check vitrine --format=json` (tools/plugin-check.sh): blocks of
 * "FILE: <path>" followed by a JSON array of findings. Prints every finding and one count line;
 * exits 1 on any error, or when Plugin Check itself failed (no report, or output it cannot parse).
 *
 * Usage: node tools/plugin-check-report.mjs <report.json> <stderr.log> <exit status of wp>
 */
import { existsSync, readFileSync } from 'node:fs';
import { countFindings, parseReport } from './plugin-check-findings.mjs';

const [ reportFile, stderrFile, status ] = process.argv.slice( 2 );
const text = existsSync( reportFile ) ? readFileSync( reportFile, 'utf8' ) : '';
const stderr = stderrFile && existsSync( stderrFile ) ? readFileSync( stderrFile, 'utf8' ).trim() : '';
let findings;
try {
	findings = parseReport( text );
} catch ( error ) {
	console.error( `plugin check: could not read its report (${ error.message })\n${ stderr }` );
	process.exit( 1 );
}
// Plugin Check says "Success: Checks complete. No errors found." when there is nothing to report.
if ( ! findings.length && ! /No errors found/.test( text + stderr ) ) {
	console.error( `plugin check: no report (wp exited ${ status })\n${ text }\n${ stderr }` );
	process.exit( 1 );
}
const sorted = findings.sort(
	( a, b ) => a.type.localeCompare( b.type ) || a.file.localeCompare( b.file ) || a.line - b.line
);
for ( const f of sorted ) {
	console.log( `${ f.type.padEnd( 7 ) } ${ f.file }:${ f.line }:${ f.column } ${ f.code }\n        ${ f.message }` );
}
const { errors, warnings, files } = countFindings( findings );
console.log( `plugin check: ${ errors } errors, ${ warnings } warnings in ${ files } files` );
process.exit( errors ? 1 : 0 );
