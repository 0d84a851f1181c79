<?php
/**
 * TEST-ONLY Store API stand-in: GET /checkout (the draft order) and POST /checkout (place the order),
 * with the documented shapes: an invalid address answers 400 rest_invalid_param with `params` and
 * `details` per request field (WooCommerce's address schema codes invalid_email, invalid_postcode,
 * invalid_country, invalid_phone); a missing or unknown payment method and an empty cart answer their
 * own 400 codes. Placed orders are kept in an option so the account widget can list them.
 */

namespace Vitrine\Tests\StoreApi;

defined( 'ABSPATH' ) || exit;

const ORDERS = 'vitrine_test_orders';

/** Countries the stand-in ships to. */
function countries(): array {
	return array( 'US', 'CA', 'GB', 'DE', 'FR' );
}

/** The first problem with an address, as [ code, message ], or null. */
function address_problem( array $address, bool $billing ): ?array {
	$labels = array( 'first_name' => 'First name', 'last_name' => 'Last name', 'address_1' => 'Address', 'city' => 'City', 'postcode' => 'Postal code', 'country' => 'Country' );
	foreach ( $labels as $field => $label ) {
		if ( '' === trim( (string) ( $address[ $field ] ?? '' ) ) ) {
			return array( 'missing_' . $field, sprintf( '%s is required', $label ) );
		}
	}
	$country = strtoupper( (string) $address['country'] );
	if ( ! in_array( $country, countries(), true ) ) {
		return array( 'invalid_country', 'Sorry, we do not ship to this country.' );
	}
	$postcode = (string) $address['postcode'];
	if ( ( 'US' === $country && ! preg_match( '/^\d{5}(-\d{4})?$/', $postcode ) ) || ( 'US' !== $country && ! preg_match( '/^[A-Za-z0-9 -]{3,10}$/', $postcode ) ) ) {
		return array( 'invalid_postcode', 'The provided postcode / ZIP is not valid' );
	}
	if ( $billing && ! is_email( (string) ( $address['email'] ?? '' ) ) ) {
		return array( 'invalid_email', 'The provided email address is not valid' );
	}
	if ( '' !== (string) ( $address['phone'] ?? '' ) && ! preg_match( '/^[0-9 ()+.-]{5,20}$/', (string) $address['phone'] ) ) {
		return array( 'invalid_phone', 'The provided phone number is not valid' );
	}
	return null;
}

function get_checkout( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	$denied = nonce_problem( $request );
	if ( $denied ) {
		return $denied;
	}
	$key  = cart_key( $request );
	$cart = load_cart( $key );
	return with_headers( new \WP_REST_Response( order_shape( 0, 'checkout-draft', $cart, '', '' ) ), $key );
}

function order_shape( int $id, string $status, array $cart, string $method, string $note ): array {
	return array(
		'order_id'         => $id,
		'status'           => $status,
		'order_key'        => $id ? 'wc_order_' . substr( md5( (string) $id ), 0, 13 ) : '',
		'customer_note'    => $note,
		'customer_id'      => get_current_user_id(),
		'billing_address'  => address( $cart['billing'], true ),
		'shipping_address' => address( $cart['shipping'], false ),
		'payment_method'   => $method,
		'payment_result'   => array( 'payment_status' => $id ? 'success' : '', 'payment_details' => array(), 'redirect_url' => $id ? home_url( "/widgets/checkout/?order-received=$id" ) : '' ),
	);
}

function place_order( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
	$denied = nonce_problem( $request );
	if ( $denied ) {
		return $denied;
	}
	$key  = cart_key( $request );
	$cart = load_cart( $key );
	if ( ! $cart['items'] ) {
		return new \WP_Error( 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.', array( 'status' => 400 ) );
	}
	$billing  = (array) $request['billing_address'];
	$shipping = $request['shipping_address'] ? (array) $request['shipping_address'] : $billing;
	$params   = array();
	$details  = array();
	$check    = array( 'billing_address' => array( $billing, true ) ) + ( $request['shipping_address'] ? array( 'shipping_address' => array( $shipping, false ) ) : array() );
	foreach ( $check as $param => list( $address, $is_billing ) ) {
		$problem = address_problem( $address, $is_billing );
		if ( $problem ) {
			$label             = $is_billing ? 'billing' : 'shipping';
			$params[ $param ]  = "There was a problem with the provided $label address: {$problem[1]}";
			$details[ $param ] = array( 'code' => $problem[0], 'message' => $problem[1], 'data' => null );
		}
	}
	if ( $params ) {
		return new \WP_Error( 'rest_invalid_param', 'Invalid parameter(s): ' . implode( ', ', array_keys( $params ) ), array( 'status' => 400, 'params' => $params, 'details' => $details ) );
	}
	$method = (string) $request['payment_method'];
	if ( '' === $method ) {
		return new \WP_Error( 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.', array( 'status' => 400 ) );
	}
	if ( ! in_array( $method, payment_methods(), true ) ) {
		return new \WP_Error( 'woocommerce_rest_checkout_payment_method_disabled', 'This payment gateway is not available.', array( 'status' => 400 ) );
	}
	$orders           = get_option( ORDERS, array() );
	$orders           = is_array( $orders ) ? $orders : array();
	$id               = 5000 + count( $orders ) + 1;
	$cart['rate']     = isset( rates()[ $cart['rate'] ] ) ? $cart['rate'] : array_key_first( rates() );
	$cart['billing']  = array_map( 'sanitize_text_field', $billing );
	$cart['shipping'] = array_map( 'sanitize_text_field', $shipping );
	$lines            = cart_lines( $cart );
	$orders[]         = array(
		'id'       => $id,
		'customer' => get_current_user_id(),
		'date'     => gmdate( 'c' ),
		'status'   => 'bacs' === $method ? 'on-hold' : 'processing',
		'total'    => $lines['subtotal'] - $lines['discount'] + $lines['shipping'],
		'items'    => $lines['count'],
	);
	update_option( ORDERS, $orders, false );
	// A logged-in customer's addresses are kept on the account, in WooCommerce's user meta keys.
	foreach ( array( 'billing' => $cart['billing'], 'shipping' => $cart['shipping'] ) as $type => $values ) {
		foreach ( address( $values, 'billing' === $type ) as $field => $value ) {
			if ( get_current_user_id() ) {
				update_user_meta( get_current_user_id(), "{$type}_{$field}", $value );
			}
		}
	}
	$placed = order_shape( $id, end( $orders )['status'], $cart, $method, sanitize_textarea_field( (string) $request['customer_note'] ) );
	save_cart( $key, array( 'items' => array(), 'coupons' => array(), 'rate' => $cart['rate'], 'billing' => $cart['billing'], 'shipping' => $cart['shipping'] ) );
	return with_headers( new \WP_REST_Response( $placed ), $key );
}

/** The orders a customer placed through the stand-in, newest first (for the account widget). */
function customer_orders( array $orders, int $user_id ): array {
	$saved = get_option( ORDERS, array() );
	$mine  = array_filter( is_array( $saved ) ? $saved : array(), static fn( $o ) => (int) ( $o['customer'] ?? 0 ) === $user_id && $user_id > 0 );
	foreach ( array_reverse( $mine ) as $order ) {
		$orders[] = array(
			'id'     => (int) $order['id'],
			'date'   => (string) $order['date'],
			'status' => (string) $order['status'],
			'total'  => (string) $order['total'],
			'items'  => (int) $order['items'],
			'url'    => home_url( '/widgets/account/?view-order=' . (int) $order['id'] ),
		) + currency();
	}
	return $orders;
}
add_filter( 'vitrine_shop_customer_orders', __NAMESPACE__ . '\customer_orders', 10, 2 );
