<?php
/**
 * GET vitrine/v1/consent/records: the proof-of-consent list for the admin page (newest first, paged,
 * optionally for one consent id). Only for users who manage options.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Consent;

use Vitrine\Consent\Records;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class RecordsRoute extends Route {
	protected const PATH = '/consent/records';

	protected function properties(): array {
		return array(
			'page'       => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'per_page'   => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 500,
				'default' => 50,
			),
			'consent_id' => array(
				'type'    => 'string',
				'pattern' => '^[A-Za-z0-9-]{0,64}$',
				'default' => '',
			),
		);
	}

	public function permission( \WP_REST_Request $request ): bool {
		return current_user_can( 'manage_options' );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		// Schema defaults apply only to writes, so reads fill them in here.
		$per_page = (int) ( $request->get_param( 'per_page' ) ?? 50 );
		$page     = (int) ( $request->get_param( 'page' ) ?? 1 );
		$result   = Records::page( max( 1, $page ), max( 1, $per_page ), (string) ( $request->get_param( 'consent_id' ) ?? '' ) );
		$response = new \WP_REST_Response( $result );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $result['total'] / max( 1, $per_page ) ) ) );
		return $response;
	}
}
