<?php
/**
 * Loads the multisite test network (.wp/multisite/site, made by tools/multisite.sh). Vitrine is not
 * active there: the tests network-activate it, as an owner would.
 */

global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories,
	$wp_version, $wp_filter, $wp_actions, $wp_current_filter, $wp_roles, $post, $wp_query, $wp_the_query, $pagenow;

$vitrine_network = dirname( __DIR__, 2 ) . '/.wp/multisite/site/wp-load.php';
if ( ! is_file( $vitrine_network ) ) {
	fwrite( STDERR, "The multisite test network is missing: run bash tools/multisite.sh first.\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
// The demo importer test needs the pages, not all 45 blog posts with their generated images.
define( 'VITRINE_DEMO_POSTS', 4 );
require $vitrine_network;
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_multisite() ) {
	fwrite( STDERR, "The multisite test network is not a network.\n" );
	exit( 1 );
}
