#!/usr/bin/env bash
# npm run test:php:coverage: the PHPUnit suite with PCOV line coverage of includes/ (docs/quality.md,
# PHP line coverage). Installs php-pcov on first use (tools/deps.sh --coverage) and loads it only
# for this run. Writes reports/php-coverage/ (HTML), reports/php-coverage/clover.xml, then prints
# the line coverage of the pure PHP rules (tools/coverage-summary.php). Extra arguments go to
# PHPUnit, e.g. `npm run test:php:coverage -- --filter FormsTest`.
source "$(dirname "$0")/lib.sh"
bash "$ROOT/tools/deps.sh" --coverage
bash "$ROOT/tools/ensure-site.sh"
cd "$ROOT"
out="$ROOT/reports/php-coverage"
mkdir -p "$out"
# PCOV for this run only, through an extra ini folder rather than `php -d`: the processes PHPUnit
# starts for tests that run in isolation (@runInSeparateProcess) read it too, and count their lines.
ini="$WP_DIR/coverage-ini"
mkdir -p "$ini"
{
	php -m | grep -qx pcov || echo 'extension=pcov'
	echo 'pcov.enabled=1'
	echo "pcov.directory=$ROOT/includes"
} >"$ini/pcov.ini"
export PHP_INI_SCAN_DIR=":$ini" # The leading ':' keeps PHP's own folder of ini files.
status=0
php -d memory_limit=1G "$(command -v phpunit)" --coverage-filter includes \
	--coverage-html "$out" --coverage-clover "$out/clover.xml" "$@" || status=1
php "$ROOT/tools/coverage-summary.php" "$out/clover.xml" || status=1
log "HTML report: reports/php-coverage/index.html"
exit "$status"
