#!/usr/bin/env bash
# A second, pristine WordPress for the install test (tests/e2e/install.spec.ts): its own folder
# (.wp/pristine), its own SQLite database, its own port, nothing linked from the repository and no
# test mu-plugins, the way a site owner's WordPress looks before they upload the plugin zip.
# Usage: tools/pristine-site.sh start|stop   (start always begins from scratch)
# Port: VITRINE_PRISTINE_PORT (default VITRINE_PORT + 2000).
source "$(dirname "$0")/lib.sh"
PRISTINE="$WP_DIR/pristine"
P_SITE="$PRISTINE/site"
P_PORT="${VITRINE_PRISTINE_PORT:-$((PORT + 2000))}"
P_URL="http://localhost:$P_PORT"
P_PID="$PRISTINE/server.pgid"

case "${1:-}" in
	stop) stop_group "$P_PID"; exit 0 ;;
	start) ;;
	*) die "usage: tools/pristine-site.sh start|stop" ;;
esac

stop_group "$P_PID"
rm -rf "$PRISTINE"
mkdir -p "$PRISTINE/database"
bash "$ROOT/tools/wordpress-fetch.sh"
cp -a "$WP_CORE" "$P_SITE"

# SQLite Database Integration (a copy: the site must not depend on this checkout).
zip="$ROOT/node_modules/@wp-playground/cli/sqlite-database-integration.zip"
[ -f "$zip" ] || die "missing $zip (run npm ci)"
unzip -q "$zip" -d "$PRISTINE/sqlite.tmp" || die "could not unzip $zip"
SQLITE_DIR="$P_SITE/wp-content/plugins/sqlite-database-integration"
mv "$PRISTINE"/sqlite.tmp/*/ "$SQLITE_DIR" && rm -rf "$PRISTINE/sqlite.tmp"
sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$SQLITE_DIR#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
	"$SQLITE_DIR/db.copy" >"$P_SITE/wp-content/db.php"
# The router does what nginx's try_files does, so it says it is nginx: WordPress then offers
# pretty permalinks without the /index.php/ prefix it uses on servers it does not know.
{ echo '<?php'; echo "\$_SERVER['SERVER_SOFTWARE'] = 'nginx (PHP built-in server, try_files router)';"; tail -n +2 "$ROOT/tools/router.php"; } \
	>"$PRISTINE/router.php"

cat >"$P_SITE/wp-config.php" <<PHP
<?php
// A pristine site for the install test (tools/pristine-site.sh); rewritten on every start.
define( 'DB_NAME', 'pristine' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', '$PRISTINE/database/' );
define( 'DB_FILE', 'pristine.sqlite' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
define( 'AUTH_KEY', 'pristine-auth' );
define( 'SECURE_AUTH_KEY', 'pristine-secure-auth' );
define( 'LOGGED_IN_KEY', 'pristine-logged-in' );
define( 'NONCE_KEY', 'pristine-nonce' );
define( 'AUTH_SALT', 'pristine-auth-salt' );
define( 'SECURE_AUTH_SALT', 'pristine-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'pristine-logged-in-salt' );
define( 'NONCE_SALT', 'pristine-nonce-salt' );
define( 'WP_HOME', '$P_URL' );
define( 'WP_SITEURL', '$P_URL' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$PRISTINE/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
// No network on these machines: fail external HTTP at once instead of waiting for time-outs.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
// Fewer demo blog posts (the importer honours it) keep the test within a few minutes.
define( 'VITRINE_DEMO_POSTS', ${VITRINE_PRISTINE_DEMO_POSTS:-6} );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

php_run "$ROOT/tools/install.php" "$P_SITE" >/dev/null || die "the pristine WordPress did not install (see $PRISTINE/debug.log)"
port_busy "$P_PORT" && die "port $P_PORT is taken; set VITRINE_PRISTINE_PORT"
PHP_CLI_SERVER_WORKERS=2 setsid php -d memory_limit=512M -S "127.0.0.1:$P_PORT" -t "$P_SITE" "$PRISTINE/router.php" \
	>"$PRISTINE/server.log" 2>&1 &
echo $! >"$P_PID"
wait_for_url "$P_URL/wp-login.php" 60 || { stop_group "$P_PID"; die "the pristine site did not answer on $P_URL"; }
log "pristine site at $P_URL"
