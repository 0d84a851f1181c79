<?php
/**
 * Plugin Name: Vitrine test-only WooCommerce Store API stand-in
 * Description: TEST-ONLY. WooCommerce cannot be installed on the machines Vitrine is built on, so this
 * answers the two Store API calls the theme's cart dropdown and the shop widgets make, with
 * WooCommerce's documented response shape: GET /wc/store/v1/cart and POST /wc/store/v1/cart/add-item
 * (Nonce or Cart-Token header required, as documented). It keeps a small cart per visitor in a
 * transient keyed by a cookie, sells a fixed catalogue of three products, and turns on
 * vitrine_woocommerce_active. Linked into the local site only (tools/site-layout.sh); never shipped.
 * It stands aside when the real WooCommerce is active.
 */

namespace Vitrine\Tests\StoreApi;

defined( 'ABSPATH' ) || exit;

if ( class_exists( 'WooCommerce' ) ) {
	return;
}

const COOKIE       = 'vitrine_test_cart';
const ITEMS_COOKIE = 'woocommerce_items_in_cart';

/** The catalogue: id => [ name, price in minor units ]. */
function products(): array {
	return array(
		101 => array( 'Canvas tote bag', 1800 ),
		102 => array( 'Espresso cup', 1250 ),
		103 => array( 'Linen notebook', 2400 ),
	);
}

function currency(): array {
	return array(
		'currency_code'               => 'USD',
		'currency_symbol'             => '$',
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => '.',
		'currency_thousand_separator' => ',',
		'currency_prefix'             => '$',
		'currency_suffix'             => '',
	);
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

/** @return array<int, int> product id => quantity */
function load_cart( string $key ): array {
	$cart = '' === $key ? array() : get_transient( 'vitrine_test_cart_' . $key );
	return is_array( $cart ) ? $cart : array();
}

function send_cookie( string $name, string $value, int $expires ): void {
	if ( ! headers_sent() ) {
		setcookie( $name, $value, array( 'expires' => $expires, 'path' => COOKIEPATH ?: '/', 'samesite' => 'Lax', 'httponly' => COOKIE === $name ) );
	}
}

/** The documented cart shape (the fields a storefront reads). */
function cart_response( array $cart, string $key ): \WP_REST_Response {
	$items = array();
	$total = 0;
	$count = 0;
	foreach ( $cart as $id => $quantity ) {
		list( $name, $price ) = products()[ $id ];
		$line             = $price * $quantity;
		$total           += $line;
		$count           += $quantity;
		$items[]          = array(
			'key'      => md5( (string) $id ),
			'id'       => $id,
			'type'     => 'simple',
			'quantity' => $quantity,
			'name'     => $name,
			'prices'   => array( 'price' => (string) $price, 'regular_price' => (string) $price, 'sale_price' => (string) $price ) + currency(),
			'totals'   => array( 'line_subtotal' => (string) $line, 'line_subtotal_tax' => '0', 'line_total' => (string) $line, 'line_total_tax' => '0' ) + currency(),
		);
	}
	$response = new \WP_REST_Response(
		array(
			'items'          => $items,
			'coupons'        => array(),
			'items_count'    => $count,
			'items_weight'   => 0,
			'needs_payment'  => $total > 0,
			'needs_shipping' => false,
			'totals'         => array(
				'total_items'     => (string) $total,
				'total_items_tax' => '0',
				'total_fees'      => '0',
				'total_discount'  => '0',
				'total_shipping'  => null,
				'total_tax'       => '0',
				'total_price'     => (string) $total,
			) + currency(),
			'errors'         => array(),
		)
	);
	$response->header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
	if ( '' !== $key ) {
		$response->header( 'Cart-Token', cart_token( $key ) );
	}
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

function get_cart( \WP_REST_Request $request ): \WP_REST_Response {
	$key = cart_key( $request );
	return cart_response( load_cart( $key ), $key );
}

function add_item( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	$has_token = '' !== (string) $request->get_header( 'cart_token' );
	$nonce     = (string) $request->get_header( 'nonce' );
	if ( ! $has_token && '' === $nonce ) {
		return new \WP_Error( 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', array( 'status' => 401 ) );
	}
	if ( ! $has_token && ! wp_verify_nonce( $nonce, 'wc_store_api' ) ) {
		return new \WP_Error( 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.', array( 'status' => 403 ) );
	}
	$key = cart_key( $request );
	if ( $has_token && '' === $key ) {
		return new \WP_Error( 'woocommerce_rest_cart_token_invalid', 'Invalid Cart-Token.', array( 'status' => 401 ) );
	}
	$id = (int) $request['id'];
	if ( ! isset( products()[ $id ] ) ) {
		return new \WP_Error( 'woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.', array( 'status' => 400 ) );
	}
	if ( '' === $key ) {
		$key = strtolower( wp_generate_password( 20, false ) );
		send_cookie( COOKIE, $key, time() + 2 * DAY_IN_SECONDS );
	}
	$cart        = load_cart( $key );
	$cart[ $id ] = min( 99, ( $cart[ $id ] ?? 0 ) + (int) $request['quantity'] );
	set_transient( 'vitrine_test_cart_' . $key, $cart, 2 * DAY_IN_SECONDS );
	send_cookie( ITEMS_COOKIE, '1', time() + 2 * DAY_IN_SECONDS );
	$response = cart_response( $cart, $key );
	$response->set_status( 201 );
	return $response;
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route( 'wc/store/v1', '/cart', array( 'methods' => 'GET', 'callback' => __NAMESPACE__ . '\get_cart', 'permission_callback' => '__return_true' ) );
		register_rest_route(
			'wc/store/v1',
			'/cart/add-item',
			array(
				'methods'             => 'POST',
				'callback'            => __NAMESPACE__ . '\add_item',
				'permission_callback' => '__return_true',
				'args'                => array(
					'id'       => array( 'type' => 'integer', 'required' => true, 'minimum' => 1 ),
					'quantity' => array( 'type' => 'integer', 'default' => 1, 'minimum' => 1, 'maximum' => 99 ),
				),
			)
		);
	}
);

// The Store API's headers must be readable by scripts on the page.
add_filter( 'rest_exposed_cors_headers', static fn( array $headers ): array => array_merge( $headers, array( 'Nonce', 'Cart-Token' ) ) );

add_filter( 'vitrine_woocommerce_active', '__return_true' );
