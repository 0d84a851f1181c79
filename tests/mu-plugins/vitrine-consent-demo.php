<?php
/**
 * Site-only demo for the consent feature: on /consent/, enqueues a stand-in analytics script (a
 * file plus an inline part) as a theme or plugin would, and serves a stand-in embedded player, so the demo and the tests show that
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
		if ( isset( $_GET['vitrine-demo-embed'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			// A stand-in for a third-party player, which the demo blocks until functional consent.
			header( 'Content-Type: text/html; charset=utf-8' );
			echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo player</title></head>'
				. '<body style="margin:0;font:16px system-ui;background:#111827;color:#fff;display:grid;place-items:center;height:100vh">'
				. '<p>A stand-in for a video player from another site.</p></body></html>';
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

/*
 * Tests only: `?consent-test={base64 JSON}` overrides consent settings for that one page address,
 * so browser tests can try every display mode and law in parallel without changing the site's
 * settings. The page's HTML still depends only on its address, never on cookies.
 */
add_filter(
	'option_vitrine_consent',
	static function ( $value ) {
		$raw = isset( $_GET['consent-test'] ) ? base64_decode( (string) wp_unslash( $_GET['consent-test'] ), true ) : false; // phpcs:ignore
		$override = $raw ? json_decode( $raw, true ) : null;
		return is_array( $value ) && is_array( $override ) ? array_replace( $value, $override ) : $value;
	}
);

/*
 * Tests only: `?consent-test=` may also carry `country_source` ("header"), the affiliate setting
 * that makes the consent gate ask the CDN country route, for that one page address.
 */
add_filter(
	'option_vitrine_affiliate',
	static function ( $value ) {
		$raw      = isset( $_GET['consent-test'] ) ? base64_decode( (string) wp_unslash( $_GET['consent-test'] ), true ) : false; // phpcs:ignore
		$override = $raw ? json_decode( $raw, true ) : null;
		if ( is_array( $override ) && 'header' === ( $override['country_source'] ?? '' ) ) {
			$value                   = is_array( $value ) ? $value : array();
			$value['country_source'] = 'header';
		}
		return $value;
	}
);

/*
 * Tests only: on /consent/?vitrine-demo-echo=1, a theme's way of adding a tracker: scripts echoed in
 * the head and right after <body> rather than enqueued (tests/php/CoreFeaturesTest.php checks that
 * they reach the visitor blocked, docs/consent.md). Their own global, so the demo's order stays.
 */
foreach ( array( 'wp_head', 'wp_body_open' ) as $vitrine_demo_hook ) {
	add_action(
		$vitrine_demo_hook,
		static function () use ( $vitrine_demo_hook ): void {
			if ( isset( $_GET['vitrine-demo-echo'] ) && is_page( 'consent' ) ) { // phpcs:ignore WordPress.Security.NonceVerification
				echo '<script id="vitrine-demo-echo-' . esc_attr( $vitrine_demo_hook ) . '">/* vitrine-demo-analytics */ window.vitrineDemoEchoed = "' . esc_js( $vitrine_demo_hook ) . '";</script>' . "\n";
			}
		},
		5
	);
}
