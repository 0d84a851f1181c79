<?php
/**
 * Loads the real local site (tools/start.sh lays it out in .wp/site), so the tests run against the
 * same WordPress, database and plugin as the browser tests. Each test runs in a transaction that is
 * rolled back (see TestCase).
 */

// PHPUnit backs up and restores globals; WordPress's must exist as globals before it loads, or
// shortcodes and rewrite rules vanish between tests.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories,
	$wp_version, $wp_filter, $wp_actions, $wp_current_filter, $wp_roles, $post, $wp_query, $wp_the_query, $pagenow;

$vitrine_site = dirname( __DIR__, 2 ) . '/.wp/site/wp-load.php';
if ( ! is_file( $vitrine_site ) ) {
	fwrite( STDERR, "The local site is not laid out: run npm start first.\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']       = 'localhost:' . ( getenv( 'VITRINE_PORT' ) ?: '8888' );
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
define( 'WP_ADMIN', false );
require $vitrine_site;
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'vitrine/plugin.php' ) ) {
	fwrite( STDERR, "Vitrine is not active on the local site.\n" );
	exit( 1 );
}
require __DIR__ . '/TestCase.php';
