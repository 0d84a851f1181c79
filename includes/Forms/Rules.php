<?php
/**
 * The form fields' rules, from includes/rules/form-fields.json, which the browser's checks read too
 * (blocks/form/rules.ts): one source for the field types, the constraint attributes each type's
 * control carries, the formats and limits, and the messages with the order they are tried in
 * (docs/forms.md, "Validation"). Both test suites run tests/fixtures/rules/form-fields.json.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Rules {
	/** @return array<string, mixed> The whole file. */
	public static function all(): array {
		return \Vitrine\SharedRules::read( 'form-fields' );
	}

	/** @return string[] The field types, in the order the editor lists them. */
	public static function types(): array {
		return array_keys( self::all()['types'] ?? array() );
	}

	/**
	 * One type's rules: its control, constraint attributes, format, range, choices, length limit.
	 *
	 * @return array{control?: string, constraints?: string[], maxLength?: int, format?: string, range?: string, choices?: string, autocomplete?: string, step?: string}
	 */
	public static function type( string $type ): array {
		return self::all()['types'][ $type ] ?? array();
	}

	/** Whether a type's control carries this constraint attribute (required, pattern, min, …). */
	public static function constrains( string $type, string $attribute ): bool {
		return in_array( $attribute, self::type( $type )['constraints'] ?? array(), true );
	}

	/** @return string[] The rules' keys, in the order they are tried: a verdict is the first broken one. */
	public static function order(): array {
		return self::all()['order'] ?? array();
	}

	/** @return array{accept: string[], never: string[], maxSize: int} Defaults and limits of file fields. */
	public static function files(): array {
		return self::all()['files'];
	}

	/** Whether a value has the shape of a format of the file (email, tel, url); true for unknown formats. */
	public static function matches_format( string $format, string $value ): bool {
		$rule = self::all()['formats'][ $format ] ?? null;
		if ( ! $rule ) {
			return true;
		}
		$regex = '/' . str_replace( '/', '\/', $rule['regex'] ) . '/u' . ( empty( $rule['caseless'] ) ? '' : 'i' );
		return 1 === preg_match( $regex, $value );
	}

	/** A size in KB as the messages show it: "900 KB", "1 MB", "1.5 MB" (the browser's checks say the same). */
	public static function size_text( int $kb ): string {
		return $kb < 1024 ? $kb . ' KB' : ( round( $kb / 102.4 ) / 10 ) . ' MB';
	}
}
