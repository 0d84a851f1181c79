<?php
/**
 * The on-sale filter of a product grid (docs/loop.md, "Products"): WooCommerce's own on-sale
 * product ids, the list `wc_get_product_ids_on_sale()` returns (products and the parents of
 * variations on sale, scheduled sales included). Read from WooCommerce's transient when it has one;
 * otherwise from the same data store query, kept in the object cache for an hour rather than in
 * the transient, so a visitor's GET never writes to the database (a site without a persistent
 * object cache keeps transients in the options table).
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class OnSale {
	/** Whether WooCommerce is there to say which products are on sale. */
	public static function available(): bool {
		return function_exists( 'wc_get_product_ids_on_sale' ) && class_exists( '\WC_Data_Store' );
	}

	/** @return int[] The ids of the products on sale (never empty for a query: 0 stands for none). */
	public static function ids(): array {
		if ( ! self::available() ) {
			return array( 0 );
		}
		$ids = get_transient( 'wc_products_onsale' );
		if ( ! is_array( $ids ) ) {
			$key = 'onsale:' . wp_cache_get_last_changed( 'posts' );
			$ids = wp_cache_get( $key, FacetCounts::GROUP );
			if ( ! is_array( $ids ) ) {
				$rows = \WC_Data_Store::load( 'product' )->get_on_sale_products();
				$ids  = array_unique( array_merge( wp_list_pluck( $rows, 'id' ), array_diff( wp_list_pluck( $rows, 'parent_id' ), array( 0 ) ) ) );
				wp_cache_set( $key, $ids, FacetCounts::GROUP, HOUR_IN_SECONDS );
			}
		}
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		return $ids ? $ids : array( 0 );
	}
}
