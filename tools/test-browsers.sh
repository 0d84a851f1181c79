#!/usr/bin/env bash
# npm run test:browsers: the visitor-facing smoke in Firefox ESR and WebKit (tests/browsers/run.mjs,
# docs/quality.md "Firefox and WebKit") against the local site. Installs the browsers (Debian's
# packages, as root) and starts the site when needed. Arguments pass to the runner
# (--browser=firefox|webkit, --only=TEXT).
source "$(dirname "$0")/lib.sh"
bash "$ROOT/tools/deps.sh" --browsers
bash "$ROOT/tools/ensure-site.sh"
cd "$ROOT" && node tests/browsers/run.mjs "$@"
