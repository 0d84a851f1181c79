<?php
/**
 * The loop filters' URL contract on the server (docs/loop.md), as blocks/loop-grid/url-state.ts
 * applies it in the browser: `e-filter-{widgetId}-{taxonomy}` holds term slugs joined by `+` (AND)
 * or `~` (OR), a leading `!` excludes them (NOT IN); `e-page-{widgetId}` holds the grid's page. The
 * names, separators and patterns are read from includes/rules/loop-url.json, which the browser code
 * reads too. Query strings are handled as raw pairs, so a literal `+` is never confused with an
 * encoded space and other parameters survive untouched.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Url {
	/**
	 * The contract's names, separators and patterns, from includes/rules/loop-url.json.
	 *
	 * @return array{filterPrefix: string, pagePrefix: string, and: string, or: string, not: string, widgetId: string, slug: string, taxonomy: string, page: string, stripped: string[], pagedPath: string}
	 */
	public static function rules(): array {
		static $rules = null;
		if ( null === $rules ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$rules = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/rules/loop-url.json' ), true );
		}
		return $rules;
	}

	/** Whether $subject matches one of the rules' patterns (written for both PCRE and JavaScript, no `#`). */
	private static function matches( string $pattern, string $subject ): bool {
		return 1 === preg_match( '#' . self::rules()[ $pattern ] . '#D', $subject );
	}

	public static function is_widget_id( mixed $id ): bool {
		return is_string( $id ) && self::matches( 'widgetId', $id );
	}

	public static function is_slug( mixed $slug ): bool {
		return is_string( $slug ) && self::matches( 'slug', $slug );
	}

	public static function filter_key( string $widget_id, string $taxonomy ): string {
		return self::rules()['filterPrefix'] . $widget_id . '-' . $taxonomy;
	}

	public static function page_key( string $widget_id ): string {
		return self::rules()['pagePrefix'] . $widget_id;
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
		$rules = self::rules();
		$and   = $rules['and'];
		$or    = $rules['or'];
		$not   = $rules['not'];
		// Each separator may arrive percent-encoded; form encoding writes a `+` as a space (or %20).
		$encoded = static fn( string $separator ): string => sprintf( '%%%02X', ord( $separator ) );
		$value   = str_ireplace( array( $encoded( $and ), $encoded( $or ), $encoded( $not ), '%20', ' ' ), array( $and, $or, $not, $and, $and ), $raw );
		$exclude = str_starts_with( $value, $not );
		if ( $exclude ) {
			$value = substr( $value, strlen( $not ) );
		}
		$has_and = str_contains( $value, $and );
		$has_or  = str_contains( $value, $or );
		if ( '' === $value || ( $has_and && $has_or ) ) {
			return null;
		}
		$terms = array_map( 'strtolower', explode( $has_or ? $or : $and, $value ) );
		foreach ( $terms as $term ) {
			if ( ! self::is_slug( $term ) ) {
				return null;
			}
		}
		return array(
			'terms'   => array_values( array_unique( $terms ) ),
			'join'    => $has_or ? 'OR' : 'AND',
			'exclude' => $exclude, // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_exclude -- the taxonomy filter's own flag, not a WP_Query argument.
		);
	}

	/** @param array{terms: string[], join: string, exclude: bool} $filter */
	public static function encode( array $filter ): string {
		$rules = self::rules();
		$terms = array_values( array_filter( $filter['terms'], array( self::class, 'is_slug' ) ) );
		if ( ! $terms ) {
			return '';
		}
		return ( $filter['exclude'] ? $rules['not'] : '' ) . implode( 'OR' === $filter['join'] ? $rules['or'] : $rules['and'], $terms );
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
			$filter   = self::matches( 'taxonomy', $taxonomy ) ? self::decode( $value ) : null;
			if ( $filter ) {
				$filters[ $taxonomy ] = $filter;
			}
		}
		return $filters;
	}

	/** The grid's page in a raw query string (1 unless a whole number above 1 is given). */
	public static function read_page( string $query, string $widget_id ): int {
		foreach ( self::pairs( $query ) as list( $key, $value ) ) {
			if ( self::page_key( $widget_id ) === $key && self::matches( 'page', $value ) ) {
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
		$own   = static fn( string $key ): bool => in_array( $key, array( ...self::rules()['stripped'], self::page_key( $widget_id ) ), true ) || str_starts_with( $key, self::filter_key( $widget_id, '' ) );
		$kept  = array_values( array_filter( self::pairs( $query ), static fn( array $pair ): bool => ! $own( $pair[0] ) ) );
		return preg_replace( '#' . self::rules()['pagedPath'] . '#D', '/', $path ) . self::query( $kept );
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
