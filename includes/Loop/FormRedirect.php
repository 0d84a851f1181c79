<?php
/**
 * Without JavaScript a facet's GET form cannot write the URL contract's compact values: a range
 * arrives as two fields (`e-range-{id}-{key}-min`, `-max`; a date field's YYYY-MM-DD becomes the
 * contract's YYYYMMDD), checked boxes as a repeated
 * `e-meta-{id}-{key}` or `e-filter-{id}-{taxonomy}` (swatches), and an untouched search box or sort as an empty value. This answers such a
 * request with one redirect to the canonical URL (`min..max`, values joined by `~`, empty ones
 * dropped), so every filtered state has one address (docs/loop.md, "Without JavaScript"). The
 * redirect depends on the URL only, so it is the same for every visitor and may be cached.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class FormRedirect {
	/** The canonical query of a raw one, or null when it already is canonical. */
	public static function canonical( string $query ): ?string {
		$rules   = Url::rules();
		$own     = '#^(' . preg_quote( $rules['filterPrefix'], '#' ) . '|' . preg_quote( $rules['metaPrefix'], '#' ) . '|' . preg_quote( $rules['rangePrefix'], '#' ) . '|' . preg_quote( $rules['searchPrefix'], '#' ) . '|' . preg_quote( $rules['sortPrefix'], '#' ) . '|' . preg_quote( $rules['pagePrefix'], '#' ) . ')#';
		$range   = '#^(' . preg_quote( $rules['rangePrefix'], '#' ) . '[a-z0-9]{1,20}-([A-Za-z0-9_]{1,64}))-(min|max)$#D';
		$pairs   = Url::pairs( $query );
		$out     = array();
		$ends    = array();
		$changed = false;
		foreach ( $pairs as list( $key, $value ) ) {
			if ( preg_match( $range, $key, $match ) ) {
				$changed = true;
				if ( ! isset( $ends[ $match[1] ] ) ) {
					$ends[ $match[1] ] = array(
						'min' => '',
						'max' => '',
						'day' => $rules['dayKey'] === $match[2],
					);
					$out[]             = array( $match[1], null );
				}
				$ends[ $match[1] ][ $match[3] ] = $value;
				continue;
			}
			if ( '' === $value && preg_match( $own, $key ) ) {
				$changed = true; // An empty field of a filter form: no filter.
				continue;
			}
			if ( str_starts_with( $key, $rules['filterPrefix'] ) || str_starts_with( $key, $rules['metaPrefix'] ) ) {
				// A form encodes the `~` and `!` of a hidden field's value: write them plainly again.
				$plain   = str_ireplace( array( '%7E', '%21' ), array( $rules['or'], $rules['not'] ), $value );
				$changed = $changed || $plain !== $value;
				$value   = $plain;
			}
			$at = array_search( $key, array_column( $out, 0 ), true );
			if ( false !== $at && ( str_starts_with( $key, $rules['metaPrefix'] ) || str_starts_with( $key, $rules['filterPrefix'] ) ) ) {
				$changed        = true;
				$out[ $at ][1] .= $rules['or'] . $value; // Checked boxes (choices, swatches): any of the values.
				continue;
			}
			$out[] = array( $key, $value );
		}
		if ( ! $changed ) {
			return null;
		}
		$kept = array();
		foreach ( $out as list( $key, $value ) ) {
			if ( null === $value ) {
				$number = static fn( string $end ): string => preg_match( '#' . $rules['number'] . '#D', $end ) ? $end : '';
				// A date field sends YYYY-MM-DD; the contract's value is the YYYYMMDD number. Anything
				// that is no real day (2026-02-31, letters) is left out, as an empty field is.
				$day = static fn( string $end ): string => (string) ( Url::day_from_form( $end ) ?? ( Url::is_day( ctype_digit( $end ) ? (int) $end : null ) ? $end : '' ) );
				$min = $ends[ $key ]['day'] ? $day( $ends[ $key ]['min'] ) : $number( $ends[ $key ]['min'] );
				$max = $ends[ $key ]['day'] ? $day( $ends[ $key ]['max'] ) : $number( $ends[ $key ]['max'] );
				if ( '' === $min && '' === $max ) {
					continue;
				}
				$value = $min . $rules['range'] . $max;
			}
			$kept[] = array( $key, $value );
		}
		return Url::query( $kept );
	}

	public static function redirect(): void {
		$uri = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$at  = strpos( $uri, '?' );
		if ( false === $at || ! in_array( $_SERVER['REQUEST_METHOD'] ?? 'GET', array( 'GET', 'HEAD' ), true ) ) {
			return;
		}
		$query = self::canonical( substr( $uri, $at + 1 ) );
		if ( null !== $query && wp_safe_redirect( substr( $uri, 0, $at ) . $query, 302, 'Vitrine' ) ) {
			exit;
		}
	}
}
