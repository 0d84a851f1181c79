<?php
/**
 * Test-only mu-plugin for tests/php-versions/run.mjs (docs/quality.md, "PHP 8.1 to 8.4"): mounted
 * only into the throw-away Playground site that run starts, never shipped. It records every PHP
 * error, warning, notice and deprecation (and a fatal error at shutdown) as one JSON line in
 * VITRINE_PHP_ERROR_LOG, with the files of the call stack, so the runner can tell which came from
 * Vitrine (a file under the plugin folder anywhere in the stack: a core deprecation caused by a
 * Vitrine call counts as Vitrine's). It also lets the runner call the REST routes as the
 * administrator: a request carrying the X-Vitrine-Fuzz-Admin header is user 1 (that header means
 * nothing anywhere else: this file exists only in that site).
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRINE_PHP_ERROR_LOG', '/vitrine-php-log/errors.jsonl' );

// What a user handler never sees: a deprecation raised while a file is compiled goes straight to
// PHP's own handler (tried on 8.4: the self-check's implicitly nullable parameter never reached
// set_error_handler), so PHP's log is kept too. The plugin loads after this file, so its files'
// compile-time deprecations land there; WP_DEBUG has error_reporting at E_ALL.
ini_set( 'log_errors', '1' ); // phpcs:ignore WordPress.PHP.IniSet
ini_set( 'error_log', '/vitrine-php-log/php-errors.log' ); // phpcs:ignore WordPress.PHP.IniSet

/** Appends one record; never throws (a recorder that fails must not change the page). */
function vitrine_php_error_record( int $type, string $message, string $file, int $line, array $stack ): void {
	$files = array();
	foreach ( $stack as $frame ) {
		if ( isset( $frame['file'] ) ) {
			$files[] = $frame['file'] . ':' . ( $frame['line'] ?? 0 );
		}
	}
	$record = array(
		'type'    => $type,
		'message' => $message,
		'file'    => $file,
		'line'    => $line,
		'stack'   => $files,
		'url'     => $_SERVER['REQUEST_URI'] ?? '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- recorded as it came, for the report.
	);
	if ( is_writable( dirname( VITRINE_PHP_ERROR_LOG ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a test-only log outside WordPress's filesystem.
		file_put_contents( VITRINE_PHP_ERROR_LOG, wp_json_encode( $record ) . "\n", FILE_APPEND );
	}
}

// Every error type, whatever error_reporting says (WordPress lowers it without WP_DEBUG), except
// what '@' silenced on purpose: PHP 8 runs a handler for those with error_reporting() at 4437.
set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	static function ( int $type, string $message, string $file = '', int $line = 0 ): bool {
		if ( 4437 !== error_reporting() ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
			vitrine_php_error_record( $type, $message, $file, $line, debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		}
		return false;
	}
);

register_shutdown_function(
	static function (): void {
		$last = error_get_last();
		if ( $last && in_array( $last['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_COMPILE_WARNING, E_CORE_WARNING ), true ) ) {
			vitrine_php_error_record( $last['type'], $last['message'], $last['file'], $last['line'], array( array( 'file' => $last['file'], 'line' => $last['line'] ) ) );
		}
	}
);

// The runner's administrator: only in this test site (see the file comment).
add_filter(
	'determine_current_user',
	static function ( $user_id ) {
		return isset( $_SERVER['HTTP_X_VITRINE_FUZZ_ADMIN'] ) ? 1 : $user_id;
	},
	100
);

// Which PHP answered, so the runner knows it tested the version it asked for.
add_action(
	'send_headers',
	static function (): void {
		header( 'X-Vitrine-Php-Version: ' . PHP_VERSION );
	}
);

// The runner's self-check (?vitrine-php-versions-self-check=1, in this test site only): a runtime
// deprecation the recorder must log, or a clean run proves nothing.
add_action(
	'init',
	static function (): void {
		if ( ! isset( $_GET['vitrine-php-versions-self-check'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
			return;
		}
		trigger_error( 'vitrine php-versions self-check', E_USER_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}
);
