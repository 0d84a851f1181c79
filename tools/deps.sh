#!/usr/bin/env bash
# Installs what the site and the tests need, only what is missing: Debian packages and npm packages.
# Usage: tools/deps.sh [--browser] [--browsers] [--mariadb] [--coverage]   (VITRINE_STACK=production adds the stack's servers; cluster adds Varnish and HAProxy)
# --browser is Chromium for Playwright; --browsers the other engines of npm run test:browsers (Firefox ESR,
# WebKitGTK's WebDriver and MiniBrowser, and Xvfb for the display MiniBrowser needs).
source "$(dirname "$0")/lib.sh"

packages=(php-cli php-sqlite3 php-mysql php-xml php-mbstring php-gd php-curl phpunit php-codesniffer unzip curl
	libjs-underscore libjs-lodash libjs-cropper php-getid3)
for arg in "$@"; do
	case "$arg" in
		--browser) packages+=(chromium fonts-dejavu-core) ;;
		--browsers) packages+=(firefox-esr webkit2gtk-driver xvfb xauth fonts-dejavu-core) ;;
		--mariadb) packages+=(mariadb-server) ;;
		--coverage) packages+=(php-pcov) ;;
		*) die "deps.sh: unknown option $arg" ;;
	esac
done
[ "$DB_MODE" = mariadb ] && packages+=(mariadb-server)
# The production stack's servers, only when it is asked for; PHP-FPM of the command line's PHP.
if [ "$STACK" = production ] || [ "$STACK" = cluster ]; then
	php_version="$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;' 2>/dev/null || echo 8.2)"
	packages+=(nginx "php$php_version-fpm" php-redis redis-server mariadb-server)
	# The cluster's edge cache and load balancer (docs/scaling.md); rsync copies each web node's files.
	[ "$STACK" = cluster ] && packages+=(varnish haproxy rsync)
fi

missing=()
for p in "${packages[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
	log "installing Debian packages: ${missing[*]}"
	[ "$(id -u)" = 0 ] || die "installing ${missing[*]} needs root (apt-get)"
	apt-get update -qq >/dev/null 2>&1 || die "apt-get update failed"
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >"$ROOT/.wp-apt.log" 2>&1 \
		|| die "apt-get install failed for ${missing[*]} (see .wp-apt.log)"
	rm -f "$ROOT/.wp-apt.log"
	# PCOV is loaded only by tools/test-php-coverage.sh (php -d extension=pcov): left enabled, it
	# would sit in every PHP process on the machine (the sites, the other test runs).
	if [[ " ${missing[*]} " == *" php-pcov "* ]] && command -v phpdismod >/dev/null; then
		phpdismod pcov
	fi
fi

if [ ! -d "$ROOT/node_modules/@wordpress/scripts" ]; then
	log "installing npm packages (npm ci)"
	# npm ci refuses a lock file that lacks other platforms' optional packages (a known npm issue with
	# locks written where node_modules already existed); npm install then installs the same locked
	# versions and adds the missing optional entries.
	(cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund >/dev/null 2>&1) \
		|| (cd "$ROOT" && log "npm ci refused the lock file; npm install instead" \
			&& PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund >/dev/null) \
		|| die "npm could not install the packages"
fi
