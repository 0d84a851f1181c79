<?php
/**
 * Checks loop filters against the site: public taxonomies of the grid's post type, existing terms
 * only, AND or OR joins. The refresh route is strict (a clear error for the first bad filter); a
 * page rendered from its URL is lenient (a bad filter is left out, the page still renders).
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Filters {
	public const MAX_FILTERS = 20;
	public const MAX_TERMS   = 50;

	/**
	 * Filters from the request's widget_filters (the filterType and filterData shape of docs/loop.md).
	 * A filter whose logicalJoin is neither AND nor OR is disabled: left out (docs/loop.md).
	 *
	 * @param mixed $widget_filters
	 * @return array<string, array{terms: string[], join: string, exclude: bool}>|\WP_Error
	 */
	public static function from_request( $widget_filters, string $post_type ): array|\WP_Error {
		if ( ! is_array( $widget_filters ) || count( $widget_filters ) > self::MAX_FILTERS ) {
			/* translators: %d: the most filters a grid takes. */
			return self::error( sprintf( __( 'widget_filters must be an object of at most %d filters.', 'vitrine' ), self::MAX_FILTERS ) );
		}
		$filters = array();
		foreach ( $widget_filters as $filter ) {
			$data = is_array( $filter ) ? ( $filter['filterData'] ?? null ) : null;
			if ( is_array( $filter ) && in_array( $filter['filterType'] ?? null, array( 'meta', 'range', 'search', 'sort', 'sale' ), true ) ) {
				continue; // Facets::from_request() reads those.
			}
			if ( 'taxonomy' !== ( $filter['filterType'] ?? null ) || ! is_array( $data ) ) {
				return self::error( __( 'Each filter needs filterType "taxonomy" and a filterData object.', 'vitrine' ) );
			}
			$taxonomy = $data['selectedTaxonomy'] ?? null;
			$terms    = $data['terms'] ?? null;
			if ( ! is_string( $taxonomy ) || ! is_array( $terms ) || ! array_is_list( $terms ) || count( $terms ) > self::MAX_TERMS ) {
				/* translators: %d: the most terms a filter takes. */
				return self::error( sprintf( __( 'filterData needs selectedTaxonomy (a string) and terms (a list of at most %d slugs).', 'vitrine' ), self::MAX_TERMS ) );
			}
			$join = $data['logicalJoin'] ?? null;
			if ( 'AND' !== $join && 'OR' !== $join ) {
				continue;
			}
			$checked = self::check( $taxonomy, $terms, $post_type );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
			if ( $checked ) {
				$filters[ $taxonomy ] = array(
					'terms'   => $checked,
					'join'    => $join,
					'exclude' => true === ( $data['exclude'] ?? false ), // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_exclude -- the taxonomy filter's own flag (a tax_query NOT IN), not a WP_Query argument.
				);
			}
		}
		return $filters;
	}

	/**
	 * The valid filters among those read from a URL; invalid ones and unknown terms are left out.
	 *
	 * @param array<string, array{terms: string[], join: string, exclude: bool}> $filters
	 * @return array<string, array{terms: string[], join: string, exclude: bool}>
	 */
	public static function lenient( array $filters, string $post_type ): array {
		$kept = array();
		foreach ( array_slice( $filters, 0, self::MAX_FILTERS, true ) as $taxonomy => $filter ) {
			if ( ! GridSettings::taxonomy_allowed( (string) $taxonomy, $post_type ) ) {
				continue;
			}
			$terms = array_values( array_filter( array_slice( $filter['terms'], 0, self::MAX_TERMS ), static fn( string $slug ): bool => (bool) get_term_by( 'slug', $slug, (string) $taxonomy ) ) );
			if ( $terms ) {
				$kept[ $taxonomy ] = array_merge( $filter, array( 'terms' => $terms ) );
			}
		}
		return $kept;
	}

	/**
	 * The filter's slugs when every one names an existing term of a taxonomy the grid may filter by.
	 *
	 * @param array<int, mixed> $terms
	 * @return string[]|\WP_Error
	 */
	private static function check( string $taxonomy, array $terms, string $post_type ): array|\WP_Error {
		if ( ! GridSettings::taxonomy_allowed( $taxonomy, $post_type ) ) {
			/* translators: 1: a taxonomy name, 2: a post type. */
			return self::error( sprintf( __( 'Unknown taxonomy "%1$s": filters take public taxonomies of the post type "%2$s".', 'vitrine' ), sanitize_key( $taxonomy ), $post_type ) );
		}
		$slugs = array();
		foreach ( $terms as $slug ) {
			if ( ! Url::is_slug( $slug ) ) {
				return self::error( __( 'Filter terms must be term slugs.', 'vitrine' ) );
			}
			if ( ! get_term_by( 'slug', $slug, $taxonomy ) ) {
				/* translators: 1: a term slug, 2: a taxonomy name. */
				return self::error( sprintf( __( 'Unknown term "%1$s" in the taxonomy "%2$s".', 'vitrine' ), $slug, $taxonomy ) );
			}
			$slugs[] = $slug;
		}
		return array_values( array_unique( $slugs ) );
	}

	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'vitrine_loop_bad_filters', $message, array( 'status' => 400 ) );
	}
}
