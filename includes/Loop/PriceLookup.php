<?php
/**
 * A product grid's price range and price sort read WooCommerce's own lookup table
 * (wc_product_meta_lookup, one indexed row per product with min_price and max_price), as its
 * product filters do, instead of a meta join on `_price` (docs/loop.md, "Products"). The loop's
 * WP_Query carries the request in two query vars that only this filter reads.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class PriceLookup {
	public const RANGE = 'vitrine_price_range';
	public const SORT  = 'vitrine_price_sort';

	public static function register(): void {
		add_filter( 'posts_clauses', array( self::class, 'clauses' ), 10, 2 );
	}

	/** Whether WooCommerce is active with its lookup table registered. */
	public static function available(): bool {
		global $wpdb;
		return function_exists( 'WC' ) && ! empty( $wpdb->wc_product_meta_lookup );
	}

	/**
	 * @param array<string, string> $clauses
	 * @return array<string, string>
	 */
	public static function clauses( array $clauses, \WP_Query $query ): array {
		$range = $query->get( self::RANGE );
		$sort  = $query->get( self::SORT );
		if ( ( ! is_array( $range ) && ! $sort ) || ! self::available() ) {
			return $clauses;
		}
		global $wpdb;
		$clauses['join'] .= " INNER JOIN {$wpdb->wc_product_meta_lookup} vitrine_price ON vitrine_price.product_id = {$wpdb->posts}.ID";
		if ( is_array( $range ) ) {
			// A product whose price span meets the range (a variable product from 10 to 30 is in 25..40).
			if ( null !== ( $range['min'] ?? null ) ) {
				$clauses['where'] .= $wpdb->prepare( ' AND vitrine_price.max_price >= %f', (float) $range['min'] );
			}
			if ( null !== ( $range['max'] ?? null ) ) {
				$clauses['where'] .= $wpdb->prepare( ' AND vitrine_price.min_price <= %f', (float) $range['max'] );
			}
		}
		if ( 'ASC' === $sort || 'DESC' === $sort ) {
			$column             = 'ASC' === $sort ? 'min_price' : 'max_price';
			$clauses['orderby'] = "vitrine_price.{$column} {$sort}, " . $clauses['orderby'];
		}
		return $clauses;
	}
}
