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
		if ( false === file_put_contents( $file, $text ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
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
