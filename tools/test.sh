#!/usr/bin/env bash
# npm test: every test, on a fresh machine too. Installs what is missing, builds once, lints, then
# runs the unit, PHP and browser suites, and ends with one summary line.
# VITRINE_DB=mariadb runs the PHP and browser suites against MariaDB.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
mkdir -p "$WP_DIR/test-logs"
LOGS="$WP_DIR/test-logs"

bash tools/deps.sh --browser
bash tools/build.sh >"$LOGS/build.log" 2>&1 || { tail -40 "$LOGS/build.log"; die "the build failed"; }
bash tools/lint.sh

status=0
log "unit tests (jest)"
npx wp-scripts test-unit-js --config jest.config.js 2>&1 | tee "$LOGS/unit.log" || status=1
log "PHP tests (phpunit, $DB_MODE)"
bash tools/test-php.sh 2>&1 | tee "$LOGS/php.log" || status=1
log "browser tests (playwright, $DB_MODE)"
bash tools/test-e2e.sh 2>&1 | tee "$LOGS/e2e.log" || status=1

node tools/test-summary.mjs "$LOGS" || status=1
exit "$status"
