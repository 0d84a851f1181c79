#!/usr/bin/env bash
# Links the real WP Consent API plugin from ../shared/third-party into the local site and activates
# it (docs/consent.md, Other plugins). Without ../shared it says so in one line and goes on: the
# browser tests that need the plugin skip themselves.
source "$(dirname "$0")/lib.sh"
SOURCE="$ROOT/../shared/third-party/wp-consent-api"
TARGET="$SITE_DIR/wp-content/plugins/wp-consent-api"
if [ ! -f "$SOURCE/wp-consent-api.php" ]; then
	log "WP Consent API skipped: ../shared/third-party/wp-consent-api not found"
	exit 0
fi
ln -sfn "$(cd "$SOURCE" && pwd)" "$TARGET"
php_run -- "$SITE_DIR" >/dev/null <<'PHP' || die "WP Consent API could not be activated (see .wp/debug.log)"
<?php
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( ! is_plugin_active( 'wp-consent-api/wp-consent-api.php' ) ) {
	$result = activate_plugin( 'wp-consent-api/wp-consent-api.php' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
PHP
