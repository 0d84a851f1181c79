#!/usr/bin/env bash
# npm run test:screenshots: the screenshot tests (docs/quality.md, "Screenshot tests") in Debian's
# Chromium, on a FRESH site: the web server is stopped, this WordPress line's database and uploads are
# deleted and the site is installed again with the demo content as imported (the dates the importer
# set to "now" pinned by tools/screenshot-pin-dates.php), so the pictures never depend on what other
# tests or a person did to the site before (records, counters, saved settings).
# `npm run test:screenshots -- --update-snapshots` (re)writes the baselines the same way.
# VITRINE_SCREENSHOTS_REUSE=1 keeps the running site (quicker while working on one page; the
# admin screens' figures may then differ from the baselines).
# On a failure the expected, actual and diff pictures are copied to .wp/test-logs/screenshots/ and
# their paths printed.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
LOGS="$WP_DIR/test-logs/screenshots"
OUT="test-results/screenshots"

# The baselines were taken on this site (docs/quality.md, "Which site"): the admin bar names the
# database, and WordPress's admin styles and version are in every admin picture.
[ "$STACK" = dev ] && [ "$DB_MODE" = sqlite ] && [ "$WP_LINE" = latest ] \
	|| die "the screenshot tests run on the local dev site with SQLite and the newest WordPress (leave VITRINE_STACK, VITRINE_DB and VITRINE_WP unset)"
# The baselines show WooCommerce's pages and WordPress 7.1.4's admin, both from ../shared; without it
# every picture would differ, so the comparison is skipped, saying why (as other legs do).
if [ ! -d "$(dirname "$ROOT")/shared/third-party/woocommerce" ]; then
	log "screenshot tests skipped: ../shared/third-party (WooCommerce, WordPress 7.1.4) not found; the baselines were taken with it"
	exit 0
fi
bash tools/deps.sh --browser
[ -f build/.complete ] || bash tools/build.sh

if [ "${VITRINE_SCREENSHOTS_REUSE:-0}" != 1 ]; then
	log "a fresh site for the screenshot tests (VITRINE_SCREENSHOTS_REUSE=1 keeps the running one)"
	stop_group "$WP_DIR/server.pgid"
	rm -f "$WP_DIR/database/$SITE_DB.sqlite" "$WP_DIR/database/$SITE_DB.sqlite-"*
	# The demo importer copies its images again; old copies would get -1 names.
	rm -rf "$SITE_DIR/wp-content/uploads"
	since="$(date -u '+%Y-%m-%d %H:%M:%S')"
fi
bash tools/start.sh --no-build --browser
# What the importer dated "now" gets fixed dates, so lists ordered by date keep one order.
[ -n "${since:-}" ] && { php_run tools/screenshot-pin-dates.php "$SITE_DIR" "$since" || die "could not pin the demo dates"; }

rm -rf "$LOGS"
status=0
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test -c playwright.screenshots.config.ts "$@" || status=$?

if [ "$status" != 0 ] && [ -d "$OUT" ]; then
	mkdir -p "$LOGS"
	# Playwright writes <name>-expected.png, -actual.png and -diff.png beside each failed test's output.
	# Not the tolerance's own proof ("a layout regression fails…"), whose diffs are meant to differ.
	find "$OUT" \( -name '*-diff.png' -o -name '*-actual.png' -o -name '*-expected.png' \) ! -path '*a-layout-regres*' | sort | while read -r file; do
		test_dir="$(basename "$(dirname "$file")")"
		cp "$file" "$LOGS/${test_dir:0:60}--$(basename "$file")"
	done
	if ls "$LOGS"/*-diff.png >/dev/null 2>&1; then
		log "pictures that differ from their baselines (red pixels in the diff):"
		ls "$LOGS"/*-diff.png >&2
	fi
fi
exit "$status"
