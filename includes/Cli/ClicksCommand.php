<?php
/**
 * `wp vitrine clicks export`: the click statistics of Affiliate → Clicks as CSV.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Forms\Csv;

defined( 'ABSPATH' ) || exit;

/**
 * Exports affiliate click statistics.
 */
final class ClicksCommand {
	public const GROUPS = array( 'day', 'product_id', 'link_type', 'country', 'source_id' );

	/**
	 * Exports click counts as CSV, one row per day (or per product, link type, country or page).
	 *
	 * ## OPTIONS
	 *
	 * [--since=<date>]
	 * : First day to include (YYYY-MM-DD). Default: 30 days ago.
	 *
	 * [--by=<group>]
	 * : How to group the clicks.
	 * ---
	 * default: day
	 * options:
	 *   - day
	 *   - product_id
	 *   - link_type
	 *   - country
	 *   - source_id
	 * ---
	 *
	 * [--file=<file>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine clicks export --since=2026-01-01 --by=product_id --file=clicks.csv
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$since = (string) ( $assoc_args['since'] ?? gmdate( 'Y-m-d', time() - 30 * DAY_IN_SECONDS ) );
		$by    = (string) ( $assoc_args['by'] ?? 'day' );
		$date  = \DateTimeImmutable::createFromFormat( '!Y-m-d', $since );
		if ( ! $date || $date->format( 'Y-m-d' ) !== $since ) {
			/* translators: %s: the value given */
			\WP_CLI::error( sprintf( __( '--since needs a date as YYYY-MM-DD, not "%s".', 'vitrine' ), $since ) );
		}
		if ( ! in_array( $by, self::GROUPS, true ) ) {
			/* translators: 1: the value given, 2: the accepted values */
			\WP_CLI::error( sprintf( __( '--by cannot be "%1$s"; use one of: %2$s.', 'vitrine' ), $by, implode( ', ', self::GROUPS ) ) );
		}
		$csv = Csv::line( array( $by, 'clicks' ) );
		foreach ( ClickStore::grouped( $by, $since, 100000 ) as $row ) {
			$csv .= Csv::line( array( $row['key'], $row['clicks'] ) );
		}
		Output::write( $csv, $assoc_args, __( 'Click statistics', 'vitrine' ) );
	}
}
