/**
 * The consent records CSV in the browser (the admin's Export CSV button), over the cases the server's
 * test runs too (tests/fixtures/rules/csv.json; tests/php/CsvTest.php runs them against Forms\Csv and
 * Consent\RecordsCsv, which WP-CLI's export uses). Read from disk, so the test holds the code to the file.
 */
import { csvCell, csvLine, recordsToCsv, type ConsentRecordRow } from '../../../src/consent/core/csv';

type Cell = Parameters< typeof csvCell >[ 0 ];
interface Cases {
	cells: Array< { value: Cell; cell: string } >;
	lines: Array< { cells: Cell[]; line: string } >;
	consentRecords: Array< { name: string; records: ConsentRecordRow[]; csv: string } >;
}

const CASES: Cases = JSON.parse(
	require( 'fs' ).readFileSync( require( 'path' ).resolve( __dirname, '../../fixtures/rules/csv.json' ), 'utf8' )
);

describe( 'CSV shared with the server (tests/fixtures/rules/csv.json)', () => {
	it.each( CASES.cells )( 'writes the cell $value as $cell', ( c ) => expect( csvCell( c.value ) ).toBe( c.cell ) );

	it.each( CASES.lines )( 'writes a line of $cells', ( c ) => expect( csvLine( c.cells ) ).toBe( c.line ) );

	it.each( CASES.consentRecords )( 'writes the consent records: $name', ( c ) =>
		expect( recordsToCsv( c.records ) ).toBe( c.csv )
	);
} );
