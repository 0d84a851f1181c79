<?php
/**
 * GET vitrine/v1/posts-page?post_id=&block=&page=[&archive=]: the cards of the next page of a posts
 * block, for "load more" and infinite scrolling, in both variations (docs/widgets-content.md). The
 * query comes from the block's SAVED attributes in that (publicly viewable) post; the request
 * chooses only which block and which page, and for the Archive Posts variation which archive (named
 * as in the block's data-settings; archives are public, and ArchivePosts::parse() checks the name).
 * With `archive`, `block` counts the Archive Posts blocks of the post, without it the Posts blocks.
 * Public, like the page itself: only published, non-protected posts are listed.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Widgets;

use Vitrine\Rest\Route;
use Vitrine\Widgets\ArchivePosts;
use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

class PostsPageRoute extends Route {
	protected const PATH = '/posts-page';

	protected function properties(): array {
		return array(
			'post_id' => array( 'type' => 'integer', 'minimum' => 1 ),
			'block'   => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 100 ),
			'page'    => array( 'type' => 'integer', 'minimum' => 1, 'maximum' => 1000 ),
			'archive' => array( 'type' => 'string', 'minLength' => 3, 'maxLength' => 200 ),
		);
	}

	protected function required(): array {
		return array( 'post_id', 'block', 'page' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Only what the public pages already list, see handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post_id = (int) $request['post_id'];
		$listed  = $request->has_param( 'archive' );
		$saved   = Posts::saved_attributes( $post_id, (int) $request['block'], $listed ? 'archive-posts' : 'posts' );
		if ( null === $saved ) {
			return new \WP_Error( 'vitrine_posts_not_found', __( 'No posts widget at that place.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$archive = $listed ? ArchivePosts::parse( (string) $request['archive'] ) : null;
		if ( $listed && null === $archive ) {
			return $this->bad_request( 'vitrine_archive_unknown', __( 'No such archive.', 'vitrine' ) );
		}
		$config = Posts::normalize( $listed ? array_merge( $saved, array( 'category' => '' ) ) : $saved );
		$query  = Posts::query( $config, (int) $request['page'], $post_id, $archive['args'] ?? array() );
		return new \WP_REST_Response(
			array(
				'html'  => Posts::cards( $query, $config ),
				'page'  => (int) $request['page'],
				'pages' => (int) $query->max_num_pages,
			)
		);
	}
}
