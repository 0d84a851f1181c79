#!/usr/bin/env bash
# Lays out the local site under .wp/site: WordPress core (the VITRINE_WP line, tools/lib.sh), our
# wp-config.php, the database drop-in, and a link to the plugin (the project root). The theme is
# found inside the plugin (themes/vitrine/, registered by plugin.php) exactly as on a site that
# installed the zip. Idempotent.
source "$(dirname "$0")/lib.sh"

bash "$ROOT/tools/wordpress-fetch.sh"

if [ ! -f "$SITE_DIR/wp-includes/version.php" ] || [ ! -f "$SITE_DIR/wp-includes/js/underscore.min.js" ] || ! cmp -s "$WP_CORE/wp-includes/version.php" "$SITE_DIR/wp-includes/version.php"; then
	log "laying out the site in .wp/site (WordPress $(php -r "include '$WP_CORE/wp-includes/version.php'; echo \$wp_version;"))"
	mkdir -p "$SITE_DIR"
	# Another version's files would stay behind: core's own folders and root files go first
	# (wp-content, with the uploads and links, stays).
	rm -rf "$SITE_DIR/wp-admin" "$SITE_DIR/wp-includes" "$SITE_DIR/wp-content/themes/twentytwentyfive"
	find "$SITE_DIR" -maxdepth 1 -type f -delete
	cp -a "$WP_CORE/." "$SITE_DIR/"
fi
[ -d "$SITE_DIR/wp-content/themes/twentytwentyfive" ] || { mkdir -p "$SITE_DIR/wp-content/themes" && cp -a "$WP_CORE/wp-content/themes/twentytwentyfive" "$SITE_DIR/wp-content/themes/"; }
mkdir -p "$SITE_DIR/wp-content/plugins" "$SITE_DIR/wp-content/themes" "$SITE_DIR/wp-content/uploads" \
	"$SITE_DIR/wp-content/mu-plugins" "$WP_DIR/database"
ln -sfn "$ROOT" "$SITE_DIR/wp-content/plugins/vitrine"
# Sites laid out before the theme moved into the plugin linked it here: a second copy would shadow it.
[ -L "$SITE_DIR/wp-content/themes/vitrine" ] && rm -f "$SITE_DIR/wp-content/themes/vitrine"
rm -rf "$SITE_DIR/wp-content/plugins/akismet" "$SITE_DIR/wp-content/plugins/hello.php"
# Site-only helpers for the tests (a Store API stand-in and the like) live in tests/ and are linked in.
for mu in "$ROOT"/tests/mu-plugins/*.php; do
	[ -e "$mu" ] && ln -sfn "$mu" "$SITE_DIR/wp-content/mu-plugins/$(basename "$mu")"
done
# A helper removed from tests/ leaves a dangling link behind: WordPress would warn on every request.
find "$SITE_DIR/wp-content/mu-plugins" -maxdepth 1 -xtype l -delete

# SQLite Database Integration, from the zip that @wp-playground/cli ships.
SQLITE_DIR="$SITE_DIR/wp-content/plugins/sqlite-database-integration"
if [ ! -f "$SQLITE_DIR/load.php" ]; then
	zip="$ROOT/node_modules/@wp-playground/cli/sqlite-database-integration.zip"
	[ -f "$zip" ] || die "missing $zip (run npm ci)"
	tmp="$WP_DIR/sqlite.tmp"; rm -rf "$tmp"; mkdir -p "$tmp"
	unzip -q "$zip" -d "$tmp" || die "could not unzip $zip"
	rm -rf "$SQLITE_DIR"; mv "$tmp"/*/ "$SQLITE_DIR"; rm -rf "$tmp"
fi
sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$SQLITE_DIR#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
	"$SQLITE_DIR/db.copy" >"$SITE_DIR/wp-content/db-sqlite.php"
cat >"$SITE_DIR/wp-content/db.php" <<'PHP'
<?php
// The SQLite drop-in takes over only when the local site runs on SQLite (see wp-config.php).
if ( defined( 'VITRINE_DB_MODE' ) && 'sqlite' === VITRINE_DB_MODE ) {
	require __DIR__ . '/db-sqlite.php';
}
PHP

cat >"$SITE_DIR/wp-config.php" <<PHP
<?php
// Written by tools/site-layout.sh for the local Vitrine site. Do not edit: it is rewritten on start.
\$vitrine_db_mode = getenv( 'VITRINE_DB' ) ?: trim( (string) @file_get_contents( '$WP_DIR/db-mode' ) );
define( 'VITRINE_DB_MODE', 'mariadb' === \$vitrine_db_mode ? 'mariadb' : 'sqlite' );
// tools/stack.sh writes .wp/stack-mode while the production stack (nginx, PHP-FPM, Redis) serves the
// site; tools/cluster.sh writes "cluster" while the cluster (docs/scaling.md) does.
\$vitrine_stack = trim( (string) @file_get_contents( '$WP_DIR/stack-mode' ) );
define( 'VITRINE_STACK', in_array( \$vitrine_stack, array( 'production', 'cluster' ), true ) ? \$vitrine_stack : 'dev' );
if ( 'cluster' === VITRINE_STACK ) {
	// The primary over TCP, as from another machine; LudicrousDB (wp-content/db.php on the web nodes,
	// docs/ludicrousdb-db-config.php) adds the replica below for reads.
	define( 'DB_NAME', '$SITE_DB' );
	define( 'DB_USER', 'vitrine' );
	define( 'DB_PASSWORD', 'vitrine' );
	define( 'DB_HOST', '127.0.0.1:$MARIADB_PORT' );
	define( 'DB_REPLICA_HOST', '127.0.0.1:$((MARIADB_PORT + 1))' );
} elseif ( 'mariadb' === VITRINE_DB_MODE ) {
	define( 'DB_NAME', '$SITE_DB' );
	define( 'DB_USER', 'root' );
	define( 'DB_PASSWORD', '' );
	define( 'DB_HOST', 'localhost:$MARIADB_SOCKET' );
} else {
	define( 'DB_NAME', '$SITE_DB' );
	define( 'DB_USER', '' );
	define( 'DB_PASSWORD', '' );
	define( 'DB_HOST', '' );
	define( 'DB_DIR', '$WP_DIR/database/' );
	define( 'DB_FILE', '$SITE_DB.sqlite' );
}
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';

define( 'AUTH_KEY', 'vitrine-local-auth' );
define( 'SECURE_AUTH_KEY', 'vitrine-local-secure-auth' );
define( 'LOGGED_IN_KEY', 'vitrine-local-logged-in' );
define( 'NONCE_KEY', 'vitrine-local-nonce' );
define( 'AUTH_SALT', 'vitrine-local-auth-salt' );
define( 'SECURE_AUTH_SALT', 'vitrine-local-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'vitrine-local-logged-in-salt' );
define( 'NONCE_SALT', 'vitrine-local-nonce-salt' );

define( 'WP_HOME', '$SITE_URL' );
define( 'WP_SITEURL', '$SITE_URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$WP_DIR/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
// No network here: fail external HTTP at once instead of waiting for time-outs.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_EDIT', true );
define( 'FS_METHOD', 'direct' );
// WP-Cron started by page views writes (its lock, the schedule, the events' own work): off on the
// production stack, where a system cron would run wp-cron.php (docs/caching.md), and while a test
// that checks a visitor's GET writes nothing holds .wp/no-wp-cron.
if ( 'production' === VITRINE_STACK ) {
	// Redis Object Cache (tools/stack.sh copies its drop-in while the stack runs).
	define( 'WP_REDIS_SCHEME', 'unix' );
	define( 'WP_REDIS_PATH', '$WP_DIR/stack/redis.sock' );
	define( 'WP_REDIS_PREFIX', 'vitrine-$PORT:' );
	define( 'WP_REDIS_CLIENT', 'phpredis' );
	define( 'WP_REDIS_TIMEOUT', 1 );
	define( 'WP_REDIS_READ_TIMEOUT', 1 );
	// nginx's fastcgi_cache folder, emptied by tests/mu-plugins/page-cache-purge.php.
	define( 'VITRINE_PAGE_CACHE_DIR', '$WP_DIR/stack/cache' );
} elseif ( 'cluster' === VITRINE_STACK ) {
	// One Redis for every node, over TCP as from another machine (tools/cluster.sh).
	define( 'WP_REDIS_HOST', '127.0.0.1' );
	define( 'WP_REDIS_PORT', $((PORT + 4)) );
	// Redis down: the drop-in falls back to the request's own memory instead of a fatal error
	// (docs/scaling.md, "Redis").
	define( 'WP_REDIS_GRACEFUL', true );
	define( 'WP_REDIS_PREFIX', 'vitrine-$PORT:' );
	define( 'WP_REDIS_CLIENT', 'phpredis' );
	define( 'WP_REDIS_TIMEOUT', 1 );
	define( 'WP_REDIS_READ_TIMEOUT', 1 );
	// Varnish, banned by tests/mu-plugins/page-cache-purge.php on content changes (docs/varnish.vcl).
	define( 'VITRINE_VARNISH_URL', 'http://localhost:$PORT/' );
}
// On the cluster one scheduler runs due events for all nodes (tools/cluster.sh, docs/scaling.md).
define( 'DISABLE_WP_CRON', 'dev' !== VITRINE_STACK || file_exists( '$WP_DIR/no-wp-cron' ) );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
echo "$DB_MODE" >"$WP_DIR/db-mode"
echo "$WP_LINE" >"$WP_DIR/wp-line"
# The object cache's drop-in belongs to the production stack only (tools/stack.sh).
[ "$STACK" != dev ] || rm -f "$SITE_DIR/wp-content/object-cache.php" "$WP_DIR/stack-mode"
