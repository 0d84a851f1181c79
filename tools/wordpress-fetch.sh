#!/usr/bin/env bash
# Fetches WordPress 6.8 from Debian trixie's `wordpress` package into .wp/core, without touching the
# machine's apt setup: a private sources list, lists and cache under .wp/apt. Also WordPress's
# default theme (Debian ships it apart, as wordpress-theme-twentytwentyfive): a site owner's
# WordPress has it, and Vitrine falls back to it when the plugin is deactivated with its theme active.
source "$(dirname "$0")/lib.sh"

CORE="$WP_DIR/core"
# A core fetched before Debian's links were resolved correctly lacks underscore.js (the editor's
# media scripts then fail): fetch it again.
DEFAULT_THEME="$CORE/wp-content/themes/twentytwentyfive"
core_ok() { [ -f "$CORE/wp-includes/version.php" ] && [ -f "$CORE/wp-includes/js/underscore.min.js" ]; }
core_ok && [ -f "$DEFAULT_THEME/style.css" ] && exit 0

APT="$WP_DIR/apt"
mkdir -p "$APT/lists/partial" "$APT/cache/archives/partial" "$APT/deb"
echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' >"$APT/sources.list"
apt_private() {
	apt-get -o Dir::Etc::sourcelist="$APT/sources.list" -o Dir::Etc::sourceparts=- \
		-o Dir::State::Lists="$APT/lists" -o Dir::Cache="$APT/cache" -o APT::Get::List-Cleanup=0 "$@"
}
apt_private update -qq >/dev/null 2>&1 || die "could not read Debian trixie's package list"
if core_ok; then
	log "fetching WordPress's default theme from Debian trixie"
	rm -f "$APT"/deb/wordpress-theme-*.deb
	(cd "$APT/deb" && apt_private download -qq wordpress-theme-twentytwentyfive >/dev/null 2>&1) || die "could not download wordpress-theme-twentytwentyfive"
	rm -rf "$APT/t" && mkdir -p "$APT/t"
	dpkg -x "$APT"/deb/wordpress-theme-twentytwentyfive_*.deb "$APT/t" || die "could not unpack the default theme"
	theme="$(find "$APT/t" -type f -name style.css -path '*twentytwentyfive/style.css' | head -n1)"
	[ -n "$theme" ] || die "the default theme package holds no twentytwentyfive/style.css"
	rm -rf "$DEFAULT_THEME" && cp -rL "$(dirname "$theme")" "$DEFAULT_THEME" && rm -rf "$APT/t"
	exit 0
fi
log "fetching WordPress from Debian trixie"
(cd "$APT/deb" && apt_private download -qq wordpress >/dev/null 2>&1) || die "could not download the wordpress package"
deb="$(ls "$APT"/deb/wordpress_*.deb | head -n1)"
rm -rf "$APT/x" && mkdir -p "$APT/x"
dpkg -x "$deb" "$APT/x" || die "could not unpack $deb"

# Debian replaces ~26 bundled files with links to other packages (underscore, lodash, cropper,
# getID3, /etc/wordpress). Replace each link by the file it points to, when that file exists.
src="$APT/x/usr/share/wordpress"
find "$src" -type l | while read -r link; do
	target="$(readlink -m "$link" || true)"
	# Relative links point into the machine's /usr/share (libjs-underscore and friends), not into
	# the unpacked tree.
	if [ -n "$target" ] && [ ! -e "$target" ] && [[ "$target" == "$APT/x/"* ]]; then target="/${target#"$APT/x/"}"; fi
	rm -f "$link"
	if [ -n "$target" ] && [ -e "$target" ]; then cp -r "$target" "$link"; fi
done
rm -f "$src/wp-config.php"
rm -rf "$CORE.tmp" && mv "$src" "$CORE.tmp" && rm -rf "$CORE" && mv "$CORE.tmp" "$CORE"
rm -rf "$APT/x"
grep -q "wp_version = '6\.8" "$CORE/wp-includes/version.php" || die "the fetched WordPress is not 6.8"
log "WordPress $(php -r "include '$CORE/wp-includes/version.php'; echo \$wp_version;") ready"
exec bash "$0" # now the default theme
