<?php
/**
 * The loop filters' URL contract on the server, mirroring blocks/loop-grid/url-state.ts:
 * `e-filter-{widgetId}-{taxonomy}` holds term slugs joined by `+` (AND) or `~` (OR), a leading `!`
 * excludes them (NOT IN); `e-page-{widgetId}` holds the grid's page. Query strings are handled as
 * raw pairs, so a literal `+` is never confused with an encoded space and other parameters survive
 * untouched.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Url {
	public const WIDGET_ID = '/^[a-z0-9]{1,20}$/';
	public const SLUG      = '/^[a-z0-9_%-]+$/';

	public static function filter_key( string $widget_id, string $taxonomy ): string {
		return 'e-filter-' . $widget_id . '-' . $taxonomy;
	}

	public static function page_key( string $widget_id ): string {
		return 'e-page-' . $widget_id;
	}

	/**
	 * A raw query string's pairs, in order.
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	public static function pairs( string $query ): array {
		$pairs = array();
		foreach ( explode( '&', ltrim( $query, '?' ) ) as $part ) {
			if ( '' === $part ) {
				continue;
			}
			$at      = strpos( $part, '=' );
			$pairs[] = false === $at ? array( $part, '' ) : array( substr( $part, 0, $at ), substr( $part, $at + 1 ) );
		}
		return $pairs;
	}

	/** @param array<int, array{0: string, 1: string}> $pairs */
	public static function query( array $pairs ): string {
		$parts = array_map( static fn( array $pair ): string => '' === $pair[1] ? $pair[0] : $pair[0] . '=' . $pair[1], $pairs );
		return $parts ? '?' . implode( '&', $parts ) : '';
	}

	/**
	 * Reads a raw filter value. Null when malformed: mixed `+` and `~`, an empty term, or a
	 * character no slug has.
	 *
	 * @return array{terms: string[], join: string, exclude: bool}|null
	 */
	public static function decode( string $raw ): ?array {
		$value   = str_ireplace( array( '%2B', '%7E', '%20', ' ' ), array( '+', '~', '+', '+' ), $raw );
		$value   = str_replace( '%21', '!', $value );
		$exclude = str_starts_with( $value, '!' );
		if ( $exclude ) {
			$value = substr( $value, 1 );
		}
		$has_and = str_contains( $value, '+' );
		$has_or  = str_contains( $value, '~' );
		if ( '' === $value || ( $has_and && $has_or ) ) {
			return null;
		}
		$terms = array_map( 'strtolower', explode( $has_or ? '~' : '+', $value ) );
		foreach ( $terms as $term ) {
			if ( ! preg_match( self::SLUG, $term ) ) {
				return null;
			}
		}
		return array(
			'terms'   => array_values( array_unique( $terms ) ),
			'join'    => $has_or ? 'OR' : 'AND',
			'exclude' => $exclude,
		);
	}

	/** @param array{terms: string[], join: string, exclude: bool} $filter */
	public static function encode( array $filter ): string {
		$terms = array_values( array_filter( $filter['terms'], static fn( $term ): bool => is_string( $term ) && 1 === preg_match( self::SLUG, $term ) ) );
		if ( ! $terms ) {
			return '';
		}
		return ( $filter['exclude'] ? '!' : '' ) . implode( 'OR' === $filter['join'] ? '~' : '+', $terms );
	}

	/**
	 * The well-formed filters of a grid in a raw query string, by taxonomy.
	 *
	 * @return array<string, array{terms: string[], join: string, exclude: bool}>
	 */
	public static function read_filters( string $query, string $widget_id ): array {
		$prefix  = self::filter_key( $widget_id, '' );
		$filters = array();
		foreach ( self::pairs( $query ) as list( $key, $value ) ) {
			$taxonomy = str_starts_with( $key, $prefix ) ? substr( $key, strlen( $prefix ) ) : '';
			$filter   = preg_match( '/^[a-z0-9_-]+$/i', $taxonomy ) ? self::decode( $value ) : null;
			if ( $filter ) {
				$filters[ $taxonomy ] = $filter;
			}
		}
		return $filters;
	}

	/** The grid's page in a raw query string (1 unless a whole number above 1 is given). */
	public static function read_page( string $query, string $widget_id ): int {
		foreach ( self::pairs( $query ) as list( $key, $value ) ) {
			if ( self::page_key( $widget_id ) === $key && preg_match( '/^\d{1,6}$/', $value ) ) {
				return max( 1, (int) $value );
			}
		}
		return 1;
	}

	/**
	 * A URL without `page`, `paged` and the grid's own parameters (a `/page/N/` ending too), the base
	 * that the grid's pagination and filter links add their parameters to.
	 */
	public static function base( string $url, string $widget_id ): string {
		$hash  = strpos( $url, '#' );
		$url   = false === $hash ? $url : substr( $url, 0, $hash );
		$at    = strpos( $url, '?' );
		$path  = false === $at ? $url : substr( $url, 0, $at );
		$query = false === $at ? '' : substr( $url, $at + 1 );
		$own   = static fn( string $key ): bool => in_array( $key, array( 'page', 'paged', self::page_key( $widget_id ) ), true ) || str_starts_with( $key, self::filter_key( $widget_id, '' ) );
		$kept  = array_values( array_filter( self::pairs( $query ), static fn( array $pair ): bool => ! $own( $pair[0] ) ) );
		return preg_replace( '#/page/\d+/?$#', '/', $path ) . self::query( $kept );
	}

	/**
	 * A link: the base URL with the grid's filters and page added.
	 *
	 * @param array<string, array{terms: string[], join: string, exclude: bool}> $filters
	 */
	public static function link( string $base, string $widget_id, array $filters, int $page = 1 ): string {
		$at    = strpos( $base, '?' );
		$pairs = false === $at ? array() : self::pairs( substr( $base, $at + 1 ) );
		foreach ( $filters as $taxonomy => $filter ) {
			$value = self::encode( $filter );
			if ( '' !== $value ) {
				$pairs[] = array( self::filter_key( $widget_id, $taxonomy ), $value );
			}
		}
		if ( $page > 1 ) {
			$pairs[] = array( self::page_key( $widget_id ), (string) $page );
		}
		return ( false === $at ? $base : substr( $base, 0, $at ) ) . self::query( $pairs );
	}
}
