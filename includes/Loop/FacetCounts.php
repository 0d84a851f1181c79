<?php
/**
 * Facet counts (docs/loop.md, "Counts"): for a meta key, how many of the grid's posts hold each
 * value under every other active filter. One grouped query per key: the grid's own WP_Query (its
 * SQL, never run on its own) becomes a derived table that the key's meta rows are joined to; the
 * key's values come from a second query that does not depend on the filters (so it is nearly always
 * a cache hit), and a value with no match gets 0 (shown disabled, not removed). Answers are kept in
 * the object cache under the posts' and terms' last-changed stamps, so an edit makes them stale at
 * once. Range bounds (the data's min and max) are one cached query too.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class FacetCounts {
	public const GROUP = 'vitrine_loop_counts';

	/** The most values one facet lists. */
	public const MAX_VALUES = 100;

	/**
	 * Counts for each key, each under the other filters (its own selection left out).
	 *
	 * @param string[] $keys
	 * @return array<string, array<string, int>>
	 */
	public static function all( GridSettings $grid, array $filters, array $facets, array $keys ): array {
		$counts = array();
		foreach ( array_unique( $keys ) as $key ) {
			$others = $facets;
			unset( $others['meta'][ $key ] );
			$counts[ $key ] = self::meta( $grid, $filters, $others, $key );
		}
		return $counts;
	}

	/**
	 * Every value of a meta key among the grid's published posts, with how many match the filters.
	 * Two queries, each cached: the key's values (the same for every visitor's filters, so nearly
	 * always a cache hit) and the hits among the matching posts only, which starts from the grid's
	 * filtered posts rather than from every row of the key (at 10,000 products: a few rows instead of
	 * a join over all of them; docs/loop.md, "Bench at 10,000").
	 *
	 * @return array<string, int>
	 */
	public static function meta( GridSettings $grid, array $filters, array $facets, string $key ): array {
		global $wpdb;
		$values   = self::cached(
			$wpdb->prepare(
				"SELECT DISTINCT pm.meta_value AS value FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = %s AND p.post_status = 'publish' WHERE pm.meta_key = %s AND pm.meta_value <> '' ORDER BY pm.meta_value LIMIT %d",
				$grid->post_type,
				$key,
				self::MAX_VALUES
			),
			'get_col'
		);
		$matching = self::sql( $grid, $filters, $facets );
		$hits     = self::cached(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $matching is WP_Query's own SQL.
				"SELECT pm.meta_value AS value, COUNT(DISTINCT pm.post_id) AS hits FROM ( {$matching} ) matched INNER JOIN {$wpdb->postmeta} pm ON pm.post_id = matched.ID AND pm.meta_key = %s GROUP BY pm.meta_value",
				$key
			),
			'get_results'
		);
		$counts = array_fill_keys( array_map( 'strval', $values ), 0 );
		foreach ( $hits as $row ) {
			if ( isset( $counts[ (string) $row['value'] ] ) ) {
				$counts[ (string) $row['value'] ] = (int) $row['hits'];
			}
		}
		return $counts;
	}

	/**
	 * How many of the grid's posts hold each term of a taxonomy under every other active filter
	 * (the taxonomy's own selection left out by the caller): one grouped, cached query over the
	 * grid's matching posts, as for a meta key. Terms with no match are absent (count 0).
	 *
	 * @return array<string, int> Counts by term slug.
	 */
	public static function terms( GridSettings $grid, array $filters, array $facets, string $taxonomy ): array {
		global $wpdb;
		$matching = self::sql( $grid, $filters, $facets );
		$hits     = self::cached(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $matching is WP_Query's own SQL.
				"SELECT t.slug AS value, COUNT(DISTINCT tr.object_id) AS hits FROM ( {$matching} ) matched INNER JOIN {$wpdb->term_relationships} tr ON tr.object_id = matched.ID INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = %s INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id GROUP BY t.slug",
				$taxonomy
			),
			'get_results'
		);
		$counts = array();
		foreach ( $hits as $row ) {
			$counts[ (string) $row['value'] ] = (int) $row['hits'];
		}
		return $counts;
	}

	/**
	 * Term counts of each swatch filter's taxonomy, keyed `tax:{taxonomy}` beside the meta keys of
	 * all() (a meta key never holds a colon, so the two never meet; docs/loop.md, "Refresh route").
	 *
	 * @param string[] $taxonomies
	 * @return array<string, array<string, int>>
	 */
	public static function all_terms( GridSettings $grid, array $filters, array $facets, array $taxonomies ): array {
		$counts = array();
		foreach ( array_unique( $taxonomies ) as $taxonomy ) {
			if ( ! GridSettings::taxonomy_allowed( $taxonomy, $grid->post_type ) ) {
				continue;
			}
			$others = $filters;
			unset( $others[ $taxonomy ] );
			$counts[ 'tax:' . $taxonomy ] = self::terms( $grid, $others, $facets, $taxonomy );
		}
		return $counts;
	}

	/**
	 * How many of the grid's posts are on sale under the other filters (the on-sale filter itself
	 * left out by the caller): one cached COUNT over the matching posts among WooCommerce's on-sale
	 * ids.
	 */
	public static function sale( GridSettings $grid, array $filters, array $facets ): int {
		$facets['sale'] = true;
		$matching       = self::sql( $grid, $filters, $facets );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $matching is WP_Query's own SQL.
		$rows = self::cached( "SELECT COUNT(*) FROM ( {$matching} ) matched", 'get_col' );
		return (int) ( $rows[0] ?? 0 );
	}

	/**
	 * The on-sale count keyed `sale:` beside the meta keys of all() (docs/loop.md, "Refresh route"),
	 * when the grid has an on-sale facet.
	 *
	 * @return array<string, array<string, int>>
	 */
	public static function all_sale( GridSettings $grid, array $filters, array $facets, bool $declared ): array {
		return $declared ? array( 'sale:' => array( '1' => self::sale( $grid, $filters, array_merge( $facets, array( 'sale' => false ) ) ) ) ) : array();
	}

	/**
	 * How many of the grid's products under the other filters (the rating's own left out by the
	 * caller) are rated at least each of Facets::RATINGS: one cached query over the matching
	 * products' `_wc_average_rating` rows, one column per choice, never a query per choice.
	 *
	 * @return array<string, int> Counts by the choice's lowest rating ("4" => n).
	 */
	public static function rating( GridSettings $grid, array $filters, array $facets ): array {
		global $wpdb;
		$matching = self::sql( $grid, $filters, $facets );
		$columns  = array();
		foreach ( Facets::RATINGS as $stars ) {
			$columns[] = sprintf( 'COUNT(DISTINCT CASE WHEN CAST(pm.meta_value AS DECIMAL(20,4)) >= %d THEN pm.post_id END) AS stars%d', $stars, $stars );
		}
		$row = (array) ( self::cached(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- $matching is WP_Query's own SQL; the columns are built from integers.
				'SELECT ' . implode( ', ', $columns ) . " FROM ( {$matching} ) matched INNER JOIN {$wpdb->postmeta} pm ON pm.post_id = matched.ID AND pm.meta_key = %s",
				Facets::RATING
			),
			'get_results'
		)[0] ?? array() );
		$counts = array();
		foreach ( Facets::RATINGS as $stars ) {
			$counts[ (string) $stars ] = (int) ( $row[ 'stars' . $stars ] ?? 0 );
		}
		return $counts;
	}

	/**
	 * The rating counts keyed `rating:` beside the meta keys of all() (docs/loop.md, "Refresh
	 * route"), when the grid is of products and a facet declares the rating range.
	 *
	 * @param string[] $ranges The range keys the grid's facets declare.
	 * @return array<string, array<string, int>>
	 */
	public static function all_rating( GridSettings $grid, array $filters, array $facets, array $ranges ): array {
		if ( 'product' !== $grid->post_type || ! in_array( Facets::RATING, $ranges, true ) ) {
			return array();
		}
		unset( $facets['range'][ Facets::RATING ] );
		return array( 'rating:' => self::rating( $grid, $filters, $facets ) );
	}

	/**
	 * The first and last day (YYYYMMDD) of the grid's own posts (its post type and the terms it is
	 * restricted to, no visitor's filter), or null when it has none: the date facet's bounds, one
	 * cached query.
	 *
	 * @return array{0: int, 1: int}|null
	 */
	public static function day_bounds( GridSettings $grid ): ?array {
		global $wpdb;
		$matching = self::sql( $grid, array(), Facets::none() );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $matching is WP_Query's own SQL.
		$row  = (array) ( self::cached( "SELECT MIN(p.post_date) AS low, MAX(p.post_date) AS high FROM ( {$matching} ) matched INNER JOIN {$wpdb->posts} p ON p.ID = matched.ID", 'get_results' )[0] ?? array() );
		$day  = static fn( $date ): ?int => is_string( $date ) ? Url::day_from_form( substr( $date, 0, 10 ) ) : null;
		$low  = $day( $row['low'] ?? null );
		$high = $day( $row['high'] ?? null );
		return null === $low || null === $high ? null : array( $low, $high );
	}

	/**
	 * A query's rows through the object cache. The key is the SQL without wpdb's placeholder
	 * escapes: WP_Query writes a search's `%` as a token that changes on every request, so the raw
	 * SQL would never be found again (core's own query cache strips it the same way).
	 *
	 * @return array<int, mixed>
	 */
	private static function cached( string $sql, string $method ): array {
		global $wpdb;
		$cache_key = md5( $wpdb->remove_placeholder_escape( $sql ) ) . ':' . self::stamp();
		$rows      = wp_cache_get( $cache_key, self::GROUP );
		if ( ! is_array( $rows ) ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- prepared by the caller, cached here.
			$rows = (array) ( 'get_col' === $method ? $wpdb->get_col( $sql ) : $wpdb->get_results( $sql, ARRAY_A ) );
			wp_cache_set( $cache_key, $rows, self::GROUP );
		}
		return $rows;
	}

	/**
	 * The smallest and largest value of a numeric key among the grid's published posts (the price
	 * from WooCommerce's lookup table for products), or null when no post has one.
	 *
	 * @return array{0: float, 1: float}|null
	 */
	public static function bounds( GridSettings $grid, string $key ): ?array {
		global $wpdb;
		if ( Facets::PRICE === $key && 'product' === $grid->post_type && PriceLookup::available() ) {
			$sql = $wpdb->prepare( "SELECT MIN(l.min_price) AS low, MAX(l.max_price) AS high FROM {$wpdb->wc_product_meta_lookup} l INNER JOIN {$wpdb->posts} p ON p.ID = l.product_id AND p.post_type = %s AND p.post_status = 'publish'", $grid->post_type );
		} else {
			$sql = $wpdb->prepare(
				"SELECT MIN(CAST(pm.meta_value AS DECIMAL(20,4))) AS low, MAX(CAST(pm.meta_value AS DECIMAL(20,4))) AS high FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = %s AND p.post_status = 'publish' WHERE pm.meta_key = %s AND pm.meta_value <> ''",
				$grid->post_type,
				Facets::PRICE === $key ? '_price' : $key
			);
		}
		$row = (array) ( self::cached( $sql, 'get_results' )[0] ?? array() );
		if ( ! isset( $row['low'], $row['high'] ) ) {
			return null;
		}
		return array( floor( (float) $row['low'] ), ceil( (float) $row['high'] ) );
	}

	/** The SQL of the grid's posts under these filters (all pages, IDs only), built but not run. */
	private static function sql( GridSettings $grid, array $filters, array $facets ): string {
		$args = Query::args( $grid, $filters, 1, array_merge( $facets, array( 'sort' => null ) ) );
		unset( $args[ PriceLookup::SORT ] );
		$args    = array_merge(
			$args,
			array(
				'fields'                 => 'ids',
				'nopaging'               => true,
				'no_found_rows'          => true,
				'orderby'                => 'none',
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
				'suppress_filters'       => false,
			)
		);
		$sql     = '';
		$capture = static function ( $posts, \WP_Query $query ) use ( &$sql ) {
			$sql = $query->request;
			return array(); // Only the SQL is wanted: the query itself never runs.
		};
		add_filter( 'posts_pre_query', $capture, 10, 2 );
		new \WP_Query( $args );
		remove_filter( 'posts_pre_query', $capture, 10 );
		return $sql;
	}

	/** Changes whenever a post, its meta or a term changes (WordPress bumps these stamps). */
	private static function stamp(): string {
		return wp_cache_get_last_changed( 'posts' ) . ':' . wp_cache_get_last_changed( 'terms' );
	}
}
