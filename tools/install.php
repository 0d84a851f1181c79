<?php
/**
 * Installs WordPress on the local site without the web form. Idempotent: an installed site whose
 * database an older WordPress made is upgraded, as wp-admin/upgrade.php does for an owner.
 * Usage: php tools/install.php SITE_DIR
 */
define( 'WP_INSTALLING', true );

// No mail server here: the pluggable notification would fail.
function wp_new_blog_notification() {}

require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	if ( (int) get_option( 'db_version' ) < (int) $GLOBALS['wp_db_version'] ) {
		wp_upgrade();
		echo "upgraded\n";
	}
	exit( 0 );
}
$result = wp_install( 'Vitrine Demo', 'admin', 'admin@example.com', true, '', 'password' );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install did not create the admin user\n" );
	exit( 1 );
}
echo "installed\n";
