<?php
/**
 * The results of a popup's A/B test (docs/insights.md, "A/B tests"): per variant, from the day the
 * test started to today, the Insights counters' impressions and conversions, the conversion rate
 * with its 95 % Wilson interval, and the probability it beats the control (AbStats).
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

use Vitrine\Insights\Buffer;
use Vitrine\Insights\CounterStore;

defined( 'ABSPATH' ) || exit;

final class AbResults {
	/** @return array<string, mixed> The test as the editor panel and the REST route show it. */
	public static function for_popup( int $control ): array {
		$test     = AbTest::test( $control );
		$variants = AbTest::variants( $control );
		$counts   = array();
		if ( '' !== $test['started'] && array() !== $variants ) {
			Buffer::flush();
			foreach ( CounterStore::rows( $test['started'], wp_date( 'Y-m-d' ), 'popup:' . $control ) as $row ) {
				if ( 'popup:' . $control === $row['entity'] && in_array( $row['event'], array( 'impression', 'conversion' ), true ) ) {
					$counts[ $row['variant'] ][ $row['event'] ] = ( $counts[ $row['variant'] ][ $row['event'] ] ?? 0 ) + $row['count'];
				}
			}
		}
		$rows = array( self::row( 'a', get_post( $control ), $test, $counts ) );
		foreach ( $variants as $letter => $post ) {
			$rows[] = self::row( $letter, $post, $test, $counts );
		}
		$compared = self::compare( $rows );
		$running  = array() !== $variants;
		return array(
			'popup'              => $control,
			'running'            => $running,
			'started'            => $running ? $test['started'] : '',
			'method'             => 'wilson-95+beta-binomial-normal',
			'variants'           => $compared,
			'leader'             => self::leader( $rows ),
			// The rule before "Apply the winner" is offered (docs/insights.md).
			'winner'             => $running ? AbStats::winner( $compared ) : '',
			'min_impressions'    => AbStats::MIN_IMPRESSIONS,
			'confidence'         => AbStats::CONFIDENCE,
			'impressions_needed' => $running ? AbStats::impressions_needed( $compared ) : 0,
			'last'               => AbTest::last( $control ),
		);
	}

	/** @return array<string, mixed> */
	private static function row( string $letter, ?\WP_Post $post, array $test, array $counts ): array {
		return array(
			'variant'     => $letter,
			'post'        => $post ? (int) $post->ID : 0,
			'title'       => $post ? $post->post_title : '',
			'status'      => $post ? $post->post_status : '',
			'edit_link'   => $post ? (string) get_edit_post_link( $post->ID, 'raw' ) : '',
			'weight'      => AbTest::weight( $test, $letter ),
			'impressions' => (int) ( $counts[ $letter ]['impression'] ?? 0 ),
			'conversions' => (int) ( $counts[ $letter ]['conversion'] ?? 0 ),
		);
	}

	/**
	 * Adds the rate, its interval and the probability of beating the control (null for the control).
	 *
	 * @param array<int, array<string, mixed>> $rows The control first.
	 * @return array<int, array<string, mixed>>
	 */
	public static function compare( array $rows ): array {
		$control = $rows[0];
		return array_map(
			static function ( array $row ) use ( $control ): array {
				list( $low, $high )   = AbStats::wilson( $row['conversions'], $row['impressions'] );
				$row['rate']          = $row['impressions'] > 0 ? $row['conversions'] / $row['impressions'] : 0.0;
				$row['rate_low']      = $low;
				$row['rate_high']     = $high;
				$row['beats_control'] = 'a' === $row['variant'] ? null : AbStats::probability_beats( $control['conversions'], $control['impressions'], $row['conversions'], $row['impressions'] );
				return $row;
			},
			$rows
		);
	}

	/** The letter with the highest conversion rate among those shown at least once ('a' on a tie or without data). */
	public static function leader( array $rows ): string {
		$best = 'a';
		$rate = -1.0;
		foreach ( $rows as $row ) {
			$r = $row['impressions'] > 0 ? $row['conversions'] / $row['impressions'] : -1.0;
			if ( $r > $rate ) {
				$best = $row['variant'];
				$rate = $r;
			}
		}
		return $best;
	}
}
