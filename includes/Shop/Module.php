<?php
/**
 * The shop widgets (add to cart, cart, checkout, account) and the payment buttons beyond their
 * render.php files: the editor's "WooCommerce is not active" flag, the payment settings page, the
 * owner's notice when a payment provider cannot be used, and the compatibility WooCommerce asks of
 * plugins (HPOS, cart and checkout blocks).
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Shop\StripeSessionRoute::class );
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_flags' ) );
		add_action( 'admin_notices', array( PaymentProblems::class, 'notice' ) );
		add_action( 'admin_post_' . PaymentProblems::DISMISS, array( PaymentProblems::class, 'dismiss' ) );
		add_action( 'wp_after_insert_post', array( PaymentProblems::class, 'record_for_post' ), 10, 2 );
		add_action( 'before_woocommerce_init', array( WooCommerceCompatibility::class, 'declare' ) );
		( new SettingsPage() )->register();
	}

	/** Tells the shop blocks' editor UI whether WooCommerce is active (they show a notice if not). */
	public function editor_flags(): void {
		wp_add_inline_script( 'wp-blocks', 'window.vitrineShop = ' . wp_json_encode( array( 'woocommerce' => Shop::active() ) ) . ';', 'before' );
	}
}
