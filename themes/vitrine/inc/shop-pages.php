<?php
/**
 * WooCommerce's classic page machinery only on WooCommerce's own pages (shop, products, cart,
 * checkout, account), which it marks as not to be cached. With a classic theme WooCommerce would,
 * on every page: print jQuery, blockUI, js-cookie, its add-to-cart and woocommerce scripts and its
 * general, layout, small-screen, brands and blocks stylesheets, and re-send its cart cookies (woocommerce_items_in_cart, woocommerce_cart_hash) when
 * they disagree with the session — a Set-Cookie that keeps a page cache from serving the page, or
 * lets it serve one visitor's cookie to others. Vitrine's pages use none of it: the shop widgets and
 * the header's cart speak to the Store API, whose answers keep those cookies right (docs/shop.md).
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

/** The handles of WooCommerce's classic front-end scripts. */
const WOOCOMMERCE_CLASSIC_SCRIPTS = array( 'woocommerce', 'wc-add-to-cart', 'jquery-blockui', 'js-cookie', 'wc-cart-fragments' );

/** Whether this request shows one of WooCommerce's own pages (its templates need its scripts). */
function is_woocommerce_page(): bool {
	return ( function_exists( 'is_woocommerce' ) && is_woocommerce() )
		|| ( function_exists( 'is_cart' ) && is_cart() )
		|| ( function_exists( 'is_checkout' ) && is_checkout() )
		|| ( function_exists( 'is_account_page' ) && is_account_page() );
}

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! function_exists( 'WC' ) || is_woocommerce_page() ) {
			return;
		}
		foreach ( WOOCOMMERCE_CLASSIC_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
		if ( ! has_woocommerce_blocks() ) {
			wp_dequeue_style( 'brands-styles' );
			wp_dequeue_style( 'woocommerce-inline' );
		}
	},
	100
);

/** Whether the page shown holds any of WooCommerce's blocks (they need its block stylesheets). */
function has_woocommerce_blocks(): bool {
	$post = get_queried_object();
	return $post instanceof \WP_Post && str_contains( $post->post_content, '<!-- wp:woocommerce/' );
}

// Its blocks' stylesheet comes with its notices on every page (enqueued on wp_head, printed late);
// its rules shifted Vitrine's cards as "load more" appended them.
add_action(
	'wp_head',
	static function (): void {
		if ( function_exists( 'WC' ) && ! is_woocommerce_page() && ! has_woocommerce_blocks() ) {
			wp_dequeue_style( 'wc-blocks-style' );
		}
	},
	11
);

add_filter(
	'woocommerce_enqueue_styles',
	static fn( $styles ) => is_woocommerce_page() ? $styles : array()
);

/**
 * Takes WooCommerce's cart-cookie check off `$hook` (its cart session object is not reachable from
 * outside the cart, so it is found among the hook's callbacks).
 */
function remove_cart_cookie_check( string $hook, int $priority ): void {
	global $wp_filter;
	foreach ( $wp_filter[ $hook ]->callbacks[ $priority ] ?? array() as $callback ) {
		$function = $callback['function'];
		if ( is_array( $function ) && $function[0] instanceof \WC_Cart_Session && 'maybe_set_cart_cookies' === $function[1] ) {
			remove_action( $hook, $function, $priority );
		}
	}
}

// WooCommerce's cart session checks its cookies on `wp` (priority 99) and at shutdown (priority 0).
add_action(
	'wp',
	static function (): void {
		if ( ! class_exists( 'WC_Cart_Session', false ) || is_woocommerce_page() ) {
			return;
		}
		remove_cart_cookie_check( 'wp', 99 );
		remove_cart_cookie_check( 'shutdown', 0 );
		// Its body classes and the footer script that swaps "woocommerce-no-js" for "woocommerce-js".
		remove_filter( 'body_class', 'wc_body_class' );
	},
	0
);
