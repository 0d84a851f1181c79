#!/usr/bin/env bash
# For the test commands: the site must be running with the current build. Builds only if there is
# no complete build yet (tools/test.sh builds once up front).
source "$(dirname "$0")/lib.sh"
[ -f "$ROOT/build/.complete" ] || bash "$ROOT/tools/build.sh"
bash "$ROOT/tools/start.sh" --no-build "$@"
