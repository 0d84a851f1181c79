<?php
/**
 * Server-side validation of a submission against the saved field definitions, by the rules of
 * includes/rules/form-fields.json (Vitrine\Forms\Rules), the same the browser applies: the browser
 * checks the constraint attributes of the markup and the rest with blocks/form/rules.ts, and the
 * server checks everything again because a request can come from anywhere. A verdict is the first
 * broken rule in the file's order, and its message names the field, so a 400 answer tells the
 * visitor (and a developer) exactly what to fix; the browser shows the same words.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Validator {
	/**
	 * @param array<int, array<string, mixed>> $fields Normalized definitions (Fields::normalize).
	 * @param array<string, mixed>             $input  Submitted values by field name.
	 * @param array<string, array>             $files  Uploaded files by field name ($_FILES shape per file).
	 * @return array{values: array<string, string|string[]>, errors: array<string, string>}
	 */
	public static function validate( array $fields, array $input, array $files = array() ): array {
		$values = array();
		$errors = array();
		foreach ( $fields as $field ) {
			$name = $field['name'];
			if ( 'hidden' === $field['type'] ) {
				$values[ $name ] = $field['value']; // The saved value; whatever the browser sent is ignored.
				continue;
			}
			if ( 'file' === $field['type'] ) {
				$key = Uploads::verdict( $field, $files[ $name ] ?? null );
			} else {
				$value           = self::clean( $field, $input[ $name ] ?? null );
				$values[ $name ] = $value;
				$key             = self::verdict( $field, $value );
			}
			if ( null !== $key ) {
				$errors[ $name ] = self::message( $field, $key );
			}
		}
		return array(
			'values' => $values,
			'errors' => $errors,
		);
	}

	/** @return string|string[] */
	private static function clean( array $field, mixed $raw ): string|array {
		if ( 'checkbox' === $field['type'] ) {
			$list = is_array( $raw ) ? $raw : ( null === $raw || '' === $raw ? array() : array( $raw ) );
			return array_values( array_map( static fn( $v ) => is_scalar( $v ) ? sanitize_text_field( (string) $v ) : '', $list ) );
		}
		if ( ! is_scalar( $raw ) ) {
			return '';
		}
		$raw = (string) $raw;
		if ( 'acceptance' === $field['type'] ) {
			return in_array( $raw, array( '1', 'on', 'true', 'yes' ), true ) ? '1' : '';
		}
		return 'textarea' === $field['type'] ? sanitize_textarea_field( $raw ) : sanitize_text_field( $raw );
	}

	/** The message for a value that breaks a rule, or null when it is fine. */
	public static function check( array $field, string|array $value ): ?string {
		$key = self::verdict( $field, $value );
		return null === $key ? null : self::message( $field, $key );
	}

	/** The key of the first rule (in the rules file's order) the value breaks, or null. */
	public static function verdict( array $field, string|array $value ): ?string {
		return self::first( self::failures( $field, $value ) );
	}

	/**
	 * The first of these broken rules in the rules file's order, or null.
	 *
	 * @param string[] $failed Message keys.
	 */
	public static function first( array $failed ): ?string {
		foreach ( Rules::order() as $key ) {
			if ( in_array( $key, $failed, true ) ) {
				return $key;
			}
		}
		return null;
	}

	/**
	 * Every rule the value breaks. An empty value breaks "required" (or "accept") or nothing.
	 *
	 * @return string[] Message keys.
	 */
	private static function failures( array $field, string|array $value ): array {
		$type = Rules::type( $field['type'] );
		if ( is_array( $value ) ? array() === $value : '' === trim( $value ) ) {
			return $field['required'] ? array( 'acceptance' === $field['type'] ? 'accept' : 'required' ) : array();
		}
		if ( isset( $type['choices'] ) || is_array( $value ) ) {
			$unknown = array_diff( (array) $value, $field['options'] );
			return $unknown ? array( 'choice' ) : array();
		}
		$failed = array();
		$length = mb_strlen( $value );
		$max    = self::max_length( $field );
		if ( $max && $length > $max ) {
			$failed[] = 'tooLong';
		}
		if ( $field['minLength'] && $length < $field['minLength'] ) {
			$failed[] = 'tooShort';
		}
		$format = $type['format'] ?? '';
		if ( 'number' === $format ) {
			$failed = array_merge( $failed, is_numeric( $value ) ? self::number_range( $field, (float) $value ) : array( 'number' ) );
		} elseif ( 'date' === $format ) {
			$date   = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value );
			$failed = array_merge( $failed, $date && $date->format( 'Y-m-d' ) === $value ? self::date_range( $field, $value ) : array( 'date' ) );
		} elseif ( '' !== $format && ! Rules::matches_format( $format, $value ) ) {
			$failed[] = $format;
		}
		if ( '' !== $field['pattern'] && Rules::constrains( $field['type'], 'pattern' ) && ! self::matches( $field['pattern'], $value ) ) {
			$failed[] = 'pattern';
		}
		return $failed;
	}

	/** @return string[] */
	private static function number_range( array $field, float $value ): array {
		$failed = array();
		if ( is_numeric( $field['min'] ) && $value < (float) $field['min'] ) {
			$failed[] = 'min';
		}
		if ( is_numeric( $field['max'] ) && $value > (float) $field['max'] ) {
			$failed[] = 'max';
		}
		return $failed;
	}

	/** @return string[] */
	private static function date_range( array $field, string $value ): array {
		$failed = array();
		if ( self::is_date( $field['min'] ) && $value < $field['min'] ) {
			$failed[] = 'dateMin';
		}
		if ( self::is_date( $field['max'] ) && $value > $field['max'] ) {
			$failed[] = 'dateMax';
		}
		return $failed;
	}

	private static function is_date( string $value ): bool {
		return 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value );
	}

	/** The longest value a field takes: its own limit within its type's (0: no limit). */
	public static function max_length( array $field ): int {
		$limit = (int) ( Rules::type( $field['type'] )['maxLength'] ?? 0 );
		return $field['maxLength'] && $limit ? min( $limit, $field['maxLength'] ) : $limit;
	}

	/** The message of a broken rule, naming the field (the same words as blocks/form/rules.ts). */
	public static function message( array $field, string $key ): string {
		$label = '' !== $field['label'] ? $field['label'] : $field['name'];
		switch ( $key ) {
			case 'accept':
				/* translators: %s: field label */
				return sprintf( __( 'Please accept: %s', 'vitrine' ), $label );
			case 'choice':
				/* translators: %s: field label */
				return sprintf( __( '%s: choose one of the listed options.', 'vitrine' ), $label );
			case 'tooLong':
				/* translators: 1: field label, 2: number of characters */
				return sprintf( __( '%1$s is too long (at most %2$d characters).', 'vitrine' ), $label, self::max_length( $field ) );
			case 'tooShort':
				/* translators: 1: field label, 2: number of characters */
				return sprintf( __( '%1$s is too short (at least %2$d characters).', 'vitrine' ), $label, $field['minLength'] );
			case 'email':
				/* translators: %s: field label */
				return sprintf( __( '%s must be an email address, like name@example.com.', 'vitrine' ), $label );
			case 'url':
				/* translators: %s: field label */
				return sprintf( __( '%s must be a web address starting with http:// or https://.', 'vitrine' ), $label );
			case 'tel':
				/* translators: %s: field label */
				return sprintf( __( '%s must be a phone number.', 'vitrine' ), $label );
			case 'number':
				/* translators: %s: field label */
				return sprintf( __( '%s must be a number.', 'vitrine' ), $label );
			case 'date':
				/* translators: %s: field label */
				return sprintf( __( '%s must be a date (YYYY-MM-DD).', 'vitrine' ), $label );
			case 'min':
				/* translators: 1: field label, 2: minimum */
				return sprintf( __( '%1$s must be at least %2$s.', 'vitrine' ), $label, $field['min'] );
			case 'max':
				/* translators: 1: field label, 2: maximum */
				return sprintf( __( '%1$s must be at most %2$s.', 'vitrine' ), $label, $field['max'] );
			case 'dateMin':
				/* translators: 1: field label, 2: earliest date */
				return sprintf( __( '%1$s must be %2$s or later.', 'vitrine' ), $label, $field['min'] );
			case 'dateMax':
				/* translators: 1: field label, 2: latest date */
				return sprintf( __( '%1$s must be %2$s or earlier.', 'vitrine' ), $label, $field['max'] );
			case 'pattern':
				/* translators: %s: field label */
				return sprintf( __( '%s is not in the expected format.', 'vitrine' ), $label );
			case 'fileSize':
				/* translators: 1: field label, 2: size such as "2 MB" */
				return sprintf( __( '%1$s is too large (at most %2$s).', 'vitrine' ), $label, Rules::size_text( (int) $field['maxSize'] ) );
			case 'fileType':
				/* translators: 1: field label, 2: list of file types such as "pdf, jpg" */
				return sprintf( __( '%1$s must be a file of type: %2$s.', 'vitrine' ), $label, implode( ', ', $field['accept'] ) );
			case 'upload':
				/* translators: %s: field label */
				return sprintf( __( '%s could not be uploaded. Please try again.', 'vitrine' ), $label );
		}
		/* translators: %s: field label */
		return sprintf( __( '%s is required.', 'vitrine' ), $label );
	}

	/** HTML pattern semantics (whole value, Unicode). An invalid pattern is ignored, as browsers do. */
	public static function matches( string $pattern, string $value ): bool {
		// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, Generic.PHP.NoSilencedErrors.Discouraged -- an invalid editor pattern must not warn.
		$result = @preg_match( self::pattern_regex( $pattern ), $value );
		return false === $result || 1 === $result;
	}

	/** Whether a field's pattern is a regular expression at all. */
	public static function compiles( string $pattern ): bool {
		// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, Generic.PHP.NoSilencedErrors.Discouraged -- an invalid editor pattern must not warn.
		return false !== @preg_match( self::pattern_regex( $pattern ), '' );
	}

	private static function pattern_regex( string $pattern ): string {
		return '/^(?:' . str_replace( '/', '\/', $pattern ) . ')$/u';
	}
}
