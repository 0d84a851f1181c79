#!/usr/bin/env bash
# npm run test:e2e: Playwright in Debian's Chromium against the local site.
source "$(dirname "$0")/lib.sh"
bash "$ROOT/tools/ensure-site.sh" --browser
cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test "$@"
