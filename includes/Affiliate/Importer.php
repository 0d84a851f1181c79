<?php
/**
 * Imports products from CSV (a header row naming the fields; features separated by "|") or JSON
 * (a list of product objects, or {"products": [...]}). Each product is validated; bad rows are
 * reported by line and skipped, good rows are created or updated by ASIN.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Importer {
	public const MAX_ROWS = 2000;

	/**
	 * Reads the text into product rows.
	 *
	 * @return array<int, array<string, mixed>>|\WP_Error Rows keyed by their line (CSV) or index + 1 (JSON).
	 */
	public static function parse( string $text, string $format = '' ): array|\WP_Error {
		$text = ltrim( $text, "\xEF\xBB\xBF \t\r\n" );
		if ( '' === $text ) {
			return new \WP_Error( 'vitrine_import_empty', __( 'The import is empty.', 'vitrine' ) );
		}
		$format = '' !== $format ? $format : ( str_starts_with( $text, '[' ) || str_starts_with( $text, '{' ) ? 'json' : 'csv' );
		return 'json' === $format ? self::parse_json( $text ) : self::parse_csv( $text );
	}

	/** @return array<int, array<string, mixed>>|\WP_Error */
	private static function parse_json( string $text ): array|\WP_Error {
		$data = json_decode( $text, true );
		if ( ! is_array( $data ) ) {
			/* translators: %s: JSON error message */
			return new \WP_Error( 'vitrine_import_json', sprintf( __( 'The JSON could not be read: %s.', 'vitrine' ), json_last_error_msg() ) );
		}
		$list = isset( $data['products'] ) && is_array( $data['products'] ) ? $data['products'] : $data;
		if ( ! array_is_list( $list ) ) {
			return new \WP_Error( 'vitrine_import_json', __( 'The JSON must be a list of products or an object with a "products" list.', 'vitrine' ) );
		}
		$rows = array();
		foreach ( array_slice( $list, 0, self::MAX_ROWS ) as $index => $row ) {
			$rows[ $index + 1 ] = is_array( $row ) ? $row : array();
		}
		return $rows;
	}

	/** @return array<int, array<string, mixed>>|\WP_Error */
	private static function parse_csv( string $text ): array|\WP_Error {
		$lines  = preg_split( '/\r\n|\n|\r/', $text ) ?: array();
		$header = array_map( static fn( $h ) => strtolower( trim( (string) $h ) ), str_getcsv( (string) array_shift( $lines ), ',', '"', '' ) );
		if ( ! in_array( 'asin', $header, true ) || ! in_array( 'title', $header, true ) ) {
			return new \WP_Error( 'vitrine_import_csv', __( 'The CSV needs a header row with at least the columns asin and title.', 'vitrine' ) );
		}
		$rows = array();
		foreach ( array_slice( $lines, 0, self::MAX_ROWS ) as $index => $line ) {
			if ( '' === trim( $line ) ) {
				continue;
			}
			$values = str_getcsv( $line, ',', '"', '' );
			$row    = array();
			foreach ( $header as $column => $name ) {
				$row[ $name ] = $values[ $column ] ?? '';
			}
			$rows[ $index + 2 ] = $row;
		}
		return $rows;
	}

	/**
	 * Saves parsed rows.
	 *
	 * @param array<int, array<string, mixed>> $rows
	 * @return array{saved: int, errors: string[]}
	 */
	public static function import( array $rows ): array {
		$result = array(
			'saved'  => 0,
			'errors' => array(),
		);
		foreach ( $rows as $line => $row ) {
			unset( $row['source'], $row['fetched_at'] ); // Imported data is the owner's, not Amazon's cache.
			$saved = Catalogue::save( $row );
			if ( is_wp_error( $saved ) ) {
				/* translators: 1: line or item number, 2: error */
				$result['errors'][] = sprintf( __( 'Item %1$d: %2$s', 'vitrine' ), $line, $saved->get_error_message() );
			} else {
				++$result['saved'];
			}
		}
		return $result;
	}
}
