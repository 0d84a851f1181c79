<?php
/**
 * GET vitrine/v1/archive-posts-page: the address the archive-posts block's "load more" used before
 * it became a variation of the posts block. Pages printed then can still be served by a page cache
 * (docs/caching.md) with that address in their settings, so it keeps answering: it is
 * vitrine/v1/posts-page (PostsPageRoute) with `archive` required, as it always was.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Widgets;

defined( 'ABSPATH' ) || exit;

final class ArchivePostsPageRoute extends PostsPageRoute {
	protected const PATH = '/archive-posts-page';

	protected function required(): array {
		return array( 'post_id', 'block', 'page', 'archive' );
	}
}
