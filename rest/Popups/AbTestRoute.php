<?php
/**
 * GET vitrine/v1/popups/{id}/abtest: the popup's A/B test and its results per variant
 * (impressions, conversions, rate, 95 % Wilson interval, probability of beating the control), for
 * the popup editor's "A/B test" panel and the Insights screen (docs/insights.md). Editors of it only.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Popups;

use Vitrine\Popups\AbResults;

defined( 'ABSPATH' ) || exit;

final class AbTestRoute extends AbRoute {
	protected const PATH = '/popups/(?P<id>\d+)/abtest';

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$control = $this->control( $request );
		return is_wp_error( $control ) ? $control : new \WP_REST_Response( AbResults::for_popup( $control ), 200 );
	}
}
