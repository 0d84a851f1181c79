#!/usr/bin/env bash
# npm run stop: stops the web server (or the production stack) and the private database by process group.
source "$(dirname "$0")/lib.sh"
stop_group "$WP_DIR/server.pgid"
bash "$ROOT/tools/stack.sh" stop
bash "$ROOT/tools/mariadb.sh" stop
log "stopped"
