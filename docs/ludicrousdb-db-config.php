<?php
/**
 * LudicrousDB configuration for Vitrine on several machines: docs/scaling.md explains it.
 *
 * Copy LudicrousDB's drop-in (ludicrousdb/drop-ins/db.php) to wp-content/db.php, its plugin folder to
 * wp-content/plugins/ludicrousdb, and this file to the WordPress folder as db-config.php, on every
 * web node. wp-config.php defines DB_HOST (the primary) and DB_REPLICA_HOST (a replica; add one
 * add_database() per replica). The local cluster (VITRINE_STACK=cluster npm start, tools/cluster.sh)
 * uses this very file.
 *
 * Read-your-writes (docs/scaling.md): replicas lag behind the primary by up to a few seconds.
 * - Within a request LudicrousDB sends every read of a table to the primary once the request wrote
 *   to it (its default, send_reads_to_primaries per table).
 * - Across requests a visitor's write is a POST (consent records, clicks, forms, subscriptions,
 *   orders, popup counters all are); the page or answer the visitor sees next comes from the shared
 *   object cache (Redis, updated by the write itself) or from the primary: requests that write, and
 *   every request of a logged-in user or of a visitor on a no-cache route (admin, REST, login, cron),
 *   read from the primary. Only anonymous GETs, the ones Varnish caches, read from the replica.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

$wpdb->charset         = 'utf8mb4';
$wpdb->collate         = 'utf8mb4_unicode_520_ci';
$wpdb->save_queries    = false;
$wpdb->recheck_timeout = 0.1;
$wpdb->persistent      = false;
$wpdb->allow_bail      = false;
$wpdb->max_connections = 10;
// A stopped server is noticed in 0.2 s by a TCP probe, then skipped (its state is kept in the
// object cache group below, shared by every node through Redis).
$wpdb->check_tcp_responsiveness = true;
$wpdb->cache_group              = 'ludicrousdb';

// The primary: every write, and reads when the replica is down (read priority 2: tried after 1).
$wpdb->add_database(
	array(
		'host'     => DB_HOST,
		'user'     => DB_USER,
		'password' => DB_PASSWORD,
		'name'     => DB_NAME,
		'write'    => 1,
		'read'     => 2,
		'dataset'  => 'global',
		'timeout'  => 0.2,
	)
);

// The replica: reads only.
if ( defined( 'DB_REPLICA_HOST' ) ) {
	$wpdb->add_database(
		array(
			'host'     => DB_REPLICA_HOST,
			'user'     => DB_USER,
			'password' => DB_PASSWORD,
			'name'     => DB_NAME,
			'write'    => 0,
			'read'     => 1,
			'dataset'  => 'global',
			'timeout'  => 0.2,
		)
	);
}

/*
 * Cross-request read-your-writes without a cookie of our own: whatever is not an anonymous GET or
 * HEAD reads from the primary. A write request (POST, PUT, PATCH, DELETE: every visitor write of
 * Vitrine) then reads what it and the requests before it wrote; so do the admin and the editor
 * (the login cookie's presence is enough to route: it grants nothing here, WordPress still checks
 * it), REST and AJAX answers (never cached, often read right after the visitor's write, e.g. a form
 * entry count or a subscription confirmed by the link in a mail), logins and cron.
 */
$vitrine_method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( (string) $_SERVER['REQUEST_METHOD'] ) : 'CLI';
$vitrine_uri    = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '';
$vitrine_cookie = isset( $_SERVER['HTTP_COOKIE'] ) ? (string) $_SERVER['HTTP_COOKIE'] : '';
if (
	! in_array( $vitrine_method, array( 'GET', 'HEAD' ), true )
	|| preg_match( '#^/(wp-json(/|$)|wp-admin/|wp-login\.php|wp-cron\.php|xmlrpc\.php)|[?&]rest_route=#', $vitrine_uri )
	|| preg_match( '/wordpress_logged_in_|comment_author_|wp-postpass_/', $vitrine_cookie )
) {
	$wpdb->send_reads_to_primaries();
}
unset( $vitrine_method, $vitrine_uri, $vitrine_cookie );
