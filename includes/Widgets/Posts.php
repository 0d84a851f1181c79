<?php
/**
 * The posts widget's server side: saved attributes normalized, the query they describe, the cards,
 * and finding a block's saved attributes again for the load-more route (so a request can only ask
 * for the next page of what the editor saved, never for arbitrary query arguments).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class Posts {
	public const BLOCK = 'vitrine/posts';

	/** The name the Archive Posts variation had as a block of its own; still rendered, see family(). */
	public const LEGACY_ARCHIVE = 'vitrine/archive-posts';

	/** @return array{perPage: int, columns: int, skin: string, category: string, order: string, pagination: string, excerpt: bool, date: bool} */
	public static function normalize( array $attributes ): array {
		$pick = static fn( $value, array $allowed ) => in_array( $value, $allowed, true ) ? $value : $allowed[0];
		return array(
			'perPage'    => max( 1, min( 24, (int) ( $attributes['postsPerPage'] ?? 6 ) ) ),
			'columns'    => max( 1, min( 4, (int) ( $attributes['columns'] ?? 3 ) ) ),
			'skin'       => $pick( $attributes['skin'] ?? 'card', array( 'card', 'classic', 'minimal' ) ),
			'category'   => sanitize_title( (string) ( $attributes['category'] ?? '' ) ),
			'order'      => $pick( $attributes['order'] ?? 'date', array( 'date', 'title' ) ),
			'pagination' => $pick( $attributes['pagination'] ?? 'numbers', array( 'numbers', 'none', 'load-more', 'infinite' ) ),
			'excerpt'    => ! isset( $attributes['showExcerpt'] ) || (bool) $attributes['showExcerpt'],
			'date'       => ! isset( $attributes['showDate'] ) || (bool) $attributes['showDate'],
		);
	}

	/** $archive: query arguments of an archive (ArchivePosts::args()), which win over the settings'. */
	public static function query( array $config, int $page, int $exclude = 0, array $archive = array() ): \WP_Query {
		$args = array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => $config['perPage'],
			'paged'               => max( 1, $page ),
			'orderby'             => $config['order'],
			'order'               => 'title' === $config['order'] ? 'ASC' : 'DESC',
			'ignore_sticky_posts' => true,
			'post__not_in'        => $exclude ? array( $exclude ) : array(), // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- one post, the page showing the list, left out of pages of at most 24; filtering it in PHP would break the page count.
		);
		if ( '' !== $config['category'] ) {
			$args['category_name'] = $config['category'];
		}
		return new \WP_Query( array_merge( $args, $archive ) );
	}

	/** The cards of a query, as HTML. */
	public static function cards( \WP_Query $query, array $config ): string {
		$out = '';
		foreach ( $query->posts as $post ) {
			$image = '';
			if ( 'minimal' !== $config['skin'] && has_post_thumbnail( $post ) ) {
				// width and height attributes reserve the image's box before it loads.
				$image = '<div class="vitrine-posts__media">' . get_the_post_thumbnail( $post, 'medium_large' ) /* Eager or lazy by its place on the page: WordPress decides (docs/theme.md). */ . '</div>';
			} elseif ( 'minimal' !== $config['skin'] ) {
				// An empty box of the picture's shape: every card of a widget is as tall as the others,
				// so the room reserved for the next cards fits them (docs/widgets-content.md, "Posts").
				$image = '<div class="vitrine-posts__media is-empty" aria-hidden="true"></div>';
			}
			$out .= sprintf(
				'<article class="vitrine-posts__card">%s<h2 class="vitrine-posts__title"><a href="%s">%s</a></h2>%s%s</article>',
				$image,
				esc_url( get_permalink( $post ) ),
				esc_html( wp_strip_all_tags( get_the_title( $post ) ) ),
				$config['date'] ? '<time class="vitrine-posts__date" datetime="' . esc_attr( get_the_date( 'c', $post ) ) . '">' . esc_html( get_the_date( '', $post ) ) . '</time>' : '',
				$config['excerpt'] && 'minimal' !== $config['skin'] ? '<p class="vitrine-posts__excerpt">' . esc_html( wp_trim_words( wp_strip_all_tags( get_the_excerpt( $post ) ), 24 ) ) . '</p>' : ''
			);
		}
		return $out;
	}

	/**
	 * The pagination under the cards: page links (numbers), or the next-page link that "load more" and
	 * infinite scrolling enhance. Links carry ?$param=N, so every page works without JavaScript.
	 */
	public static function pagination( array $config, string $param, int $page, int $pages ): string {
		$link = static fn( int $n ) => esc_url( add_query_arg( $param, $n > 1 ? $n : false ) );
		if ( $pages > 1 && 'numbers' === $config['pagination'] ) {
			$items = '';
			for ( $n = 1; $n <= $pages; $n++ ) {
				$items .= $n === $page
					? '<li><span aria-current="page">' . $n . '</span></li>'
					: '<li><a href="' . $link( $n ) . '">' . $n . '</a></li>';
			}
			return '<nav class="vitrine-posts__pages" aria-label="' . esc_attr__( 'Posts pages', 'vitrine' ) . '"><ul>' . $items . '</ul></nav>';
		}
		if ( $page < $pages && in_array( $config['pagination'], array( 'load-more', 'infinite' ), true ) ) {
			return '<p class="vitrine-posts__more-row"><a class="vitrine-posts__more wp-element-button" href="' . $link( $page + 1 ) . '">' . esc_html__( 'Load more posts', 'vitrine' ) . '</a></p>';
		}
		return '';
	}

	/**
	 * The family a block belongs to: 'posts' (the latest posts) or 'archive-posts' (the archive being
	 * viewed), or null for any other block. The Archive Posts variation and the legacy
	 * vitrine/archive-posts block (content saved before the variations, docs/widgets-content.md) are
	 * one family: they share widget numbers, page parameters and the load-more route's `block` index.
	 */
	public static function family( ?string $name, array $attributes ): ?string {
		if ( self::LEGACY_ARCHIVE === $name ) {
			return 'archive-posts';
		}
		if ( self::BLOCK !== $name ) {
			return null;
		}
		return 'archive' === ( $attributes['source'] ?? 'latest' ) ? 'archive-posts' : 'posts';
	}

	/** The saved attributes of the n-th (1-based, document order) block of that family in a post, or null. */
	public static function saved_attributes( int $post_id, int $index, string $family = 'posts' ): ?array {
		$post = get_post( $post_id );
		if ( ! $post || ! is_post_publicly_viewable( $post ) || post_password_required( $post ) ) {
			return null;
		}
		$found = 0;
		return \Vitrine\Blocks::first(
			parse_blocks( $post->post_content ),
			static function ( array $block ) use ( &$found, $index, $family ): ?array {
				return self::family( $block['blockName'], $block['attrs'] ) === $family && ++$found === $index ? $block['attrs'] : null;
			}
		);
	}

	/** The 1-based index of the block of that family being rendered in the current post (document order). */
	public static function next_index( int $post_id, string $family = 'posts' ): int {
		static $counts  = array();
		$key            = $family . ':' . $post_id;
		$counts[ $key ] = ( $counts[ $key ] ?? 0 ) + 1;
		return $counts[ $key ];
	}
}
