#!/usr/bin/env bash
# npm run stop: stops the web server (or the production stack, or the cluster) and the private database by process group.
source "$(dirname "$0")/lib.sh"
stop_group "$WP_DIR/server.pgid"
bash "$ROOT/tools/stack.sh" stop
[ -d "$WP_DIR/cluster" ] && bash "$ROOT/tools/cluster.sh" stop
bash "$ROOT/tools/mariadb.sh" stop
log "stopped"
