#!/usr/bin/env bash
# npm run build: one webpack run for the plugin and the theme. A lock keeps parallel builds
# (several developers' test runs on one machine) from writing build/ at the same time.
source "$(dirname "$0")/lib.sh"
mkdir -p "$WP_DIR"
exec 9>"$WP_DIR/build.lock"
flock 9
rm -f "$ROOT/build/.complete"
(cd "$ROOT" && npx wp-scripts build --config webpack.config.js) || die "the build failed"
# Nothing may bundle React or react/jsx-runtime: WordPress provides React 19 (docs/quality.md).
node "$ROOT/tools/check-bundled-react.js" || die "the build bundles React"
touch "$ROOT/build/.complete"
