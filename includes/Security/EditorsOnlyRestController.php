<?php
/**
 * The REST controller of Vitrine's private post types (popups, comparison tables): WordPress lets
 * anyone read a published post of any type that is shown in REST, but these exist for the block
 * editor only. Reading them, one or in a list, needs the right to edit posts of the type; what a
 * visitor sees of them is printed by the page (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Security;

defined( 'ABSPATH' ) || exit;

final class EditorsOnlyRestController extends \WP_REST_Posts_Controller {
	/** @param \WP_REST_Request $request */
	public function get_items_permissions_check( $request ) {
		return $this->editors_only() ?? parent::get_items_permissions_check( $request );
	}

	/** @param \WP_REST_Request $request */
	public function get_item_permissions_check( $request ) {
		return $this->editors_only() ?? parent::get_item_permissions_check( $request );
	}

	private function editors_only(): ?\WP_Error {
		$type = get_post_type_object( $this->post_type );
		if ( $type && current_user_can( $type->cap->edit_posts ) ) {
			return null;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to read these items.', 'vitrine' ), array( 'status' => rest_authorization_required_code() ) );
	}
}
