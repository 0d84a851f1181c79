<?php
/**
 * Loads the WordPress of the site folder given as the first argument, for the command-line scripts
 * under tools/ and tests/ (never reachable from the web: it refuses any other SAPI). The host and
 * protocol are set as a request to the local site would have them, so URLs and cookies come out
 * right; a script that stands for another request (a host with a port, a GET of /) sets those
 * $_SERVER entries before it requires this file.
 */
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$_SERVER += array(
	'HTTP_HOST'       => 'localhost',
	'SERVER_PROTOCOL' => 'HTTP/1.1',
);
require rtrim( $argv[1], '/' ) . '/wp-load.php';
