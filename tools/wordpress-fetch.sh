#!/usr/bin/env bash
# Fetches the WordPress core the site runs (VITRINE_WP, tools/lib.sh; docs/lifecycle.md, "WordPress
# versions") into its own folder, .wp/wordpress/<line>, once:
# - latest (the default): the newest of the release archived in ../shared/third-party/wordpress-X/
#   (checked against its .sha256) and Debian unstable's (sid) `wordpress` package. Without ../shared
#   (a fresh clone elsewhere), Debian's alone; without the network, the archive alone.
# - 6.8 (the floor): Debian trixie's `wordpress` package.
# Debian's packages are read without touching the machine's apt setup (a private sources list, lists
# and cache under .wp/apt/<suite>). Debian replaces some bundled files with links to other packages
# (underscore, lodash, jQuery UI, cropper, PHPMailer, getID3): those packages are fetched from the
# same suite and each link is replaced by the file it points to. WordPress's default theme comes
# from the same suite too (Debian ships it apart): a site owner's WordPress has it, and Vitrine falls
# back to it when the plugin is deactivated with its theme active.
# VITRINE_WP_REFRESH=1 looks again for a newer latest release (otherwise a fetched core is kept).
source "$(dirname "$0")/lib.sh"

CORE="$WP_CORE"
DEFAULT_THEME="$CORE/wp-content/themes/twentytwentyfive"
SHARED_WP="$(dirname "$ROOT")/shared/third-party"
# A core fetched before Debian's links were resolved correctly lacks underscore.js (the editor's
# media scripts then fail): fetch it again.
core_ok() { [ -f "$CORE/wp-includes/version.php" ] && [ -f "$CORE/wp-includes/js/underscore.min.js" ] && [ -f "$DEFAULT_THEME/style.css" ]; }
core_version() { php -r "include '$1/wp-includes/version.php'; echo \$wp_version;"; }

# Checkouts made before the switch existed hold 6.8 in .wp/core: it becomes the 6.8 folder.
if [ -f "$WP_DIR/core/wp-includes/version.php" ] && [ ! -e "$WP_DIR/wordpress/6.8" ] \
	&& grep -q "wp_version = '6\.8" "$WP_DIR/core/wp-includes/version.php"; then
	mkdir -p "$WP_DIR/wordpress" && mv "$WP_DIR/core" "$WP_DIR/wordpress/6.8"
fi
if core_ok && ! { [ "$WP_LINE" = latest ] && [ "${VITRINE_WP_REFRESH:-}" = 1 ]; }; then exit 0; fi

# apt_private SUITE ARGS…: apt-get on a private configuration for one Debian suite.
apt_private() {
	local suite="$1"; shift
	local dir="$WP_DIR/apt/$suite"
	apt-get -o Dir::Etc::sourcelist="$dir/sources.list" -o Dir::Etc::sourceparts=- \
		-o Dir::State::Lists="$dir/lists" -o Dir::Cache="$dir/cache" -o APT::Get::List-Cleanup=0 \
		-o Acquire::http::Timeout=30 -o Acquire::Retries=2 "$@"
}
# debian_update SUITE: reads the suite's package list; fails without the network.
debian_update() {
	local dir="$WP_DIR/apt/$1"
	mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $1 main" >"$dir/sources.list"
	apt_private "$1" update -qq >/dev/null 2>&1
}
# debian_wordpress_version SUITE: the upstream version of the suite's `wordpress` (7.1.4+dfsg1-1 → 7.1.4).
debian_wordpress_version() {
	apt_private "$1" -qq --print-uris download wordpress 2>/dev/null | sed -n "s/.*wordpress_\([0-9.]*\)[+~_-].*/\1/p" | head -n1
}

# install_core TREE VERSION SOURCE: moves an unpacked WordPress tree into place.
install_core() {
	local tree="$1" version="$2" source="$3"
	rm -f "$tree/wp-config.php"
	[ -f "$tree/wp-includes/version.php" ] || die "$source holds no wp-includes/version.php"
	[ "$(core_version "$tree")" = "$version" ] || die "$source is not WordPress $version"
	mkdir -p "$(dirname "$CORE")"
	rm -rf "$CORE.old" && { [ ! -e "$CORE" ] || mv "$CORE" "$CORE.old"; }
	mv "$tree" "$CORE" && rm -rf "$CORE.old"
}

# from_debian SUITE: the suite's wordpress package, its linked files and its default theme.
from_debian() {
	local suite="$1" deb dir x deps target
	dir="$WP_DIR/apt/$suite"; x="$dir/x"
	log "fetching WordPress from Debian $suite"
	rm -rf "$dir/deb" "$x" && mkdir -p "$dir/deb" "$x"
	(cd "$dir/deb" && apt_private "$suite" download -qq wordpress >/dev/null 2>&1) || die "could not download Debian $suite's wordpress package"
	deb="$(ls "$dir"/deb/wordpress_*.deb | head -n1)"
	# The packages its links point into (libjs-*, libphp-*, php-getid3) and the default theme.
	deps="$(dpkg-deb -f "$deb" Depends | tr ',|' '\n\n' | sed 's/(.*//; s/ //g' | grep -E '^(libjs-|libphp-|php-getid3)' | sort -u | tr '\n' ' ')"
	# shellcheck disable=SC2086 # one word per package
	(cd "$dir/deb" && apt_private "$suite" download -qq $deps wordpress-theme-twentytwentyfive >/dev/null 2>&1) \
		|| die "could not download $deps wordpress-theme-twentytwentyfive from Debian $suite"
	for pkg in "$dir"/deb/*.deb; do dpkg -x "$pkg" "$x" || die "could not unpack $pkg"; done
	# Each link becomes the file it points to: in the unpacked packages first, else the machine's
	# (/etc/ssl's CA bundle). Relative links point into /usr/share, absolute ones outside the tree.
	local src="$x/usr/share/wordpress"
	find "$src" -type l | while read -r link; do
		target="$(readlink -m "$link" || true)"
		if [ -n "$target" ] && [[ "$target" != "$x/"* ]] && [ -e "$x$target" ]; then target="$x$target"; fi
		if [ -n "$target" ] && [ ! -e "$target" ] && [[ "$target" == "$x/"* ]]; then target="/${target#"$x/"}"; fi
		rm -f "$link"
		if [ -n "$target" ] && [ -e "$target" ]; then cp -rL "$target" "$link"; fi
	done
	local theme
	theme="$(find "$x" -type f -name style.css -path '*twentytwentyfive/style.css' ! -path "$src/*" | head -n1)"
	if [ ! -f "$src/wp-content/themes/twentytwentyfive/style.css" ]; then
		[ -n "$theme" ] || die "Debian's wordpress-theme-twentytwentyfive holds no twentytwentyfive/style.css"
		rm -rf "$src/wp-content/themes/twentytwentyfive" && mkdir -p "$src/wp-content/themes"
		cp -rL "$(dirname "$theme")" "$src/wp-content/themes/twentytwentyfive"
	fi
	install_core "$src" "$2" "Debian $suite's wordpress package"
	rm -rf "$x" "$dir/deb"
}

# from_archive FILE VERSION: a release archived in ../shared/third-party (tar.xz giving wordpress/).
from_archive() {
	local file="$1" tmp="$WP_DIR/wordpress/unpack.tmp"
	log "fetching WordPress $2 from $file"
	(cd "$(dirname "$file")" && sha256sum -c --quiet "$(basename "$file").sha256" >/dev/null 2>&1) || die "$file does not match its .sha256"
	rm -rf "$tmp" && mkdir -p "$tmp"
	tar -xJf "$file" -C "$tmp" || die "could not unpack $file"
	install_core "$tmp/wordpress" "$2" "$file"
	rm -rf "$tmp"
}

if [ "$WP_LINE" = 6.8 ]; then
	debian_update trixie || die "could not read Debian trixie's package list (WordPress 6.8 comes from there)"
	version="$(debian_wordpress_version trixie)"
	[[ "$version" == 6.8.* ]] || die "Debian trixie's wordpress is ${version:-unknown}, not 6.8"
	from_debian trixie "$version"
else
	# The newest archive in ../shared whose checksum file exists.
	archive=""; archive_version=""
	for file in "$SHARED_WP"/wordpress-[0-9]*/wordpress-[0-9]*.tar.xz; do
		[ -f "$file" ] && [ -f "$file.sha256" ] || continue
		v="$(basename "$file" .tar.xz)"; v="${v#wordpress-}"
		if [ -z "$archive_version" ] || dpkg --compare-versions "$v" gt "$archive_version"; then archive="$file"; archive_version="$v"; fi
	done
	sid_version=""
	if debian_update sid; then sid_version="$(debian_wordpress_version sid)"; else log "Debian unstable is out of reach: its WordPress is not compared"; fi
	have=""; core_ok && have="$(core_version "$CORE")"
	newest="$archive_version"; source=archive
	if [ -n "$sid_version" ] && { [ -z "$newest" ] || dpkg --compare-versions "$sid_version" gt "$newest"; }; then newest="$sid_version"; source=sid; fi
	[ -n "$newest" ] || die "no WordPress to fetch: neither ../shared/third-party/wordpress-*/ nor Debian unstable is at hand"
	if [ -n "$have" ] && ! dpkg --compare-versions "$newest" gt "$have"; then
		log "WordPress $have is the newest at hand"
		exit 0
	fi
	if [ "$source" = sid ]; then from_debian sid "$sid_version"; else from_archive "$archive" "$archive_version"; fi
fi
core_ok || die "the fetched WordPress in $CORE is incomplete (no underscore.min.js or default theme)"
log "WordPress $(core_version "$CORE") ready in ${CORE#"$ROOT/"}"
