<?php
/**
 * POST vitrine/v1/popups/{id}/abtest/stop: stops the test without a winner. The control stays as
 * it is, every variant goes to the trash (restorable), the test ends, and its final results stay
 * readable (`last` in the answer; the counters keep every count). docs/popups.md, "A/B tests".
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Popups;

use Vitrine\Popups\AbResults;
use Vitrine\Popups\AbTest;

defined( 'ABSPATH' ) || exit;

final class AbStopRoute extends AbRoute {
	protected const PATH = '/popups/(?P<id>\d+)/abtest/stop';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$control = $this->control( $request );
		if ( is_wp_error( $control ) ) {
			return $control;
		}
		if ( array() === AbTest::variants( $control ) ) {
			return $this->bad_request( 'vitrine_popup_no_test', __( 'This popup has no A/B test running.', 'vitrine' ) );
		}
		AbTest::stop( $control );
		return new \WP_REST_Response( AbResults::for_popup( $control ), 200 );
	}
}
