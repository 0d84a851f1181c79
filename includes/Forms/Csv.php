<?php
/**
 * CSV for spreadsheets, safe against formula injection: a cell a visitor typed that starts with
 * = + - @ or a tab/carriage return would run as a formula when the owner opens the file, so it is
 * prefixed with an apostrophe (OWASP's advice), which spreadsheets show as text. The characters,
 * quoting and line ends come from includes/rules/csv.json, which the browser's exports read too
 * (docs/forms.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Csv {
	/**
	 * The format, from includes/rules/csv.json.
	 *
	 * @return array{quote: string, separator: string, lineEnd: string, listSeparator: string, formulaStart: string, formulaPrefix: string, bom: string, consentRecords: array{columns: string[], yes: string, no: string}}
	 */
	public static function rules(): array {
		static $rules = null;
		if ( null === $rules ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$rules = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/rules/csv.json' ), true );
		}
		return $rules;
	}

	/** One quoted cell; a list becomes one cell of its items. */
	public static function cell( mixed $value ): string {
		$rules = self::rules();
		$text  = is_array( $value ) ? implode( $rules['listSeparator'], array_map( 'strval', $value ) ) : (string) $value;
		if ( '' !== $text && str_contains( $rules['formulaStart'], $text[0] ) ) {
			$text = $rules['formulaPrefix'] . $text;
		}
		$quote = $rules['quote'];
		return $quote . str_replace( $quote, $quote . $quote, $text ) . $quote;
	}

	/** @param array<int, mixed> $cells */
	public static function line( array $cells ): string {
		$rules = self::rules();
		return implode( $rules['separator'], array_map( array( self::class, 'cell' ), $cells ) ) . $rules['lineEnd'];
	}

	/** Sends download headers for a CSV file (with a BOM so spreadsheets read UTF-8). */
	public static function start( string $filename ): void {
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $filename ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo self::rules()['bom']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}
