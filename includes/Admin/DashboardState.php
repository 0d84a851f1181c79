<?php
/**
 * What the dashboard shows (docs/admin.md, "Dashboard"): each part's state, read from the
 * feature's own data, one card per part, and only the cards the user's capabilities allow. Read
 * only: building it writes nothing.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Affiliate\ClickStore;
use Vitrine\Affiliate\Maintenance;
use Vitrine\Affiliate\Settings as AffiliateSettings;
use Vitrine\Consent\Options as ConsentOptions;
use Vitrine\Consent\Records;
use Vitrine\Consent\ScanReport;
use Vitrine\Forms\EntryStore;
use Vitrine\Lifecycle\Demo\Ledger;
use Vitrine\Lifecycle\DemoImporter;
use Vitrine\Popups\PostType as Popups;
use Vitrine\Shop\PaymentProblems;

defined( 'ABSPATH' ) || exit;

final class DashboardState {
	/** How far back "this week" and the click chart look. */
	public const DAYS = 7;

	/** @return array<string, mixed> The cards the current user may see, keyed by part. */
	public static function build(): array {
		$state = array( 'problems' => array() );
		if ( current_user_can( 'manage_options' ) ) {
			$state['consent']  = self::consent();
			$state['forms']    = self::forms();
			$state['shop']     = self::shop();
			$state['demo']     = self::demo();
			$state['problems'] = self::problems();
		}
		if ( current_user_can( 'edit_posts' ) ) {
			$state['affiliate'] = self::affiliate();
			$state['popups']    = self::popups();
		}
		return $state;
	}

	/** @return array<string, mixed> */
	private static function consent(): array {
		$settings = ConsentOptions::get();
		$modes    = (array) ( $settings['regions'] ?? array() );
		$since    = gmdate( 'Y-m-d H:i:s', time() - self::DAYS * DAY_IN_SECONDS );
		$stats    = Records::statistics( $since );
		return array(
			'law'            => (string) $settings['law'],
			'barRegions'     => count( array_filter( $modes, static fn( $mode ): bool => 'none' !== $mode ) ),
			'regions'        => count( $modes ),
			'recordsEnabled' => ! empty( $settings['records_enabled'] ),
			'recordsWeek'    => (int) $stats['total'],
			'acceptedWeek'   => (int) $stats['accepted'],
			'declared'       => count( (array) ( $settings['declaration'] ?? array() ) ),
			'scan'           => ScanReport::get(),
			'url'            => admin_url( 'admin.php?page=vitrine-consent' ),
		);
	}

	/** @return array<string, mixed> */
	private static function affiliate(): array {
		$today  = time();
		$since  = wp_date( 'Y-m-d', $today - ( self::DAYS - 1 ) * DAY_IN_SECONDS );
		$by_day = array();
		foreach ( ClickStore::grouped( 'day', (string) $since, self::DAYS ) as $row ) {
			$by_day[ $row['key'] ] = $row['clicks'];
		}
		$days = array();
		for ( $i = self::DAYS - 1; $i >= 0; $i-- ) {
			$day    = (string) wp_date( 'Y-m-d', $today - $i * DAY_IN_SECONDS );
			$days[] = array(
				'day'    => $day,
				'clicks' => (int) ( $by_day[ $day ] ?? 0 ),
			);
		}
		$status = Maintenance::status();
		$api    = AffiliateSettings::api();
		return array(
			'source'      => '' !== $api['credential_id'] ? 'creators' : 'catalogue',
			'lastRefresh' => $status['time'] ? gmdate( 'c', $status['time'] ) : '',
			'refreshOk'   => $status['ok'],
			'message'     => $status['message'],
			'clicks'      => $days,
			'products'    => (int) ( wp_count_posts( 'vitrine_product' )->publish ?? 0 ),
			'url'         => admin_url( 'admin.php?page=vitrine-affiliate' ),
		);
	}

	/** @return array<string, mixed> */
	private static function popups(): array {
		return array(
			'active' => (int) ( wp_count_posts( Popups::NAME )->publish ?? 0 ),
			'url'    => admin_url( 'edit.php?post_type=' . Popups::NAME ),
		);
	}

	/** @return array<string, mixed> */
	private static function forms(): array {
		global $wpdb;
		$table = EntryStore::table();
		$since = gmdate( 'Y-m-d H:i:s', time() - self::DAYS * DAY_IN_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own table; a count that changes with every entry.
		$week = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE created_gmt >= %s", $since ) );
		return array(
			'entriesWeek' => $week,
			'entries'     => EntryStore::count(),
			'url'         => admin_url( 'admin.php?page=vitrine-form-entries' ),
		);
	}

	/** @return array<string, mixed> */
	private static function shop(): array {
		return array(
			'woocommerce' => class_exists( 'WooCommerce' ),
			'paymentsUrl' => admin_url( 'admin.php?page=vitrine-payments' ),
		);
	}

	/** @return array<string, mixed> */
	private static function demo(): array {
		$imported = DemoImporter::imported();
		$record   = Ledger::record();
		return array(
			'imported'   => $imported,
			'importedAt' => $imported && $record['imported'] ? gmdate( 'c', $record['imported'] ) : '',
			'contents'   => $imported ? DemoImporter::summary( Ledger::counts() ) : '',
			'url'        => admin_url( 'admin.php?page=vitrine-tools#vitrine-demo' ),
		);
	}

	/**
	 * Configuration problems, each with the screen that solves it: the same ones those screens
	 * show (docs/admin.md, "Notices").
	 *
	 * @return array<int, array{part: string, message: string, url: string}>
	 */
	private static function problems(): array {
		$problems = array();
		foreach ( PaymentProblems::all() as $provider => $problem ) {
			$problems[] = array(
				'part'    => 'paypal' === $provider ? 'PayPal' : 'Stripe',
				'message' => (string) ( $problem['message'] ?? '' ),
				'url'     => admin_url( 'admin.php?page=vitrine-payments' ),
			);
		}
		$status = Maintenance::status();
		if ( $status['time'] && ! $status['ok'] && '' !== $status['message'] ) {
			$problems[] = array(
				'part'    => __( 'Affiliate', 'vitrine' ),
				'message' => $status['message'],
				'url'     => admin_url( 'admin.php?page=vitrine-affiliate-settings' ),
			);
		}
		if ( AffiliateSettings::needs_migration() ) {
			$problems[] = array(
				'part'    => __( 'Affiliate', 'vitrine' ),
				'message' => __( 'Amazon switched off PA-API 5: enter Creators API credentials to keep product data fresh.', 'vitrine' ),
				'url'     => admin_url( 'admin.php?page=vitrine-affiliate-settings' ),
			);
		}
		return $problems;
	}
}
