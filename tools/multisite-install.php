<?php
/**
 * Installs WordPress in the multisite test folder, turns it into a subdirectory network and writes
 * network.php with the network constants. Usage: php tools/multisite-install.php SITE_DIR
 */
define( 'WP_INSTALLING', true );
$_SERVER['REQUEST_URI'] = '/';

function wp_new_blog_notification() {} // No mail server.

$site = rtrim( $argv[1], '/' );
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/network.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$installed = wp_install( 'Vitrine Network', 'admin', 'admin@example.com', true, '', 'password' );
if ( empty( $installed['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}
if ( is_file( WP_PLUGIN_DIR . '/sqlite-database-integration/load.php' ) ) { // The SQLite network only.
	activate_plugin( 'sqlite-database-integration/load.php', '', false, true );
}
// As wp-admin/network.php does: the network tables have no names until MULTISITE is on.
foreach ( $wpdb->tables( 'ms_global' ) as $vitrine_table => $vitrine_prefixed ) {
	$wpdb->$vitrine_table = $vitrine_prefixed;
}
install_network();
$network = populate_network( 1, 'localhost', 'admin@example.com', 'Vitrine Network', '/', false );
if ( is_wp_error( $network ) && 'no_wildcard_dns' !== $network->get_error_code() ) {
	fwrite( STDERR, 'populate_network: ' . $network->get_error_message() . "\n" );
	exit( 1 );
}
file_put_contents(
	$site . '/network.php',
	"<?php\n// Written by tools/multisite-install.php.\ndefine( 'MULTISITE', true );\ndefine( 'SUBDOMAIN_INSTALL', false );\ndefine( 'DOMAIN_CURRENT_SITE', 'localhost' );\ndefine( 'PATH_CURRENT_SITE', '/' );\ndefine( 'SITE_ID_CURRENT_SITE', 1 );\ndefine( 'BLOG_ID_CURRENT_SITE', 1 );\n"
);
echo "multisite ready\n";
