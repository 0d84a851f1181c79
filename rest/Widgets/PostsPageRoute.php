<?php
/**
 * GET vitrine/v1/posts-page?post_id=&block=&page=: the cards of the next page of a posts widget, for
 * "load more" and infinite scrolling. The query comes from the block's SAVED attributes in that
 * (publicly viewable) post; the request chooses only which block and which page. Public, like the
 * page itself.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Widgets;

use Vitrine\Rest\Route;
use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

final class PostsPageRoute extends Route {
	public function path(): string {
		return '/posts-page';
	}

	public function methods(): string {
		return \WP_REST_Server::READABLE;
	}

	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'post_id' => array( 'type' => 'integer', 'minimum' => 1 ),
				'block'   => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 100 ),
				'page'    => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 1000 ),
			),
			'required'   => array( 'post_id', 'block', 'page' ),
		);
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Only what the public page already lists, see handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post_id = (int) $request['post_id'];
		$saved   = Posts::saved_attributes( $post_id, (int) $request['block'] );
		if ( null === $saved ) {
			return new \WP_Error( 'vitrine_posts_not_found', __( 'No posts widget at that place.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$config = Posts::normalize( $saved );
		$query  = Posts::query( $config, (int) $request['page'], $post_id );
		return new \WP_REST_Response(
			array(
				'html'  => Posts::cards( $query, $config ),
				'page'  => (int) $request['page'],
				'pages' => (int) $query->max_num_pages,
			)
		);
	}
}
