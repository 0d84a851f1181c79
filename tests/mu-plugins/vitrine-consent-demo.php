<?php
/**
 * Site-only demo for the consent feature: on /consent/, enqueues a stand-in analytics script (a
 * file plus an inline part) as a theme or plugin would, so the demo and the tests show that
 * enqueued scripts are blocked until consent and run after it, in order. The router keeps tests/
 * private, so the script file is served from here.
 */

add_action(
	'init',
	static function (): void {
		if ( isset( $_GET['vitrine-demo-analytics-js'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			header( 'Content-Type: text/javascript; charset=utf-8' );
			header( 'Cache-Control: max-age=3600' );
			echo "window.vitrineDemoOrder = ( window.vitrineDemoOrder || [] ).concat( 'file' );\n";
			exit;
		}
	}
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! is_page( 'consent' ) ) {
			return;
		}
		wp_enqueue_script( 'vitrine-demo-analytics', home_url( '/?vitrine-demo-analytics-js=1' ), array(), '1', array( 'in_footer' => true ) );
		wp_add_inline_script( 'vitrine-demo-analytics', 'window.vitrineDemoOrder = ( window.vitrineDemoOrder || [] ).concat( "before" );', 'before' );
	}
);
