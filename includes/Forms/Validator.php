<?php
/**
 * Server-side validation of a submission against the saved field definitions: the same rules the
 * browser checks (required, pattern, type, choices, ranges, file type and size), checked again
 * because a request can come from anywhere. Every message names the field, so a 400 answer tells
 * the visitor (and a developer) exactly what to fix.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Validator {
	private const MAX_LENGTH = array(
		'textarea' => 10000,
		'default'  => 1000,
	);

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
				$error = Uploads::check( $field, $files[ $name ] ?? null );
			} else {
				$value           = self::clean( $field, $input[ $name ] ?? null );
				$values[ $name ] = $value;
				$error           = self::check( $field, $value );
			}
			if ( null !== $error ) {
				$errors[ $name ] = $error;
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
		$label = '' !== $field['label'] ? $field['label'] : $field['name'];
		$empty = is_array( $value ) ? array() === $value : '' === trim( $value );
		if ( $empty ) {
			if ( ! $field['required'] ) {
				return null;
			}
			/* translators: %s: field label */
			return sprintf( 'acceptance' === $field['type'] ? __( 'Please accept: %s', 'vitrine' ) : __( '%s is required.', 'vitrine' ), $label );
		}
		if ( is_array( $value ) || in_array( $field['type'], array( 'select', 'radio' ), true ) ) {
			foreach ( (array) $value as $one ) {
				if ( ! in_array( $one, $field['options'], true ) ) {
					/* translators: %s: field label */
					return sprintf( __( '%s: choose one of the listed options.', 'vitrine' ), $label );
				}
			}
			return null;
		}
		$max = self::MAX_LENGTH[ $field['type'] ] ?? self::MAX_LENGTH['default'];
		if ( mb_strlen( $value ) > $max ) {
			/* translators: 1: field label, 2: number of characters */
			return sprintf( __( '%1$s is too long (at most %2$d characters).', 'vitrine' ), $label, $max );
		}
		$type_error = self::type_error( $field, $value, $label );
		if ( null !== $type_error ) {
			return $type_error;
		}
		if ( '' !== $field['pattern'] && ! self::matches( $field['pattern'], $value ) ) {
			/* translators: %s: field label */
			return sprintf( __( '%s is not in the expected format.', 'vitrine' ), $label );
		}
		return null;
	}

	private static function type_error( array $field, string $value, string $label ): ?string {
		switch ( $field['type'] ) {
			case 'email':
				/* translators: %s: field label */
				return is_email( $value ) ? null : sprintf( __( '%s must be an email address, like name@example.com.', 'vitrine' ), $label );
			case 'url':
				/* translators: %s: field label */
				return preg_match( '#^https?://[^\s/$.?\#].[^\s]*$#i', $value ) && false !== filter_var( $value, FILTER_VALIDATE_URL ) ? null : sprintf( __( '%s must be a web address starting with http:// or https://.', 'vitrine' ), $label );
			case 'tel':
				/* translators: %s: field label */
				return preg_match( '/^\+?[0-9 ()\/.-]{5,30}$/', $value ) ? null : sprintf( __( '%s must be a phone number.', 'vitrine' ), $label );
			case 'number':
				if ( ! is_numeric( $value ) ) {
					/* translators: %s: field label */
					return sprintf( __( '%s must be a number.', 'vitrine' ), $label );
				}
				return self::range_error( (float) $value, is_numeric( $field['min'] ) ? (float) $field['min'] : null, is_numeric( $field['max'] ) ? (float) $field['max'] : null, $label, $field );
			case 'date':
				$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value );
				if ( ! $date || $date->format( 'Y-m-d' ) !== $value ) {
					/* translators: %s: field label */
					return sprintf( __( '%s must be a date (YYYY-MM-DD).', 'vitrine' ), $label );
				}
				$min = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $field['min'] ) ? $field['min'] : null;
				$max = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $field['max'] ) ? $field['max'] : null;
				/* translators: 1: field label, 2: earliest date */
				return null !== $min && $value < $min ? sprintf( __( '%1$s must be %2$s or later.', 'vitrine' ), $label, $min )
					/* translators: 1: field label, 2: latest date */
					: ( null !== $max && $value > $max ? sprintf( __( '%1$s must be %2$s or earlier.', 'vitrine' ), $label, $max ) : null );
		}
		return null;
	}

	private static function range_error( float $value, ?float $min, ?float $max, string $label, array $field ): ?string {
		if ( null !== $min && $value < $min ) {
			/* translators: 1: field label, 2: minimum */
			return sprintf( __( '%1$s must be at least %2$s.', 'vitrine' ), $label, $field['min'] );
		}
		if ( null !== $max && $value > $max ) {
			/* translators: 1: field label, 2: maximum */
			return sprintf( __( '%1$s must be at most %2$s.', 'vitrine' ), $label, $field['max'] );
		}
		return null;
	}

	/** HTML pattern semantics (whole value, Unicode). An invalid pattern is ignored, as browsers do. */
	public static function matches( string $pattern, string $value ): bool {
		$regex = '/^(?:' . str_replace( '/', '\/', $pattern ) . ')$/u';
		// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, Generic.PHP.NoSilencedErrors.Discouraged -- an invalid editor pattern must not warn.
		$result = @preg_match( $regex, $value );
		return false === $result || 1 === $result;
	}
}
