#!/usr/bin/env bash
# The cluster's proxies (docs/scaling.md, "Varnish" and "HAProxy"): HAProxy balancing the web
# nodes and Varnish in front of it with docs/varnish.vcl.
# Sourced by tools/cluster.sh (its variables and helpers); not run on its own.

start_haproxy() {
	# docs/haproxy.cfg as an owner would use it: only addresses, ports and the Host name substituted.
	local servers="" node
	for node in "${NODES[@]}"; do servers+="\tserver $node 127.0.0.1:$(node_port "$node") check\n"; done
	sed -e "s#ipv4@127\.0\.0\.1:9999 #ipv4@127.0.0.1:$HAPROXY_ADMIN #" \
		-e "s#^\tbind 127\.0\.0\.1:8080\$#\tbind 127.0.0.1:$HAPROXY_PORT#" \
		-e "s#hdr Host www\.example\.com\$#hdr Host localhost:$PORT#" \
		-e "s#^\tbind 127\.0\.0\.1:8404\$#\tbind 127.0.0.1:$HAPROXY_STATS#" \
		-e "/^\tserver node[0-9]* 10\.0\.0\./d" \
		-e "s#^\t\# CHANGE: one line per web node (its nginx)\.\$#&\n${servers%\\n}#" \
		"$ROOT/docs/haproxy.cfg" >"$CL/haproxy.cfg"
	haproxy -c -f "$CL/haproxy.cfg" >"$CL/logs/haproxy-check.log" 2>&1 || die "the HAProxy configuration is not valid (see .wp/cluster/logs/haproxy-check.log)"
	stop_group "$CL/haproxy.pgid"
	port_busy "$HAPROXY_PORT" && die "port $HAPROXY_PORT (HAProxy) is already taken"
	setsid haproxy -db -f "$CL/haproxy.cfg" >"$CL/logs/haproxy.log" 2>&1 &
	echo $! >"$CL/haproxy.pgid"
}

start_varnish() {
	sed -e "s#\.port = \"8080\";#.port = \"$HAPROXY_PORT\";#" "$ROOT/docs/varnish.vcl" >"$CL/vitrine.vcl"
	stop_group "$CL/varnish.pgid"
	port_busy "$PORT" && die "port $PORT is already taken by another program; stop it or set VITRINE_PORT"
	rm -rf "$CL/varnish"; mkdir -p "$CL/varnish"
	[ -f "$CL/varnish.secret" ] || head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$CL/varnish.secret"
	# timeout_idle 65 s (Varnish's default is 5 s), as nginx's keepalive_timeout: clients that keep
	# a connection open for a few seconds (browsers, HTTP libraries with a 4 s pool) otherwise send
	# on a connection Varnish is closing and get a network error.
	# -j none: runs as this user with its work folder under .wp/cluster (several checkouts side by side).
	setsid varnishd -F -j none -n "$CL/varnish" -a "127.0.0.1:$PORT" -T "127.0.0.1:$VARNISH_ADMIN" \
		-S "$CL/varnish.secret" -f "$CL/vitrine.vcl" -s malloc,128m -p default_ttl=120 -p timeout_idle=65 \
		>"$CL/logs/varnish.log" 2>&1 &
	echo $! >"$CL/varnish.pgid"
}

# One scheduler for the cluster: due WP-Cron events, then Action Scheduler's queue (WooCommerce),

purge() {
	group_alive "$CL/varnish.pgid" || return 0
	varnishadm -n "$CL/varnish" -T "127.0.0.1:$VARNISH_ADMIN" -S "$CL/varnish.secret" "ban req.url ~ ." >/dev/null 2>&1 || true
}
