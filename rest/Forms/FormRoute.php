<?php
/**
 * POST vitrine/v1/form: a visitor sends a form (multipart, so files can come along). The fields are
 * validated against the form block's SAVED attributes, found in the post by its form id; nothing
 * the browser says about fields is trusted. Public, like the page the form is on; spam rules
 * (honeypot, minimum fill time, rate limit per hashed address) apply before anything is stored.
 * Without JavaScript the form posts here directly with a `redirect` back to its page.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\Fields;
use Vitrine\Forms\Spam;
use Vitrine\Forms\Submission;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class FormRoute extends Route {
	protected const PATH = '/form';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'post_id'       => array( 'type' => 'integer', 'minimum' => 1 ),
			'form_id'       => array( 'type' => 'string', 'pattern' => '^[a-z0-9][a-z0-9-]{0,62}$' ),
			'stamp'         => array( 'type' => 'string', 'maxLength' => 64 ),
			'fields'        => array( 'type' => 'object', 'default' => array() ),
			Spam::HONEYPOT  => array( 'type' => 'string', 'default' => '' ),
			'redirect'      => array( 'type' => 'string', 'format' => 'uri', 'default' => '' ),
		);
	}

	protected function required(): array {
		return array( 'post_id', 'form_id', 'stamp' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Anyone who can see the page may send its form; spam rules apply in handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post_id = (int) $request['post_id'];
		$saved   = Fields::find( $post_id, (string) $request['form_id'] );
		if ( null === $saved ) {
			return new \WP_Error( 'vitrine_form_not_found', __( 'This form does not exist (any more). Please reload the page.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$config = Fields::normalize( $saved );
		if ( Spam::caught( $request[ Spam::HONEYPOT ] ) ) {
			// Robots are told it worked, so they do not adapt; nothing is stored or mailed.
			return $this->answer( $request, $config, null );
		}
		$blocked = Spam::check( $request, $config['minSeconds'], 'form' );
		$result  = $blocked ?? Submission::process( $config, $post_id, (array) $request['fields'], self::files( $request ) );
		return $this->answer( $request, $config, is_wp_error( $result ) ? $result : null );
	}

	/** JSON for the script; a 303 back to the page for a form sent without JavaScript. */
	private function answer( \WP_REST_Request $request, array $config, ?\WP_Error $error ): \WP_REST_Response|\WP_Error {
		$back = wp_validate_redirect( (string) $request['redirect'], '' );
		if ( '' !== $back ) {
			$status   = $error ? ( 400 === ( $error->get_error_data()['status'] ?? 0 ) ? 'invalid' : 'error' ) : 'sent';
			$response = new \WP_REST_Response( null, 303 );
			$response->header( 'Location', add_query_arg( 'vitrine-form', $status, $back ) . '#' . $config['formId'] );
			return $response;
		}
		if ( $error ) {
			return $error;
		}
		return new \WP_REST_Response( array( 'ok' => true, 'message' => $config['successMessage'] ) );
	}

	/**
	 * Files of the `fields[...]` inputs, one $_FILES-shaped array per field name.
	 *
	 * @return array<string, array{name: string, type: string, tmp_name: string, error: int, size: int}>
	 */
	private static function files( \WP_REST_Request $request ): array {
		$raw = $request->get_file_params()['fields'] ?? null;
		if ( ! is_array( $raw ) || ! isset( $raw['name'] ) || ! is_array( $raw['name'] ) ) {
			return array();
		}
		$files = array();
		foreach ( array_keys( $raw['name'] ) as $name ) {
			if ( is_string( $raw['name'][ $name ] ) ) {
				$files[ (string) $name ] = array(
					'name'     => $raw['name'][ $name ],
					'type'     => (string) ( $raw['type'][ $name ] ?? '' ),
					'tmp_name' => (string) ( $raw['tmp_name'][ $name ] ?? '' ),
					'error'    => (int) ( $raw['error'][ $name ] ?? UPLOAD_ERR_NO_FILE ),
					'size'     => (int) ( $raw['size'][ $name ] ?? 0 ),
				);
			}
		}
		return $files;
	}
}
