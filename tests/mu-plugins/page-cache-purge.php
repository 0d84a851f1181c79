<?php
/**
 * Plugin Name: Vitrine dev-site page cache purge
 * Description: TEST-ONLY, for the local production stack (tools/stack.sh) and the cluster
 * (tools/cluster.sh): empties nginx's fastcgi_cache folder, or bans every page in Varnish
 * (docs/varnish.vcl), when content or settings change, the way a purge plugin (Nginx Helper's
 * "delete local server cache files") does on a real site: on Vitrine's vitrine_purge_page_cache
 * action (docs/caching.md), on saved, deleted or re-statused posts, terms, menus, comments, theme
 * and plugin switches, and on any option change except transients and the cron schedule. Once per
 * request, at its end. Only on the local site with the stack; linked into it by tools/site-layout.sh,
 * never shipped (Vitrine itself never purges a folder).
 */

namespace Vitrine\Tests\PageCachePurge;

defined( 'ABSPATH' ) || exit;

if ( 'local' !== wp_get_environment_type() || ! ( defined( 'VITRINE_PAGE_CACHE_DIR' ) || defined( 'VITRINE_VARNISH_URL' ) ) ) {
	return;
}

/** Asks for a purge at the end of this request. */
function request(): void {
	static $asked = false;
	if ( ! $asked ) {
		$asked = true;
		add_action( 'shutdown', __NAMESPACE__ . '\purge', 1 );
	}
}

/** Deletes every cached page; nginx counts a missing file as a miss. */
function purge(): void {
	if ( defined( 'VITRINE_VARNISH_URL' ) ) {
		ban( (string) VITRINE_VARNISH_URL );
		return;
	}
	$dir = (string) VITRINE_PAGE_CACHE_DIR;
	if ( ! is_dir( $dir ) ) {
		return;
	}
	// Files only: nginx keeps using its level folders. wp_delete_file() tolerates a file nginx
	// removed meanwhile.
	$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
	foreach ( $files as $file ) {
		wp_delete_file( $file->getPathname() );
	}
}

/**
 * Bans every page of the site's host in Varnish (docs/varnish.vcl accepts BAN from the web nodes).
 * Sent to Varnish directly, not through the public address: on servers each node knows the
 * Varnish machines. Blocking, with a short time-out: the next visitor must not get the old page.
 */
function ban( string $varnish ): void {
	$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
	$port = wp_parse_url( home_url(), PHP_URL_PORT );
	wp_remote_request(
		$varnish,
		array(
			'method'  => 'BAN',
			'timeout' => 2,
			'headers' => array( 'Host' => $host . ( $port ? ':' . $port : '' ) ),
		)
	);
}

/**
 * Option changes that can show on a page: all but transients, locks, the cron schedule and the test
 * mu-plugins' own bookkeeping (vitrine_test_*: the captured mails, written by every form sent in a
 * test; purging on it emptied the cache under another worker's page-cache test between its two
 * requests).
 */
function option_changed( mixed $option ): void {
	if ( is_string( $option ) && ! preg_match( '/^(_site)?_transient_|^cron$|^doing_cron$|^vitrine_payment_problems$|^vitrine_test_|^action_scheduler_lock_/', $option ) ) {
		request();
	}
}

add_action( 'vitrine_purge_page_cache', __NAMESPACE__ . '\request' );
foreach ( array( 'save_post', 'deleted_post', 'trashed_post', 'transition_post_status', 'edited_term', 'created_term', 'delete_term', 'set_object_terms', 'wp_update_nav_menu', 'wp_insert_comment', 'wp_set_comment_status', 'edit_comment', 'switch_theme', 'activated_plugin', 'deactivated_plugin', 'updated_post_meta', 'added_post_meta', 'deleted_post_meta' ) as $vitrine_hook ) {
	add_action( $vitrine_hook, __NAMESPACE__ . '\request' );
}
foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $vitrine_hook ) {
	add_action( $vitrine_hook, __NAMESPACE__ . '\option_changed' );
}
