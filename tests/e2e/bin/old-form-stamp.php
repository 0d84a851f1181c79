<?php
/**
 * TEST-ONLY, for tests/e2e/page-cache.spec.ts: prints the form stamp a page rendered DAYS days ago
 * carried (Vitrine\Forms\Spam::stamp), to stand in for a page a cache kept longer than the stamp's
 * lifetime without waiting days.
 * Usage: php tests/e2e/bin/old-form-stamp.php SITE_DIR DAYS
 */

if ( $argc < 3 ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/load-wordpress.php';

echo Vitrine\Forms\Spam::stamp( time() - (int) $argv[2] * DAY_IN_SECONDS ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a command-line script.
