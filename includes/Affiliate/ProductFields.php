<?php
/**
 * Validates and sanitizes one product's fields, wherever they come from (admin form, CSV or JSON
 * import, the Amazon API), so the catalogue only ever holds clean values.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class ProductFields {
	/**
	 * @param array<string, mixed> $data Raw fields.
	 * @return array<string, mixed>|\WP_Error Clean fields (only those given, plus asin and title).
	 */
	public static function sanitize( array $data ): array|\WP_Error {
		$asin = strtoupper( trim( (string) ( $data['asin'] ?? '' ) ) );
		if ( ! Catalogue::valid_asin( $asin ) ) {
			/* translators: %s: the value given as ASIN */
			return new \WP_Error( 'vitrine_invalid_asin', sprintf( __( '"%s" is not an ASIN (10 letters or digits).', 'vitrine' ), sanitize_text_field( (string) ( $data['asin'] ?? '' ) ) ) );
		}
		$title = sanitize_text_field( (string) ( $data['title'] ?? '' ) );
		if ( '' === $title ) {
			/* translators: %s: ASIN */
			return new \WP_Error( 'vitrine_missing_title', sprintf( __( 'The product %s has no title.', 'vitrine' ), $asin ) );
		}
		$clean = array(
			'asin'  => $asin,
			'title' => mb_substr( $title, 0, 300 ),
		);
		foreach ( array( 'image', 'url' ) as $field ) {
			if ( isset( $data[ $field ] ) ) {
				$clean[ $field ] = esc_url_raw( (string) $data[ $field ], array( 'http', 'https' ) );
			}
		}
		if ( isset( $data['price'] ) ) {
			$clean['price'] = mb_substr( sanitize_text_field( (string) $data['price'] ), 0, 40 );
		}
		foreach ( array( 'savings' => 40, 'availability' => 120, 'merchant' => 120, 'amazon_error' => 300 ) as $field => $length ) {
			if ( isset( $data[ $field ] ) ) {
				$clean[ $field ] = mb_substr( sanitize_text_field( (string) $data[ $field ] ), 0, $length );
			}
		}
		if ( isset( $data['rating'] ) && '' !== $data['rating'] ) {
			$clean['rating'] = is_numeric( $data['rating'] ) ? (string) round( max( 0, min( 5, (float) $data['rating'] ) ), 1 ) : '';
		}
		if ( isset( $data['reviews'] ) ) {
			$clean['reviews'] = max( 0, (int) $data['reviews'] );
		}
		if ( isset( $data['prime'] ) ) {
			$clean['prime'] = in_array( strtolower( (string) $data['prime'] ), array( '1', 'true', 'yes', 'on' ), true ) || true === $data['prime'] ? 1 : 0;
		}
		if ( isset( $data['features'] ) ) {
			$features          = is_array( $data['features'] ) ? $data['features'] : preg_split( '/\r?\n|\|/', (string) $data['features'] );
			$clean['features'] = array_slice( array_values( array_filter( array_map( static fn( $f ) => mb_substr( sanitize_text_field( (string) $f ), 0, 200 ), (array) $features ) ) ), 0, 10 );
		}
		if ( isset( $data['keywords'] ) ) {
			$clean['keywords'] = mb_substr( sanitize_text_field( (string) $data['keywords'] ), 0, 200 );
		}
		if ( isset( $data['bestseller_rank'] ) ) {
			$clean['bestseller_rank'] = '' === $data['bestseller_rank'] ? '' : max( 0, (int) $data['bestseller_rank'] );
		}
		if ( isset( $data['new_release'] ) ) {
			$date                 = (string) $data['new_release'];
			$clean['new_release'] = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ? $date : '';
		}
		$clean['source'] = 'amazon' === ( $data['source'] ?? '' ) ? 'amazon' : 'manual';
		if ( 'amazon' === $clean['source'] ) {
			$clean['fetched_at'] = (int) ( $data['fetched_at'] ?? time() );
		}
		return $clean;
	}
}
