<?php
/**
 * GET vitrine/v1/status: tells the site scripts, tests and monitors that the plugin is active and
 * built. Public on purpose, so it says no more than that: the exact version (which tells an attacker
 * which known issues apply) only to people who may update plugins (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Lifecycle;

use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class StatusRoute extends Route {
	protected const PATH = '/status';

	public function permission( \WP_REST_Request $request ): bool {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'active' => true,
				'built'  => is_file( VITRINE_DIR . '/build/.complete' ),
			) + ( current_user_can( 'update_plugins' ) ? array( 'version' => VITRINE_VERSION ) : array() )
		);
	}
}
