#!/usr/bin/env bash
# Developer helper: a second working copy on its own branch with its own site and port, for working
# on two features at once on one machine. Shares node_modules and the fetched WordPress with this
# checkout. Usage: tools/worktree.sh NAME PORT  → ../wt/NAME, site on http://localhost:PORT
source "$(dirname "$0")/lib.sh"
name="${1:?usage: tools/worktree.sh NAME PORT}"; port="${2:?usage: tools/worktree.sh NAME PORT}"
dir="$(dirname "$ROOT")/wt/$name"
[ -d "$dir" ] || git -C "$ROOT" worktree add -q -b "$name" "$dir" HEAD
ln -sfn "$ROOT/node_modules" "$dir/node_modules"
mkdir -p "$dir/.wp"
# Every WordPress line fetched here (.wp/wordpress/<line>, tools/wordpress-fetch.sh).
for core in "$WP_DIR"/wordpress/*/; do
	[ -f "$core/wp-includes/version.php" ] || continue
	[ -d "$dir/.wp/wordpress/$(basename "$core")" ] || { mkdir -p "$dir/.wp/wordpress" && cp -a "$core" "$dir/.wp/wordpress/"; }
done
echo "$dir: VITRINE_PORT=$port VITRINE_MARIADB_PORT=$((port + 1000)) npm start"
