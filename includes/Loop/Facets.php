<?php
/**
 * The filters of a grid other than taxonomies: meta values, ranges, search and sort
 * (docs/loop.md). A visitor may only filter or sort by a meta key that a Loop Facet block bound to
 * that grid declares in the saved post, so the public URL and route never become a way to probe
 * any meta of any post. The built-in sorts (date, title, …, price, popularity, rating) are always
 * allowed; `price` ranges and sorts read WooCommerce's product lookup table for products.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Facets {
	public const BLOCK = 'vitrine/loop-facet';

	/** Sorts every grid offers (docs/loop.md, "Sort"). */
	public const SORTS = array( 'date', 'title', 'modified', 'comment_count', 'menu_order', 'price', 'popularity', 'rating' );

	/** The range key of a post's date, as whole YYYYMMDD numbers (rules `dayKey`). */
	public const DATE = 'date';

	/**
	 * The range key of a product's average rating (WooCommerce's meta). On a product grid its facet
	 * is "n stars & up" radio buttons, each writing `n..` (docs/loop.md, "Rating").
	 */
	public const RATING = '_wc_average_rating';

	/** The rating facet's choices, in the order shown. */
	public const RATINGS = array( 4, 3, 2, 1 );

	/** The range and sort key of a product's price (WooCommerce's lookup table). */
	public const PRICE = 'price';

	/** No filters, as Url::read_facets() gives for an empty query. */
	public static function none(): array {
		return array(
			'meta'   => array(),
			'range'  => array(),
			'search' => '',
			'sort'   => null,
			'sale'   => false,
		);
	}

	/**
	 * The keys the facet blocks bound to a grid declare in a post's content.
	 *
	 * @return array{meta: string[], range: string[], sort: string[], search: bool, sale: bool}
	 */
	public static function declared( string $content, string $widget_id ): array {
		$declared = array(
			'meta'   => array(),
			'range'  => array(),
			'sort'   => array(),
			'search' => false,
			'sale'   => false,
		);
		if ( '' === $widget_id || ! has_block( self::BLOCK, $content ) ) {
			return $declared;
		}
		$walk = static function ( array $blocks ) use ( &$walk, &$declared, $widget_id ): void {
			foreach ( $blocks as $block ) {
				$attrs = (array) ( $block['attrs'] ?? array() );
				if ( self::BLOCK === ( $block['blockName'] ?? null ) && ( $attrs['targetWidgetId'] ?? null ) === $widget_id ) {
					$type = $attrs['type'] ?? 'choice';
					$key  = $attrs['key'] ?? '';
					if ( 'search' === $type ) {
						$declared['search'] = true;
					} elseif ( 'sale' === $type ) {
						$declared['sale'] = true;
					} elseif ( 'sort' === $type ) {
						$declared['sort'] = array_merge( $declared['sort'], array_filter( (array) ( $attrs['sortOptions'] ?? array() ), array( Url::class, 'is_key' ) ) );
					} elseif ( Url::is_key( $key ) ) {
						$declared[ 'range' === $type ? 'range' : 'meta' ][] = $key;
					}
				}
				$walk( $block['innerBlocks'] ?? array() );
			}
		};
		$walk( parse_blocks( $content ) );
		return $declared;
	}

	/**
	 * The facets read from a URL that the grid allows; anything else is left out (lenient).
	 *
	 * @param array $facets What Url::read_facets() gives.
	 * @param array{meta: string[], range: string[], sort: string[], search: bool} $declared
	 */
	public static function lenient( array $facets, array $declared ): array {
		$kept = self::none();
		foreach ( array( 'meta', 'range' ) as $kind ) {
			foreach ( $facets[ $kind ] as $key => $value ) {
				if ( in_array( (string) $key, $declared[ $kind ], true ) ) {
					$kept[ $kind ][ $key ] = $value;
				}
			}
		}
		$kept['search'] = $declared['search'] ? $facets['search'] : '';
		$kept['sale']   = ! empty( $declared['sale'] ) && ! empty( $facets['sale'] );
		$sort           = $facets['sort'];
		$kept['sort']   = $sort && self::sort_allowed( $sort['key'], $declared ) ? $sort : null;
		return $kept;
	}

	/**
	 * The facets among the refresh route's widget_filters (filterType meta, range, search, sort);
	 * a key the grid does not declare is an error.
	 *
	 * @param array<mixed> $widget_filters
	 * @param array{meta: string[], range: string[], sort: string[], search: bool} $declared
	 */
	public static function from_request( array $widget_filters, array $declared ): array|\WP_Error {
		$facets = self::none();
		foreach ( $widget_filters as $filter ) {
			$type = is_array( $filter ) ? ( $filter['filterType'] ?? null ) : null;
			$data = is_array( $filter ) ? ( $filter['filterData'] ?? null ) : null;
			if ( 'taxonomy' === $type ) {
				continue;
			}
			if ( ! is_array( $data ) ) {
				return self::error( __( 'Each filter needs a filterType and a filterData object.', 'vitrine' ) );
			}
			$key = $data['key'] ?? null;
			if ( 'meta' === $type || 'range' === $type ) {
				if ( ! Url::is_key( $key ) || ! in_array( $key, $declared[ $type ], true ) ) {
					/* translators: %s: a meta key. */
					return self::error( sprintf( __( 'The key "%s" is not one this grid can be filtered by.', 'vitrine' ), sanitize_key( (string) $key ) ) );
				}
			}
			if ( 'meta' === $type ) {
				$values = $data['values'] ?? null;
				$join   = $data['logicalJoin'] ?? null;
				$raw    = is_array( $values ) && array_is_list( $values ) && count( $values ) <= Filters::MAX_TERMS && ( 'AND' === $join || 'OR' === $join )
					? implode( 'AND' === $join ? '+' : '~', array_map( 'strval', array_filter( $values, 'is_scalar' ) ) ) : '';
				$read   = '' === $raw ? null : Url::decode( ( empty( $data['exclude'] ) ? '' : '!' ) . $raw, true );
				if ( ! $read || count( $read['terms'] ) !== count( $values ) ) {
					return self::error( __( 'A meta filter needs values (meta values, at most 50) and a logicalJoin of AND or OR.', 'vitrine' ) );
				}
				$facets['meta'][ $key ] = $read;
			} elseif ( 'range' === $type ) {
				$ends  = array( $data['min'] ?? null, $data['max'] ?? null );
				$valid = array_filter( $ends, static fn( $end ): bool => null === $end || ( ( is_int( $end ) || is_float( $end ) ) && is_finite( (float) $end ) ) );
				$range = 2 === count( $valid ) ? Url::decode_range( Url::encode_range( array( 'min' => $ends[0], 'max' => $ends[1] ) ) ) : null;
				if ( ! $range ) {
					return self::error( __( 'A range filter needs a number min, max or both, min not above max.', 'vitrine' ) );
				}
				if ( self::DATE === $key && ! Url::is_day_range( $range ) ) {
					return self::error( __( 'A date range needs days written as YYYYMMDD numbers.', 'vitrine' ) );
				}
				$facets['range'][ $key ] = $range;
			} elseif ( 'search' === $type ) {
				$query = $data['query'] ?? null;
				if ( ! is_string( $query ) || ! $declared['search'] ) {
					return self::error( __( 'A search filter needs a query string and a search box bound to this grid.', 'vitrine' ) );
				}
				$facets['search'] = Url::decode_search( rawurlencode( $query ) );
			} elseif ( 'sale' === $type ) {
				if ( empty( $declared['sale'] ) ) {
					return self::error( __( 'An on-sale filter needs an on-sale facet bound to this grid.', 'vitrine' ) );
				}
				$facets['sale'] = true;
			} elseif ( 'sort' === $type ) {
				$order = $data['order'] ?? 'ASC';
				if ( ! Url::is_key( $key ) || ! self::sort_allowed( $key, $declared ) || ( 'ASC' !== $order && 'DESC' !== $order ) ) {
					return self::error( __( 'A sort needs a key this grid offers and an order of ASC or DESC.', 'vitrine' ) );
				}
				$facets['sort'] = array(
					'key'  => $key,
					'desc' => 'DESC' === $order,
				);
			} else {
				return self::error( __( 'filterType must be taxonomy, meta, range, search, sort or sale.', 'vitrine' ) );
			}
		}
		return $facets;
	}

	/** @param array{meta: string[], range: string[], sort: string[], search: bool} $declared */
	private static function sort_allowed( string $key, array $declared ): bool {
		return in_array( $key, self::SORTS, true ) || in_array( $key, $declared['sort'], true );
	}

	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'vitrine_loop_bad_filters', $message, array( 'status' => 400 ) );
	}
}
