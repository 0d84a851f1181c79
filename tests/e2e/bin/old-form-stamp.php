<?php
/**
 * TEST-ONLY: prints the form stamp a page rendered AGE ago carried (Vitrine\Forms\Spam::stamp), for a
 * page that really is that old without waiting: days for a page a cache kept longer than the stamp's
 * lifetime (tests/e2e/page-cache.spec.ts), seconds for a page open longer than a form's minimum fill
 * time (tests/e2e/form.spec.ts, without JavaScript).
 * Usage: php tests/e2e/bin/old-form-stamp.php SITE_DIR DAYS|SECONDSs   (3 = three days, 60s = a minute)
 */

if ( $argc < 3 ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/load-wordpress.php';

$vitrine_age = str_ends_with( $argv[2], 's' ) ? (int) $argv[2] : (int) $argv[2] * DAY_IN_SECONDS;
echo Vitrine\Forms\Spam::stamp( time() - $vitrine_age ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a command-line script.
