<?php
/**
 * The loop filters' URL contract on the server (docs/loop.md), as blocks/loop-grid/url-state.ts
 * applies it in the browser: `e-filter-{widgetId}-{taxonomy}` holds term slugs joined by `+` (AND)
 * or `~` (OR), a leading `!` excludes them (NOT IN); `e-page-{widgetId}` holds the grid's page. The
 * names, separators and patterns are read from includes/rules/loop-url.json, which the browser code
 * reads too. Query strings are handled as raw pairs, so a literal `+` is never confused with an
 * encoded space and other parameters survive untouched. The other filters (meta values, ranges,
 * search and sort, blocks/loop-grid/facet-state.ts in the browser) follow the same rules file.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Url {
	/**
	 * The contract's names, separators and patterns, from includes/rules/loop-url.json.
	 *
	 * @return array<string, mixed>
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

	/** A meta key or sort key as the URL may name it. */
	public static function is_key( mixed $key ): bool {
		return is_string( $key ) && self::matches( 'key', $key );
	}

	public static function meta_key( string $widget_id, string $key ): string {
		return self::rules()['metaPrefix'] . $widget_id . '-' . $key;
	}

	public static function range_key( string $widget_id, string $key ): string {
		return self::rules()['rangePrefix'] . $widget_id . '-' . $key;
	}

	public static function search_key( string $widget_id ): string {
		return self::rules()['searchPrefix'] . $widget_id;
	}

	public static function sort_key( string $widget_id ): string {
		return self::rules()['sortPrefix'] . $widget_id;
	}

	/** The on-sale filter of a product grid: `e-sale-{widgetId}=1` (docs/loop.md, URL contract). */
	public static function sale_key( string $widget_id ): string {
		return self::rules()['salePrefix'] . $widget_id;
	}

	/** Whether a parameter belongs to the grid: its page or one of its filters (what a refresh changes). */
	public static function is_own_key( string $key, string $widget_id ): bool {
		$rules = self::rules();
		if ( in_array( $key, array( self::page_key( $widget_id ), self::search_key( $widget_id ), self::sort_key( $widget_id ), self::sale_key( $widget_id ) ), true ) ) {
			return true;
		}
		foreach ( array( $rules['filterPrefix'], $rules['metaPrefix'], $rules['rangePrefix'] ) as $prefix ) {
			if ( str_starts_with( $key, $prefix . $widget_id . '-' ) ) {
				return true;
			}
		}
		return false;
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
	 * character no slug has. Meta values ($meta) keep their case and may hold a dot.
	 *
	 * @return array{terms: string[], join: string, exclude: bool}|null
	 */
	public static function decode( string $raw, bool $meta = false ): ?array {
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
		$terms = explode( $has_or ? $or : $and, $value );
		$terms = $meta ? $terms : array_map( 'strtolower', $terms );
		foreach ( $terms as $term ) {
			if ( ! self::matches( $meta ? 'metaValue' : 'slug', $term ) ) {
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
	public static function encode( array $filter, bool $meta = false ): string {
		$rules = self::rules();
		$terms = array_values( array_filter( $filter['terms'], static fn( $term ): bool => is_string( $term ) && self::matches( $meta ? 'metaValue' : 'slug', $term ) ) );
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
		$own   = static fn( string $key ): bool => in_array( $key, self::rules()['stripped'], true ) || self::is_own_key( $key, $widget_id );
		$kept  = array_values( array_filter( self::pairs( $query ), static fn( array $pair ): bool => ! $own( $pair[0] ) ) );
		return preg_replace( '#' . self::rules()['pagedPath'] . '#D', '/', $path ) . self::query( $kept );
	}

	/**
	 * A link: the base URL with the grid's taxonomy filters, meta, ranges, search, sort and page added.
	 *
	 * @param array<string, array{terms: string[], join: string, exclude: bool}> $filters
	 * @param array{meta?: array, range?: array, search?: string, sort?: array|null, sale?: bool} $facets
	 */
	public static function link( string $base, string $widget_id, array $filters, int $page = 1, array $facets = array() ): string {
		$at    = strpos( $base, '?' );
		$pairs = false === $at ? array() : self::pairs( substr( $base, $at + 1 ) );
		$add   = static function ( string $key, string $value ) use ( &$pairs ): void {
			if ( '' !== $value ) {
				$pairs[] = array( $key, $value );
			}
		};
		foreach ( $filters as $taxonomy => $filter ) {
			$add( self::filter_key( $widget_id, $taxonomy ), self::encode( $filter ) );
		}
		foreach ( $facets['meta'] ?? array() as $key => $filter ) {
			$add( self::meta_key( $widget_id, (string) $key ), self::encode( $filter, true ) );
		}
		foreach ( $facets['range'] ?? array() as $key => $range ) {
			$add( self::range_key( $widget_id, (string) $key ), self::encode_range( $range ) );
		}
		$add( self::search_key( $widget_id ), self::encode_search( (string) ( $facets['search'] ?? '' ) ) );
		$add( self::sort_key( $widget_id ), empty( $facets['sort'] ) ? '' : self::encode_sort( $facets['sort'] ) );
		$add( self::sale_key( $widget_id ), empty( $facets['sale'] ) ? '' : (string) self::rules()['saleOn'] );
		if ( $page > 1 ) {
			$pairs[] = array( self::page_key( $widget_id ), (string) $page );
		}
		return ( false === $at ? $base : substr( $base, 0, $at ) ) . self::query( $pairs );
	}

	/**
	 * `min..max`, either end optional; null when malformed, empty at both ends, or min above max.
	 * Whole numbers read as int, as JSON and the browser have them.
	 *
	 * @return array{min: int|float|null, max: int|float|null}|null
	 */
	public static function decode_range( string $raw ): ?array {
		$separator = self::rules()['range'];
		$at        = strpos( $raw, $separator );
		if ( false === $at ) {
			return null;
		}
		$ends = array( substr( $raw, 0, $at ), substr( $raw, $at + strlen( $separator ) ) );
		foreach ( $ends as $end ) {
			if ( '' !== $end && ! self::matches( 'number', $end ) ) {
				return null;
			}
		}
		if ( '' === $ends[0] && '' === $ends[1] ) {
			return null;
		}
		list( $min, $max ) = array_map( array( self::class, 'number' ), $ends );
		return null !== $min && null !== $max && $min > $max ? null : array(
			'min' => $min,
			'max' => $max,
		);
	}

	/** @param array{min: int|float|null, max: int|float|null} $range */
	public static function encode_range( array $range ): string {
		$write = static function ( $value ): string {
			if ( ! is_int( $value ) && ! is_float( $value ) || ! is_finite( (float) $value ) ) {
				return '';
			}
			// As the browser writes it: at most four decimals, no trailing zeros, no exponent.
			$text = rtrim( rtrim( sprintf( '%.4F', round( (float) $value, 4 ) ), '0' ), '.' );
			return '-0' === $text ? '0' : $text;
		};
		$min   = $write( $range['min'] ?? null );
		$max   = $write( $range['max'] ?? null );
		return '' === $min && '' === $max ? '' : $min . self::rules()['range'] . $max;
	}

	/**
	 * Whether a number of the URL is a real day written YYYYMMDD (the `date` range's ends;
	 * docs/loop.md, "URL contract"): 20260231 is not, nor is 2026.
	 */
	public static function is_day( mixed $number ): bool {
		if ( ! is_int( $number ) || ! preg_match( '#' . self::rules()['day'] . '#D', (string) $number, $m ) ) {
			return false;
		}
		return checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
	}

	/**
	 * A `date` range whose given ends are real days.
	 *
	 * @param array{min: int|float|null, max: int|float|null} $range
	 */
	public static function is_day_range( array $range ): bool {
		foreach ( array( $range['min'], $range['max'] ) as $end ) {
			if ( null !== $end && ! self::is_day( $end ) ) {
				return false;
			}
		}
		return true;
	}

	/** The YYYYMMDD number of what a date field sends (YYYY-MM-DD), or null when it is no real day. */
	public static function day_from_form( string $text ): ?int {
		if ( ! preg_match( '#' . self::rules()['formDay'] . '#D', $text, $m ) ) {
			return null;
		}
		$day = (int) ( $m[1] . $m[2] . $m[3] );
		return self::is_day( $day ) ? $day : null;
	}

	/** A YYYYMMDD number as a date field's value (YYYY-MM-DD). */
	public static function day_to_form( int $day ): string {
		$text = (string) $day;
		return substr( $text, 0, 4 ) . '-' . substr( $text, 4, 2 ) . '-' . substr( $text, 6, 2 );
	}

	/** A number of the URL, int when whole. */
	private static function number( string $text ): int|float|null {
		if ( '' === $text ) {
			return null;
		}
		$value = (float) $text;
		return floor( $value ) === $value ? (int) $value : $value;
	}

	/**
	 * Search words from a form-encoded value: `+` is a space, spaces are collapsed, at most searchMax
	 * characters; a broken escape or invalid UTF-8 reads as no search (as decodeURIComponent throws).
	 */
	public static function decode_search( string $raw ): string {
		if ( preg_match( '/%(?![0-9A-Fa-f]{2})/', $raw ) ) {
			return '';
		}
		$text = urldecode( $raw );
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			return '';
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_substr( $text, 0, (int) self::rules()['searchMax'], 'UTF-8' );
	}

	/** The words form-encoded as the browser's encodeURIComponent writes them, a space as `+`. */
	public static function encode_search( string $text ): string {
		$text = self::decode_search( rawurlencode( $text ) );
		return str_replace( array( '%21', '%27', '%28', '%29', '%2A', '%20' ), array( '!', "'", '(', ')', '*', '+' ), rawurlencode( $text ) );
	}

	/** @return array{key: string, desc: bool}|null */
	public static function decode_sort( string $raw ): ?array {
		$suffix = self::rules()['desc'];
		$desc   = str_ends_with( $raw, $suffix );
		$key    = $desc ? substr( $raw, 0, -strlen( $suffix ) ) : $raw;
		return self::is_key( $key ) ? array(
			'key'  => $key,
			'desc' => $desc,
		) : null;
	}

	/** @param array{key: string, desc: bool} $sort */
	public static function encode_sort( array $sort ): string {
		return self::is_key( $sort['key'] ?? null ) ? $sort['key'] . ( empty( $sort['desc'] ) ? '' : self::rules()['desc'] ) : '';
	}

	/**
	 * The well-formed meta, range, search and sort state of a grid in a raw query string.
	 *
	 * @return array{meta: array<string, array{terms: string[], join: string, exclude: bool}>, range: array<string, array{min: int|float|null, max: int|float|null}>, search: string, sort: array{key: string, desc: bool}|null}
	 */
	public static function read_facets( string $query, string $widget_id ): array {
		$facets = array(
			'meta'   => array(),
			'range'  => array(),
			'search' => '',
			'sort'   => null,
			'sale'   => false,
		);
		$after  = static fn( string $key, string $prefix ): string => str_starts_with( $key, $prefix ) ? substr( $key, strlen( $prefix ) ) : '';
		foreach ( self::pairs( $query ) as list( $key, $value ) ) {
			$meta  = $after( $key, self::meta_key( $widget_id, '' ) );
			$range = $after( $key, self::range_key( $widget_id, '' ) );
			if ( self::is_key( $meta ) ) {
				$filter = self::decode( $value, true );
				if ( $filter ) {
					$facets['meta'][ $meta ] = $filter;
				}
			} elseif ( self::is_key( $range ) ) {
				$read = self::decode_range( $value );
				if ( $read && ( self::rules()['dayKey'] !== $range || self::is_day_range( $read ) ) ) {
					$facets['range'][ $range ] = $read;
				}
			} elseif ( self::search_key( $widget_id ) === $key ) {
				$facets['search'] = self::decode_search( $value );
			} elseif ( self::sort_key( $widget_id ) === $key ) {
				$facets['sort'] = self::decode_sort( $value );
			} elseif ( self::sale_key( $widget_id ) === $key ) {
				$facets['sale'] = self::rules()['saleOn'] === $value;
			}
		}
		return $facets;
	}

	/**
	 * How many filters and sorts a raw query string holds, over every grid: more than
	 * indexableFilters of them make the page noindex (docs/loop.md, "Crawling").
	 */
	public static function active_filters( string $query ): int {
		$rules    = self::rules();
		$prefixes = array( $rules['filterPrefix'], $rules['metaPrefix'], $rules['rangePrefix'], $rules['searchPrefix'], $rules['sortPrefix'], $rules['salePrefix'] );
		$count    = 0;
		foreach ( self::pairs( $query ) as list( $key, $value ) ) {
			foreach ( $prefixes as $prefix ) {
				if ( '' !== $value && str_starts_with( $key, $prefix ) ) {
					++$count;
					break;
				}
			}
		}
		return $count;
	}
}
