<?php
/**
 * GET vitrine/v1/dashboard: the state of each part for the Vitrine dashboard (DashboardState), for
 * users who may open it; each card only for the capabilities it needs (docs/admin.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Admin;

use Vitrine\Admin\DashboardState;
use Vitrine\Admin\Menu;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class DashboardRoute extends Route {
	protected const PATH = '/dashboard';

	public function permission( \WP_REST_Request $request ): bool {
		return current_user_can( Menu::CAP );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response( DashboardState::build() );
	}
}
