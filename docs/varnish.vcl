# Varnish in front of WordPress with Vitrine: the example docs/scaling.md explains (Varnish 7.1,
# VCL 4.1). Load it with `varnishd -f /etc/varnish/vitrine.vcl` and change the lines marked CHANGE.
# The local cluster (VITRINE_STACK=cluster npm start, tools/cluster.sh) runs this very file with only
# the backend port substituted. The rules are those of docs/nginx-page-cache.conf (docs/caching.md).
vcl 4.1;

import std;

# CHANGE: the load balancer (HAProxy) or the single web server behind Varnish.
backend default {
	.host = "127.0.0.1";
	.port = "8080";
	.connect_timeout = 2s;
	.first_byte_timeout = 60s;
}

# CHANGE: the web nodes' addresses: they send PURGE and BAN when content changes.
acl purgers {
	"127.0.0.1";
	"::1";
}

sub vcl_recv {
	# Purge one address (PURGE /path) or every page of this host (BAN /): WordPress sends them on a
	# content or settings change (vitrine_purge_page_cache, docs/caching.md, "Purge on changes").
	if (req.method == "PURGE" || req.method == "BAN") {
		if (client.ip !~ purgers) {
			return (synth(405, "Not allowed"));
		}
		if (req.method == "PURGE") {
			return (purge);
		}
		ban("obj.http.x-vitrine-host == " + req.http.host);
		return (synth(200, "Banned"));
	}
	# Only GET and HEAD are cached; a form, a click, a consent record always reaches WordPress.
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	# REST (/wp-json/ and ?rest_route=) answers per visitor: never cached. Nor the admin, logins,
	# cron, XML-RPC and comment posts.
	if (req.url ~ "^/wp-json(/|\?|$)" || req.url ~ "[?&]rest_route=") {
		return (pass);
	}
	if (req.url ~ "^/(wp-admin/|wp-login\.php|wp-cron\.php|xmlrpc\.php|wp-comments-post\.php)") {
		return (pass);
	}
	# Logged-in users, commenters who see their pending comment, unlocked protected posts.
	if (req.http.Cookie ~ "wordpress_logged_in_|comment_author_|wp-postpass_") {
		return (pass);
	}
	# WooCommerce prints the cart in PHP on its own pages, and ?add-to-cart= links write the cart:
	# those reach WordPress with the visitor's cookies. Vitrine's pages never print a cart (the count
	# comes from the Store API in the browser). CHANGE: your shop's base slugs.
	if (req.url ~ "[?&]add-to-cart=" ||
		(req.http.Cookie ~ "woocommerce_items_in_cart=1|wp_woocommerce_session_" &&
		 req.url ~ "^/(shop|product|product-category|product-tag|cart|checkout|my-account)(/|\?|$)")) {
		return (pass);
	}
	# Every other cookie (Vitrine's consent and country cookies, analytics) is read by JavaScript
	# only: the page is the same bytes without it, so it is dropped and the page is cached once.
	unset req.http.Cookie;
	return (hash);
}

sub vcl_backend_response {
	# Kept on the object so a BAN can find every page of a host without a URL.
	set beresp.http.x-vitrine-host = bereq.http.host;
	# WordPress's own no-cache headers (REST, the cart, checkout and account pages) and any
	# Set-Cookie keep an answer out of the cache.
	if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)no-store|private|no-cache") {
		set beresp.uncacheable = true;
		set beresp.ttl = 120s;
		return (deliver);
	}
	# Pages: an hour (404s a minute), served stale for up to a day while one request refreshes them
	# (grace), so an expiry never sends a burst of visitors to PHP. Static files keep their own
	# Cache-Control (docs/caching.md, "Static files").
	if (beresp.status == 404) {
		set beresp.ttl = 1m;
	} elsif (!beresp.http.Cache-Control && (beresp.status == 200 || beresp.status == 301 || beresp.status == 302)) {
		set beresp.ttl = 1h;
	}
	set beresp.grace = 1d;
}

sub vcl_deliver {
	# HIT, MISS or PASS: see what the cache did in the browser's tools.
	if (obj.uncacheable) {
		set resp.http.X-Cache = "PASS";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
	# The same under nginx's name (docs/nginx-page-cache.conf), for tools and tests that read it.
	set resp.http.X-Cache-Status = resp.http.X-Cache;
	unset resp.http.x-vitrine-host;
}
