<?php
/**
 * DELETE vitrine/v1/consent/records/{id}: removes one proof-of-consent record, from the records list
 * of the consent admin (a visitor's erasure request, a test entry). Only for users who manage options.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Consent;

use Vitrine\Consent\Records;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class RecordDeleteRoute extends Route {
	protected const PATH = '/consent/records/(?P<id>\\d+)';

	protected const METHODS = \WP_REST_Server::DELETABLE;

	protected function properties(): array {
		return array(
			'id' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
		);
	}

	protected function required(): array {
		return array( 'id' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return current_user_can( 'manage_options' );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$id = (int) $request->get_param( 'id' );
		if ( ! Records::delete( $id ) ) {
			return new \WP_Error( 'vitrine_consent_record_not_found', __( 'There is no consent record with this id.', 'vitrine' ), array( 'status' => 404 ) );
		}
		return new \WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}
}
