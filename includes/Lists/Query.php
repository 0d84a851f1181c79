<?php
/**
 * The one SQL query every admin list runs: a Source's table with its prepared conditions, sorted by
 * a field the Source allows, one page of it, and the total. Column names only ever come from the
 * Source's sortable() map, never from the request.
 *
 * @package Vitrine
 */

namespace Vitrine\Lists;

defined( 'ABSPATH' ) || exit;

final class Query {
	/**
	 * One page of rows and the number of rows matching.
	 *
	 * @param array<string, mixed> $args Validated arguments (Schema): page, per_page, orderby, order, filters.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public static function page( Source $source, array $args ): array {
		global $wpdb;
		$table    = $source->table();
		$where    = self::where_sql( $source, $args );
		$per_page = (int) $args['per_page'];
		$offset   = ( (int) $args['page'] - 1 ) * $per_page;
		$order    = self::order_sql( $source, $args );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own tables (no WordPress API for them); the WHERE parts are prepared by the Source, the columns come from its allow-list; admin lists read fresh.
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table WHERE $where" );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE $where ORDER BY $order LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A );
		// phpcs:enable
		return array(
			'rows'  => $rows,
			'total' => $total,
		);
	}

	/**
	 * Every row matching the search and filters, in the list's order (the CSV export).
	 *
	 * @param array<string, mixed> $args
	 * @return array<int, array<string, mixed>>
	 */
	public static function all( Source $source, array $args ): array {
		$rows = array();
		for ( $page = 1; ; $page++ ) {
			$batch = self::page( $source, array( 'page' => $page, 'per_page' => 500 ) + $args )['rows'];
			$rows  = array_merge( $rows, $batch );
			if ( count( $batch ) < 500 ) {
				return $rows;
			}
		}
	}

	/** @param array<string, mixed> $args */
	private static function where_sql( Source $source, array $args ): string {
		$where = $source->where( $args );
		return $where ? '(' . implode( ') AND (', $where ) . ')' : '1=1';
	}

	/** @param array<string, mixed> $args */
	private static function order_sql( Source $source, array $args ): string {
		$sortable = $source->sortable();
		$column   = $sortable[ (string) ( $args['orderby'] ?? '' ) ] ?? reset( $sortable );
		$order    = 'asc' === ( $args['order'] ?? 'desc' ) ? 'ASC' : 'DESC';
		// The id breaks ties, so a page never repeats or skips a row of the one before.
		return "$column $order, id $order";
	}

	/**
	 * A prepared `column IN (...)` for a list of values.
	 *
	 * @param array<int, string|int> $values
	 */
	public static function in( string $column, array $values, string $format = '%s' ): string {
		global $wpdb;
		$marks = implode( ', ', array_fill( 0, count( $values ), $format ) );
		return (string) $wpdb->prepare( "$column IN ($marks)", $values ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- placeholders built above, one per value.
	}

	/** A prepared `LIKE %term%` on any of the columns. */
	public static function search( array $columns, string $term ): string {
		global $wpdb;
		$like = '%' . $wpdb->esc_like( $term ) . '%';
		return implode( ' OR ', array_map( static fn( $column ) => (string) $wpdb->prepare( "$column LIKE %s", $like ), $columns ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the column is the Source's own.
	}

	/**
	 * The values a column holds (for a list's filter choices), sorted.
	 *
	 * @return string[]
	 */
	public static function distinct( Source $source, string $column ): array {
		global $wpdb;
		if ( ! preg_match( '/^[a-z_]+$/', $column ) ) {
			return array();
		}
		$table = $source->table();
		return array_map( 'strval', (array) $wpdb->get_col( "SELECT DISTINCT $column FROM $table ORDER BY $column LIMIT 200" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the column is checked above; admin screens read fresh.
	}

	/** A UTC datetime as the site shows dates and times (its format and time zone). */
	public static function site_time( string $gmt ): string {
		$time = strtotime( $gmt . ' UTC' );
		return false === $time ? $gmt : (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
	}
}
