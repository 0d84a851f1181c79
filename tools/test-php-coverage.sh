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
load=(-d pcov.enabled=1 -d "pcov.directory=$ROOT/includes")
php -m | grep -qx pcov || load=(-d extension=pcov "${load[@]}")
status=0
php -d memory_limit=1G "${load[@]}" "$(command -v phpunit)" --coverage-filter includes \
	--coverage-html "$out" --coverage-clover "$out/clover.xml" "$@" || status=1
php "$ROOT/tools/coverage-summary.php" "$out/clover.xml" || status=1
log "HTML report: reports/php-coverage/index.html"
exit "$status"
