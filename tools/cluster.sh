#!/usr/bin/env bash
# The cluster (VITRINE_STACK=cluster, README, docs/scaling.md): Varnish (docs/varnish.vcl) in front of
# HAProxy, which balances two web nodes, each its own nginx + PHP-FPM pool with its own copy of
# WordPress and Vitrine, its own opcache and temp folders; MariaDB primary (tools/mariadb.sh, with a
# binary log) and one replica with asynchronous replication, LudicrousDB (docs/ludicrousdb-db-config.php)
# sending reads to the replica and writes to the primary; one Redis shared by the nodes as the object
# cache; WP-Cron off on the nodes and one scheduler loop for the whole cluster.
# Everything runs as the current user under .wp/cluster, on ports derived from VITRINE_PORT:
#   PORT Varnish (the site's address)   PORT+1 HAProxy   PORT+2 node1 nginx   PORT+3 node2 nginx
#   PORT+4 Redis   PORT+5 Varnish admin   PORT+6 HAProxy stats   PORT+7 HAProxy admin
#   MARIADB_PORT primary   +1 replica
# Uploads live in one shared folder (.wp/site/wp-content/uploads, an NFS mount on real machines) that
# every node links to (docs/scaling.md, "Uploads").
# Usage: tools/cluster.sh db|start|stop|purge|node-stop N|node-kill N|node-start N|redis-stop|redis-start|redis-restart|
#        replica-stop|replica-start|replica-lag|replica-catch-up|replica-status
source "$(dirname "$0")/lib.sh"

CL="$WP_DIR/cluster"
SHARED="$ROOT/../shared/third-party"
PHP_VERSION="$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')"
FPM_BIN="php-fpm$PHP_VERSION"
USER_NAME="$(id -un)"
HAPROXY_PORT=$((PORT + 1)); REDIS_PORT=$((PORT + 4)); VARNISH_ADMIN=$((PORT + 5)); HAPROXY_STATS=$((PORT + 6)); HAPROXY_ADMIN=$((PORT + 7))
REPLICA_PORT=$((MARIADB_PORT + 1)); REPLICA_DIR="$CL/replica"; REPLICA_SOCKET="$REPLICA_DIR/mysqld.sock"
NODES=(node1 node2)
node_port() { case "$1" in node1) echo $((PORT + 2)) ;; node2) echo $((PORT + 3)) ;; esac; }
primary_sql() { mariadb --no-defaults --socket="$MARIADB_SOCKET" -uroot "$@"; }
replica_sql() { mariadb --no-defaults --socket="$REPLICA_SOCKET" -uroot "$@"; }
wp_cli() { php -d memory_limit=512M "$SHARED/wp-cli/wp-cli.phar" --path="$SITE_DIR" --allow-root "$@"; }

need_shared() {
	[ -f "$SHARED/ludicrousdb/ludicrousdb/drop-ins/db.php" ] && [ -f "$SHARED/redis-cache/includes/object-cache.php" ] \
		&& [ -f "$SHARED/wp-cli/wp-cli.phar" ] && return 0
	die "the cluster needs LudicrousDB, Redis Object Cache and WP-CLI from ../shared/third-party (not found): run VITRINE_STACK=production instead"
}

stop_all() {
	stop_group "$CL/varnish.pgid"
	stop_group "$CL/haproxy.pgid"
	stop_group "$CL/scheduler.pgid"
	for node in "${NODES[@]}"; do stop_node "$node"; done
	stop_group "$CL/redis.pgid"
	stop_group "$REPLICA_DIR/server.pgid"
	[ "$(cat "$WP_DIR/stack-mode" 2>/dev/null)" = cluster ] && rm -f "$WP_DIR/stack-mode"
	rm -f "$SITE_DIR/wp-content/object-cache.php"
	return 0
}

LIB="$ROOT/tools/cluster"
source "$LIB/database.sh"
source "$LIB/nodes.sh"
source "$LIB/proxies.sh"
source "$LIB/shared.sh"

start() {
	need_shared
	command -v varnishd >/dev/null && command -v haproxy >/dev/null && command -v "$FPM_BIN" >/dev/null \
		&& command -v redis-server >/dev/null || die "the cluster is not installed (tools/deps.sh installs it when VITRINE_STACK=cluster)"
	mkdir -p "$CL/logs"
	echo cluster >"$WP_DIR/stack-mode"
	start_redis
	redis-cli -p "$REDIS_PORT" flushall >/dev/null
	cp "$SHARED/redis-cache/includes/object-cache.php" "$SITE_DIR/wp-content/object-cache.php"
	ln -sfn "$(cd "$SHARED/redis-cache" && pwd)" "$SITE_DIR/wp-content/plugins/redis-cache"
	# Varnish and HAProxy forward the visitor's address: trusted (Settings → General, docs/security.md),
	# or every visitor of the cluster would share one rate limit.
	wp_cli option update vitrine_security '{"proxy_header":"x-forwarded-for","trusted_proxies":["127.0.0.1"]}' --format=json >/dev/null \
		|| die "could not name the cluster's proxies in Vitrine's settings"
	for node in "${NODES[@]}"; do
		# A node's PHP keeps the old code in its opcache: a fresh pool with the fresh copy.
		stop_node "$node"
		copy_node "$node"
		start_node "$node"
	done
	start_haproxy
	start_varnish
	start_scheduler
	# Through Varnish and HAProxy once both nodes passed their health checks.
	for _ in $(seq 1 120); do
		[ "$(curl -s -m 5 "http://127.0.0.1:$HAPROXY_STATS/;csv" | grep -c '^nodes,node[12],.*,UP,')" = 2 ] && break
		sleep 1
	done
	case "$(curl -s -m 10 "http://127.0.0.1:$PORT/wp-json/vitrine/v1/status")" in
		*'"active":true'*) ;;
		*) die "the cluster did not answer on $SITE_URL (see .wp/cluster/logs and .wp/cluster/node*/logs)" ;;
	esac
}

case "${1:-start}" in
	db) need_shared; db ;;
	start) start ;;
	stop) stop_all ;;
	purge) purge ;;
	node-stop) drain_node "${2:?node1 or node2}" ;;
	node-kill) kill_node "${2:?node1 or node2}" ;;
	lb-restart) mkdir -p "$CL/logs"; start_haproxy ;;
	redis-restart) mkdir -p "$CL/logs"; stop_group "$CL/redis.pgid"; start_redis ;;
	redis-stop) stop_group "$CL/redis.pgid" ;;
	redis-start) mkdir -p "$CL/logs"; start_redis ;;
	node-start) start_node "${2:?node1 or node2}"; lb_command "set server nodes/$2 state ready" >/dev/null ;;
	replica-stop) stop_group "$REPLICA_DIR/server.pgid" ;;
	replica-start) replica_start_server; replica_sql -e 'START SLAVE;' ;;
	# Forced lag for the tests (docs/scaling.md, "Read-your-writes"): the replica stops applying what
	# it receives until replica-catch-up.
	replica-lag) replica_sql -e 'STOP SLAVE SQL_THREAD;' ;;
	replica-catch-up) replica_sql -e 'START SLAVE SQL_THREAD;' ;;
	replica-status) replica_status ;;
	*) die "usage: tools/cluster.sh db|start|stop|purge|node-stop N|node-kill N|node-start N|redis-stop|redis-start|redis-restart|replica-stop|replica-start|replica-lag|replica-catch-up|replica-status" ;;
esac
