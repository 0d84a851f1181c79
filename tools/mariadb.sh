#!/usr/bin/env bash
# Starts (or stops) a private MariaDB server: data folder, socket and port under .wp/mariadb.
# Usage: tools/mariadb.sh start|stop
source "$(dirname "$0")/lib.sh"
PIDFILE="$MARIADB_DIR/server.pgid"

case "${1:-start}" in
	stop) stop_group "$PIDFILE"; exit 0 ;;
	start) ;;
	*) die "usage: tools/mariadb.sh start|stop" ;;
esac

command -v mariadbd >/dev/null || die "mariadb-server is not installed (tools/deps.sh --mariadb)"
# The cluster's primary writes a binary log for its replica (tools/cluster.sh); the other stacks do
# not. A server started with the other logging is restarted.
if [ "$STACK" = cluster ]; then
	log_flags=(--log-bin="$MARIADB_DIR/data/binlog" --server-id=1 --binlog-format=ROW)
else
	log_flags=(--skip-log-bin)
fi
if group_alive "$PIDFILE" && [ "$(cat "$MARIADB_DIR/log-flags" 2>/dev/null)" != "${log_flags[*]}" ]; then
	log "restarting MariaDB for the ${STACK} stack's binary log setting"
	stop_group "$PIDFILE"
fi
if ! group_alive "$PIDFILE"; then
	rm -f "$PIDFILE"
	port_busy "$MARIADB_PORT" && die "port $MARIADB_PORT is already taken; set VITRINE_MARIADB_PORT"
	mkdir -p "$MARIADB_DIR"
	if [ ! -d "$MARIADB_DIR/data/mysql" ]; then
		log "initialising MariaDB in .wp/mariadb"
		mariadb-install-db --no-defaults --datadir="$MARIADB_DIR/data" --user="$(id -un)" \
			--auth-root-authentication-method=normal --skip-test-db >"$MARIADB_DIR/install.log" 2>&1 \
			|| die "mariadb-install-db failed (see .wp/mariadb/install.log)"
	fi
	setsid mariadbd --no-defaults --datadir="$MARIADB_DIR/data" --socket="$MARIADB_SOCKET" \
		--port="$MARIADB_PORT" --bind-address=127.0.0.1 --pid-file="$MARIADB_DIR/mariadbd.pid" \
		--user="$(id -un)" "${log_flags[@]}" --innodb-buffer-pool-size=128M --max-connections=300 \
		>"$MARIADB_DIR/server.log" 2>&1 &
	echo $! >"$PIDFILE"
	echo "${log_flags[*]}" >"$MARIADB_DIR/log-flags"
fi
# Wait for it to answer (up to 60 s: a loaded machine starts it slowly), even when it was already
# running, and make sure the database exists either way.
for _ in $(seq 1 600); do
	[ -S "$MARIADB_SOCKET" ] && mariadb --no-defaults --socket="$MARIADB_SOCKET" -uroot -e 'SELECT 1' >/dev/null 2>&1 && break
	# The server's own process, not its group: for a moment after the fork, setsid has not made the
	# group yet, and a fast first check used to report a healthy start as a failure.
	kill -0 "$(cat "$PIDFILE")" 2>/dev/null || die "MariaDB did not start (see .wp/mariadb/server.log)"
	sleep 0.1
done
mariadb --no-defaults --socket="$MARIADB_SOCKET" -uroot -e "CREATE DATABASE IF NOT EXISTS $SITE_DB CHARACTER SET utf8mb4" \
	|| { stop_group "$PIDFILE"; die "MariaDB did not answer on $MARIADB_SOCKET"; }
