<?php
/**
 * Plugin Name: Vitrine test-only WooCommerce Store API stand-in
 * Description: TEST-ONLY. WooCommerce cannot be installed on the machines Vitrine is built on, so this
 * answers the Store API calls the theme's cart dropdown and the shop widgets make, with WooCommerce's
 * documented request and response shapes and errors: GET /cart, POST /cart/add-item, /cart/update-item,
 * /cart/remove-item, /cart/apply-coupon, /cart/remove-coupon, /cart/select-shipping-rate,
 * GET /products/{id}, GET and POST /checkout. Changing routes need the Nonce header (or a Cart-Token),
 * as documented. It keeps a small cart per visitor in a transient keyed by a cookie, sells a fixed
 * catalogue (three simple products and one variable product), knows the coupon VITRINE10, and turns on
 * vitrine_woocommerce_active. Linked into the local site only (tools/site-layout.sh); never shipped.
 * It stands aside when the real WooCommerce is active.
 */

namespace Vitrine\Tests\StoreApi;

defined( 'ABSPATH' ) || exit;

if ( class_exists( 'WooCommerce' ) ) {
	return;
}

require_once __DIR__ . '/store-api/catalogue.php';
require_once __DIR__ . '/store-api/cart.php';
require_once __DIR__ . '/store-api/checkout.php';
require_once __DIR__ . '/store-api/routes.php';

// The Store API's headers must be readable by scripts on the page.
add_filter( 'rest_exposed_cors_headers', static fn( array $headers ): array => array_merge( $headers, array( 'Nonce', 'Cart-Token' ) ) );

add_filter( 'vitrine_woocommerce_active', '__return_true' );

// As WooCommerce does: Store API requests keep the logged-in customer from the cookie (its own Nonce
// header is the CSRF check), instead of WordPress's X-WP-Nonce rule for cookie logins.
add_filter(
	'rest_authentication_errors',
	static function ( $result ) {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '';
		return null === $result && str_contains( $uri, '/wc/store/' ) ? true : $result;
	}
);

// The demo site has no WooCommerce pages: the widgets' demo pages stand in for them.
add_filter( 'vitrine_shop_cart_url', static fn(): string => home_url( '/widgets/cart/' ) );
add_filter( 'vitrine_shop_checkout_url', static fn(): string => home_url( '/widgets/checkout/' ) );
add_filter( 'vitrine_theme_cart_url', static fn(): string => home_url( '/widgets/cart/' ) );
