<?php
/**
 * DELETE vitrine/v1/lists/{list}: deletes the chosen rows of an admin list (the bulk and row Delete
 * of its app, after the owner confirmed). Only for users with the list's delete capability; the
 * REST nonce apiFetch sends stops forged requests (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Lists;

use Vitrine\Lists\Registry;
use Vitrine\Lists\Schema;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class DeleteRoute extends Route {
	protected const PATH = '/lists/(?P<list>[a-z-]+)';

	protected const METHODS = \WP_REST_Server::DELETABLE;

	protected function properties(): array {
		return array(
			'list' => Schema::properties()['list'],
			'ids'  => array(
				'type'     => 'array',
				'items'    => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'minItems' => 1,
				'maxItems' => 500,
			),
		);
	}

	protected function required(): array {
		return array( 'list', 'ids' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		$source = Registry::get( (string) $request->get_param( 'list' ) );
		return $source && current_user_can( $source->delete_capability() );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$source = Registry::get( (string) $request->get_param( 'list' ) );
		if ( ! $source ) {
			return $this->bad_request( 'vitrine_list', __( 'There is no such list.', 'vitrine' ) );
		}
		$ids = array_values( array_unique( array_map( 'intval', (array) $request->get_param( 'ids' ) ) ) );
		return new \WP_REST_Response( array( 'deleted' => $source->delete( $ids ) ) );
	}
}
