<?php
/**
 * CSV for spreadsheets, safe against formula injection: a cell a visitor typed that starts with
 * = + - @ or a tab/carriage return would run as a formula when the owner opens the file, so it is
 * prefixed with an apostrophe (OWASP's advice), which spreadsheets show as text.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Csv {
	public static function cell( mixed $value ): string {
		$text = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
		if ( '' !== $text && str_contains( "=+-@\t\r", $text[0] ) ) {
			$text = "'" . $text;
		}
		return '"' . str_replace( '"', '""', $text ) . '"';
	}

	/** @param array<int, mixed> $cells */
	public static function line( array $cells ): string {
		return implode( ',', array_map( array( self::class, 'cell' ), $cells ) ) . "\r\n";
	}

	/** Sends download headers for a CSV file (with a BOM so spreadsheets read UTF-8). */
	public static function start( string $filename ): void {
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $filename ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo "\xEF\xBB\xBF"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}
