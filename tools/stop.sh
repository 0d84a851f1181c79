#!/usr/bin/env bash
# npm run stop: stops the web server and the private database by process group.
source "$(dirname "$0")/lib.sh"
stop_group "$WP_DIR/server.pgid"
bash "$ROOT/tools/mariadb.sh" stop
log "stopped"
