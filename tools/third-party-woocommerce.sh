#!/usr/bin/env bash
# The shop demo (docs/shop.md): links the real WooCommerce from ../shared/third-party/woocommerce into
# the local site, activates it and sets it up (tools/third-party-woocommerce.php). Without ../shared (a
# user's clone) it says so in one line and the site starts without a shop. Idempotent.
source "$(dirname "$0")/lib.sh"

WC_SOURCE="$ROOT/../shared/third-party/woocommerce"
WC_LINK="$SITE_DIR/wp-content/plugins/woocommerce"
if [ ! -f "$WC_SOURCE/woocommerce.php" ]; then
	[ -L "$WC_LINK" ] && rm -f "$WC_LINK"
	log "shop demo skipped: ../shared/third-party/woocommerce not found (the shop widgets need WooCommerce; their browser tests skip)"
	exit 0
fi
ln -sfn "$(cd "$WC_SOURCE" && pwd)" "$WC_LINK"
# Two runs: the first activates WooCommerce, the second loads it as an active plugin (its hooks run
# as on any request) to install its tables, pages, settings and the demo catalogue's store settings.
php_run "$ROOT/tools/third-party-woocommerce.php" "$SITE_DIR" activate >/dev/null || die "WooCommerce could not be activated (see .wp/debug.log)"
php_run "$ROOT/tools/third-party-woocommerce.php" "$SITE_DIR" setup >/dev/null || die "WooCommerce could not be set up (see .wp/debug.log)"
