<?php
/**
 * TEST-ONLY, for tests/e2e/page-cache.spec.ts: prints the form stamp a page rendered DAYS days ago
 * carried (Vitrine\Forms\Spam::stamp), to stand in for a page a cache kept longer than the stamp's
 * lifetime without waiting days.
 * Usage: php tests/e2e/bin/old-form-stamp.php SITE_DIR DAYS
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require rtrim( $argv[1], '/' ) . '/wp-load.php';

echo Vitrine\Forms\Spam::stamp( time() - (int) $argv[2] * DAY_IN_SECONDS ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a command-line script.
