<?php
/**
 * Plugin Name: Vitrine test-only right-to-left switch
 * Description: TEST-ONLY. Shows any page right to left when the address carries ?vitrine_test_rtl=1,
 * without installing a right-to-left language pack (there is no network for one here). Linked into the
 * local site only (tools/site-layout.sh); never shipped.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	static function (): void {
		if ( isset( $_GET['vitrine_test_rtl'] ) && '1' === $_GET['vitrine_test_rtl'] && isset( $GLOBALS['wp_locale'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			$GLOBALS['wp_locale']->text_direction = 'rtl';
			wp_styles()->text_direction           = 'rtl'; // Stylesheets pick their -rtl.css by this.
		}
	}
);
