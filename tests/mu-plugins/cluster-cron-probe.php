<?php
/**
 * Plugin Name: Vitrine test-only cron probe
 * Description: TEST-ONLY, for tests/cluster (docs/scaling.md, "Cron"): the event
 * vitrine_test_cron_probe adds one to the option vitrine_test_cron_probe_runs with one atomic
 * statement, so a test can tell whether a due event ran once for the cluster or once per node.
 * Only on a site whose environment type is local. Linked into the local site only
 * (tools/site-layout.sh); never shipped.
 */

namespace Vitrine\Tests\ClusterCronProbe;

defined( 'ABSPATH' ) || exit;

if ( 'local' !== wp_get_environment_type() ) {
	return;
}

add_action(
	'vitrine_test_cron_probe',
	static function (): void {
		global $wpdb;
		// One statement: two runners at the same moment would both count (a read-then-write would not).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('vitrine_test_cron_probe_runs', '1', 'off') ON DUPLICATE KEY UPDATE option_value = option_value + 1" );
		wp_cache_delete( 'vitrine_test_cron_probe_runs', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
	}
);
