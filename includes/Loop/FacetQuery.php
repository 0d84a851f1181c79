<?php
/**
 * Turns a grid's checked meta, range, search and sort state (Facets) into WP_Query arguments
 * (docs/loop.md): meta values as a meta_query (`+` every value, `~` any, `!` none), ranges as a
 * DECIMAL BETWEEN, the `date` range as a date_query over YYYYMMDD numbers, the product `price` as a
 * join on WooCommerce's wc_product_meta_lookup (PriceLookup), the search as `s`, and the sort as
 * orderby (a meta sort keeps posts without that meta, last); on sale as post__in of WooCommerce's
 * on-sale ids (OnSale).
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class FacetQuery {
	/**
	 * @param array<string, mixed> $args   WP_Query arguments built from the grid and its taxonomy filters.
	 * @param array                $facets Checked facets (Facets::lenient or Facets::from_request).
	 * @return array<string, mixed>
	 */
	public static function apply( array $args, GridSettings $grid, array $facets ): array {
		$meta_query = array( 'relation' => 'AND' );
		foreach ( $facets['meta'] as $key => $filter ) {
			$meta_query[] = self::meta_clause( (string) $key, $filter );
		}
		$products = 'product' === $grid->post_type && PriceLookup::available();
		foreach ( $facets['range'] as $key => $range ) {
			$key = (string) $key;
			if ( Facets::DATE === $key ) {
				$args['date_query'] = array( self::date_clause( $range ) );
			} elseif ( Facets::PRICE === $key && $products ) {
				$args[ PriceLookup::RANGE ] = $range;
			} else {
				$meta_query[] = self::range_clause( Facets::PRICE === $key ? '_price' : $key, $range );
			}
		}
		if ( '' !== $facets['search'] ) {
			$args['s'] = $facets['search'];
		}
		if ( ! empty( $facets['sale'] ) ) {
			// WooCommerce's on-sale ids (OnSale), with any post__in the grid's query already has.
			$ids              = OnSale::ids();
			$args['post__in'] = empty( $args['post__in'] ) ? $ids : ( array_intersect( $args['post__in'], $ids ) ?: array( 0 ) );
		}
		$sort = $facets['sort'];
		if ( $sort ) {
			$order = $sort['desc'] ? 'DESC' : 'ASC';
			$key   = self::sort_column( $sort['key'], 'product' === $grid->post_type );
			if ( Facets::PRICE === $key && $products ) {
				$args[ PriceLookup::SORT ] = $order;
				$args['orderby']           = array( 'ID' => $order );
			} elseif ( in_array( $key, GridSettings::ORDER_BY, true ) ) {
				$args['orderby'] = array(
					$key => $order,
					'ID' => $order,
				);
			} else {
				// A meta sort: posts without the key stay in the grid and come after the others.
				$meta_query[]    = array(
					'relation'     => 'OR',
					'vitrine_sort' => array(
						'key'     => Facets::PRICE === $key ? '_price' : $key,
						'compare' => 'EXISTS',
						'type'    => 'DECIMAL(20,4)',
					),
					array(
						'key'     => Facets::PRICE === $key ? '_price' : $key,
						'compare' => 'NOT EXISTS',
					),
				);
				$args['orderby'] = array(
					'vitrine_sort' => $order,
					'ID'           => $order,
				);
			}
		}
		if ( count( $meta_query ) > 1 ) {
			$args['meta_query'] = $meta_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		}
		return $args;
	}

	/** What a sort key orders by: a WP_Query orderby, `price`, or a meta key. */
	private static function sort_column( string $key, bool $products ): string {
		return match ( $key ) {
			'popularity' => $products ? 'total_sales' : 'comment_count',
			'rating' => $products ? '_wc_average_rating' : 'comment_count',
			default => $key,
		};
	}

	/** @param array{terms: string[], join: string, exclude: bool} $filter */
	private static function meta_clause( string $key, array $filter ): array {
		if ( $filter['exclude'] ) {
			// "None of these values": no row of this key holds one of them (posts without the key stay).
			return array(
				'relation' => 'OR',
				array(
					'key'     => $key,
					'compare' => 'NOT EXISTS',
				),
				array(
					'key'     => $key,
					'value'   => $filter['terms'],
					'compare' => 'NOT IN',
				),
			);
		}
		if ( 'AND' === $filter['join'] && count( $filter['terms'] ) > 1 ) {
			$every = array( 'relation' => 'AND' );
			foreach ( $filter['terms'] as $value ) {
				$every[] = array(
					'key'   => $key,
					'value' => $value,
				);
			}
			return $every;
		}
		return array(
			'key'     => $key,
			'value'   => $filter['terms'],
			'compare' => 'IN',
		);
	}

	/** @param array{min: int|float|null, max: int|float|null} $range */
	private static function range_clause( string $key, array $range ): array {
		$clause = array(
			'key'  => $key,
			'type' => 'DECIMAL(20,4)',
		);
		if ( null !== $range['min'] && null !== $range['max'] ) {
			return $clause + array(
				'value'   => array( $range['min'], $range['max'] ),
				'compare' => 'BETWEEN',
			);
		}
		return $clause + array(
			'value'   => $range['min'] ?? $range['max'],
			'compare' => null !== $range['min'] ? '>=' : '<=',
		);
	}

	/**
	 * The `date` range: YYYYMMDD numbers, both days included.
	 *
	 * @param array{min: int|float|null, max: int|float|null} $range
	 */
	private static function date_clause( array $range ): array {
		$day    = static function ( $number ): array {
			$text = str_pad( (string) (int) $number, 8, '0', STR_PAD_LEFT );
			return array(
				'year'  => (int) substr( $text, 0, -4 ),
				'month' => max( 1, min( 12, (int) substr( $text, -4, 2 ) ) ),
				'day'   => max( 1, min( 31, (int) substr( $text, -2 ) ) ),
			);
		};
		$clause = array( 'inclusive' => true );
		if ( null !== $range['min'] ) {
			$clause['after'] = $day( $range['min'] );
		}
		if ( null !== $range['max'] ) {
			$clause['before'] = $day( $range['max'] );
		}
		return $clause;
	}
}
