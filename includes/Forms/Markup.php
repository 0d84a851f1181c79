<?php
/**
 * The HTML of one form field. Every control has a visible label; help and error texts are tied to
 * it with aria-describedby (the error text starts empty and hidden, the script fills it). Groups of
 * radios or checkboxes are a fieldset with a legend. Native attributes (required, pattern, min,
 * max, accept) make the browser check the form when the script is not there.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Markup {
	/**
	 * The fields as the handler's data-settings list them (blocks/form/validate.ts): what its own
	 * checks need beyond the constraint attributes of the markup. Hidden fields have no checks.
	 *
	 * @param array<int, array<string, mixed>> $fields Normalized fields.
	 * @return array<int, array<string, mixed>>
	 */
	public static function settings( array $fields ): array {
		$keys = array_flip( array( 'name', 'type', 'label', 'required', 'pattern', 'min', 'max', 'accept', 'maxSize', 'step' ) );
		return array_values(
			array_map(
				static fn( array $field ) => array_intersect_key( $field, $keys ),
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
			$help = trim( $help . ' ' . sprintf( __( 'Accepted: %1$s, at most %2$s.', 'vitrine' ), strtoupper( implode( ', ', $field['accept'] ) ), size_format( $field['maxSize'] * 1024 ) ) );
		}
		$described = trim( ( '' !== $help ? $id . '-help ' : '' ) );
		$extra     = '' !== $help ? sprintf( '<p class="vitrine-form__help" id="%s-help">%s</p>', esc_attr( $id ), esc_html( $help ) ) : '';
		$extra    .= sprintf( '<p class="vitrine-form__error" id="%s-error" hidden></p>', esc_attr( $id ) );
		$star      = $field['required'] ? ' <span class="vitrine-form__required" aria-hidden="true">*</span>' : '';
		$label     = esc_html( '' !== $field['label'] ? $field['label'] : $field['name'] ) . $star;
		$common    = ( $field['required'] ? ' required' : '' ) . ( '' !== $described ? ' aria-describedby="' . esc_attr( $described ) . '"' : '' );
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
		switch ( $field['type'] ) {
			case 'textarea':
				return '<textarea ' . $attrs . ' rows="5" maxlength="10000"></textarea>';
			case 'select':
				$options = '<option value="">' . esc_html__( 'Choose…', 'vitrine' ) . '</option>';
				foreach ( $field['options'] as $option ) {
					$options .= '<option value="' . esc_attr( $option ) . '">' . esc_html( $option ) . '</option>';
				}
				return '<select ' . $attrs . '>' . $options . '</select>';
			case 'file':
				return '<input type="file" ' . $attrs . ' accept="' . esc_attr( implode( ',', array_map( static fn( $e ) => '.' . $e, $field['accept'] ) ) ) . '">';
		}
		$auto = array(
			'email' => 'email',
			'tel'   => 'tel',
			'url'   => 'url',
		);
		if ( '' !== $field['pattern'] ) {
			$attrs .= ' pattern="' . esc_attr( $field['pattern'] ) . '"';
		}
		foreach ( array( 'min', 'max' ) as $bound ) {
			if ( in_array( $field['type'], array( 'number', 'date' ), true ) && '' !== $field[ $bound ] ) {
				$attrs .= sprintf( ' %s="%s"', $bound, esc_attr( $field[ $bound ] ) );
			}
		}
		if ( isset( $auto[ $field['type'] ] ) ) {
			$attrs .= ' autocomplete="' . $auto[ $field['type'] ] . '"';
		}
		return sprintf( '<input type="%s" %s%s>', esc_attr( $field['type'] ), $attrs, 'number' === $field['type'] ? ' step="any"' : ' maxlength="1000"' );
	}
}
