#!/usr/bin/env bash
# Formats the PHP code to the project's ruleset (phpcs.xml.dist) with phpcbf, then reports what is
# left for a human (phpcs). Run it on main after merging branches: `bash tools/phpcs-fix.sh`, check
# `git diff` (formatting only), run `npm run lint`, commit. Extra arguments go to both tools
# (e.g. a file list: bash tools/phpcs-fix.sh includes/Loop).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
command -v phpcbf >/dev/null || bash tools/deps.sh
log "phpcbf (fixes what it can)"
# phpcbf exits 1 when it fixed something, 2 when some problems could not be fixed: both are fine here.
status=0
phpcbf -q "$@" || status=$?
[ "$status" -le 2 ] || die "phpcbf failed (exit $status)"
log "phpcs (what is left to fix by hand)"
phpcs -q "$@" && log "PHP code matches phpcs.xml.dist"
