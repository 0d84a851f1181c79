<?php
/**
 * Plugin Name: Vitrine test-only Creators API loopback
 * Description: TEST-ONLY. While the browser test tests/e2e/affiliate-creators.spec.ts runs, it starts
 * tests/php/fixtures/creators-api-server.php on a loopback port and writes that address to
 * wp-content/uploads/vitrine-test-creators-api.json; this points Vitrine's Creators API requests there
 * (through the test-only endpoints filter, see docs/affiliate.md). Without the file it does nothing.
 * In uploads because that folder is the one every web node of the cluster shares (docs/scaling.md).
 * Linked into the local site only (tools/site-layout.sh); never shipped.
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'vitrine_test_creators_api_endpoints',
	static function ( array $endpoints, string $version ): array {
		$file = WP_CONTENT_DIR . '/uploads/vitrine-test-creators-api.json';
		$test = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$url  = is_array( $test ) ? (string) ( $test['url'] ?? '' ) : '';
		if ( ! preg_match( '#^http://localhost:\d+$#', $url ) ) {
			return $endpoints;
		}
		return array(
			'api'   => $url,
			'token' => $url . '/token/' . $version,
		);
	},
	10,
	2
);
