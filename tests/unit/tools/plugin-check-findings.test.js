/**
 * The reading of Plugin Check's report that decides whether CI passes (tools/plugin-check.sh).
 */
import { countFindings, parseReport } from '../../../tools/plugin-check-findings.mjs';

const finding = ( line, type, code ) => ( { line, column: 3, type, code, message: `${ code } here`, docs: '' } );

describe( 'Plugin Check report', () => {
	it( 'reads every file block and counts errors, warnings and files', () => {
		const text = [
			`FILE: includes/A.php\n${ JSON.stringify( [ finding( 4, 'ERROR', 'X.Y' ), finding( 9, 'WARNING', 'X.Z' ) ] ) }`,
			`FILE: build/blocks/b/render.php\n${ JSON.stringify( [ finding( 2, 'WARNING', 'X.Z' ) ] ) }`,
		].join( '\n\n' );
		const findings = parseReport( text );
		expect( findings.map( ( f ) => `${ f.file }:${ f.line } ${ f.type }` ) ).toEqual( [
			'includes/A.php:4 ERROR',
			'includes/A.php:9 WARNING',
			'build/blocks/b/render.php:2 WARNING',
		] );
		expect( countFindings( findings ) ).toEqual( { errors: 1, warnings: 2, files: 2 } );
	} );

	it( 'finds nothing in a clean report, and fails loudly on a broken one', () => {
		expect( parseReport( 'Success: Checks complete. No errors found.\n' ) ).toEqual( [] );
		expect( countFindings( [] ) ).toEqual( { errors: 0, warnings: 0, files: 0 } );
		expect( () => parseReport( 'FILE: a.php\n[{"line":' ) ).toThrow();
	} );
} );
