<?php
/**
 * Clicks per day on Affiliate → Clicks (docs/affiliate.md, "Clicks"): the numbers as a captioned
 * table in a focusable scroll region, which is what a screen reader and a visitor without
 * JavaScript get, and beside it a root the admin script `vitrine-admin-click-chart`
 * (src/admin/click-chart.entry.tsx) draws the same series into with uPlot, as the Insights screen
 * does (docs/insights.md, "Why uPlot"). One entry per day, days without clicks included.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Chart {
	/** The chart's script (src/admin/click-chart.entry.tsx): uPlot, admin only. */
	public const HANDLE = 'vitrine-admin-click-chart';

	/**
	 * @param array<string, int> $series Day (Y-m-d) => clicks, every day of the period in order.
	 */
	public static function figure( array $series, string $title ): string {
		$days  = array_keys( $series );
		$total = array_sum( $series );
		$data  = array(
			'days'   => array_map( 'strval', $days ),
			'clicks' => array_map( 'intval', array_values( $series ) ),
			'label'  => __( 'Clicks', 'vitrine' ),
		);
		/* translators: 1: chart title, 2: first day, 3: last day, 4: total clicks */
		$caption = sprintf( __( '%1$s, %2$s to %3$s: %4$s clicks', 'vitrine' ), $title, (string) reset( $days ), (string) end( $days ), number_format_i18n( $total ) );
		$rows    = '';
		foreach ( $series as $day => $clicks ) {
			$rows .= sprintf( '<tr><th scope="row">%1$s</th><td>%2$s</td></tr>', esc_html( (string) $day ), esc_html( number_format_i18n( $clicks ) ) );
		}
		return sprintf(
			'<div class="vitrine-insights__pair vitrine-click-chart"><div class="vitrine-click-chart__plot" data-vitrine-click-chart="%1$s"></div>'
			. '<div class="vitrine-insights__table-wrap" tabindex="0" role="region" aria-label="%2$s"><table class="widefat striped vitrine-insights__daily"><caption>%3$s</caption>'
			. '<thead><tr><th scope="col">%4$s</th><th scope="col">%5$s</th></tr></thead><tbody>%6$s</tbody></table></div></div>',
			esc_attr( (string) wp_json_encode( $data ) ),
			esc_attr( $title ),
			esc_html( $caption ),
			esc_html__( 'Day', 'vitrine' ),
			esc_html__( 'Clicks', 'vitrine' ),
			$rows
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
