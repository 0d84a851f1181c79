<?php
/**
 * The thinnest stand-in for WP-CLI's WP_CLI class, used by tests/php/CliTest.php only when the real
 * WP-CLI (../shared/third-party/wp-cli/wp-cli.phar) is absent: WP-CLI is not packaged in Debian and
 * the PHP registry is unreachable here (docs/lifecycle.md, "WP-CLI").
 * error() ends the command as WP-CLI does (exit code 1), by throwing instead of exiting;
 * confirm() goes on only with --yes, as WP-CLI does without a terminal to ask.
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile,Squiz.Classes.ClassFileName
if ( class_exists( 'WP_CLI' ) ) {
	return;
}

final class WP_CLI_Stub_Exit extends RuntimeException {}

final class WP_CLI {
	/** @var array<int, array{0: string, 1: string}> Messages by kind: success, warning, error, log. */
	public static array $messages = array();

	public static function reset(): void {
		self::$messages = array();
	}

	public static function success( string $message ): void {
		self::$messages[] = array( 'success', $message );
	}

	public static function warning( string $message ): void {
		self::$messages[] = array( 'warning', $message );
	}

	public static function log( string $message ): void {
		self::$messages[] = array( 'log', $message );
	}

	public static function error( string $message, $exit = true ): void {
		self::$messages[] = array( 'error', $message );
		if ( $exit ) {
			throw new WP_CLI_Stub_Exit( $message, 1 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
	}

	public static function confirm( string $question, array $assoc_args = array() ): void {
		if ( empty( $assoc_args['yes'] ) ) {
			self::error( $question . ' [y/n] (no answer: run with --yes)' );
		}
	}
}
