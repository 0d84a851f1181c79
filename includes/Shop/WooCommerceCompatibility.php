<?php
/**
 * Tells WooCommerce which of its optional features Vitrine works with, the way it asks plugins to
 * (FeaturesUtil::declare_compatibility on before_woocommerce_init): orders in its own tables (HPOS,
 * "custom_order_tables"; Vitrine reads orders only through wc_get_orders()) and the cart and checkout
 * blocks (the shop widgets use the same Store API). Without a declaration WooCommerce lists Vitrine as
 * "uncertain" and does not turn HPOS on for a new store. See docs/shop.md.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class WooCommerceCompatibility {
	/** The features declared compatible. */
	public const FEATURES = array( 'custom_order_tables', 'cart_checkout_blocks' );

	public static function declare(): void {
		if ( ! class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			return;
		}
		foreach ( self::FEATURES as $feature ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( $feature, VITRINE_FILE, true );
		}
	}
}
