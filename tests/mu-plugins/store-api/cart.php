<?php
/**
 * TEST-ONLY Store API stand-in: the visitor's cart (a transient keyed by a cookie or a Cart-Token) and
 * the documented cart response shape.
 */

namespace Vitrine\Tests\StoreApi;

defined( 'ABSPATH' ) || exit;

const COOKIE       = 'vitrine_test_cart';
const ITEMS_COOKIE = 'woocommerce_items_in_cart';
const COUPON       = 'vitrine10';

/** Shipping rates: id => [ name, price in minor units ]. */
function rates(): array {
	return array(
		'flat_rate:1'     => array( 'Flat rate', 500 ),
		'local_pickup:2' => array( 'Local pickup', 0 ),
	);
}

/** Payment methods the stand-in's store offers (ids as WooCommerce's own gateways use them). */
function payment_methods(): array {
	return array( 'bacs', 'cod' );
}

function cart_token( string $key ): string {
	return $key . '.' . hash_hmac( 'sha256', $key, wp_salt( 'nonce' ) );
}

/** The visitor's cart key: from a valid Cart-Token header, else the cookie, else ''. */
function cart_key( \WP_REST_Request $request ): string {
	$token = (string) $request->get_header( 'cart_token' );
	if ( '' !== $token ) {
		$key = strtok( $token, '.' );
		return is_string( $key ) && hash_equals( cart_token( $key ), $token ) ? $key : '';
	}
	$cookie = isset( $_COOKIE[ COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ COOKIE ] ) ) : '';
	return preg_match( '/^[a-z0-9]{20}$/', $cookie ) ? $cookie : '';
}

/** @return array{items: array<int, int>, coupons: string[], rate: string, billing: array, shipping: array} */
function load_cart( string $key ): array {
	$cart  = '' === $key ? array() : get_transient( 'vitrine_test_cart_' . $key );
	$cart  = is_array( $cart ) ? $cart : array();
	$items = isset( $cart['items'] ) ? $cart['items'] : array_filter( $cart, 'is_int', ARRAY_FILTER_USE_KEY ); // Older carts: id => quantity.
	return array(
		'items'    => array_intersect_key( (array) $items, products() ),
		'coupons'  => (array) ( $cart['coupons'] ?? array() ),
		'rate'     => (string) ( $cart['rate'] ?? '' ), // '' until the visitor picks one: shipping not calculated yet.
		'billing'  => (array) ( $cart['billing'] ?? array() ),
		'shipping' => (array) ( $cart['shipping'] ?? array() ),
	);
}

function save_cart( string $key, array $cart ): void {
	set_transient( 'vitrine_test_cart_' . $key, $cart, 2 * DAY_IN_SECONDS );
	send_cookie( ITEMS_COOKIE, '1', $cart['items'] ? time() + 2 * DAY_IN_SECONDS : time() - HOUR_IN_SECONDS );
}

function send_cookie( string $name, string $value, int $expires ): void {
	if ( ! headers_sent() ) {
		setcookie( $name, $value, array( 'expires' => $expires, 'path' => COOKIEPATH ?: '/', 'samesite' => 'Lax', 'httponly' => COOKIE === $name ) );
	}
}

/** The cart item key of a product (stable, like WooCommerce's hash of product and variation). */
function item_key( int $id ): string {
	return md5( (string) $id );
}

function money( int $minor ): string {
	return (string) $minor;
}

/** @return array{items: array<int, array>, count: int, subtotal: int, discount: int, shipping: int} */
function cart_lines( array $cart ): array {
	$items    = array();
	$subtotal = 0;
	$count    = 0;
	foreach ( $cart['items'] as $id => $quantity ) {
		list( $name, $price, $parent, $size ) = products()[ $id ];
		$line                                 = $price * $quantity;
		$subtotal                            += $line;
		$count                               += $quantity;
		$discount                             = in_array( COUPON, $cart['coupons'], true ) ? intdiv( $line, 10 ) : 0;
		$items[]                              = array(
			'key'             => item_key( $id ),
			'id'              => $id,
			'type'            => $parent ? 'variation' : 'simple',
			'quantity'        => $quantity,
			'quantity_limits' => array( 'minimum' => 1, 'maximum' => 99, 'multiple_of' => 1, 'editable' => true ),
			'name'            => $name,
			'variation'       => $parent ? array( array( 'attribute' => 'Size', 'value' => $size ) ) : array(),
			'prices'          => array( 'price' => money( $price ), 'regular_price' => money( $price ), 'sale_price' => money( $price ) ) + currency(),
			'totals'          => array( 'line_subtotal' => money( $line ), 'line_subtotal_tax' => '0', 'line_total' => money( $line - $discount ), 'line_total_tax' => '0' ) + currency(),
		);
	}
	$discount = in_array( COUPON, $cart['coupons'], true ) ? array_sum( array_map( static fn( $i ) => (int) $i['totals']['line_subtotal'] - (int) $i['totals']['line_total'], $items ) ) : 0;
	$shipping = $items && isset( rates()[ $cart['rate'] ] ) ? rates()[ $cart['rate'] ][1] : 0;
	return compact( 'items', 'count', 'subtotal', 'discount', 'shipping' );
}

/** The documented cart shape (the fields a storefront reads). */
function cart_response( array $cart, string $key ): \WP_REST_Response {
	$lines      = cart_lines( $cart );
	$total      = $lines['subtotal'] - $lines['discount'] + $lines['shipping'];
	$calculated = $lines['items'] && isset( rates()[ $cart['rate'] ] );
	$coupons    = array_map( static fn( string $code ): array => array( 'code' => $code, 'discount_type' => 'percent', 'totals' => array( 'total_discount' => money( $lines['discount'] ), 'total_discount_tax' => '0' ) + currency() ), $cart['coupons'] );
	$rates      = array();
	foreach ( rates() as $id => list( $name, $price ) ) {
		$rates[] = array( 'rate_id' => $id, 'name' => $name, 'description' => '', 'price' => money( $price ), 'taxes' => '0', 'method_id' => strtok( $id, ':' ), 'selected' => $id === $cart['rate'] ) + currency();
	}
	$response = new \WP_REST_Response(
		array(
			'items'                   => $lines['items'],
			'coupons'                 => $coupons,
			'items_count'             => $lines['count'],
			'items_weight'            => 0,
			'needs_payment'           => $total > 0,
			'needs_shipping'          => (bool) $lines['items'],
			'has_calculated_shipping' => $calculated,
			'shipping_rates'          => $lines['items'] ? array(
				array( 'package_id' => 0, 'name' => 'Shipment 1', 'destination' => (object) array(), 'items' => array(), 'shipping_rates' => $rates ),
			) : array(),
			'billing_address'         => address( $cart['billing'], true ),
			'shipping_address'        => address( $cart['shipping'], false ),
			'payment_methods'         => payment_methods(),
			'payment_requirements'    => array( 'products' ),
			'totals'                  => array(
				'total_items'        => money( $lines['subtotal'] ),
				'total_items_tax'    => '0',
				'total_fees'         => '0',
				'total_fees_tax'     => '0',
				'total_discount'     => money( $lines['discount'] ),
				'total_discount_tax' => '0',
				'total_shipping'     => $calculated ? money( $lines['shipping'] ) : null,
				'total_shipping_tax' => $calculated ? '0' : null,
				'total_tax'          => '0',
				'total_price'        => money( $total ),
			) + currency(),
			'errors'                  => array(),
		)
	);
	return with_headers( $response, $key );
}

function with_headers( \WP_REST_Response $response, string $key ): \WP_REST_Response {
	$response->header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
	if ( '' !== $key ) {
		$response->header( 'Cart-Token', cart_token( $key ) );
	}
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/** The customer's address in the documented field order, empty strings for what is unknown. */
function address( array $values, bool $billing ): array {
	$fields = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );
	if ( $billing ) {
		$fields[] = 'email';
	}
	$out = array();
	foreach ( $fields as $field ) {
		$out[ $field ] = (string) ( $values[ $field ] ?? '' );
	}
	return $out;
}
