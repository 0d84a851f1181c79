<?php
/**
 * The WP_Query of a loop grid: the grid's own restriction plus the visitor's filters, published
 * posts without a password only (never private or draft, whoever asks), at most one page.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Query {
	/** The query operator of a filter, as tax_query names it: `+` AND, `~` IN, `!` NOT IN. */
	public static function operator( array $filter ): string {
		if ( ! empty( $filter['exclude'] ) ) {
			return 'NOT IN';
		}
		return 'AND' === $filter['join'] && count( $filter['terms'] ) > 1 ? 'AND' : 'IN';
	}

	/**
	 * @param array<string, array{terms: string[], join: string, exclude: bool}> $filters Checked filters.
	 * @param array|null                                                          $facets  Checked meta, range, search and sort (Facets).
	 * @return array<string, mixed>
	 */
	public static function args( GridSettings $grid, array $filters, int $page, ?array $facets = null ): array {
		$tax_query = array( 'relation' => 'AND' );
		if ( $grid->taxonomy && $grid->terms ) {
			$tax_query[] = array(
				'taxonomy' => $grid->taxonomy,
				'field'    => 'slug',
				'terms'    => $grid->terms,
				'operator' => 'IN',
			);
		}
		foreach ( $filters as $taxonomy => $filter ) {
			$operator    = self::operator( $filter );
			$tax_query[] = array(
				'taxonomy'         => $taxonomy,
				'field'            => 'slug',
				'terms'            => $filter['terms'],
				'operator'         => $operator,
				// AND means "has each of these terms", which a child term must not stand in for.
				'include_children' => 'AND' !== $operator,
			);
		}
		$args = array(
			'post_type'           => $grid->post_type,
			'post_status'         => 'publish',
			'has_password'        => false,
			'perm'                => 'readable',
			'ignore_sticky_posts' => true,
			'posts_per_page'      => $grid->per_page,
			'paged'               => max( 1, $page ),
			'orderby'             => array(
				$grid->order_by => $grid->order,
				'ID'            => $grid->order,
			),
			'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		);
		$args = FacetQuery::apply( $args, $grid, $facets ?? Facets::none() );
		/**
		 * Filters the query of a loop grid. Keep post_status and posts_per_page: the refresh route is
		 * public and promises published posts and one page at most.
		 *
		 * @param array<string, mixed> $args    WP_Query arguments.
		 * @param GridSettings          $grid    The grid's settings.
		 * @param array                 $filters The checked filters, by taxonomy.
		 */
		$args                   = (array) apply_filters( 'vitrine_loop_grid_query_args', $args, $grid, $filters );
		$args['post_status']    = 'publish';
		$args['posts_per_page'] = $grid->per_page;
		return $args;
	}
}
