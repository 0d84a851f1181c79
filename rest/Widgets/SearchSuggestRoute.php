<?php
/**
 * GET vitrine/v1/search-suggest?q=&per_page=: live suggestions for the search widget. Public on
 * purpose (it answers what the site's search page already shows) and limited to the same: published
 * posts of public, searchable types, without password-protected ones, whoever asks.
 *
 * Why not /wp/v2/search: it also lists password-protected posts' titles and answers with embedded
 * links the widget does not need; this answer is smaller and its limits are ours to keep.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Widgets;

use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class SearchSuggestRoute extends Route {
	protected const PATH = '/search-suggest';

	protected function properties(): array {
		return array(
			'q'        => array(
				'type'        => 'string',
				'description' => __( 'The words typed so far.', 'vitrine' ),
				'minLength'   => 2,
				'maxLength'   => 100,
			),
			'per_page' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 10,
				'default' => 5,
			),
		);
	}

	protected function required(): array {
		return array( 'q' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Public content only, see handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$query = new \WP_Query(
			array(
				's'                   => trim( (string) $request['q'] ),
				'post_type'           => array_values( get_post_types( array( 'public' => true, 'exclude_from_search' => false ) ) ),
				'post_status'         => 'publish',
				'has_password'        => false,
				'posts_per_page'      => (int) $request['per_page'],
				'no_found_rows'       => true,
				'ignore_sticky_posts' => true,
				'perm'                => 'readable',
			)
		);
		$items = array();
		foreach ( $query->posts as $post ) {
			$type    = get_post_type_object( $post->post_type );
			$items[] = array(
				'id'    => $post->ID,
				'title' => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
				'url'   => get_permalink( $post ),
				'type'  => $type ? $type->labels->singular_name : $post->post_type,
			);
		}
		return new \WP_REST_Response( $items );
	}
}
