#!/usr/bin/env bash
# The cluster's databases (docs/scaling.md, "Databases: LudicrousDB"): the primary's users for
# the nodes and a fresh replica with asynchronous replication.
# Sourced by tools/cluster.sh (its variables and helpers); not run on its own.

replica_start_server() {
	group_alive "$REPLICA_DIR/server.pgid" && return 0
	port_busy "$REPLICA_PORT" && die "port $REPLICA_PORT (the replica) is already taken; set VITRINE_MARIADB_PORT"
	setsid mariadbd --no-defaults --datadir="$REPLICA_DIR/data" --socket="$REPLICA_SOCKET" \
		--port="$REPLICA_PORT" --bind-address=127.0.0.1 --pid-file="$REPLICA_DIR/mariadbd.pid" \
		--user="$USER_NAME" --server-id=2 --read-only=1 --skip-log-bin --relay-log="$REPLICA_DIR/data/relay" \
		--innodb-buffer-pool-size=64M --max-connections=300 >"$REPLICA_DIR/server.log" 2>&1 &
	echo $! >"$REPLICA_DIR/server.pgid"
	for _ in $(seq 1 600); do
		[ -S "$REPLICA_SOCKET" ] && replica_sql -e 'SELECT 1' >/dev/null 2>&1 && return 0
		kill -0 "$(cat "$REPLICA_DIR/server.pgid")" 2>/dev/null || die "the replica did not start (see .wp/cluster/replica/server.log)"
		sleep 0.1
	done
	die "the replica did not answer (see .wp/cluster/replica/server.log)"
}

db() {
	mkdir -p "$CL"
	# The nodes reach the databases over TCP as from other machines; the replica logs in as "repl".
	# Not written to the binary log: the replica gets its own copy of the users below.
	local users="SET sql_log_bin=0;
		CREATE USER IF NOT EXISTS 'vitrine'@'127.0.0.1' IDENTIFIED BY 'vitrine';
		GRANT ALL ON \`$SITE_DB\`.* TO 'vitrine'@'127.0.0.1';
		CREATE USER IF NOT EXISTS 'repl'@'127.0.0.1' IDENTIFIED BY 'repl';
		GRANT REPLICATION SLAVE ON *.* TO 'repl'@'127.0.0.1';"
	primary_sql -e "$users" || die "could not create the cluster's database users on the primary"
	# A fresh replica on every start, seeded from a consistent dump that records the primary's GTID
	# position: whatever the primary went through while the cluster was down, the copy matches it.
	stop_group "$REPLICA_DIR/server.pgid"
	rm -rf "$REPLICA_DIR"; mkdir -p "$REPLICA_DIR"
	mariadb-install-db --no-defaults --datadir="$REPLICA_DIR/data" --user="$USER_NAME" \
		--auth-root-authentication-method=normal --skip-test-db >"$REPLICA_DIR/install.log" 2>&1 \
		|| die "mariadb-install-db failed for the replica (see .wp/cluster/replica/install.log)"
	replica_start_server
	replica_sql -e "$users" >/dev/null
	mariadb-dump --no-defaults --socket="$MARIADB_SOCKET" -uroot --single-transaction --master-data=1 --gtid \
		--databases "$SITE_DB" >"$REPLICA_DIR/seed.sql" 2>"$REPLICA_DIR/dump.log" \
		|| die "could not dump the primary for the replica (see .wp/cluster/replica/dump.log)"
	# --master-data=1 with --gtid writes SET GLOBAL gtid_slave_pos and CHANGE MASTER TO MASTER_USE_GTID.
	replica_sql -e "CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=$MARIADB_PORT, MASTER_USER='repl', MASTER_PASSWORD='repl', MASTER_CONNECT_RETRY=1;" \
		|| die "could not point the replica at the primary"
	replica_sql <"$REPLICA_DIR/seed.sql" || die "could not load the primary's dump into the replica"
	replica_sql -e "START SLAVE;" || die "the replica's replication did not start"
	rm -f "$REPLICA_DIR/seed.sql"
	echo cluster >"$WP_DIR/stack-mode"
}

replica_status() { replica_sql -e 'SHOW SLAVE STATUS\G' 2>/dev/null; }
