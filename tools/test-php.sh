#!/usr/bin/env bash
# npm run test:php: PHPUnit integration tests against the local site (VITRINE_DB=mariadb for MariaDB).
source "$(dirname "$0")/lib.sh"
bash "$ROOT/tools/ensure-site.sh"
cd "$ROOT" && phpunit "$@"
