<?php
/**
 * What the account widget shows a logged-in customer: recent orders (WooCommerce's own orders when it
 * is active; any other source through the vitrine_shop_customer_orders filter, as the test stand-in
 * does) and the billing and shipping addresses WooCommerce keeps in user meta (billing_first_name ...).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class Account {
	/**
	 * The customer's most recent orders, newest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function orders( int $user_id, int $limit ): array {
		$orders = array();
		if ( $user_id > 0 && function_exists( 'wc_get_orders' ) ) {
			foreach ( wc_get_orders( array( 'customer_id' => $user_id, 'limit' => $limit, 'orderby' => 'date', 'order' => 'DESC' ) ) as $order ) {
				$orders[] = array(
					'id'      => (int) $order->get_id(),
					'date'    => (string) $order->get_date_created()?->date( 'c' ),
					'status'  => (string) wc_get_order_status_name( $order->get_status() ),
					'display' => wp_strip_all_tags( html_entity_decode( (string) $order->get_formatted_order_total(), ENT_QUOTES, 'UTF-8' ) ),
					'items'   => (int) $order->get_item_count(),
					'url'     => (string) $order->get_view_order_url(),
				);
			}
		}
		/**
		 * Filters the orders the account widget lists. Each: id, date (ISO 8601), status, items, url, and
		 * either display (a formatted total) or total in minor units with the Store API currency fields.
		 *
		 * @param array $orders  Orders found so far.
		 * @param int   $user_id The customer.
		 */
		$orders = (array) apply_filters( 'vitrine_shop_customer_orders', $orders, $user_id );
		return array_slice( array_values( array_filter( $orders, 'is_array' ) ), 0, $limit );
	}

	/** An order's total as text. */
	public static function total( array $order ): string {
		return isset( $order['display'] ) ? (string) $order['display'] : Shop::format_price( $order['total'] ?? 0, $order );
	}

	/**
	 * The address lines of the customer's billing or shipping address ('' parts left out).
	 *
	 * @return string[]
	 */
	public static function address( int $user_id, string $type ): array {
		$meta  = static fn( string $key ): string => trim( (string) get_user_meta( $user_id, "{$type}_{$key}", true ) );
		$lines = array(
			trim( $meta( 'first_name' ) . ' ' . $meta( 'last_name' ) ),
			$meta( 'company' ),
			$meta( 'address_1' ),
			$meta( 'address_2' ),
			trim( $meta( 'postcode' ) . ' ' . $meta( 'city' ) ),
			trim( $meta( 'state' ) . ' ' . $meta( 'country' ) ),
		);
		return array_values( array_filter( $lines, static fn( string $line ): bool => '' !== $line ) );
	}

	/** WooCommerce's My Account page (or an endpoint of it), or the profile page without WooCommerce. */
	public static function url( string $endpoint = '' ): string {
		if ( function_exists( 'wc_get_account_endpoint_url' ) && '' !== $endpoint ) {
			$url = wc_get_account_endpoint_url( $endpoint );
		} elseif ( function_exists( 'wc_get_page_permalink' ) ) {
			$url = wc_get_page_permalink( 'myaccount' );
		} else {
			$url = admin_url( 'profile.php' );
		}
		return (string) apply_filters( 'vitrine_shop_account_url', $url, $endpoint );
	}
}
