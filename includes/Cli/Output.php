<?php
/**
 * Where a command's export goes: a file (--file=<path>) or standard output, and the input files
 * commands read, with a clear error for a file that cannot be read or written.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

defined( 'ABSPATH' ) || exit;

final class Output {
	/** @param array<string, mixed> $assoc_args */
	public static function write( string $text, array $assoc_args, string $what ): void {
		$file = isset( $assoc_args['file'] ) ? (string) $assoc_args['file'] : '';
		if ( '' === $file ) {
			echo $text; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV or JSON export on the terminal.
			return;
		}
		// Checked first: file_put_contents() on a path it cannot write prints a raw PHP warning
		// before returning false, and the user should read only the one-line error.
		$writable = file_exists( $file ) ? is_file( $file ) && wp_is_writable( $file ) : is_dir( dirname( $file ) ) && wp_is_writable( dirname( $file ) );
		if ( ! $writable || false === file_put_contents( $file, $text ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- WP_Filesystem is for files under the site; this is the path the user named on the command line.
			/* translators: %s: file path */
			\WP_CLI::error( sprintf( __( 'Could not write %s.', 'vitrine' ), $file ) );
		}
		/* translators: 1: what was exported, 2: file path */
		\WP_CLI::success( sprintf( __( '%1$s written to %2$s.', 'vitrine' ), $what, $file ) );
	}

	public static function read( string $file ): string {
		$text = is_file( $file ) && is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( false === $text ) {
			/* translators: %s: file path */
			\WP_CLI::error( sprintf( __( 'Cannot read %s: no such file, or not readable.', 'vitrine' ), $file ) );
		}
		return (string) $text;
	}

	/**
	 * Asks before a deletion. WP_CLI::confirm() reads the answer from standard input, and without a
	 * terminal (a script, cron, CI) it reads nothing and ends the command with exit code 0, having
	 * done nothing: a script would take that for success. So without --yes and without a terminal
	 * the command fails instead, saying how to confirm.
	 *
	 * @param array<string, mixed> $assoc_args
	 */
	public static function confirm( string $question, array $assoc_args ): void {
		if ( ! empty( $assoc_args['yes'] ) ) {
			return;
		}
		if ( ! defined( 'STDIN' ) || ! stream_isatty( STDIN ) ) {
			/* translators: %s: the question, e.g. "Remove every page … ?" */
			\WP_CLI::error( sprintf( __( '%s Nothing was done: there is no terminal to answer on. Run the command again with --yes to confirm.', 'vitrine' ), $question ) );
		}
		\WP_CLI::confirm( $question, $assoc_args );
	}

	/** @param array<string, mixed> $assoc_args */
	public static function days( array $assoc_args, string $key ): int {
		$value = (string) ( $assoc_args[ $key ] ?? '' );
		if ( ! preg_match( '/^[1-9]\d{0,4}$/', $value ) ) {
			/* translators: %s: option name */
			\WP_CLI::error( sprintf( __( '--%s needs a whole number of days (1 or more).', 'vitrine' ), $key ) );
		}
		return (int) $value;
	}
}
