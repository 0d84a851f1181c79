<?php
/**
 * WooCommerce's classic front-end scripts and styles only where WooCommerce's own templates need
 * them. With a classic theme WooCommerce prints jQuery, blockUI, js-cookie, its add-to-cart and
 * woocommerce scripts and three stylesheets on every page; Vitrine's pages use none of them (the
 * shop widgets and the header's cart speak to the Store API), so on other pages they are left out
 * (docs/shop.md). WooCommerce's shop, product, cart, checkout and account pages keep them.
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
	},
	100
);

add_filter(
	'woocommerce_enqueue_styles',
	static fn( $styles ) => is_woocommerce_page() ? $styles : array()
);
