#!/usr/bin/env bash
# npm run test:cluster: the cluster tests (tests/cluster, docs/scaling.md) and one browser spec per
# feature through Varnish → HAProxy → two nodes. Starts the cluster first (VITRINE_STACK=cluster is
# implied). Without ../shared (LudicrousDB, Redis Object Cache, WP-CLI) it skips, saying so.
# Options: --no-browser (the cluster tests only), --ci (the cluster tests, the page cache spec and one
# demo page per feature in the browser: 11 min 15 s on this loaded machine, docs/scaling.md "CI").
# On a clean machine it installs what it needs first (tools/deps.sh: the cluster's Debian packages,
# Chromium, npm packages) and builds; the scheduler runs every 15 s instead of every minute
# (VITRINE_SCHEDULER_INTERVAL), so the cron test waits less.
export VITRINE_STACK=cluster
source "$(dirname "$0")/lib.sh"
browser=1; site_specs=1
for arg in "$@"; do
	case "$arg" in
		--no-browser) browser=0 ;;
		--ci) site_specs=0 ;;
		*) die "test-cluster.sh: unknown option $arg" ;;
	esac
done
SHARED="$ROOT/../shared/third-party"
if [ ! -f "$SHARED/ludicrousdb/ludicrousdb/drop-ins/db.php" ] || [ ! -f "$SHARED/redis-cache/includes/object-cache.php" ] || [ ! -f "$SHARED/wp-cli/wp-cli.phar" ]; then
	log "cluster tests skipped: ../shared/third-party (LudicrousDB, Redis Object Cache, WP-CLI) not found"
	exit 0
fi
start=$SECONDS
export VITRINE_SCHEDULER_INTERVAL="${VITRINE_SCHEDULER_INTERVAL:-15}"
deps=()
[ "$browser" = 1 ] && deps+=(--browser)
bash "$ROOT/tools/deps.sh" "${deps[@]}"
[ -f "$ROOT/build/.complete" ] || bash "$ROOT/tools/build.sh"
bash "$ROOT/tools/start.sh" --no-build "${deps[@]}"
cd "$ROOT"
status=0
node --test --test-concurrency=1 tests/cluster/ || status=1
if [ "$browser" = 1 ]; then
	# One spec per feature, through the cluster: the page cache spec (consent, filters, cart,
	# countdown and forms from pages Varnish served to somebody else), then forms with mails,
	# affiliate links and their click counts, popups, the loop, search and the blog.
	# The page cache spec is its own Playwright project, which depends on the whole site project:
	# --no-deps runs it alone.
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test --workers=1 --project=cache --no-deps tests/e2e/page-cache.spec.ts || status=1
	# One page per feature (the demo pages: home, blog, affiliate, blocks, motion, sticky, popups,
	# loop, widgets) loads without errors and passes axe, served by the cluster.
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test --workers=1 --project=site tests/e2e/demo-pages.spec.ts \
		--grep 'loads without errors' || status=1
	if [ "$site_specs" = 1 ]; then
		PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test --workers=1 --project=site \
			tests/e2e/subscribe.spec.ts tests/e2e/form.spec.ts tests/e2e/affiliate.spec.ts \
			tests/e2e/popups.spec.ts tests/e2e/loop.spec.ts tests/e2e/search.spec.ts tests/e2e/theme-blog.spec.ts || status=1
	fi
fi
log "cluster tests: $([ "$status" = 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
exit "$status"
