<?php
/**
 * What the A/B test routes of a popup share (docs/popups.md, "A/B tests"): the popup id in the
 * path, and who may call them: a user who may edit that popup, which must be a control (not a
 * variant of another popup).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Popups;

use Vitrine\Popups\AbTest;
use Vitrine\Popups\PostType;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

abstract class AbRoute extends Route {
	protected function properties(): array {
		return array(
			'id' => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
		);
	}

	/** Editors of that popup; for an id that is no post, any editor, who then gets the 404. */
	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		$id = (int) $request['id'];
		return get_post( $id ) ? current_user_can( 'edit_post', $id ) : current_user_can( 'edit_posts' );
	}

	/** The control's id, or the 4xx answer why the path names no control. */
	protected function control( \WP_REST_Request $request ): int|\WP_Error {
		$id   = (int) $request['id'];
		$post = get_post( $id );
		if ( ! $post || PostType::NAME !== $post->post_type || 'trash' === $post->post_status ) {
			return new \WP_Error( 'vitrine_popup_missing', __( 'No such popup.', 'vitrine' ), array( 'status' => 404 ) );
		}
		if ( AbTest::control_of( $id ) ) {
			return $this->bad_request( 'vitrine_popup_is_variant', __( 'This popup is a variant: use its control popup.', 'vitrine' ) );
		}
		return $id;
	}
}
