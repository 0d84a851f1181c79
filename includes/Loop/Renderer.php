<?php
/**
 * The markup of a loop grid: the wrapper the page renders once, and its content (result count,
 * cards, numbered pagination) that the refresh route renders again for new filters or pages. The
 * pagination links are real links that carry the grid's filters, so every state has a URL.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Renderer {
	/**
	 * The grid's content for these checked filters and page.
	 *
	 * @param array<string, array{terms: string[], join: string, exclude: bool}> $filters
	 * @param array|null                                                          $facets Checked meta, range, search and sort (Facets).
	 * @return array{html: string, found: int, pages: int, page: int}
	 */
	public static function content( GridSettings $grid, array $filters, int $page, string $base, ?array $facets = null ): array {
		$facets = $facets ?? Facets::none();
		$query  = new \WP_Query( Query::args( $grid, $filters, $page, $facets ) );
		$found  = (int) $query->found_posts;
		$pages  = (int) $query->max_num_pages;
		$cards  = '';
		while ( $query->have_posts() ) {
			$query->the_post();
			$cards .= '<li class="vitrine-loop-grid__item">' . Card::render( get_post(), $grid ) . '</li>';
		}
		wp_reset_postdata();

		// The status region announces this text: a shop's visitor hears "24 products" (docs/loop.md).
		if ( 0 === $found ) {
			$count = 'product' === $grid->post_type ? __( 'No products match these filters.', 'vitrine' ) : __( 'No posts match these filters.', 'vitrine' );
		} elseif ( 'product' === $grid->post_type ) {
			/* translators: 1: number of products found, 2: current page, 3: number of pages. */
			$count = sprintf( _n( '%1$d product, page %2$d of %3$d', '%1$d products, page %2$d of %3$d', $found, 'vitrine' ), $found, $page, max( 1, $pages ) );
		} else {
			/* translators: 1: number of posts found, 2: current page, 3: number of pages. */
			$count = sprintf( _n( '%1$d post, page %2$d of %3$d', '%1$d posts, page %2$d of %3$d', $found, 'vitrine' ), $found, $page, max( 1, $pages ) );
		}
		$html = '<p class="vitrine-loop-grid__count">' . esc_html( $count ) . '</p>';
		if ( $cards ) {
			$html .= '<ul class="vitrine-loop-grid__items" role="list">' . $cards . '</ul>';
		} elseif ( $found > 0 ) {
			$html .= '<p class="vitrine-loop-grid__empty">' . esc_html__( 'This page of the grid is empty.', 'vitrine' ) . '</p>';
		}
		$html .= self::pagination( $grid, $filters, $page, $pages, $base, $facets );
		return array(
			'html'  => $html,
			'found' => $found,
			'pages' => $pages,
			'page'  => $page,
		);
	}

	/**
	 * Whether a page past the last was asked for: WP_Query then finds no rows and, having none,
	 * does not count the others, so found is 0.
	 *
	 * @param array{html: string, found: int, pages: int, page: int} $content
	 */
	public static function out_of_range( array $content ): bool {
		return $content['page'] > max( 1, $content['pages'] );
	}

	/**
	 * The page numbers to show: the first, the last, and two either side of the current one; 0 marks a gap.
	 *
	 * @return int[]
	 */
	public static function page_numbers( int $current, int $total ): array {
		$numbers = array();
		for ( $n = 1; $n <= $total; $n++ ) {
			if ( 1 === $n || $total === $n || abs( $n - $current ) <= 2 ) {
				if ( $numbers && end( $numbers ) !== $n - 1 ) {
					$numbers[] = 0;
				}
				$numbers[] = $n;
			}
		}
		return $numbers;
	}

	/** @param array<string, array{terms: string[], join: string, exclude: bool}> $filters */
	private static function pagination( GridSettings $grid, array $filters, int $page, int $pages, string $base, array $facets ): string {
		if ( $pages < 2 ) {
			return '';
		}
		$link  = static fn( int $n ): string => esc_url( Url::link( $base, $grid->widget_id, $filters, $n, $facets ) );
		$items = array();
		if ( $page > 1 && $page <= $pages ) {
			$items[] = sprintf( '<a class="vitrine-loop-grid__page is-previous" href="%s" rel="prev">%s</a>', $link( $page - 1 ), esc_html__( 'Previous', 'vitrine' ) );
		}
		foreach ( self::page_numbers( $page, $pages ) as $n ) {
			if ( 0 === $n ) {
				$items[] = '<span class="vitrine-loop-grid__gap" aria-hidden="true">…</span>';
			} elseif ( $n === $page ) {
				$items[] = sprintf( '<span class="vitrine-loop-grid__page is-current" aria-current="page">%d</span>', $n );
			} else {
				/* translators: %d: a page number. */
				$items[] = sprintf( '<a class="vitrine-loop-grid__page" href="%s" aria-label="%s">%d</a>', $link( $n ), esc_attr( sprintf( __( 'Page %d', 'vitrine' ), $n ) ), $n );
			}
		}
		if ( $page < $pages ) {
			$items[] = sprintf( '<a class="vitrine-loop-grid__page is-next" href="%s" rel="next">%s</a>', $link( $page + 1 ), esc_html__( 'Next', 'vitrine' ) );
		}
		return sprintf( '<nav class="vitrine-loop-grid__pagination" aria-label="%s">%s</nav>', esc_attr__( 'Grid pages', 'vitrine' ), implode( '', $items ) );
	}

	/**
	 * The whole grid as a page renders it, filtered and paged by the request's URL.
	 *
	 * @param string $request_uri The path and query of the current request.
	 */
	public static function grid( GridSettings $grid, int $post_id, string $request_uri, string $wrapper_attributes ): string {
		$at      = strpos( $request_uri, '?' );
		$query   = false === $at ? '' : substr( $request_uri, $at + 1 );
		$filters = $grid->widget_id ? Filters::lenient( Url::read_filters( $query, $grid->widget_id ), $grid->post_type ) : array();
		$facets  = $grid->widget_id ? Facets::lenient( Url::read_facets( $query, $grid->widget_id ), Facets::declared( (string) get_post_field( 'post_content', $post_id ), $grid->widget_id ) ) : Facets::none();
		$page    = $grid->widget_id ? Url::read_page( $query, $grid->widget_id ) : 1;
		$base    = Url::base( $request_uri, $grid->widget_id );
		$content = self::content( $grid, $filters, $page, $base, $facets );
		if ( $page > 1 && self::out_of_range( $content ) ) {
			$content = self::content( $grid, $filters, 1, $base, $facets ); // A stale page link shows the first page.
		}
		return sprintf(
			'<div %s><div class="vitrine-loop-grid__content" tabindex="-1">%s</div><p class="vitrine-loop-grid__status vitrine-visually-hidden" role="status"></p></div>',
			$wrapper_attributes,
			$content['html']
		);
	}
}
