<?php
/**
 * GET vitrine/v1/archive-posts-page?post_id=&block=&page=&archive=: the cards of the next page of an
 * archive-posts widget, for "load more" and infinite scrolling. The widget's settings come from its
 * SAVED attributes in that publicly viewable post; the archive is named by the request (archives are
 * public) and checked by ArchivePosts::parse(); only published, non-protected posts are listed.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Widgets;

use Vitrine\Rest\Route;
use Vitrine\Widgets\ArchivePosts;
use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

final class ArchivePostsPageRoute extends Route {
	public function path(): string {
		return '/archive-posts-page';
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
				'archive' => array( 'type' => 'string', 'minLength' => 3, 'maxLength' => 200 ),
			),
			'required'   => array( 'post_id', 'block', 'page', 'archive' ),
		);
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Only what the public archive pages already list, see handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post_id = (int) $request['post_id'];
		$saved   = Posts::saved_attributes( $post_id, (int) $request['block'], ArchivePosts::BLOCK );
		if ( null === $saved ) {
			return new \WP_Error( 'vitrine_archive_posts_not_found', __( 'No archive posts widget at that place.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$archive = ArchivePosts::parse( (string) $request['archive'] );
		if ( null === $archive ) {
			return new \WP_Error( 'vitrine_archive_unknown', __( 'No such archive.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$config = Posts::normalize( array_merge( $saved, array( 'category' => '' ) ) );
		$query  = Posts::query( $config, (int) $request['page'], $post_id, $archive['args'] );
		return new \WP_REST_Response(
			array(
				'html'  => Posts::cards( $query, $config ),
				'page'  => (int) $request['page'],
				'pages' => (int) $query->max_num_pages,
			)
		);
	}
}
