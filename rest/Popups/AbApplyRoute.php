<?php
/**
 * POST vitrine/v1/popups/{id}/abtest/apply `{"winner":"b"}`: ends the test with that winner: the
 * control takes the winning variant's content and display settings (nothing changes when the
 * winner is the control, `a`), and every variant goes to the trash, where it can be restored.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Popups;

use Vitrine\Popups\AbResults;
use Vitrine\Popups\AbTest;

defined( 'ABSPATH' ) || exit;

final class AbApplyRoute extends AbRoute {
	protected const PATH = '/popups/(?P<id>\d+)/abtest/apply';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return parent::properties() + array(
			'winner' => array(
				'type' => 'string',
				'enum' => AbTest::LETTERS,
			),
		);
	}

	protected function required(): array {
		return array( 'winner' );
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$control = $this->control( $request );
		if ( is_wp_error( $control ) ) {
			return $control;
		}
		$winner   = (string) $request['winner'];
		$variants = AbTest::variants( $control );
		if ( array() === $variants ) {
			return $this->bad_request( 'vitrine_popup_no_test', __( 'This popup has no A/B test running.', 'vitrine' ) );
		}
		if ( 'a' !== $winner && ! isset( $variants[ $winner ] ) ) {
			/* translators: %s: a variant letter. */
			return $this->bad_request( 'vitrine_popup_variant_unknown', sprintf( __( 'Not a variant of this test: %s.', 'vitrine' ), $winner ) );
		}
		AbTest::apply_winner( $control, $winner );
		return new \WP_REST_Response( AbResults::for_popup( $control ), 200 );
	}
}
