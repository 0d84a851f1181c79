<?php
/**
 * CSV on the server (Forms\Csv for every export, Consent\RecordsCsv for `wp vitrine consent export`),
 * over the cases the browser's test runs too (tests/fixtures/rules/csv.json;
 * tests/unit/consent/csv.test.ts runs them against the admin's Export CSV button). A change on one
 * side fails the other's tests until both agree.
 */

namespace Vitrine\Tests;

use Vitrine\Consent\RecordsCsv;
use Vitrine\Forms\Csv;

final class CsvTest extends TestCase {
	/** The shared cases, read from disk so the test holds the code to the file. */
	private static function cases( string $name ): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return json_decode( (string) file_get_contents( VITRINE_DIR . '/tests/fixtures/rules/csv.json' ), true )[ $name ];
	}

	public function test_cells_are_quoted_and_cannot_run_formulas(): void {
		foreach ( self::cases( 'cells' ) as $case ) {
			$this->assertSame( $case['cell'], Csv::cell( $case['value'] ), wp_json_encode( $case['value'] ) );
		}
	}

	public function test_lines_join_their_cells(): void {
		foreach ( self::cases( 'lines' ) as $case ) {
			$this->assertSame( $case['line'], Csv::line( $case['cells'] ) );
		}
	}

	public function test_consent_records_are_written_as_the_admin_writes_them(): void {
		foreach ( self::cases( 'consentRecords' ) as $case ) {
			$this->assertSame( $case['csv'], RecordsCsv::csv( $case['records'] ), $case['name'] );
		}
	}
}
