<?php
/**
 * Activates the plugin and the theme, sets pretty permalinks and seeds the demo content with the
 * plugin's own importer (includes/Lifecycle/Demo/). Idempotent: safe on every start.
 * Usage: php tools/setup.php SITE_DIR
 */
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

wp_set_current_user( 1 );

if ( defined( 'VITRINE_DB_MODE' ) && 'sqlite' === VITRINE_DB_MODE && ! is_plugin_active( 'sqlite-database-integration/load.php' ) ) {
	activate_plugin( 'sqlite-database-integration/load.php', '', false, true );
}
if ( ! is_plugin_active( 'vitrine/plugin.php' ) ) {
	$activated = activate_plugin( 'vitrine/plugin.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, 'could not activate the plugin: ' . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
}
// The theme ships inside the plugin: a site switched before that still points at the old folder
// (and WordPress's cache of theme folders may still name it).
delete_site_transient( 'theme_roots' );
if ( 'vitrine' !== get_stylesheet() || ! Vitrine\Lifecycle\BundledTheme::is_active() ) {
	$theme = wp_get_theme( 'vitrine', Vitrine\Lifecycle\BundledTheme::root() );
	if ( ! $theme->exists() || $theme->errors() ) {
		fwrite( STDERR, "the vitrine theme is missing or broken\n" );
		exit( 1 );
	}
	switch_theme( 'vitrine' );
}
if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
	update_option( 'permalink_structure', '/%postname%/' );
}
update_option( 'blogdescription', 'The visitor-facing layer of a content and affiliate site' );

// The demo content: the same parts a site owner imports (includes/Lifecycle/Demo/), with the demo's
// settings, adopting pages this site had before the import recorded what it made.
$report = Vitrine\Lifecycle\DemoImporter::run( false, true );
if ( '' !== $report['error'] ) {
	fwrite( STDERR, 'demo content: ' . $report['error'] . "\n" );
	exit( 1 );
}
flush_rewrite_rules( false );
// What the first page views would otherwise write (docs/caching.md: a visitor's GET never writes).
// The theme switch's own follow-up (after_switch_theme) runs on the next load: tools/start.sh loads
// the site once more right after this script.
Vitrine\Lifecycle\BundledTheme::settle();
echo "seeded\n";
