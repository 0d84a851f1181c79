<?php
/**
 * Plugin Name: Vitrine bench-only mode
 * Description: TEST-ONLY, for npm run bench:load (tests/bench/load/run.mjs) and the Insights bench
 * (tests/bench/insights.bench.mjs); inert unless the bench
 * holds the flag file .wp/bench-mode. While it does:
 * - `?vitrine-bench=bare` serves the request as bare WordPress on the same stack and database:
 *   Vitrine left out of the active plugins and a default theme, so Vitrine's server cost is a ratio
 *   (a query string, so the page cache keeps the two apart);
 * - a request with the header X-Vitrine-Bench-Probe appends its database queries and PHP time to
 *   .wp/bench-probe.log (a file, never the database);
 * - the write routes' per-visitor limits (the documented filters vitrine_click_rate_limit,
 *   vitrine_click_address_limit, vitrine_consent_records_per_id,
 *   vitrine_consent_records_per_address, vitrine_insights_rate_limit) are raised, because every
 *   bench client comes from one address; the shipped defaults are unchanged.
 * Linked into the local site only (tools/site-layout.sh), never shipped.
 */

namespace Vitrine\Tests\BenchMode;

defined( 'ABSPATH' ) || exit;

const FLAG = ABSPATH . '../bench-mode';

if ( 'local' !== wp_get_environment_type() || ! file_exists( FLAG ) ) {
	return;
}

foreach ( array( 'vitrine_click_rate_limit', 'vitrine_click_address_limit', 'vitrine_consent_records_per_id', 'vitrine_consent_records_per_address', 'vitrine_insights_rate_limit' ) as $vitrine_filter ) {
	add_filter( $vitrine_filter, static fn() => PHP_INT_MAX );
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only switch of a test site.
if ( isset( $_GET['vitrine-bench'] ) && 'bare' === $_GET['vitrine-bench'] ) {
	add_filter( 'option_active_plugins', static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'vitrine/plugin.php' ) ) ) );
	$vitrine_theme = static fn() => defined( 'WP_DEFAULT_THEME' ) ? \WP_DEFAULT_THEME : 'twentytwentyfive';
	add_filter( 'pre_option_template', $vitrine_theme );
	add_filter( 'pre_option_stylesheet', $vitrine_theme );
}

if ( isset( $_SERVER['HTTP_X_VITRINE_BENCH_PROBE'] ) ) {
	add_action(
		'shutdown',
		static function (): void {
			global $wpdb;
			$line = wp_json_encode(
				array(
					'uri'     => isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '',
					'vitrine' => class_exists( '\Vitrine\Plugin', false ),
					'queries' => (int) $wpdb->num_queries,
					'ms'      => round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 1 ),
				)
			);
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a bench log file.
			file_put_contents( ABSPATH . '../bench-probe.log', $line . "\n", FILE_APPEND | LOCK_EX );
		},
		PHP_INT_MAX
	);
}
