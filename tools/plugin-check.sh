#!/usr/bin/env bash
# npm run check:plugin: WordPress.org's Plugin Check (PCP 1.5.0, ../shared/third-party/plugin-check)
# on the release zip, in a scratch site under .wp/plugin-check (SQLite, rebuilt on every run, nothing
# linked from this checkout), through the real WP-CLI (../shared/third-party/wp-cli/wp-cli.phar).
# Prints the number of errors and warnings and every finding; exits 1 on any error. Warnings are
# reported, not fatal: each one left is explained by a phpcs:ignore comment or in docs/quality.md.
# Without ../shared it says so and exits 0. Uses dist/vitrine-<version>.zip when it is newer than the
# build, else makes it (node tools/dist/make-zip.js; `npm run dist` also builds first).
source "$(dirname "$0")/lib.sh"

THIRD="$ROOT/../shared/third-party"
PCP="$THIRD/plugin-check"
PHAR="${VITRINE_WP_CLI:-$THIRD/wp-cli/wp-cli.phar}"
if [ ! -f "$PCP/plugin.php" ] || [ ! -f "$PHAR" ]; then
	log "Plugin Check skipped: it needs ../shared/third-party/plugin-check and ../shared/third-party/wp-cli/wp-cli.phar (not found)"
	exit 0
fi

CHECK="$WP_DIR/plugin-check"
C_SITE="$CHECK/site"
start=$SECONDS

# The zip of this checkout's build (the build copies blocks' render.php and block.json into build/).
if [ ! -f "$ROOT/build/.complete" ] || [ -n "$(find "$ROOT/blocks" "$ROOT/src" "$ROOT/themes/vitrine/src" -newer "$ROOT/build/.complete" -print -quit)" ]; then
	bash "$ROOT/tools/build.sh"
fi
version="$(node -p "require('$ROOT/package.json').version")"
zip="$ROOT/dist/vitrine-$version.zip"
if [ ! -f "$zip" ] || [ "$ROOT/build/.complete" -nt "$zip" ] || [ -n "$(find "$ROOT/includes" "$ROOT/rest" "$ROOT/blocks" "$ROOT/themes/vitrine" "$ROOT/plugin.php" "$ROOT/readme.txt" -newer "$zip" -print -quit)" ]; then
	(cd "$ROOT" && node tools/dist/make-zip.js) >/dev/null || die "could not make the release zip"
fi

# A scratch WordPress: core, the SQLite drop-in, the two plugins. Nothing of it survives the next run.
bash "$ROOT/tools/wordpress-fetch.sh"
rm -rf "$CHECK"
mkdir -p "$CHECK/database"
cp -a "$WP_DIR/core" "$C_SITE"
sqlite_zip="$ROOT/node_modules/@wp-playground/cli/sqlite-database-integration.zip"
[ -f "$sqlite_zip" ] || die "missing $sqlite_zip (run npm ci)"
unzip -q "$sqlite_zip" -d "$CHECK/sqlite.tmp" || die "could not unzip $sqlite_zip"
SQLITE_DIR="$C_SITE/wp-content/plugins/sqlite-database-integration"
mv "$CHECK"/sqlite.tmp/*/ "$SQLITE_DIR" && rm -rf "$CHECK/sqlite.tmp"
sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$SQLITE_DIR#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
	"$SQLITE_DIR/db.copy" >"$C_SITE/wp-content/db.php"
cat >"$C_SITE/wp-config.php" <<PHP
<?php
// A scratch site for Plugin Check (tools/plugin-check.sh); rewritten on every run.
define( 'DB_NAME', 'plugin_check' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', '$CHECK/database/' );
define( 'DB_FILE', 'check.sqlite' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
define( 'AUTH_KEY', 'check-auth' );
define( 'SECURE_AUTH_KEY', 'check-secure-auth' );
define( 'LOGGED_IN_KEY', 'check-logged-in' );
define( 'NONCE_KEY', 'check-nonce' );
define( 'AUTH_SALT', 'check-auth-salt' );
define( 'SECURE_AUTH_SALT', 'check-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'check-logged-in-salt' );
define( 'NONCE_SALT', 'check-nonce-salt' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$CHECK/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
// No network on these machines: fail external HTTP at once instead of waiting for time-outs.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

wp=(php -d memory_limit=1G "$PHAR")
root_flag=()
[ "$(id -u)" = 0 ] && root_flag=(--allow-root)
site_wp() { (cd "$C_SITE" && "${wp[@]}" "$@" --path="$C_SITE" "${root_flag[@]}"); }

site_wp core install --url=http://localhost --title="Plugin Check" --admin_user=admin --admin_password=password \
	--admin_email=admin@example.com --skip-email >/dev/null || die "the scratch WordPress did not install"
cp -a "$PCP" "$C_SITE/wp-content/plugins/plugin-check"
unzip -q "$zip" -d "$C_SITE/wp-content/plugins" || die "could not unzip $zip"
# Vitrine active too: Plugin Check runs its runtime checks (scripts and styles each page enqueues,
# their size and scope) only on an active plugin, and leaves them out silently otherwise.
site_wp plugin activate plugin-check vitrine >/dev/null || die "Plugin Check or Vitrine did not activate"

# `plugin check` must come first: with --path or --allow-root before it, Plugin Check does not
# recognise its own command and silently leaves out the runtime checks (../shared/third-party/README.md).
report="$CHECK/report.json"
(cd "$C_SITE" && "${wp[@]}" plugin check vitrine --format=json --require=./wp-content/plugins/plugin-check/cli.php \
	--path="$C_SITE" "${root_flag[@]}") >"$report" 2>"$CHECK/stderr.log" || pcp_status=$?
status=0
node "$ROOT/tools/plugin-check-report.mjs" "$report" "$CHECK/stderr.log" "${pcp_status:-0}" || status=$?
log "Plugin Check took $((SECONDS - start)) s (report: .wp/plugin-check/report.json)"
exit "$status"
