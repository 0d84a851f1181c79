<?php
/**
 * What an active filter's chip says (docs/loop.md, "Active filters"): term names rather than
 * slugs, WooCommerce's own words for a stock status, and a range in the shop's currency ("£10–£50")
 * for a product grid's price. The facet's markup carries the same words (a term link's text, a
 * choice's `data-label`, a range field's `data-format`), so the chips the browser rebuilds after a
 * refresh read them from the page and say the same.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class ChipLabels {
	/** Term names for slugs of a taxonomy (a slug that names no term stays as it is). */
	public static function terms( string $taxonomy, array $slugs ): string {
		$names = array();
		foreach ( $slugs as $slug ) {
			$term    = get_term_by( 'slug', (string) $slug, $taxonomy );
			$names[] = $term instanceof \WP_Term ? $term->name : (string) $slug;
		}
		return implode( ', ', $names );
	}

	/** The label of one value of a meta key: WooCommerce's name for a stock status, else the value. */
	public static function value( string $key, string $value ): string {
		static $stock = null;
		if ( '_stock_status' === $key && function_exists( 'wc_get_product_stock_status_options' ) ) {
			$stock ??= (array) wc_get_product_stock_status_options();
			return (string) ( $stock[ $value ] ?? $value );
		}
		return $value;
	}

	/** Labels of meta values, joined. */
	public static function values( string $key, array $values ): string {
		return implode( ', ', array_map( static fn( $value ): string => self::value( $key, (string) $value ), $values ) );
	}

	/**
	 * How a number of this range is written: `%s` is the number; a product grid's price takes the
	 * shop's currency symbol where WooCommerce puts it.
	 */
	public static function format( GridSettings $grid, string $key ): string {
		if ( Facets::PRICE !== $key || 'product' !== $grid->post_type || ! function_exists( 'get_woocommerce_currency_symbol' ) ) {
			return '%s';
		}
		$symbol = html_entity_decode( (string) get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' );
		return match ( (string) get_option( 'woocommerce_currency_pos', 'left' ) ) {
			'right' => '%s' . $symbol,
			'left_space' => $symbol . ' %s',
			'right_space' => '%s ' . $symbol,
			default => $symbol . '%s',
		};
	}

	/**
	 * The date format chips write days in: the site's (Settings → General), when it is made of the
	 * letters the browser's chips can write too (rules `dayTokens`: day, weekday, month, year and
	 * the English ordinal suffix, as blocks/loop-grid/facet-state.ts `formatDay` does), else
	 * YYYY-MM-DD. Both sides then say the same (docs/loop.md, "Active filters").
	 */
	public static function day_format(): string {
		$format = (string) get_option( 'date_format', '' );
		$plain  = (string) preg_replace( '#\\\\.#s', '', $format ); // An escaped letter is written as it is.
		$other  = (string) preg_replace( '#[' . Url::rules()['dayTokens'] . ']#', '', $plain );
		return '' !== trim( $format ) && ! preg_match( '#[A-Za-z]#', $other ) ? $format : 'Y-m-d';
	}

	/**
	 * The site language's month and weekday names a day format needs (WP_Locale's), which the date
	 * facet's markup carries for the browser's chips.
	 *
	 * @return array{months: string[], monthsShort: string[], days: string[], daysShort: string[]}
	 */
	public static function day_names(): array {
		global $wp_locale;
		$months = array_map( static fn( int $n ): string => (string) $wp_locale->get_month( $n ), range( 1, 12 ) );
		$days   = array_map( static fn( int $n ): string => (string) $wp_locale->get_weekday( $n ), range( 0, 6 ) );
		return array(
			'months'      => $months,
			'monthsShort' => array_map( static fn( string $m ): string => (string) $wp_locale->get_month_abbrev( $m ), $months ),
			'days'        => $days,
			'daysShort'   => array_map( static fn( string $d ): string => (string) $wp_locale->get_weekday_abbrev( $d ), $days ),
		);
	}

	/**
	 * A YYYYMMDD day in a date format of the `dayTokens` letters, with these names: the same
	 * writing as the browser's `formatDay` (both run tests/fixtures/rules/loop-url.json `dayLabels`),
	 * and as wp_date() for those letters.
	 *
	 * @param array{months: string[], monthsShort: string[], days: string[], daysShort: string[]} $names
	 */
	public static function format_day( string $format, array $names, int $day ): string {
		$year    = intdiv( $day, 10000 );
		$month   = intdiv( $day, 100 ) % 100;
		$date    = $day % 100;
		$weekday = (int) gmdate( 'w', gmmktime( 12, 0, 0, $month, $date, $year ) );
		$suffix  = $date % 100 >= 11 && $date % 100 <= 13 ? 'th' : ( array( 1 => 'st', 2 => 'nd', 3 => 'rd' )[ $date % 10 ] ?? 'th' );
		$tokens  = array(
			'd' => sprintf( '%02d', $date ),
			'D' => $names['daysShort'][ $weekday ] ?? '',
			'j' => (string) $date,
			'l' => $names['days'][ $weekday ] ?? '',
			'S' => $suffix,
			'F' => $names['months'][ $month - 1 ] ?? '',
			'M' => $names['monthsShort'][ $month - 1 ] ?? '',
			'm' => sprintf( '%02d', $month ),
			'n' => (string) $month,
			'Y' => (string) $year,
			'y' => sprintf( '%02d', $year % 100 ),
		);
		$out     = '';
		$length  = strlen( $format );
		for ( $i = 0; $i < $length; $i++ ) {
			$char = $format[ $i ];
			if ( '\\' === $char ) {
				++$i;
				$out .= $format[ $i ] ?? '';
				continue;
			}
			$out .= $tokens[ $char ] ?? $char;
		}
		return $out;
	}

	/** A YYYYMMDD day as the site writes dates ("1 March 2026"). */
	public static function day( int $day ): string {
		return self::format_day( self::day_format(), self::day_names(), $day );
	}

	/**
	 * The words of a date range's chip, which the date facet's markup carries for the browser.
	 *
	 * @return array{between: string, from: string, until: string}
	 */
	public static function day_words(): array {
		return array(
			/* translators: 1: the first day of a date range, 2: its last day, e.g. "1 March 2026 – 31 March 2026". */
			'between' => __( '%1$s – %2$s', 'vitrine' ),
			/* translators: %s: the first day of a date range with no last day, e.g. "1 March 2026". */
			'from'    => __( 'from %s', 'vitrine' ),
			/* translators: %s: the last day of a date range with no first day, e.g. "31 March 2026". */
			'until'   => __( 'until %s', 'vitrine' ),
		);
	}

	/**
	 * A date range as its chip says it: "1 March 2026 – 31 March 2026", "from 1 March 2026",
	 * "until 31 March 2026" (the ends are real days: Url::read_facets drops any other).
	 *
	 * @param array{min: int|float|null, max: int|float|null} $range
	 */
	public static function days( array $range ): string {
		$words = self::day_words();
		$low   = null === $range['min'] ? null : self::day( (int) $range['min'] );
		$high  = null === $range['max'] ? null : self::day( (int) $range['max'] );
		if ( null !== $low && null !== $high ) {
			return sprintf( $words['between'], $low, $high );
		}
		return null !== $low ? sprintf( $words['from'], $low ) : sprintf( $words['until'], (string) $high );
	}

	/**
	 * A rating choice's words ("4 stars and up"), for its label and its chip; null for a range no
	 * rating choice writes (then the chip says the numbers).
	 *
	 * @param array{min: int|float|null, max: int|float|null} $range
	 */
	public static function rating( array $range ): ?string {
		$min = $range['min'];
		if ( null !== $range['max'] || ! is_int( $min ) || ! in_array( $min, Facets::RATINGS, true ) ) {
			return null;
		}
		/* translators: %d: a number of stars, 1 to 4: products rated that many stars or more. */
		return sprintf( _n( '%d star and up', '%d stars and up', $min, 'vitrine' ), $min );
	}

	/**
	 * A range as a chip says it: "£10–£50", "£10 or more", "up to £50".
	 *
	 * @param array{min: float|int|null, max: float|int|null} $range
	 */
	public static function range( string $format, array $range ): string {
		$ends = explode( Url::rules()['range'], Url::encode_range( $range ) );
		$low  = '' === ( $ends[0] ?? '' ) ? null : str_replace( '%s', $ends[0], $format );
		$high = '' === ( $ends[1] ?? '' ) ? null : str_replace( '%s', $ends[1], $format );
		if ( null !== $low && null !== $high ) {
			return $low . '–' . $high;
		}
		/* translators: %s: the lower end of a range, e.g. "£10". */
		return null !== $low ? sprintf( __( '%s or more', 'vitrine' ), $low ) : sprintf( __( 'up to %s', 'vitrine' ), (string) $high );
	}
}
