<?php
/**
 * POST vitrine/v1/popups/{id}/abtest/variants: adds the next variant (B, C…) as a copy of the
 * control, which starts the test; answers the test with the new variant's edit link.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Popups;

use Vitrine\Popups\AbResults;
use Vitrine\Popups\AbTest;

defined( 'ABSPATH' ) || exit;

final class AbVariantRoute extends AbRoute {
	protected const PATH = '/popups/(?P<id>\d+)/abtest/variants';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$control = $this->control( $request );
		if ( is_wp_error( $control ) ) {
			return $control;
		}
		$variant = AbTest::add_variant( $control );
		return is_wp_error( $variant ) ? $variant : new \WP_REST_Response( AbResults::for_popup( $control ), 201 );
	}
}
