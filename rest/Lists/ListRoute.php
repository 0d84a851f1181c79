<?php
/**
 * GET vitrine/v1/lists/{list}: one page of an admin list (search, filters, sort), with X-WP-Total and
 * X-WP-TotalPages as WordPress's own collections send them. Read-only; only for users with the
 * capability of the list's screen (docs/architecture.md, "Admin lists").
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Lists;

use Vitrine\Lists\Query;
use Vitrine\Lists\Registry;
use Vitrine\Lists\Schema;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class ListRoute extends Route {
	protected const PATH = '/lists/(?P<list>[a-z-]+)';

	protected function properties(): array {
		return Schema::properties();
	}

	protected function required(): array {
		return array( 'list' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		$source = Registry::get( (string) $request->get_param( 'list' ) );
		return $source && current_user_can( $source->capability() );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$source = Registry::get( (string) $request->get_param( 'list' ) );
		$args   = Schema::args( $request );
		$misfit = $source ? Schema::misfit( $source, $args ) : null;
		if ( ! $source || $misfit ) {
			return $misfit ?? $this->bad_request( 'vitrine_list', __( 'There is no such list.', 'vitrine' ) );
		}
		$page     = Query::page( $source, $args );
		$response = new \WP_REST_Response( array_map( array( $source, 'item' ), $page['rows'] ) );
		$response->header( 'X-WP-Total', (string) $page['total'] );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $page['total'] / $args['per_page'] ) ) );
		return $response;
	}
}
