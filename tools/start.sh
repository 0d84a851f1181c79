#!/usr/bin/env bash
# npm start: installs what is missing, builds, lays out and installs the local site, seeds the demo
# content and serves it at http://localhost:8888. Safe to run again; VITRINE_DB=mariadb for MariaDB;
# VITRINE_WP=6.8 for the oldest WordPress Vitrine supports instead of the newest (tools/lib.sh);
# VITRINE_STACK=production for nginx + page cache + PHP-FPM + Redis + MariaDB (tools/stack.sh);
# VITRINE_STACK=cluster for Varnish + HAProxy + two web nodes + MariaDB primary/replica (tools/cluster.sh).
# Options: --no-build (the tests build first themselves), --browser (also install Chromium).
source "$(dirname "$0")/lib.sh"
PIDFILE="$WP_DIR/server.pgid"
build=1; deps=()
for arg in "$@"; do
	case "$arg" in
		--no-build) build=0 ;;
		--browser) deps+=(--browser) ;;
		*) die "start.sh: unknown option $arg" ;;
	esac
done

mkdir -p "$WP_DIR"
# Never leave a half-started site behind: whatever this run started is stopped if a later step fails.
started=()
cleanup() {
	local status=$?
	if [ "$status" != 0 ]; then
		for what in "${started[@]}"; do
			case "$what" in
				server) stop_group "$PIDFILE" ;;
				mariadb) bash "$ROOT/tools/mariadb.sh" stop ;;
				stack) bash "$ROOT/tools/stack.sh" stop ;;
				cluster) bash "$ROOT/tools/cluster.sh" stop ;;
			esac
		done
	fi
}
trap cleanup EXIT

bash "$ROOT/tools/deps.sh" "${deps[@]}"
[ "$build" = 1 ] && bash "$ROOT/tools/build.sh"
[ -f "$ROOT/build/.complete" ] || die "the plugin is not built (npm run build)"

# A server started for the other database must be restarted to pick up the new wp-config mode.
if group_alive "$PIDFILE" && [ "$(cat "$WP_DIR/db-mode" 2>/dev/null)" != "$DB_MODE" ]; then
	log "restarting the web server for $DB_MODE"
	stop_group "$PIDFILE"
fi
# Another WordPress line: its servers hold the other database's objects (Redis) and code (opcache).
if [ "$(cat "$WP_DIR/wp-line" 2>/dev/null || echo latest)" != "$WP_LINE" ]; then
	if group_alive "$PIDFILE"; then log "restarting the web server for WordPress $WP_LINE"; stop_group "$PIDFILE"; fi
	[ -f "$WP_DIR/stack-mode" ] && bash "$ROOT/tools/stack.sh" stop
fi
# One web server on the port: the other stack's is stopped.
[ "$STACK" != dev ] && stop_group "$PIDFILE"
if [ "$STACK" != production ] && [ -f "$WP_DIR/stack/nginx.pgid" ]; then
	log "stopping the production stack for the $STACK stack"
	bash "$ROOT/tools/stack.sh" stop
fi
if [ "$STACK" != cluster ] && [ -d "$WP_DIR/cluster" ]; then
	bash "$ROOT/tools/cluster.sh" stop
fi
bash "$ROOT/tools/site-layout.sh"
# Also when it runs: it creates the database of this WordPress line (tools/lib.sh) if missing.
if [ "$DB_MODE" = mariadb ]; then
	group_alive "$MARIADB_DIR/server.pgid" || started+=(mariadb)
	bash "$ROOT/tools/mariadb.sh" start
fi

if [ "$STACK" = production ]; then
	bash "$ROOT/tools/stack.sh" start
	started+=(stack)
elif [ "$STACK" = cluster ]; then
	# The replica and the nodes' database user before WordPress installs: the install replicates.
	started+=(cluster)
	bash "$ROOT/tools/cluster.sh" db
fi

php_run "$ROOT/tools/install.php" "$SITE_DIR" >/dev/null || die "WordPress did not install (see .wp/debug.log)"
bash "$ROOT/tools/third-party-woocommerce.sh"
php_run "$ROOT/tools/setup.php" "$SITE_DIR" >/dev/null || die "the plugin, theme or demo content could not be set up (see .wp/debug.log)"
# One more load of the site finishes a theme switch (WordPress's after_switch_theme runs on the next
# load): otherwise the first visitor's page view would write theme_mods.
php_run "$ROOT/tools/load-wordpress.php" "$SITE_DIR" || die "the site could not be loaded (see .wp/debug.log)"
bash "$ROOT/tools/third-party-consent-api.sh"

if [ "$STACK" = cluster ]; then
	# The nodes copy the set-up site (WordPress, plugins, Vitrine as built) and start.
	bash "$ROOT/tools/cluster.sh" start
	bash "$ROOT/tools/cluster.sh" purge
elif [ "$STACK" = production ]; then
	# Pages cached while the site was being set up are stale.
	bash "$ROOT/tools/stack.sh" purge
	wait_for_url "$SITE_URL/wp-json/vitrine/v1/status" 60 || die "the production stack did not answer on $SITE_URL (see .wp/stack/logs)"
elif ! group_alive "$PIDFILE"; then
	rm -f "$PIDFILE"
	port_busy "$PORT" && die "port $PORT is already taken by another program; stop it or set VITRINE_PORT"
	PHP_CLI_SERVER_WORKERS="${VITRINE_WORKERS:-4}" setsid php -d memory_limit=512M -d variables_order=EGPCS \
		-S "127.0.0.1:$PORT" -t "$SITE_DIR" "$ROOT/tools/router.php" >"$WP_DIR/server.log" 2>&1 &
	echo $! >"$PIDFILE"
	started+=(server)
	if ! wait_for_url "$SITE_URL/wp-json/vitrine/v1/status" 90; then
		stop_group "$PIDFILE"
		die "the web server did not answer on $SITE_URL (see .wp/server.log)"
	fi
fi
status="$(curl -s -m 10 "$SITE_URL/wp-json/vitrine/v1/status" || true)"
case "$status" in *'"active":true'*) ;; *) die "the site answers but Vitrine is not active: $status" ;; esac
wp_version="$(php -r "include '$SITE_DIR/wp-includes/version.php'; echo \$wp_version;")"
log "site ready at $SITE_URL (WordPress $wp_version, database: $DB_MODE, stack: $STACK) — admin: $SITE_URL/wp-admin/ (admin / password)"
