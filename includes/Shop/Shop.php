<?php
/**
 * What the shop widgets ask of the store: whether WooCommerce is there, its Store API address, its
 * cart and checkout pages, and prices formatted the way the Store API describes them (minor units
 * plus the currency's separators, prefix and suffix).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

final class Shop {
	/** Whether WooCommerce is active (or a site says so with the filter). */
	public static function active(): bool {
		return (bool) apply_filters( 'vitrine_woocommerce_active', class_exists( 'WooCommerce' ) );
	}

	/** The editor notice a shop widget shows instead of itself when WooCommerce is not active. */
	public static function inactive_notice(): string {
		return Notice::for_editors( __( 'This shop widget needs WooCommerce. Activate WooCommerce to show it; visitors see nothing until then.', 'vitrine' ) );
	}

	public static function store_api(): string {
		return rest_url( 'wc/store/v1/' );
	}

	public static function cart_url(): string {
		$url = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/cart/' );
		return (string) apply_filters( 'vitrine_shop_cart_url', $url );
	}

	public static function checkout_url(): string {
		$url = function_exists( 'wc_get_checkout_url' ) ? wc_get_checkout_url() : home_url( '/checkout/' );
		return (string) apply_filters( 'vitrine_shop_checkout_url', $url );
	}

	/** A GET of WooCommerce's Store API inside this request, or null on error. */
	public static function store_get( string $route ): ?array {
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/' . ltrim( $route, '/' ) ) );
		if ( $response->is_error() ) {
			return null;
		}
		// WooCommerce's answers nest objects (prices, price_range, terms): arrays all the way down, as
		// a browser reading the JSON would see them.
		$data = json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ), true );
		return is_array( $data ) ? $data : null;
	}

	/**
	 * "123456" minor units with a Store API currency -> "$1,234.56".
	 *
	 * @param array<string, mixed> $currency currency_minor_unit, separators, prefix and suffix.
	 */
	public static function format_price( mixed $minor, array $currency ): string {
		$unit   = max( 0, min( 6, (int) ( $currency['currency_minor_unit'] ?? 2 ) ) );
		$digits = preg_match( '/^-?\d+$/', (string) $minor ) ? (string) $minor : '0';
		$value  = (int) ltrim( $digits, '-' ) / ( 10 ** $unit );
		$text   = number_format( $value, $unit, (string) ( $currency['currency_decimal_separator'] ?? '.' ), (string) ( $currency['currency_thousand_separator'] ?? ',' ) );
		return ( str_starts_with( $digits, '-' ) ? '-' : '' ) . ( $currency['currency_prefix'] ?? '' ) . $text . ( $currency['currency_suffix'] ?? '' );
	}

	/**
	 * The names of the payment methods the Store API lists by id: WooCommerce's gateway titles when it
	 * is active, otherwise the titles of WooCommerce's own core gateways. Filter: vitrine_shop_payment_titles.
	 *
	 * @return array<string, string>
	 */
	public static function payment_titles(): array {
		$titles = array(
			'bacs'   => __( 'Direct bank transfer', 'vitrine' ),
			'cheque' => __( 'Check payments', 'vitrine' ),
			'cod'    => __( 'Cash on delivery', 'vitrine' ),
		);
		if ( function_exists( 'WC' ) && WC()->payment_gateways() ) {
			foreach ( WC()->payment_gateways()->payment_gateways() as $id => $gateway ) {
				$titles[ $id ] = wp_strip_all_tags( $gateway->get_title() );
			}
		}
		return (array) apply_filters( 'vitrine_shop_payment_titles', $titles );
	}

	/**
	 * Countries the checkout offers: WooCommerce's allowed countries when active. Filter: vitrine_shop_countries.
	 *
	 * @return array<string, string> code => name
	 */
	public static function countries(): array {
		$countries = function_exists( 'WC' ) && WC()->countries ? WC()->countries->get_allowed_countries() : array(
			'US' => __( 'United States', 'vitrine' ),
			'CA' => __( 'Canada', 'vitrine' ),
			'GB' => __( 'United Kingdom', 'vitrine' ),
			'DE' => __( 'Germany', 'vitrine' ),
			'FR' => __( 'France', 'vitrine' ),
		);
		return (array) apply_filters( 'vitrine_shop_countries', $countries );
	}
}
