<?php
/**
 * The results maths of a popup A/B test (docs/insights.md, "A/B tests"), pure functions: the
 * conversion rate's 95 % Wilson score interval, and the probability that a variant's true rate
 * beats the control's under a Bayesian Beta-Binomial model (uniform Beta(1, 1) priors), computed
 * by a normal approximation of the two posteriors. Wilson rather than the textbook Wald interval
 * because it stays inside [0, 1] and is honest with few impressions or conversions near 0.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class AbStats {
	/** The two-sided 95 % normal quantile. */
	public const Z95 = 1.959963984540054;

	/**
	 * Wilson score interval of `conversions` successes in `impressions` trials.
	 *
	 * @return array{0: float, 1: float} [low, high]; [0, 0] without impressions.
	 */
	public static function wilson( int $conversions, int $impressions, float $z = self::Z95 ): array {
		if ( $impressions <= 0 ) {
			return array( 0.0, 0.0 );
		}
		$n      = (float) $impressions;
		$p      = min( 1.0, max( 0.0, $conversions / $n ) );
		$z2     = $z * $z;
		$denom  = 1 + $z2 / $n;
		$center = ( $p + $z2 / ( 2 * $n ) ) / $denom;
		$half   = $z / $denom * sqrt( $p * ( 1 - $p ) / $n + $z2 / ( 4 * $n * $n ) );
		return array( max( 0.0, $center - $half ), min( 1.0, $center + $half ) );
	}

	/**
	 * P(rate of B > rate of A) with Beta(1 + conversions, 1 + non-conversions) posteriors, each
	 * approximated by the normal of the same mean and variance. 0.5 when nothing tells them apart.
	 */
	public static function probability_beats( int $conv_a, int $imp_a, int $conv_b, int $imp_b ): float {
		list( $mean_a, $var_a ) = self::beta_moments( 1 + $conv_a, 1 + max( 0, $imp_a - $conv_a ) );
		list( $mean_b, $var_b ) = self::beta_moments( 1 + $conv_b, 1 + max( 0, $imp_b - $conv_b ) );
		return self::normal_cdf( ( $mean_b - $mean_a ) / sqrt( $var_a + $var_b ) );
	}

	/** @return array{0: float, 1: float} Mean and variance of Beta(alpha, beta). */
	public static function beta_moments( int $alpha, int $beta ): array {
		$sum = (float) ( $alpha + $beta );
		return array( $alpha / $sum, $alpha * $beta / ( $sum * $sum * ( $sum + 1 ) ) );
	}

	/** The standard normal CDF, through erf (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
	public static function normal_cdf( float $x ): float {
		$t    = $x / M_SQRT2;
		$sign = $t < 0 ? -1 : 1;
		$t    = abs( $t );
		$k    = 1 / ( 1 + 0.3275911 * $t );
		$poly = ( ( ( ( 1.061405429 * $k - 1.453152027 ) * $k + 1.421413741 ) * $k - 0.284496736 ) * $k + 0.254829592 ) * $k;
		$erf  = 1 - $poly * exp( -$t * $t );
		return 0.5 * ( 1 + $sign * $erf );
	}

	/** Impressions every variant needs before a winner is offered (docs/insights.md, "When a winner is offered"). */
	public const MIN_IMPRESSIONS = 100;
	/** How sure the maths must be that a variant beats the control (or that none does). */
	public const CONFIDENCE = 0.95;

	/**
	 * The winner the editor may apply, or '' while there is none: every variant still in the test
	 * (weight above 0) has at least MIN_IMPRESSIONS impressions, and either the best variant beats
	 * the control with a probability of at least CONFIDENCE, or every variant's probability is at
	 * most 1 − CONFIDENCE (the control wins). Rows as AbResults::compare returns them, control first.
	 *
	 * @param array<int, array<string, mixed>> $rows The results, the control first.
	 */
	public static function winner( array $rows ): string {
		$live = array_values( array_filter( $rows, static fn( array $r ): bool => 'a' === $r['variant'] || (int) $r['weight'] > 0 ) );
		if ( count( $live ) < 2 ) {
			return '';
		}
		foreach ( $live as $row ) {
			if ( (int) $row['impressions'] < self::MIN_IMPRESSIONS ) {
				return '';
			}
		}
		$best     = '';
		$p        = 0.0;
		$all_lose = true;
		foreach ( $live as $row ) {
			if ( 'a' === $row['variant'] ) {
				continue;
			}
			$beats    = (float) $row['beats_control'];
			$all_lose = $all_lose && $beats <= 1 - self::CONFIDENCE;
			if ( $beats >= self::CONFIDENCE && $beats > $p ) {
				$best = $row['variant'];
				$p    = $beats;
			}
		}
		if ( '' !== $best ) {
			return $best;
		}
		return $all_lose ? 'a' : '';
	}

	/** Impressions still needed before a winner can be offered: the most any variant in the test lacks. */
	public static function impressions_needed( array $rows ): int {
		$needed = 0;
		foreach ( $rows as $row ) {
			if ( 'a' === $row['variant'] || (int) $row['weight'] > 0 ) {
				$needed = max( $needed, self::MIN_IMPRESSIONS - (int) $row['impressions'] );
			}
		}
		return $needed;
	}
}
