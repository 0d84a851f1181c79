<?php
/**
 * Loads the WordPress of the site folder given as the first argument, for the command-line scripts
 * under tools/ (never reachable from the web: it refuses any other SAPI). The host and protocol are
 * set as a request to the local site would have them, so URLs and cookies come out right.
 */
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
