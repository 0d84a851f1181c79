<?php
/**
 * The consent records as CSV, the same file whether WP-CLI (`wp vitrine consent export`) or the
 * admin's Export CSV button (src/consent/core/csv.ts) writes it: the columns of
 * includes/rules/csv.json, then one column per category any record names, sorted, each yes or no
 * (empty when a record does not name it). docs/consent.md.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

use Vitrine\Forms\Csv;

defined( 'ABSPATH' ) || exit;

final class RecordsCsv {
	/**
	 * @param array<int, array<string, mixed>> $records Records as Records::page() gives them.
	 */
	public static function csv( array $records ): string {
		$format  = Csv::rules()['consentRecords'];
		$yes_no  = static fn( $value ): string => null === $value ? '' : ( $value ? $format['yes'] : $format['no'] );
		$columns = $format['columns'];
		$slugs   = array();
		foreach ( $records as $record ) {
			$slugs = array_merge( $slugs, array_map( 'strval', array_keys( (array) $record['categories'] ) ) );
		}
		$slugs = array_values( array_unique( $slugs ) );
		sort( $slugs, SORT_STRING );
		$csv = Csv::line( array_merge( $columns, $slugs ) );
		foreach ( $records as $record ) {
			$cells = array();
			foreach ( $columns as $column ) {
				$cells[] = is_bool( $record[ $column ] ) ? $yes_no( $record[ $column ] ) : $record[ $column ];
			}
			foreach ( $slugs as $slug ) {
				$cells[] = $yes_no( isset( $record['categories'][ $slug ] ) ? (bool) $record['categories'][ $slug ] : null );
			}
			$csv .= Csv::line( $cells );
		}
		return $csv;
	}
}
