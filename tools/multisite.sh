#!/usr/bin/env bash
# A second, throw-away WordPress for the multisite PHP tests: a subdirectory network on its own
# database (an SQLite file under .wp/multisite, or with VITRINE_DB=mariadb the database
# vitrine_multisite on the site's private MariaDB server), with this plugin linked in (not active: the
# tests network-activate it). Recreated from scratch on every run (about 2 s) so each run starts from
# a clean network.
# Usage: tools/multisite.sh   (run by tools/test-php.sh before the multisite suite)
source "$(dirname "$0")/lib.sh"

MS_DIR="$WP_DIR/multisite"
MS_SITE="$MS_DIR/site"
bash "$ROOT/tools/site-layout.sh" >/dev/null # Fetches WordPress and unzips the SQLite integration.

if [ ! -f "$MS_SITE/wp-includes/version.php" ] || ! cmp -s "$WP_CORE/wp-includes/version.php" "$MS_SITE/wp-includes/version.php"; then
	rm -rf "$MS_SITE"; mkdir -p "$MS_SITE"
	cp -a "$WP_CORE/." "$MS_SITE/"
fi
rm -rf "$MS_DIR/database" "$MS_SITE/wp-content/uploads"
mkdir -p "$MS_DIR/database" "$MS_SITE/wp-content/plugins" "$MS_SITE/wp-content/uploads"
rm -rf "$MS_SITE/wp-content/plugins/akismet" "$MS_SITE/wp-content/plugins/hello.php"
ln -sfn "$ROOT" "$MS_SITE/wp-content/plugins/vitrine"
rm -f "$MS_SITE/wp-content/db.php" "$MS_SITE/wp-content/plugins/sqlite-database-integration"
if [ "$DB_MODE" = mariadb ]; then
	mariadb --no-defaults --socket="$MARIADB_SOCKET" -uroot \
		-e 'DROP DATABASE IF EXISTS vitrine_multisite; CREATE DATABASE vitrine_multisite CHARACTER SET utf8mb4' \
		|| die "MariaDB did not answer on $MARIADB_SOCKET (the site's server: tools/mariadb.sh start)"
	DB_LINES="define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:$MARIADB_SOCKET' );"
else
	ln -sfn "$SITE_DIR/wp-content/plugins/sqlite-database-integration" "$MS_SITE/wp-content/plugins/sqlite-database-integration"
	cp "$SITE_DIR/wp-content/db-sqlite.php" "$MS_SITE/wp-content/db.php"
	DB_LINES="define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', '$MS_DIR/database/' );
define( 'DB_FILE', 'multisite.sqlite' );"
fi

# The network constants are read from a file the installer writes once the network tables exist.
cat >"$MS_SITE/wp-config.php" <<PHP
<?php
// Written by tools/multisite.sh for the multisite tests. Rewritten on every run.
define( 'DB_NAME', 'vitrine_multisite' );
$DB_LINES
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$vitrine_key ) {
	define( \$vitrine_key, 'vitrine-multisite-' . \$vitrine_key );
}
define( 'WP_HOME', 'http://localhost' );
define( 'WP_SITEURL', 'http://localhost' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$MS_DIR/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_ALLOW_MULTISITE', true );
if ( is_file( __DIR__ . '/network.php' ) ) {
	require __DIR__ . '/network.php';
}
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
rm -f "$MS_SITE/network.php" "$MS_DIR/debug.log"
php_run "$ROOT/tools/multisite-install.php" "$MS_SITE" || die "the multisite test network could not be installed (see $MS_DIR/debug.log)"
