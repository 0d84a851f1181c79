<?php
/**
 * Field definitions of a form block, read from its SAVED attributes. The browser never sends
 * definitions: the submit route finds the block in the post by its form id and validates the
 * visitor's values against what the editor saved.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Fields {
	public const BLOCK = 'vitrine/form';

	/** The name the Subscribe variation had as a block of its own; still rendered, see kind(). */
	public const LEGACY_SUBSCRIBE = 'vitrine/subscribe';

	/**
	 * One field normalized: unknown types become text, names are safe keys, numbers are numbers.
	 * Types, file defaults and limits come from the rules file (Vitrine\Forms\Rules).
	 *
	 * @return array{name: string, type: string, label: string, required: bool, pattern: string, placeholder: string, help: string, options: string[], min: string, max: string, minLength: int, maxLength: int, accept: string[], maxSize: int, value: string, step: int}
	 */
	public static function normalize_field( array $raw, int $index ): array {
		$type   = in_array( $raw['type'] ?? '', Rules::types(), true ) ? $raw['type'] : 'text';
		$name   = sanitize_key( (string) ( $raw['name'] ?? '' ) );
		$files  = Rules::files();
		$accept = array_values( array_filter( array_map( static fn( $ext ) => sanitize_key( ltrim( trim( $ext ), '.' ) ), explode( ',', (string) ( $raw['accept'] ?? '' ) ) ) ) );
		$limit  = (int) ( Rules::type( $type )['maxLength'] ?? 0 );
		return array(
			'name'        => '' === $name ? 'field-' . ( $index + 1 ) : $name,
			'type'        => $type,
			'label'       => (string) ( $raw['label'] ?? '' ),
			'required'    => ! empty( $raw['required'] ),
			'pattern'     => (string) ( $raw['pattern'] ?? '' ),
			'placeholder' => (string) ( $raw['placeholder'] ?? '' ),
			'help'        => (string) ( $raw['help'] ?? '' ),
			'options'     => array_values( array_filter( array_map( 'strval', (array) ( $raw['options'] ?? array() ) ), static fn( $o ) => '' !== trim( $o ) ) ),
			'min'         => (string) ( $raw['min'] ?? '' ),
			'max'         => (string) ( $raw['max'] ?? '' ),
			// Lengths of text answers (0: none of its own); the type's limit caps the longest.
			'minLength'   => Rules::constrains( $type, 'minlength' ) ? max( 0, min( $limit, (int) ( $raw['minLength'] ?? 0 ) ) ) : 0,
			'maxLength'   => Rules::constrains( $type, 'maxlength' ) ? max( 0, min( $limit, (int) ( $raw['maxLength'] ?? 0 ) ) ) : 0,
			// Executable or markup types can never be allowed, whatever the editor typed.
			'accept'      => array_values( array_diff( $accept ?: $files['accept'], $files['never'] ) ),
			'maxSize'     => max( 1, min( (int) ( wp_max_upload_size() / 1024 ), (int) ( $raw['maxSize'] ?? $files['maxSize'] ) ) ),
			'value'       => (string) ( $raw['value'] ?? '' ),
			'step'        => max( 0, (int) ( $raw['step'] ?? 0 ) ),
		);
	}

	/**
	 * The form's settings: fields with unique names, steps, labels and messages.
	 *
	 * @return array{formId: string, fields: array<int, array<string, mixed>>, steps: string[], submitLabel: string, successMessage: string, notifyEmail: string, emailSubject: string, minSeconds: int}
	 */
	public static function normalize( array $attributes ): array {
		$fields = array();
		$seen   = array();
		foreach ( array_values( (array) ( $attributes['fields'] ?? array() ) ) as $i => $raw ) {
			$field = self::normalize_field( (array) $raw, $i );
			if ( isset( $seen[ $field['name'] ] ) ) {
				$field['name'] .= '-' . ( $i + 1 ); // Two fields with one name would overwrite each other.
			}
			$seen[ $field['name'] ] = true;
			$fields[]               = $field;
		}
		$steps = array_values( array_filter( array_map( 'strval', (array) ( $attributes['steps'] ?? array() ) ), static fn( $s ) => '' !== trim( $s ) ) );
		$last  = max( 0, count( $steps ) - 1 );
		foreach ( $fields as &$field ) {
			$field['step'] = min( $field['step'], $last );
		}
		unset( $field );
		$email = sanitize_email( (string) ( $attributes['notifyEmail'] ?? '' ) );
		return array(
			'formId'         => self::form_id( (string) ( $attributes['formId'] ?? '' ) ),
			'fields'         => $fields,
			'steps'          => $steps,
			'submitLabel'    => (string) ( $attributes['submitLabel'] ?? '' ) ?: __( 'Send', 'vitrine' ),
			'successMessage' => (string) ( $attributes['successMessage'] ?? '' ) ?: __( 'Thank you, your message was sent.', 'vitrine' ),
			'notifyEmail'    => is_email( $email ) ? $email : (string) get_option( 'admin_email' ),
			'emailSubject'   => (string) ( $attributes['emailSubject'] ?? '' ),
			'minSeconds'     => max( 0, min( 60, (int) ( $attributes['minSeconds'] ?? 3 ) ) ),
		);
	}

	public static function form_id( string $raw ): string {
		return preg_match( '/^[a-z0-9][a-z0-9-]{0,62}$/', $raw ) ? $raw : '';
	}

	/**
	 * What a block is, as a form: 'form' (entries and a notification) or 'subscribe' (a newsletter
	 * sign-up), or null for any other block. The Subscribe variation and the legacy vitrine/subscribe
	 * block (content saved before the variations, docs/forms.md) are both 'subscribe'.
	 */
	public static function kind( ?string $name, array $attributes ): ?string {
		if ( self::LEGACY_SUBSCRIBE === $name ) {
			return 'subscribe';
		}
		if ( self::BLOCK !== $name ) {
			return null;
		}
		return 'subscribe' === ( $attributes['kind'] ?? 'form' ) ? 'subscribe' : 'form';
	}

	/**
	 * The saved attributes of the form of this kind with this form id in a viewable post, or null.
	 * Missing attributes get the defaults of the block that saved them, as when it renders (the
	 * legacy subscribe block's defaults differ from the merged block's).
	 *
	 * @return array<string, mixed>|null
	 */
	public static function find( int $post_id, string $form_id, string $kind = 'form' ): ?array {
		$post = get_post( $post_id );
		if ( '' === $form_id || ! $post || ! is_post_publicly_viewable( $post ) || post_password_required( $post ) ) {
			return null;
		}
		$block = self::find_block( parse_blocks( $post->post_content ), $kind, $form_id );
		if ( null === $block ) {
			return null;
		}
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( (string) $block['blockName'] );
		return $type ? $type->prepare_attributes_for_render( $block['attrs'] ) : $block['attrs'];
	}

	/** Whether a post holds a form of this kind (any form id). */
	public static function has_kind( \WP_Post $post, string $kind ): bool {
		return null !== self::find_block( parse_blocks( $post->post_content ), $kind, null );
	}

	/**
	 * The first parsed block of that kind (and form id, unless null), nested ones included.
	 *
	 * @param array<int, array<string, mixed>> $blocks
	 * @return array<string, mixed>|null
	 */
	private static function find_block( array $blocks, string $kind, ?string $form_id ): ?array {
		return \Vitrine\Blocks::first(
			$blocks,
			static fn( array $block ) => self::kind( $block['blockName'], $block['attrs'] ) === $kind && ( null === $form_id || ( $block['attrs']['formId'] ?? '' ) === $form_id ) ? $block : null
		);
	}
}
