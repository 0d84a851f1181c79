# Shared helpers for the site scripts. Sourced, never run.
# Everything they create lives under $WP_DIR (.wp/ in the project, git-ignored).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WP_DIR="$ROOT/.wp"
SITE_DIR="$WP_DIR/site"
PORT="${VITRINE_PORT:-8888}"
SITE_URL="http://localhost:$PORT"
# VITRINE_STACK=production: nginx + page cache + PHP-FPM + Redis + MariaDB (tools/stack.sh).
# VITRINE_STACK=cluster: Varnish + HAProxy + two web nodes + MariaDB primary/replica (tools/cluster.sh,
# docs/scaling.md).
STACK="${VITRINE_STACK:-dev}"
case "$STACK" in dev|production|cluster) ;; *) printf 'vitrine: VITRINE_STACK must be dev, production or cluster, not %s\n' "$STACK" >&2; exit 1 ;; esac
DEFAULT_DB=sqlite
[ "$STACK" != dev ] && DEFAULT_DB=mariadb
DB_MODE="${VITRINE_DB:-$DEFAULT_DB}"
# VITRINE_WP: which WordPress the site runs (docs/lifecycle.md, "WordPress versions"): latest (the
# default: the newest release, 7.1.4 from ../shared/third-party or Debian unstable's when newer) or
# 6.8 (the floor, `Requires at least`, from Debian trixie). Each lives in its own folder under
# .wp/wordpress and has its own database, so switching back and forth downloads and installs nothing
# again.
WP_LINE="${VITRINE_WP:-latest}"
case "$WP_LINE" in latest|6.8) ;; *) printf 'vitrine: VITRINE_WP must be latest or 6.8, not %s\n' "$WP_LINE" >&2; exit 1 ;; esac
WP_CORE="$WP_DIR/wordpress/$WP_LINE"
# The latest line keeps the database names sites had before the switch existed.
if [ "$WP_LINE" = latest ]; then SITE_DB=vitrine; else SITE_DB="vitrine_wp${WP_LINE//./}"; fi
MARIADB_PORT="${VITRINE_MARIADB_PORT:-3307}"
MARIADB_DIR="$WP_DIR/mariadb"
MARIADB_SOCKET="$MARIADB_DIR/mysqld.sock"

log() { printf '\033[1;34mvitrine\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31mvitrine: %s\033[0m\n' "$*" >&2; exit 1; }

case "$DB_MODE" in sqlite|mariadb) ;; *) die "VITRINE_DB must be sqlite or mariadb, not '$DB_MODE'" ;; esac

# Is something answering on TCP port $1 of the loopback address?
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Is the process group saved in pid file $1 still alive?
group_alive() { [ -f "$1" ] && kill -0 -- "-$(cat "$1")" 2>/dev/null; }

# Stop the process group saved in pid file $1 and forget it.
stop_group() {
	local file="$1" pgid
	[ -f "$file" ] || return 0
	pgid="$(cat "$file")"
	if kill -0 -- "-$pgid" 2>/dev/null; then
		kill -TERM -- "-$pgid" 2>/dev/null || true
		for _ in $(seq 1 50); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL -- "-$pgid" 2>/dev/null || true
	fi
	rm -f "$file"
}

# Wait up to $2 seconds for URL $1 to answer with any HTTP status.
wait_for_url() {
	local url="$1" seconds="$2"
	for _ in $(seq 1 $((seconds * 5))); do
		curl -s -o /dev/null -m 2 "$url" && return 0
		sleep 0.2
	done
	return 1
}

php_run() { php -d memory_limit=512M "$@"; }
