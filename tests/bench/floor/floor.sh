#!/usr/bin/env bash
# The bench's floor (docs/theme.md, "The bench and its floor"): a second site on
# the same WordPress core as the local Vitrine site, with no plugin and the default theme (Twenty
# Twenty-Five, which Debian's wordpress package ships), holding the same pages and posts, so every
# page's figures can be divided by bare WordPress's. Lives in .wp/floor (git-ignored), its own SQLite
# database, served by its own PHP server on VITRINE_FLOOR_PORT (default: the site's port + 200).
# Usage: floor.sh start | stop. Idempotent; `start` re-copies the content each time.
source "$(dirname "$0")/../../../tools/lib.sh"

FLOOR_DIR="$WP_DIR/floor"
FLOOR_PORT="${VITRINE_FLOOR_PORT:-$((PORT + 200))}"
FLOOR_URL="http://localhost:$FLOOR_PORT"
FLOOR_PID="$WP_DIR/floor.pgid"
HERE="$(cd "$(dirname "$0")" && pwd)"

case "${1:-start}" in
	stop) stop_group "$FLOOR_PID"; exit 0 ;;
	start) ;;
	*) die "floor.sh: start or stop" ;;
esac

[ -f "$WP_CORE/wp-includes/version.php" ] || die "no WordPress core in ${WP_CORE#"$ROOT/"}: run npm start first"
[ -d "$WP_CORE/wp-content/themes/twentytwentyfive" ] || die "Twenty Twenty-Five is not in ${WP_CORE#"$ROOT/"}/wp-content/themes"
SQLITE_DIR="$SITE_DIR/wp-content/plugins/sqlite-database-integration"
[ -f "$SQLITE_DIR/load.php" ] || die "the local site is not laid out: run npm start first"

if [ ! -f "$FLOOR_DIR/wp-includes/version.php" ] || ! cmp -s "$WP_CORE/wp-includes/version.php" "$FLOOR_DIR/wp-includes/version.php"; then
	log "laying out the floor site in .wp/floor"
	rm -rf "$FLOOR_DIR"
	# Hard links: the same core files, no second copy on disk (nothing here writes to core).
	cp -al "$WP_CORE" "$FLOOR_DIR" 2>/dev/null || cp -a "$WP_CORE" "$FLOOR_DIR"
fi
rm -rf "$FLOOR_DIR/wp-content/plugins/akismet" "$FLOOR_DIR/wp-content/plugins/hello.php"
mkdir -p "$WP_DIR/floor-db"
# The pages' images: the site's uploads, read in place.
rm -rf "$FLOOR_DIR/wp-content/uploads"
ln -sfn "$SITE_DIR/wp-content/uploads" "$FLOOR_DIR/wp-content/uploads"
# The database layer only (a drop-in, not a plugin: nothing of it reaches a page).
sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$SQLITE_DIR#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
	"$SQLITE_DIR/db.copy" >"$FLOOR_DIR/wp-content/db.php"
cat >"$FLOOR_DIR/wp-config.php" <<PHP
<?php
// Written by tests/bench/floor/floor.sh: bare WordPress for the bench's floor. Rewritten on start.
define( 'DB_NAME', 'floor' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', '$WP_DIR/floor-db/' );
define( 'DB_FILE', 'floor-$WP_LINE.sqlite' ); // One per WordPress line (VITRINE_WP), as the site's.
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$key ) {
	define( \$key, 'vitrine-floor-' . \$key );
}
define( 'WP_HOME', '$FLOOR_URL' );
define( 'WP_SITEURL', '$FLOOR_URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

php_run "$ROOT/tools/install.php" "$FLOOR_DIR" >/dev/null || die "the floor site did not install"
dump="$WP_DIR/floor-content.json"
php_run "$HERE/export.php" "$SITE_DIR" >"$dump" || die "could not read the demo content from the local site"
php_run "$HERE/import.php" "$FLOOR_DIR" "$dump" "$SITE_URL" >/dev/null || die "could not copy the demo content into the floor site"

if ! group_alive "$FLOOR_PID"; then
	port_busy "$FLOOR_PORT" && die "port $FLOOR_PORT is taken; set VITRINE_FLOOR_PORT"
	PHP_CLI_SERVER_WORKERS="${VITRINE_WORKERS:-4}" setsid php -d memory_limit=512M \
		-S "127.0.0.1:$FLOOR_PORT" -t "$FLOOR_DIR" "$ROOT/tools/router.php" >"$WP_DIR/floor.log" 2>&1 &
	echo $! >"$FLOOR_PID"
	wait_for_url "$FLOOR_URL/" 60 || { stop_group "$FLOOR_PID"; die "the floor site did not answer on $FLOOR_URL"; }
fi
log "floor site ready at $FLOOR_URL (WordPress, Twenty Twenty-Five, no plugin)"
echo "$FLOOR_URL"
