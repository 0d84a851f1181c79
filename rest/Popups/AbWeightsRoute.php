<?php
/**
 * POST vitrine/v1/popups/{id}/abtest/weights: the traffic weights of the test's letters
 * (`{"weights":{"a":50,"b":30}}`, 0–100 each; 0 pauses a variant). Letters that are not in the
 * test get a 400.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Popups;

use Vitrine\Popups\AbResults;
use Vitrine\Popups\AbTest;

defined( 'ABSPATH' ) || exit;

final class AbWeightsRoute extends AbRoute {
	protected const PATH = '/popups/(?P<id>\d+)/abtest/weights';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		$weight = array(
			'type'    => 'integer',
			'minimum' => 0,
			'maximum' => 100,
		);
		return parent::properties() + array(
			'weights' => array(
				'type'                 => 'object',
				'properties'           => array_fill_keys( AbTest::LETTERS, $weight ),
				'additionalProperties' => false,
				'minProperties'        => 1,
			),
		);
	}

	protected function required(): array {
		return array( 'weights' );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$control = $this->control( $request );
		if ( is_wp_error( $control ) ) {
			return $control;
		}
		$weights = (array) $request['weights'];
		$letters = array_merge( array( 'a' ), array_keys( AbTest::variants( $control ) ) );
		$unknown = array_diff( array_keys( $weights ), $letters );
		if ( array() !== $unknown ) {
			/* translators: %s: variant letters. */
			return $this->bad_request( 'vitrine_popup_variant_unknown', sprintf( __( 'Not a variant of this test: %s.', 'vitrine' ), implode( ', ', $unknown ) ) );
		}
		AbTest::set_weights( $control, array_map( 'intval', $weights ) );
		return new \WP_REST_Response( AbResults::for_popup( $control ), 200 );
	}
}
