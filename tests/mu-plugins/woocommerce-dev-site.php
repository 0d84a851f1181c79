<?php
/**
 * Plugin Name: Vitrine dev site: WooCommerce on this machine
 * Description: DEV SITE ONLY. Two things the local site needs to run the real WooCommerce from
 * ../shared/third-party/woocommerce (10.0.2, a release mirror), neither of them Vitrine's behaviour:
 * (1) that copy has src/Caching/WPCacheEngine.php as "WpCacheEngine.php" while its class map names the
 * former, so on a case-sensitive file system every order read with HPOS on died with "Failed opening
 * required .../WPCacheEngine.php": the class is loaded from the file as it is, before WooCommerce's
 * autoloader looks for it (nothing happens once the file has its right name); (2) on SQLite, the
 * checkout's stock hold is MySQL-only SQL (INSERT ... SELECT ... FOR UPDATE ... ON DUPLICATE KEY) that
 * the SQLite drop-in cannot run, so every order of a stock-managed product failed with "Not enough
 * units ... available": the hold is off on SQLite (stock is still reduced when the order is placed; on
 * MariaDB the hold runs as on any shop); (3) WooCommerce regenerates every image in the background after
 * a theme switch, which the site's set-up makes: for the first minutes of a fresh site, page views
 * trigger its batches (option rows written on a visitor's GET) and each image's srcset changes order
 * as its sizes are rewritten, so two visitors got different bytes. A fresh site has every size
 * already (the demo images are imported with WooCommerce active), so the dev site turns the
 * regeneration off. Linked into the local site only (tools/site-layout.sh);
 * never shipped. See docs/shop.md.
 */

namespace Vitrine\Tests\WooCommerceDevSite;

defined( 'ABSPATH' ) || exit;

add_action(
	'plugins_loaded',
	static function (): void {
		$dir = WP_PLUGIN_DIR . '/woocommerce/src/Caching/';
		if ( class_exists( 'WooCommerce', false ) && ! file_exists( $dir . 'WPCacheEngine.php' ) && file_exists( $dir . 'WpCacheEngine.php' ) ) {
			require_once $dir . 'WpCacheEngine.php';
		}
	},
	-1000
);

if ( defined( 'VITRINE_DB_MODE' ) && 'sqlite' === VITRINE_DB_MODE ) {
	add_filter( 'woocommerce_hold_stock_for_checkout', '__return_false' );
}

add_filter( 'woocommerce_background_image_regeneration', '__return_false' );
