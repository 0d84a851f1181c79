<?php
/**
 * For the screenshot tests' fresh site (tools/test-screenshots.sh, docs/quality.md "Screenshot
 * tests"): the demo importer dates its pages, products and images "now", so items imported within
 * the same second tie and search results and lists ordered by date came out in another order from one
 * fresh install to the next. This gives every item dated at or after the time given (the start of the
 * install) a fixed date, one second apart in id order, so the order is the same in every run.
 * Usage: php tools/screenshot-pin-dates.php SITE_DIR 'Y-m-d H:i:s (UTC)'
 */
if ( PHP_SAPI !== 'cli' || ! isset( $argv[2] ) ) {
	exit( 1 );
}
require __DIR__ . '/load-wordpress.php';

global $wpdb;
$vitrine_since = (string) $argv[2];
// 2026-01-01 00:00:00 UTC plus the id in seconds; the demo's own dated posts (2025 and January 2026,
// days apart) keep theirs. UTC for both columns: the demo site's timezone is UTC.
$vitrine_ids    = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_date_gmt >= %s", $vitrine_since ) );
$vitrine_pinned = 0;
foreach ( $vitrine_ids as $vitrine_id ) {
	$vitrine_date = gmdate( 'Y-m-d H:i:s', gmmktime( 0, 0, 0, 1, 1, 2026 ) + (int) $vitrine_id );
	$vitrine_done = $wpdb->update(
		$wpdb->posts,
		array(
			'post_date'     => $vitrine_date,
			'post_date_gmt' => $vitrine_date,
		),
		array( 'ID' => (int) $vitrine_id )
	);
	if ( false === $vitrine_done ) {
		fwrite( STDERR, "could not pin the date of post {$vitrine_id}: {$wpdb->last_error}\n" );
		exit( 1 );
	}
	clean_post_cache( (int) $vitrine_id );
	++$vitrine_pinned;
}
echo "pinned the date of {$vitrine_pinned} items\n";
// The demo's import time (the Dashboard's and the Demo and data screen's "Imported"): the same fixed
// moment as the items, so both screens read the same in every run instead of the day of the run.
$vitrine_ledger = get_option( 'vitrine_demo' );
if ( is_array( $vitrine_ledger ) && ! empty( $vitrine_ledger['imported'] ) ) {
	$vitrine_ledger['imported'] = gmmktime( 0, 0, 0, 1, 1, 2026 );
	update_option( 'vitrine_demo', $vitrine_ledger, false );
	echo "pinned the demo's import time\n";
}
