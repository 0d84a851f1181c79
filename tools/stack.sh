#!/usr/bin/env bash
# The production stack (VITRINE_STACK=production, README): nginx with fastcgi_cache in front of
# PHP-FPM, Redis for the Redis Object Cache drop-in, MariaDB (tools/mariadb.sh). Everything runs as the
# current user with its configuration, pid, log, socket and cache files under .wp/stack, so several
# checkouts each run their own: nginx listens on VITRINE_PORT, PHP-FPM and Redis on unix sockets.
# The nginx configuration is docs/nginx-page-cache.conf with only its paths and port substituted.
# Usage: tools/stack.sh start|stop|purge
source "$(dirname "$0")/lib.sh"

STACK_DIR="$WP_DIR/stack"
PHP_VERSION="$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')"
FPM_BIN="php-fpm$PHP_VERSION"
USER_NAME="$(id -un)"
REDIS_PLUGIN="$ROOT/../shared/third-party/redis-cache"

stop_stack() {
	stop_group "$STACK_DIR/nginx.pgid"
	stop_group "$STACK_DIR/php-fpm.pgid"
	stop_group "$STACK_DIR/redis.pgid"
	rm -f "$WP_DIR/stack-mode" "$SITE_DIR/wp-content/object-cache.php"
}

# Empties the page cache (what a purge plugin does on a content change); nginx counts a missing
# file as a miss.
purge() { [ -d "$STACK_DIR/cache" ] && find "$STACK_DIR/cache" -mindepth 1 -delete; return 0; }

case "${1:-start}" in
	stop) stop_stack; exit 0 ;;
	purge) purge; exit 0 ;;
	start) ;;
	*) die "usage: tools/stack.sh start|stop|purge" ;;
esac

command -v nginx >/dev/null && command -v "$FPM_BIN" >/dev/null && command -v redis-server >/dev/null \
	|| die "the production stack is not installed (tools/deps.sh installs it when VITRINE_STACK=production)"
mkdir -p "$STACK_DIR"/{cache,tmp,logs}
# wp-config.php reads it: Redis settings, no WP-Cron on page views.
echo production >"$WP_DIR/stack-mode"

# Redis: a unix socket only, no persistence (it is a cache). Without ../shared the site runs without it.
if [ -f "$REDIS_PLUGIN/includes/object-cache.php" ]; then
	if ! group_alive "$STACK_DIR/redis.pgid"; then
		setsid redis-server --port 0 --unixsocket "$STACK_DIR/redis.sock" --unixsocketperm 700 \
			--dir "$STACK_DIR" --save '' --appendonly no --maxmemory 128mb --maxmemory-policy allkeys-lru \
			--pidfile "$STACK_DIR/redis.pid" --logfile "$STACK_DIR/logs/redis.log" >/dev/null 2>&1 &
		echo $! >"$STACK_DIR/redis.pgid"
		for _ in $(seq 1 100); do [ -S "$STACK_DIR/redis.sock" ] && break; sleep 0.1; done
		[ -S "$STACK_DIR/redis.sock" ] || die "Redis did not start (see .wp/stack/logs/redis.log)"
	fi
	# The database may have changed while Redis was not in front of it (a run on the dev stack).
	redis-cli -s "$STACK_DIR/redis.sock" flushall >/dev/null
	ln -sfn "$(cd "$REDIS_PLUGIN" && pwd)" "$SITE_DIR/wp-content/plugins/redis-cache"
	cp "$REDIS_PLUGIN/includes/object-cache.php" "$SITE_DIR/wp-content/object-cache.php"
else
	log "object cache off: ../shared/third-party/redis-cache not found (the stack runs without Redis)"
	rm -f "$SITE_DIR/wp-content/object-cache.php" "$SITE_DIR/wp-content/plugins/redis-cache"
fi

# PHP-FPM: a pool sized for 2 cores (WordPress requests wait on the database about as long as they
# compute: 4 children per core), opcache on. The environment reaches wp-config.php (VITRINE_DB).
cat >"$STACK_DIR/php-fpm.conf" <<CONF
[global]
pid = $STACK_DIR/php-fpm.pid
error_log = $STACK_DIR/logs/php-fpm.log
daemonize = no

[vitrine]
user = $USER_NAME
listen = $STACK_DIR/php-fpm.sock
listen.mode = 0600
pm = static
pm.max_children = 8
pm.max_requests = 2000
clear_env = no
catch_workers_output = yes
php_admin_value[memory_limit] = 512M
php_value[error_log] = $STACK_DIR/logs/php-error.log
php_admin_flag[log_errors] = on
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.memory_consumption] = 192
php_admin_value[opcache.max_accelerated_files] = 20000
php_admin_value[opcache.revalidate_freq] = 1
CONF
# Always a fresh pool: the database mode (VITRINE_DB) reaches it through its environment.
stop_group "$STACK_DIR/php-fpm.pgid"
if true; then
	rm -f "$STACK_DIR/php-fpm.sock"
	fpm_flags=(--nodaemonize --fpm-config "$STACK_DIR/php-fpm.conf")
	[ "$(id -u)" = 0 ] && fpm_flags+=(--allow-to-run-as-root)
	VITRINE_DB="$DB_MODE" setsid "$FPM_BIN" "${fpm_flags[@]}" >"$STACK_DIR/logs/php-fpm.out" 2>&1 &
	echo $! >"$STACK_DIR/php-fpm.pgid"
	for _ in $(seq 1 100); do [ -S "$STACK_DIR/php-fpm.sock" ] && break; sleep 0.1; done
	[ -S "$STACK_DIR/php-fpm.sock" ] || die "PHP-FPM did not start (see .wp/stack/logs/php-fpm.log)"
fi

# nginx: the documented example, its CHANGE lines pointed at this checkout. Its relative include
# (fastcgi_params) is the system's, as on a server.
ln -sfn /etc/nginx/fastcgi_params "$STACK_DIR/fastcgi_params"
sed -e "s#/var/cache/nginx/wordpress#$STACK_DIR/cache#" \
	-e "s#listen 80;#listen 127.0.0.1:$PORT;#" \
	-e "s#server_name example.com;#server_name localhost;#" \
	-e "s#root /var/www/wordpress;#root $SITE_DIR;#" \
	-e "s#unix:/run/php/php8.2-fpm.sock#unix:$STACK_DIR/php-fpm.sock#" \
	"$ROOT/docs/nginx-page-cache.conf" >"$STACK_DIR/page-cache.conf"
cat >"$STACK_DIR/nginx.conf" <<CONF
$([ "$(id -u)" = 0 ] && echo "user $USER_NAME;")
worker_processes 2;
pid $STACK_DIR/nginx.pid;
error_log $STACK_DIR/logs/nginx-error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log $STACK_DIR/logs/nginx-access.log;
	client_body_temp_path $STACK_DIR/tmp/body;
	fastcgi_temp_path $STACK_DIR/tmp/fastcgi;
	proxy_temp_path $STACK_DIR/tmp/proxy;
	uwsgi_temp_path $STACK_DIR/tmp/uwsgi;
	scgi_temp_path $STACK_DIR/tmp/scgi;
	sendfile on;
	keepalive_timeout 65;
	include $STACK_DIR/page-cache.conf;
}
CONF
nginx -t -p "$STACK_DIR/" -e "$STACK_DIR/logs/nginx-error.log" -c "$STACK_DIR/nginx.conf" >"$STACK_DIR/logs/nginx-test.log" 2>&1 \
	|| die "the nginx configuration is not valid (see .wp/stack/logs/nginx-test.log)"
if group_alive "$STACK_DIR/nginx.pgid"; then
	nginx -p "$STACK_DIR/" -e "$STACK_DIR/logs/nginx-error.log" -c "$STACK_DIR/nginx.conf" -s reload
else
	port_busy "$PORT" && die "port $PORT is already taken by another program; stop it or set VITRINE_PORT"
	setsid nginx -p "$STACK_DIR/" -e "$STACK_DIR/logs/nginx-error.log" -c "$STACK_DIR/nginx.conf" -g 'daemon off;' >"$STACK_DIR/logs/nginx.out" 2>&1 &
	echo $! >"$STACK_DIR/nginx.pgid"
fi
purge
