<?php
/**
 * One form submission from start to end: find the saved form, validate, keep the files, store the
 * entry, then notify. The order matters: nothing after the entry is stored can lose it.
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

defined( 'ABSPATH' ) || exit;

final class Submission {
	/**
	 * @param array<string, mixed> $input Values by field name.
	 * @param array<string, array> $files Files by field name.
	 * @return int|\WP_Error The entry id, or an error with a status and, for bad fields, data.errors.
	 */
	public static function process( array $config, int $post_id, array $input, array $files ): int|\WP_Error {
		$result = Validator::validate( $config['fields'], $input, $files );
		if ( $result['errors'] ) {
			return new \WP_Error(
				'vitrine_form_invalid',
				/* translators: %s: the first problem */
				sprintf( __( 'Some fields need attention: %s', 'vitrine' ), implode( ' ', $result['errors'] ) ),
				array(
					'status' => 400,
					'errors' => $result['errors'],
				)
			);
		}
		$data   = array();
		$stored = array();
		$email  = '';
		foreach ( $config['fields'] as $field ) {
			$name = $field['name'];
			if ( 'file' === $field['type'] ) {
				if ( empty( $files[ $name ]['name'] ) ) {
					continue;
				}
				$kept = Uploads::store( $files[ $name ] );
				if ( ! $kept ) {
					return new \WP_Error( 'vitrine_form_upload', __( 'The file could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
				}
				$stored[ $name ] = $kept;
				$value           = $kept['name'];
			} else {
				$value = $result['values'][ $name ];
			}
			if ( 'email' === $field['type'] && '' === $email && is_string( $value ) ) {
				$email = $value;
			}
			$data[] = array(
				'name'  => $name,
				'label' => '' !== $field['label'] ? $field['label'] : $name,
				'value' => $value,
			);
		}
		$id = EntryStore::insert( $config['formId'], $post_id, $email, $data, $stored );
		if ( ! $id ) {
			foreach ( $stored as $file ) {
				Uploads::delete( $file['stored'] );
			}
			return new \WP_Error( 'vitrine_form_store', __( 'Your message could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
		}
		/**
		 * Fires after an entry is stored and before the notification is sent.
		 *
		 * @param int   $id     The entry id.
		 * @param array $data   The stored values with labels.
		 * @param array $config The form's normalized settings.
		 */
		do_action( 'vitrine_form_entry_stored', $id, $data, $config );
		Notifier::entry( $config, $id, $data, $email, get_the_title( $post_id ) );
		return $id;
	}
}
