#!/usr/bin/env bash
# The cluster's web nodes (docs/scaling.md, "Web nodes"): each its own copy of WordPress and
# Vitrine, its own PHP-FPM pool and nginx; taken out of service gracefully (drain) or killed outright.
# Sourced by tools/cluster.sh (its variables and helpers); not run on its own.

stop_node() {
	stop_group "$CL/$1/nginx.pgid"
	stop_group "$CL/$1/php-fpm.pgid"
}

# One command on HAProxy's admin socket (TCP on PORT+7, so plain bash can speak it).
lb_command() {
	group_alive "$CL/haproxy.pgid" || return 0
	{ exec 3<>"/dev/tcp/127.0.0.1/$HAPROXY_ADMIN" && printf '%s\n' "$1" >&3 && timeout 5 cat <&3; exec 3<&-; } 2>/dev/null || true
}

# A node taken out of service: nginx stops accepting and finishes the requests it has, then PHP-FPM
# finishes its own (SIGQUIT: graceful for both), as a deploy or a scale-down does.
drain_node() {
	local what pgid
	# HAProxy first: no new request goes to the node, its queue goes to the other one, what it is
	# serving finishes (as a deploy tool does through the admin socket).
	lb_command "set server nodes/$1 state maint"
	for _ in $(seq 1 300); do
		[ "$(lb_command "show servers conn nodes" | awk -v n="nodes/$1" '$1 == n { print $7 }')" = 0 ] && break
		sleep 0.1
	done
	for what in nginx php-fpm; do
		group_alive "$CL/$1/$what.pgid" || continue
		pgid="$(cat "$CL/$1/$what.pgid")"
		kill -QUIT "$pgid" 2>/dev/null || true
		for _ in $(seq 1 300); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.1; done
		stop_group "$CL/$1/$what.pgid"
	done
}

# A node that dies without warning (power loss, OOM killer): SIGKILL to nginx and PHP-FPM at once,
# with requests in flight and queued for it; nothing is told to HAProxy, whose health checks and
# retries must find out (tests/cluster, docs/scaling.md "HAProxy").
kill_node() {
	local what pgid
	for what in nginx php-fpm; do
		group_alive "$CL/$1/$what.pgid" || continue
		pgid="$(cat "$CL/$1/$what.pgid")"
		kill -KILL -- "-$pgid" 2>/dev/null || true
	done
	for what in nginx php-fpm; do stop_group "$CL/$1/$what.pgid"; done
	rm -f "$CL/$1/php-fpm.sock"
}

copy_node() {
	local node="$1" dir="$CL/$1"
	mkdir -p "$dir"/{tmp,logs,php-tmp,sessions}
	# Its own copy of WordPress and of the plugins (links followed: they become files); the test
	# mu-plugins stay links into tests/ (they are the test harness, not the site's code); the shared
	# uploads folder is linked as a network mount would be.
	rsync -a --delete --exclude=/wp-content/plugins --exclude=/wp-content/uploads --exclude=/wp-content/db.php \
		--exclude=/wp-content/db-sqlite.php --exclude=/wp-config.php --exclude=/db-config.php \
		"$SITE_DIR/" "$dir/site/"
	mkdir -p "$dir/site/wp-content/plugins"
	rsync -a --delete --copy-links --exclude=/vitrine --exclude=/sqlite-database-integration --exclude=/ludicrousdb \
		"$SITE_DIR/wp-content/plugins/" "$dir/site/wp-content/plugins/"
	# Vitrine as the zip installs it: the built plugin without the sources, tests and tools.
	mkdir -p "$dir/site/wp-content/plugins/vitrine"
	rsync -a --delete --exclude=/node_modules --exclude=/.git --exclude=/.wp --exclude=/src --exclude=/tests \
		--exclude=/tools --exclude=/docs --exclude='/*.md' "$ROOT/" "$dir/site/wp-content/plugins/vitrine/"
	# The example of another plugin's block (docs/examples/vitrine-example-block/, loaded by the test
	# mu-plugin vitrine-example-block.php) as its own plugin, deployed to the node like any other:
	# loaded from the checkout, its script URL pointed outside the node's plugins folder.
	rsync -a --delete "$ROOT/docs/examples/vitrine-example-block/" "$dir/site/wp-content/plugins/vitrine-example-block/"
	ln -sfn "$SITE_DIR/wp-content/uploads" "$dir/site/wp-content/uploads"
	# LudicrousDB: its drop-in and plugin copied at start from ../shared, never into the repository.
	rsync -a --delete "$SHARED/ludicrousdb/" "$dir/site/wp-content/plugins/ludicrousdb/"
	cp "$SHARED/ludicrousdb/ludicrousdb/drop-ins/db.php" "$dir/site/wp-content/db.php"
	cp "$ROOT/docs/ludicrousdb-db-config.php" "$dir/site/db-config.php"
	# The node's own wp-config.php: the shared one, plus the node's name and temp folder.
	{
		echo "<?php"
		echo "// Written by tools/cluster.sh for $node. Do not edit: it is rewritten on start."
		echo "define( 'VITRINE_NODE', '$node' );"
		echo "define( 'WP_TEMP_DIR', '$dir/tmp/' );"
		tail -n +2 "$SITE_DIR/wp-config.php"
	} >"$dir/site/wp-config.php"
}

start_node() {
	local node="$1" dir="$CL/$1" port
	port="$(node_port "$1")"
	cat >"$dir/php-fpm.conf" <<CONF
[global]
pid = $dir/php-fpm.pid
error_log = $dir/logs/php-fpm.log
daemonize = no

[$node]
user = $USER_NAME
listen = $dir/php-fpm.sock
listen.mode = 0600
pm = static
pm.max_children = 6
pm.max_requests = 2000
clear_env = no
catch_workers_output = yes
php_admin_value[memory_limit] = 512M
php_value[error_log] = $dir/logs/php-error.log
php_admin_flag[log_errors] = on
php_admin_value[upload_tmp_dir] = $dir/php-tmp
php_admin_value[session.save_path] = $dir/sessions
php_admin_value[sys_temp_dir] = $dir/php-tmp
php_admin_value[opcache.memory_consumption] = 128
php_admin_value[opcache.max_accelerated_files] = 20000
php_admin_value[opcache.revalidate_freq] = 1
CONF
	if ! group_alive "$dir/php-fpm.pgid"; then
		rm -f "$dir/php-fpm.sock"
		local fpm_flags=(--nodaemonize --fpm-config "$dir/php-fpm.conf")
		[ "$(id -u)" = 0 ] && fpm_flags+=(--allow-to-run-as-root)
		VITRINE_DB=mariadb setsid "$FPM_BIN" "${fpm_flags[@]}" >"$dir/logs/php-fpm.out" 2>&1 &
		echo $! >"$dir/php-fpm.pgid"
		for _ in $(seq 1 100); do [ -S "$dir/php-fpm.sock" ] && break; sleep 0.1; done
		[ -S "$dir/php-fpm.sock" ] || die "PHP-FPM of $node did not start (see .wp/cluster/$node/logs/php-fpm.log)"
	fi
	# nginx without a page cache (Varnish is the cache): static files with the headers of
	# docs/nginx-page-cache.conf, PHP to the node's pool. The Host header keeps the public port.
	cat >"$dir/nginx.conf" <<CONF
$([ "$(id -u)" = 0 ] && echo "user $USER_NAME;")
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/logs/nginx-error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log $dir/logs/nginx-access.log;
	client_body_temp_path $dir/tmp/body;
	fastcgi_temp_path $dir/tmp/fastcgi;
	proxy_temp_path $dir/tmp/proxy;
	uwsgi_temp_path $dir/tmp/uwsgi;
	scgi_temp_path $dir/tmp/scgi;
	sendfile on;
	keepalive_timeout 65;
	map "\$arg_ver:\$uri" \$vitrine_cache_control {
		"~^:.*\\.(css|js|mjs|json)\$" "no-cache";
		"~^:" "public, max-age=2592000";
		default "public, max-age=31536000, immutable";
	}
	server {
		listen 127.0.0.1:$port;
		server_name localhost;
		root $dir/site;
		index index.php;
		client_max_body_size 16m;
		add_header X-Vitrine-Node $node always;
		location / { try_files \$uri \$uri/ /index.php\$is_args\$args; }
		location ~ \\.php\$ {
			try_files \$uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			fastcgi_param HTTP_HOST \$http_host;
			fastcgi_pass unix:$dir/php-fpm.sock;
		}
		location = /favicon.ico { access_log off; try_files \$uri /index.php\$is_args\$args; }
		location ~* \\.(css|js|mjs|png|jpe?g|gif|webp|avif|svg|woff2?|ico|json|lottie)\$ {
			add_header Cache-Control \$vitrine_cache_control always;
			add_header X-Vitrine-Node $node always;
			access_log off;
			try_files \$uri =404;
		}
	}
}
CONF
	nginx -t -p "$dir/" -e "$dir/logs/nginx-error.log" -c "$dir/nginx.conf" >"$dir/logs/nginx-test.log" 2>&1 \
		|| die "the nginx configuration of $node is not valid (see .wp/cluster/$node/logs/nginx-test.log)"
	if ! group_alive "$dir/nginx.pgid"; then
		port_busy "$port" && die "port $port ($node) is already taken by another program"
		setsid nginx -p "$dir/" -e "$dir/logs/nginx-error.log" -c "$dir/nginx.conf" -g 'daemon off;' >"$dir/logs/nginx.out" 2>&1 &
		echo $! >"$dir/nginx.pgid"
	fi
}
