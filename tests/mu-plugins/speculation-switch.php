<?php
/**
 * Plugin Name: Vitrine test-only speculative loading switch
 * Description: TEST-ONLY. Serves a page with WordPress's speculation rules in the mode the address
 * cookie `vitrine_test_speculation` asks for (prefetch or prerender) and eager (core prints them for
 * visitors only, conservative: they act on a pointer press). A cookie rather than a query string:
 * core never speculates on URLs with a query, so links relative to a page with one would all be
 * excluded and the test would prove nothing. Read for that request only, so browser tests running
 * in parallel keep the site's default. Linked into the local site only (tools/site-layout.sh);
 * never shipped.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_test_speculation = isset( $_COOKIE['vitrine_test_speculation'] ) ? sanitize_key( wp_unslash( $_COOKIE['vitrine_test_speculation'] ) ) : '';
if ( in_array( $vitrine_test_speculation, array( 'prefetch', 'prerender' ), true ) ) {
	add_filter(
		'wp_speculation_rules_configuration',
		static fn( $config ) => null === $config ? null : array(
			'mode'      => $vitrine_test_speculation,
			'eagerness' => 'eager',
		)
	);
}
