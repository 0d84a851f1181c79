<?php
/**
 * Imports products from CSV (a header row naming the fields; features separated by "|") or JSON
 * (a list of product objects, or {"products": [...]}). Each product is validated; bad rows are
 * reported by line and skipped, good rows are created or updated by ASIN. A row may only change a
 * product the importing user may edit (an Author cannot overwrite an Editor's product), and a
 * product that is a draft, pending, private or in the trash is left as it is, never republished.
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
	 * @param bool                             $as_owner True at the command line without --user: whoever
	 *                                                   runs WP-CLI runs the site, so the per-product
	 *                                                   capability checks do not apply (the rest do).
	 * @return array{saved: int, errors: string[]}
	 */
	public static function import( array $rows, bool $as_owner = false ): array {
		$result = array(
			'saved'  => 0,
			'errors' => array(),
		);
		foreach ( $rows as $line => $row ) {
			unset( $row['source'], $row['fetched_at'] ); // Imported data is the owner's, not Amazon's cache.
			$saved = self::refusal( $row, $as_owner ) ?? Catalogue::save( $row );
			if ( is_wp_error( $saved ) ) {
				/* translators: 1: line or item number, 2: error */
				$result['errors'][] = sprintf( __( 'Item %1$d: %2$s', 'vitrine' ), $line, $saved->get_error_message() );
			} else {
				++$result['saved'];
			}
		}
		return $result;
	}

	/** Why the current user (or the owner, see import()) may not write this row's product, or null. */
	private static function refusal( array $row, bool $as_owner ): ?\WP_Error {
		$asin = strtoupper( trim( (string) ( $row['asin'] ?? '' ) ) );
		if ( ! Catalogue::valid_asin( $asin ) ) {
			return null; // Catalogue::save() explains what is wrong with the row.
		}
		$existing = get_posts(
			array(
				'post_type'        => Catalogue::PRODUCT,
				'post_status'      => array_keys( get_post_stati() ),
				'fields'           => 'ids',
				'posts_per_page'   => 1,
				'meta_key'         => Catalogue::FIELDS['asin'], // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'       => $asin, // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		$id       = (int) ( $existing[0] ?? 0 );
		if ( ! $id ) {
			return $as_owner || current_user_can( 'publish_posts' ) ? null : new \WP_Error( 'vitrine_import_forbidden', __( 'You may not publish products.', 'vitrine' ) );
		}
		if ( ! $as_owner && ! current_user_can( 'edit_post', $id ) ) {
			/* translators: %s: the ASIN */
			return new \WP_Error( 'vitrine_import_forbidden', sprintf( __( 'The product %s belongs to someone whose products you may not edit; it was left unchanged.', 'vitrine' ), $asin ) );
		}
		if ( 'publish' !== get_post_status( $id ) ) {
			/* translators: %s: the ASIN */
			return new \WP_Error( 'vitrine_import_unpublished', sprintf( __( 'The product %s is not published (a draft, private or in the trash); publish it first to update it by import.', 'vitrine' ), $asin ) );
		}
		return null;
	}
}
