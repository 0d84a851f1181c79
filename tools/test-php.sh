#!/usr/bin/env bash
# npm run test:php: PHPUnit integration tests against the local site (VITRINE_DB=mariadb for MariaDB),
# then the multisite suite against a throw-away network on the same kind of database
# (tools/multisite.sh), on SQLite and MariaDB alike, its output in the log; with --filter only when
# the filter names it or Lifecycle.
source "$(dirname "$0")/lib.sh"
bash "$ROOT/tools/ensure-site.sh"
cd "$ROOT"
status=0
phpunit "$@" || status=1
multisite=1
case " $* " in *" --filter"*) [[ "${*,,}" =~ multisite|lifecycle ]] || multisite=0 ;; esac
if [ "$multisite" = 1 ]; then
	log "multisite tests (a throw-away network in .wp/multisite, $DB_MODE)"
	if bash "$ROOT/tools/multisite.sh"; then
		phpunit -c tests/multisite/phpunit.xml "$@" || status=1
	else
		status=1
	fi
fi
exit "$status"
