<?php
/**
 * What Vitrine has left on a site, as JSON, for the install test (tests/e2e/install.spec.ts):
 * options, transients, tables, scheduled events, user meta, upload folders, the demo content it
 * recorded, the active theme, and the counts and versions the upgrade must keep.
 * Usage: php tools/pristine-state.php SITE_DIR
 */
require __DIR__ . '/load-wordpress.php';
global $wpdb;

$vitrine_like   = static fn( string $prefix ): string => $wpdb->esc_like( $prefix ) . '%';
$vitrine_tables = (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', '%' . $wpdb->esc_like( 'vitrine' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
$vitrine_count  = static function ( string $suffix ) use ( $wpdb, $vitrine_tables ): ?int {
	$table = $wpdb->prefix . $suffix;
	return in_array( $table, $vitrine_tables, true ) ? (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table" ) : null; // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
};
$vitrine_events = array();
foreach ( (array) _get_cron_array() as $vitrine_hooks ) {
	foreach ( array_keys( (array) $vitrine_hooks ) as $vitrine_hook ) {
		if ( str_starts_with( (string) $vitrine_hook, 'vitrine' ) ) {
			$vitrine_events[] = $vitrine_hook;
		}
	}
}
$vitrine_uploads = wp_upload_dir( null, false );
$vitrine_plugins = get_plugins();

echo wp_json_encode(
	array(
		'options'       => (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name", $vitrine_like( 'vitrine' ) ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		'transients'    => (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $vitrine_like( '_transient_vitrine' ), $vitrine_like( '_transient_timeout_vitrine' ) ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		'tables'        => $vitrine_tables,
		'events'        => array_values( array_unique( $vitrine_events ) ),
		'userMeta'      => (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $vitrine_like( 'vitrine' ), $vitrine_like( $wpdb->get_blog_prefix() . 'vitrine' ) ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		'uploadFolders' => array_map( 'basename', glob( $vitrine_uploads['basedir'] . '/vitrine*', GLOB_ONLYDIR ) ?: array() ),
		'demoPosts'     => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", '_vitrine_demo' ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		'stylesheet'    => get_option( 'stylesheet' ),
		'plugin'        => isset( $vitrine_plugins['vitrine/plugin.php'] ) ? $vitrine_plugins['vitrine/plugin.php']['Version'] : null,
		'active'        => in_array( 'vitrine/plugin.php', (array) get_option( 'active_plugins' ), true ),
		'clicks'        => $vitrine_count( 'vitrine_clicks' ),
		'consents'      => $vitrine_count( 'vitrine_consent_records' ),
		'schema'        => get_option( 'vitrine_schema_version' ),
		'migrationLog'  => get_option( 'vitrine_migration_log' ),
		'consent'       => get_option( 'vitrine_consent' ),
		'affiliate'     => get_option( 'vitrine_affiliate' ),
	)
);
