<?php
/**
 * The HTML of one form field. Every control has a visible label; help and error texts are tied to
 * it with aria-describedby (the error text starts empty and hidden, the script fills it). Groups of
 * radios or checkboxes are a fieldset with a legend. Each control carries the browser's constraint
 * attributes its type has in includes/rules/form-fields.json (type, required, pattern,
 * minlength/maxlength, min/max, accept): the browser checks them, with or without the script
 * (docs/forms.md, "Validation").
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Markup {
	/**
	 * The fields as the handler's data-settings list them (blocks/form/validate.ts): what its checks
	 * beyond the constraint attributes need, and the words of its messages. Hidden fields have none.
	 *
	 * @param array<int, array<string, mixed>> $fields Normalized fields.
	 * @return array<int, array<string, mixed>>
	 */
	public static function settings( array $fields ): array {
		$keys = array_flip( array( 'name', 'type', 'label', 'required', 'min', 'max', 'minLength', 'accept', 'maxSize', 'step' ) );
		return array_values(
			array_map(
				static fn( array $field ) => array_intersect_key( $field, $keys ) + array( 'maxLength' => Validator::max_length( $field ) ),
				array_filter( $fields, static fn( array $field ) => 'hidden' !== $field['type'] )
			)
		);
	}

	public static function field( array $field, string $form_id ): string {
		$id   = $form_id . '-' . $field['name'];
		$name = 'fields[' . $field['name'] . ']';
		if ( 'hidden' === $field['type'] ) {
			return sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( $name ), esc_attr( $field['value'] ) );
		}
		$help = $field['help'];
		if ( 'file' === $field['type'] ) {
			/* translators: 1: file types, 2: size such as "2 MB" */
			$help = trim( $help . ' ' . sprintf( __( 'Accepted: %1$s, at most %2$s.', 'vitrine' ), strtoupper( implode( ', ', $field['accept'] ) ), Rules::size_text( $field['maxSize'] ) ) );
		}
		$described = trim( ( '' !== $help ? $id . '-help ' : '' ) );
		$extra     = '' !== $help ? sprintf( '<p class="vitrine-form__help" id="%s-help">%s</p>', esc_attr( $id ), esc_html( $help ) ) : '';
		$extra    .= sprintf( '<p class="vitrine-form__error" id="%s-error" hidden></p>', esc_attr( $id ) );
		$star      = $field['required'] ? ' <span class="vitrine-form__required" aria-hidden="true">*</span>' : '';
		$label     = esc_html( '' !== $field['label'] ? $field['label'] : $field['name'] ) . $star;
		$required  = $field['required'] && Rules::constrains( $field['type'], 'required' );
		$common    = ( $required ? ' required' : '' ) . ( '' !== $described ? ' aria-describedby="' . esc_attr( $described ) . '"' : '' );
		$classes   = 'vitrine-form__field is-type-' . $field['type'];
		$data      = sprintf( ' data-field="%s" data-step="%d"', esc_attr( $field['name'] ), (int) $field['step'] );

		if ( in_array( $field['type'], array( 'radio', 'checkbox' ), true ) ) {
			$inputs = '';
			foreach ( $field['options'] as $i => $option ) {
				$inputs .= sprintf(
					'<label class="vitrine-form__choice"><input type="%1$s" id="%2$s" name="%3$s" value="%4$s"%5$s> %6$s</label>',
					esc_attr( $field['type'] ),
					esc_attr( $id . '-' . $i ),
					esc_attr( 'checkbox' === $field['type'] ? $name . '[]' : $name ),
					esc_attr( $option ),
					'radio' === $field['type'] ? $common : ( '' !== $described ? ' aria-describedby="' . esc_attr( $described ) . '"' : '' ),
					esc_html( $option )
				);
			}
			return sprintf( '<fieldset class="%1$s"%2$s id="%3$s"><legend>%4$s</legend>%5$s%6$s</fieldset>', esc_attr( $classes ), $data, esc_attr( $id ), $label, $inputs, $extra );
		}
		if ( 'acceptance' === $field['type'] ) {
			return sprintf(
				'<div class="%1$s"%2$s><label class="vitrine-form__choice" for="%3$s"><input type="checkbox" id="%3$s" name="%4$s" value="1"%5$s> %6$s</label>%7$s</div>',
				esc_attr( $classes ),
				$data,
				esc_attr( $id ),
				esc_attr( $name ),
				$common,
				$label,
				$extra
			);
		}
		return sprintf( '<div class="%1$s"%2$s><label for="%3$s">%4$s</label>%5$s%6$s</div>', esc_attr( $classes ), $data, esc_attr( $id ), $label, self::control( $field, $id, $name, $common ), $extra );
	}

	private static function control( array $field, string $id, string $name, string $common ): string {
		$attrs = sprintf( 'id="%s" name="%s"%s', esc_attr( $id ), esc_attr( $name ), $common );
		if ( '' !== $field['placeholder'] ) {
			$attrs .= ' placeholder="' . esc_attr( $field['placeholder'] ) . '"';
		}
		$attrs .= self::constraints( $field );
		switch ( $field['type'] ) {
			case 'textarea':
				return '<textarea ' . $attrs . ' rows="5"></textarea>';
			case 'select':
				$options = '<option value="">' . esc_html__( 'Choose…', 'vitrine' ) . '</option>';
				foreach ( $field['options'] as $option ) {
					$options .= '<option value="' . esc_attr( $option ) . '">' . esc_html( $option ) . '</option>';
				}
				return '<select ' . $attrs . '>' . $options . '</select>';
		}
		foreach ( array( 'autocomplete', 'step' ) as $attribute ) {
			$value = Rules::type( $field['type'] )[ $attribute ] ?? '';
			if ( '' !== $value ) {
				$attrs .= sprintf( ' %s="%s"', $attribute, esc_attr( $value ) );
			}
		}
		return sprintf( '<input type="%s" %s>', esc_attr( $field['type'] ), $attrs );
	}

	/** The constraint attributes the field's type carries (required is printed with the others). */
	private static function constraints( array $field ): string {
		$type  = $field['type'];
		$attrs = '';
		// A pattern that is no regular expression is ignored by both sides; printed, it would put an
		// error in every visitor's console.
		if ( '' !== $field['pattern'] && Rules::constrains( $type, 'pattern' ) && Validator::compiles( $field['pattern'] ) ) {
			$attrs .= ' pattern="' . esc_attr( $field['pattern'] ) . '"';
		}
		foreach ( array( 'min', 'max' ) as $bound ) {
			if ( '' !== $field[ $bound ] && Rules::constrains( $type, $bound ) ) {
				$attrs .= sprintf( ' %s="%s"', $bound, esc_attr( $field[ $bound ] ) );
			}
		}
		if ( $field['minLength'] && Rules::constrains( $type, 'minlength' ) ) {
			$attrs .= ' minlength="' . (int) $field['minLength'] . '"';
		}
		if ( Rules::constrains( $type, 'maxlength' ) ) {
			$attrs .= ' maxlength="' . Validator::max_length( $field ) . '"';
		}
		if ( Rules::constrains( $type, 'accept' ) ) {
			$attrs .= ' accept="' . esc_attr( implode( ',', array_map( static fn( $e ) => '.' . $e, $field['accept'] ) ) ) . '"';
		}
		return $attrs;
	}
}
