#!/usr/bin/env bash
# npm run test:floor: the oldest WordPress Vitrine supports (`Requires at least: 6.8`, VITRINE_WP=6.8,
# tools/lib.sh) on SQLite: the whole PHP suite (multisite included), then the browser smoke below.
# CI runs it after the suites on the newest WordPress (docs/quality.md, "WordPress versions").
# Logs in .wp/test-logs-floor; arguments go to Playwright (e.g. --workers=1).
source "$(dirname "$0")/lib.sh"
export VITRINE_WP=6.8
cd "$ROOT"
LOGS="$WP_DIR/test-logs-floor"
mkdir -p "$LOGS"
# The smoke: every demo and widget page renders without an error, the install from the zip, the
# upgrade and uninstall path, consent, and everything that runs in the editor (every block, the
# motion, sticky, popup, affiliate, form and media panels, saved content of older versions), and every
# admin screen with its lists (an admin script needing a handle 6.8 lacks leaves its screen blank).
SMOKE=(
	tests/e2e/demo-pages.spec.ts tests/e2e/install.spec.ts tests/e2e/lifecycle.spec.ts
	tests/e2e/consent.spec.ts tests/e2e/blocks-editor.spec.ts tests/e2e/builder-editor.spec.ts
	tests/e2e/popups-editor.spec.ts tests/e2e/affiliate.spec.ts tests/e2e/form-editor.spec.ts
	tests/e2e/media-editor.spec.ts tests/e2e/shop-editor.spec.ts tests/e2e/saved-blocks.spec.ts
	tests/e2e/admin.spec.ts tests/e2e/admin-lists.spec.ts
)
status=0
leg_start=$SECONDS
log "PHP tests on WordPress 6.8 (the floor)"
bash tools/test-php.sh 2>&1 | tee "$LOGS/php.log" || status=1
log "browser smoke on WordPress 6.8 (the floor)"
bash tools/test-e2e.sh "${SMOKE[@]}" "$@" 2>&1 | tee "$LOGS/e2e.log" || status=1
log "floor leg (WordPress 6.8): $(( (SECONDS - leg_start) / 60 )) min $(( (SECONDS - leg_start) % 60 )) s"
exit "$status"
