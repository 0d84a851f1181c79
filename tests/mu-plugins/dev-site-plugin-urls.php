<?php
/**
 * Plugin Name: Vitrine dev site: plugin URLs
 * Description: LOCAL SITE ONLY (linked by tools/site-layout.sh, never shipped). The dev site lives in
 * .wp/site inside this checkout, and its plugins/vitrine is a link to the checkout itself. WordPress's
 * plugin_basename() maps a file through every registered plugin path in turn, without stopping at the
 * first: a file of WooCommerce or the WP Consent API (linked from ../shared) is first mapped to
 * wp-content/plugins/…, which starts with Vitrine's real path, and then again to
 * vitrine/.wp/site/wp-content/plugins/… whenever that real path sorts below ../shared's. Their
 * script and style URLs then answered 404. No real site has its plugins inside a plugin's folder;
 * this puts the URLs back where the files are.
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'plugins_url',
	static function ( string $url ): string {
		return str_replace( '/plugins/vitrine/.wp/site/wp-content/plugins/', '/plugins/', $url );
	}
);
