#!/usr/bin/env bash
# The pieces the nodes share besides the databases (docs/scaling.md, "Redis" and "Cron"): one
# Redis as the object cache and one scheduler for the whole cluster.
# Sourced by tools/cluster.sh (its variables and helpers); not run on its own.

start_redis() {
	if ! group_alive "$CL/redis.pgid"; then
		port_busy "$REDIS_PORT" && die "port $REDIS_PORT (Redis) is already taken"
		setsid redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$CL" --save '' --appendonly no \
			--maxmemory 128mb --maxmemory-policy allkeys-lru --pidfile "$CL/redis.pid" \
			--logfile "$CL/logs/redis.log" >/dev/null 2>&1 &
		echo $! >"$CL/redis.pgid"
		for _ in $(seq 1 100); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
		redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 || die "Redis did not start (see .wp/cluster/logs/redis.log)"
	fi
}

start_scheduler() {
	stop_group "$CL/scheduler.pgid"
	cat >"$CL/scheduler.sh" <<SH
#!/usr/bin/env bash
while true; do
	date -u +%FT%TZ >>"$CL/logs/scheduler.log"
	php -d memory_limit=512M "$SHARED/wp-cli/wp-cli.phar" --path="$SITE_DIR" --allow-root cron event run --due-now >>"$CL/logs/scheduler.log" 2>&1
	if php "$SHARED/wp-cli/wp-cli.phar" --path="$SITE_DIR" --allow-root cli has-command 'action-scheduler run' 2>/dev/null; then
		php -d memory_limit=512M "$SHARED/wp-cli/wp-cli.phar" --path="$SITE_DIR" --allow-root action-scheduler run --batches=1 >>"$CL/logs/scheduler.log" 2>&1
	fi
	sleep \${VITRINE_SCHEDULER_INTERVAL:-60}
done
SH
	VITRINE_SCHEDULER_INTERVAL="${VITRINE_SCHEDULER_INTERVAL:-60}" setsid bash "$CL/scheduler.sh" >/dev/null 2>&1 &
	echo $! >"$CL/scheduler.pgid"
}
