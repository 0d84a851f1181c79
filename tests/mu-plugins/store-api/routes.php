<?php
/**
 * TEST-ONLY Store API stand-in: the cart and product routes and their documented errors.
 */

namespace Vitrine\Tests\StoreApi;

defined( 'ABSPATH' ) || exit;

/** The documented guard of every changing route: a valid Nonce header, or a valid Cart-Token. */
function nonce_problem( \WP_REST_Request $request ): ?\WP_Error {
	$has_token = '' !== (string) $request->get_header( 'cart_token' );
	$nonce     = (string) $request->get_header( 'nonce' );
	if ( $has_token ) {
		return '' === cart_key( $request ) ? new \WP_Error( 'woocommerce_rest_cart_token_invalid', 'Invalid Cart-Token.', array( 'status' => 401 ) ) : null;
	}
	if ( '' === $nonce ) {
		return new \WP_Error( 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', array( 'status' => 401 ) );
	}
	return wp_verify_nonce( $nonce, 'wc_store_api' ) ? null : new \WP_Error( 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.', array( 'status' => 403 ) );
}

/** Runs $change on the visitor's cart after the nonce check, saves it and answers the cart. */
function change_cart( \WP_REST_Request $request, callable $change, int $status = 200 ): \WP_REST_Response|\WP_Error {
	$denied = nonce_problem( $request );
	if ( $denied ) {
		return $denied;
	}
	$key  = cart_key( $request );
	$cart = $change( load_cart( $key ) );
	if ( $cart instanceof \WP_Error ) {
		return $cart;
	}
	if ( '' === $key ) {
		$key = strtolower( wp_generate_password( 20, false ) );
		send_cookie( COOKIE, $key, time() + 2 * DAY_IN_SECONDS );
	}
	save_cart( $key, $cart );
	$response = cart_response( $cart, $key );
	$response->set_status( $status );
	return $response;
}

function get_cart( \WP_REST_Request $request ): \WP_REST_Response {
	$key = cart_key( $request );
	return cart_response( load_cart( $key ), $key );
}

/** The product to add: a simple product, a variation id, or the variable product with its chosen Size. */
function chosen_product( \WP_REST_Request $request ): int|\WP_Error {
	$id = (int) $request['id'];
	if ( VARIABLE === $id ) {
		$size = '';
		foreach ( (array) $request['variation'] as $choice ) {
			if ( is_array( $choice ) && 0 === strcasecmp( (string) ( $choice['attribute'] ?? '' ), 'Size' ) ) {
				$size = strtoupper( (string) ( $choice['value'] ?? '' ) );
			}
		}
		$id = (int) array_search( $size, variations(), true );
		if ( ! $id ) {
			return new \WP_Error( 'woocommerce_rest_missing_variation_data', 'Missing variation data for variable product.', array( 'status' => 400 ) );
		}
	}
	if ( ! isset( products()[ $id ] ) ) {
		return new \WP_Error( 'woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.', array( 'status' => 400 ) );
	}
	if ( ! products()[ $id ][4] ) {
		$name = products()[ $id ][0] . ( products()[ $id ][3] ? ' - ' . products()[ $id ][3] : '' );
		return new \WP_Error( 'woocommerce_rest_product_out_of_stock', sprintf( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', $name ), array( 'status' => 400 ) );
	}
	return $id;
}

function add_item( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	return change_cart(
		$request,
		static function ( array $cart ) use ( $request ) {
			$id = chosen_product( $request );
			if ( $id instanceof \WP_Error ) {
				return $id;
			}
			$cart['items'][ $id ] = min( 99, ( $cart['items'][ $id ] ?? 0 ) + (int) $request['quantity'] );
			return $cart;
		},
		201
	);
}

/** The product id of a cart item key, or a 409 as documented for a key that is not in the cart. */
function item_of( array $cart, string $key ): int|\WP_Error {
	foreach ( array_keys( $cart['items'] ) as $id ) {
		if ( item_key( $id ) === $key ) {
			return $id;
		}
	}
	return new \WP_Error( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', array( 'status' => 409 ) );
}

function update_item( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	return change_cart(
		$request,
		static function ( array $cart ) use ( $request ) {
			$id = item_of( $cart, (string) $request['key'] );
			if ( ! $id instanceof \WP_Error ) {
				$cart['items'][ $id ] = (int) $request['quantity'];
			}
			return $id instanceof \WP_Error ? $id : $cart;
		}
	);
}

function remove_item( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	return change_cart(
		$request,
		static function ( array $cart ) use ( $request ) {
			$id = item_of( $cart, (string) $request['key'] );
			if ( ! $id instanceof \WP_Error ) {
				unset( $cart['items'][ $id ] );
			}
			return $id instanceof \WP_Error ? $id : $cart;
		}
	);
}

function apply_coupon( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	return change_cart(
		$request,
		static function ( array $cart ) use ( $request ) {
			$code = wc_format_coupon_code( (string) $request['code'] );
			if ( COUPON !== $code ) {
				return new \WP_Error( 'woocommerce_rest_cart_coupon_error', sprintf( 'Coupon "%s" does not exist!', esc_html( $code ) ), array( 'status' => 400 ) );
			}
			if ( in_array( $code, $cart['coupons'], true ) ) {
				return new \WP_Error( 'woocommerce_rest_cart_coupon_error', 'Coupon code already applied!', array( 'status' => 400 ) );
			}
			$cart['coupons'][] = $code;
			return $cart;
		}
	);
}

function remove_coupon( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	return change_cart(
		$request,
		static function ( array $cart ) use ( $request ) {
			$code = wc_format_coupon_code( (string) $request['code'] );
			if ( ! in_array( $code, $cart['coupons'], true ) ) {
				return new \WP_Error( 'woocommerce_rest_cart_coupon_invalid_code', 'Coupon cannot be removed because it is not already applied to the cart.', array( 'status' => 409 ) );
			}
			$cart['coupons'] = array_values( array_diff( $cart['coupons'], array( $code ) ) );
			return $cart;
		}
	);
}

function select_rate( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	return change_cart(
		$request,
		static function ( array $cart ) use ( $request ) {
			if ( ! isset( rates()[ (string) $request['rate_id'] ] ) ) {
				return new \WP_Error( 'woocommerce_rest_cart_invalid_rate', 'This shipping method is not available.', array( 'status' => 400 ) );
			}
			$cart['rate'] = (string) $request['rate_id'];
			return $cart;
		}
	);
}

/** WooCommerce's coupon code format: lower case, trimmed. */
function wc_format_coupon_code( string $code ): string {
	return strtolower( trim( wp_strip_all_tags( $code ) ) );
}

function get_product( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	$product = product_response( (int) $request['id'] );
	return $product ? new \WP_REST_Response( $product ) : new \WP_Error( 'woocommerce_rest_product_invalid_id', 'Invalid product ID.', array( 'status' => 404 ) );
}

/** @param array<string, array<string, mixed>> $args */
function route( string $path, string $methods, callable $callback, array $args = array() ): void {
	register_rest_route( 'wc/store/v1', $path, array( 'methods' => $methods, 'callback' => $callback, 'permission_callback' => '__return_true', 'args' => $args ) );
}

add_action(
	'rest_api_init',
	static function (): void {
		$quantity = array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 99 );
		$key      = array( 'type' => 'string', 'required' => true, 'minLength' => 1 );
		$code     = array( 'type' => 'string', 'required' => true, 'minLength' => 1, 'maxLength' => 100 );
		$address  = array( 'type' => 'object', 'additionalProperties' => array( 'type' => 'string', 'maxLength' => 200 ) );
		route( '/cart', 'GET', __NAMESPACE__ . '\get_cart' );
		route( '/cart/add-item', 'POST', __NAMESPACE__ . '\add_item', array( 'id' => array( 'type' => 'integer', 'required' => true, 'minimum' => 1 ), 'quantity' => $quantity + array( 'default' => 1 ), 'variation' => array( 'type' => 'array', 'default' => array(), 'items' => array( 'type' => 'object', 'properties' => array( 'attribute' => array( 'type' => 'string' ), 'value' => array( 'type' => 'string' ) ) ) ) ) );
		route( '/cart/update-item', 'POST', __NAMESPACE__ . '\update_item', array( 'key' => $key, 'quantity' => $quantity + array( 'required' => true ) ) );
		route( '/cart/remove-item', 'POST', __NAMESPACE__ . '\remove_item', array( 'key' => $key ) );
		route( '/cart/apply-coupon', 'POST', __NAMESPACE__ . '\apply_coupon', array( 'code' => $code ) );
		route( '/cart/remove-coupon', 'POST', __NAMESPACE__ . '\remove_coupon', array( 'code' => $code ) );
		route( '/cart/select-shipping-rate', 'POST', __NAMESPACE__ . '\select_rate', array( 'package_id' => array( 'type' => 'integer', 'default' => 0 ), 'rate_id' => $code ) );
		route( '/products/(?P<id>\d+)', 'GET', __NAMESPACE__ . '\get_product', array( 'id' => array( 'type' => 'integer', 'minimum' => 1 ) ) );
		route( '/checkout', 'GET', __NAMESPACE__ . '\get_checkout' );
		route( '/checkout', 'POST', __NAMESPACE__ . '\place_order', array( 'billing_address' => $address + array( 'required' => true ), 'shipping_address' => $address, 'customer_note' => array( 'type' => 'string', 'default' => '', 'maxLength' => 2000 ), 'payment_method' => array( 'type' => 'string', 'default' => '' ), 'payment_data' => array( 'type' => 'array', 'default' => array() ) ) );
	}
);
