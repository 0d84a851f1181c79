<?php
/**
 * Plugin Name: Vitrine test-only click tracking switch
 * Description: TEST-ONLY. Serves a page as if Settings → Affiliate → Click tracking were unticked when
 * the address carries ?vitrine_test_click_tracking=0: the saved option is read through WordPress's
 * own option filter, for that request only, so browser tests running in parallel keep the site's
 * setting. Linked into the local site only (tools/site-layout.sh); never shipped.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a test switch that only reads.
if ( isset( $_GET['vitrine_test_click_tracking'] ) && '0' === $_GET['vitrine_test_click_tracking'] ) {
	add_filter(
		'option_vitrine_affiliate',
		static fn( $saved ): array => array_merge( is_array( $saved ) ? $saved : array(), array( 'click_tracking' => false ) )
	);
}
