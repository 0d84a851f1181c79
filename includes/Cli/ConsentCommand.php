<?php
/**
 * `wp vitrine consent export|purge`: the consent records of Settings → Cookie consent.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

use Vitrine\Consent\Records;
use Vitrine\Consent\RecordsCsv;
use Vitrine\Lifecycle\DataStores;

defined( 'ABSPATH' ) || exit;

/**
 * Exports or purges consent records.
 */
final class ConsentCommand {
	private const PAGE = 500;

	/**
	 * Exports consent records as CSV, newest first: one column per category, yes or no.
	 *
	 * ## OPTIONS
	 *
	 * [--consent-id=<id>]
	 * : Only the records of this consent id (from a visitor's CookieLawInfoConsent cookie).
	 *
	 * [--file=<file>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine consent export --file=consent.csv
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$id  = (string) ( $assoc_args['consent-id'] ?? '' );
		$all = array();
		for ( $page = 1; ; $page++ ) {
			$records = Records::page( $page, self::PAGE, $id )['records'];
			$all     = array_merge( $all, $records );
			if ( count( $records ) < self::PAGE ) {
				break;
			}
		}
		// The same file as the admin's Export CSV button (docs/consent.md).
		$csv = RecordsCsv::csv( $all );
		Output::write( $csv, $assoc_args, __( 'Consent records', 'vitrine' ) );
	}

	/**
	 * Deletes consent records older than a number of days (the daily clean-up does this by the retention setting).
	 *
	 * ## OPTIONS
	 *
	 * --older-than=<days>
	 * : Delete records older than this many days (1 or more).
	 *
	 * [--yes]
	 * : Answer yes to the confirmation (needed without a terminal, e.g. in a script).
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine consent purge --older-than=365 --yes
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function purge( array $args, array $assoc_args ): void {
		$days  = Output::days( $assoc_args, 'older-than' );
		$store = DataStores::all()['consent_records'] ?? null;
		if ( ! $store instanceof Records ) {
			\WP_CLI::error( __( 'Consent records are not available: the cookie consent feature is not loaded.', 'vitrine' ) );
		}
		/* translators: %d: number of days */
		Output::confirm( sprintf( __( 'Delete every consent record older than %d days?', 'vitrine' ), $days ), $assoc_args );
		$deleted = $store->purge( $days );
		/* translators: %s: number of records */
		\WP_CLI::success( sprintf( _n( '%s consent record deleted.', '%s consent records deleted.', $deleted, 'vitrine' ), number_format_i18n( $deleted ) ) );
	}
}
