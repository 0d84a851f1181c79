<?php
/**
 * `wp vitrine stats export`: the Insights counters as CSV (docs/insights.md), one row per day,
 * entity, variant, event and dimension, after flushing what waits in Redis.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

use Vitrine\Forms\Csv;
use Vitrine\Insights\Buffer;
use Vitrine\Insights\CounterStore;

defined( 'ABSPATH' ) || exit;

/**
 * Exports Insights statistics (popups, off-canvas panels, floating bars, product impressions).
 */
final class StatsCommand {
	/**
	 * Exports the counters as CSV.
	 *
	 * ## OPTIONS
	 *
	 * [--from=<date>]
	 * : First day to include (YYYY-MM-DD). Default: 30 days ago.
	 *
	 * [--to=<date>]
	 * : Last day to include (YYYY-MM-DD). Default: today.
	 *
	 * [--entity=<prefix>]
	 * : Only entities starting with this, e.g. popup: or product:40.
	 *
	 * [--file=<file>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine stats export --from=2026-01-01 --entity=popup: --file=popups.csv
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$from = (string) ( $assoc_args['from'] ?? wp_date( 'Y-m-d', time() - 30 * DAY_IN_SECONDS ) );
		$to   = (string) ( $assoc_args['to'] ?? wp_date( 'Y-m-d' ) );
		foreach ( array( 'from' => $from, 'to' => $to ) as $name => $day ) {
			$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day );
			if ( ! $date || $date->format( 'Y-m-d' ) !== $day ) {
				/* translators: 1: the option name, 2: the value given */
				\WP_CLI::error( sprintf( __( '--%1$s needs a date as YYYY-MM-DD, not "%2$s".', 'vitrine' ), $name, $day ) );
			}
		}
		Buffer::flush();
		$csv = Csv::line( array( 'day', 'entity', 'variant', 'event', 'dimension', 'count' ) );
		foreach ( CounterStore::rows( $from, $to, (string) ( $assoc_args['entity'] ?? '' ) ) as $row ) {
			$csv .= Csv::line( array_values( $row ) );
		}
		Output::write( $csv, $assoc_args, __( 'Insights statistics', 'vitrine' ) );
	}
}
