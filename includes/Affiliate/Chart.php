<?php
/**
 * A small inline SVG bar chart of clicks per day: no chart library, readable by screen readers
 * (a title and a description with the total), one bar per day including days without clicks.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Chart {
	/**
	 * @param array<string, int> $series Day (Y-m-d) => clicks, every day of the period in order.
	 */
	public static function svg( array $series, string $title ): string {
		$width  = 720;
		$height = 200;
		$pad    = 28;
		$max    = max( 1, ...array_values( $series ?: array( 0 ) ) );
		$count  = max( 1, count( $series ) );
		$step   = ( $width - $pad ) / $count;
		$bars   = '';
		$i      = 0;
		foreach ( $series as $day => $clicks ) {
			$h     = round( ( $height - $pad ) * $clicks / $max, 1 );
			$x     = round( $pad + $i * $step, 1 );
			$bars .= sprintf(
				'<rect x="%s" y="%s" width="%s" height="%s" fill="#2271b1"><title>%s</title></rect>',
				$x,
				round( $height - $pad - $h, 1 ),
				max( 1, round( $step - 2, 1 ) ),
				$h,
				esc_html( sprintf( '%s: %d', $day, $clicks ) )
			);
			++$i;
		}
		$days  = array_keys( $series );
		$first = (string) reset( $days );
		$last  = (string) end( $days );
		$total = array_sum( $series );
		/* translators: 1: total clicks, 2: first day, 3: last day, 4: highest daily count */
		$desc = sprintf( __( '%1$d clicks from %2$s to %3$s; highest day %4$d.', 'vitrine' ), $total, $first, $last, $max );
		return sprintf(
			'<svg class="vitrine-click-chart" viewBox="0 0 %1$d %2$d" width="100%%" role="img" aria-labelledby="vitrine-chart-title vitrine-chart-desc"><title id="vitrine-chart-title">%3$s</title><desc id="vitrine-chart-desc">%4$s</desc>'
			. '<line x1="%5$d" y1="%6$d" x2="%1$d" y2="%6$d" stroke="#c3c4c7"/><text x="0" y="12" font-size="11">%7$d</text><text x="0" y="%6$d" font-size="11">0</text>'
			. '%8$s<text x="%5$d" y="%2$d" font-size="11">%9$s</text><text x="%1$d" y="%2$d" font-size="11" text-anchor="end">%10$s</text></svg>',
			$width,
			$height,
			esc_html( $title ),
			esc_html( $desc ),
			$pad,
			$height - $pad,
			$max,
			$bars,
			esc_html( $first ),
			esc_html( $last )
		);
	}

	/**
	 * Fills the days without clicks with 0.
	 *
	 * @param array<int, array{key: string, clicks: int}> $rows From ClickStore::grouped( 'day' ).
	 * @return array<string, int>
	 */
	public static function daily( array $rows, string $since, string $until ): array {
		$series = array();
		for ( $day = strtotime( $since . ' 00:00:00 UTC' ), $end = strtotime( $until . ' 00:00:00 UTC' ); $day <= $end; $day += DAY_IN_SECONDS ) {
			$series[ gmdate( 'Y-m-d', $day ) ] = 0;
		}
		foreach ( $rows as $row ) {
			if ( isset( $series[ $row['key'] ] ) ) {
				$series[ $row['key'] ] = $row['clicks'];
			}
		}
		return $series;
	}
}
