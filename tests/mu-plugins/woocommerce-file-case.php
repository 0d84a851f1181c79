<?php
/**
 * Plugin Name: Vitrine dev site: WooCommerce file-name case
 * Description: DEV SITE ONLY. The WooCommerce copy in ../shared/third-party/woocommerce (10.0.2, from a
 * release mirror) has src/Caching/WPCacheEngine.php as "WpCacheEngine.php"; its class map names the
 * former, so on a case-sensitive file system every order read with HPOS on died with "Failed opening
 * required .../WPCacheEngine.php". This loads that one class from the file as it is, before
 * WooCommerce's own autoloader looks for it, and does nothing once the file has its right name. Linked into
 * the local site only (tools/site-layout.sh); never shipped. See docs/shop.md.
 */

namespace Vitrine\Tests\WooCommerceFileCase;

defined( 'ABSPATH' ) || exit;

// WooCommerce's autoloader goes first and fails hard on the missing file, so the class is loaded as
// soon as WooCommerce (and its autoloader, for the interface the class implements) is there.
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
