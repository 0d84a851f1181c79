<?php
/**
 * Proof of consent: one row per decision (a random consent id from the visitor's cookie, the time,
 * the action, the categories, the consent version and the law; no IP address, no user agent), in
 * a table of its own created with dbDelta when the code's schema version changes. Rows older than
 * the retention setting are deleted daily.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Records {
	public const DB_VERSION        = '1';
	public const DB_VERSION_OPTION = 'vitrine_consent_db_version';
	public const PURGE_HOOK        = 'vitrine_consent_purge';
	public const ACTIONS           = array( 'accept', 'acceptAll', 'reject', 'scroll', 'showOnce', 'ccpaOptOut', 'allowCategory' );

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_consent_records';
	}

	public function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ) );
		add_action( 'init', array( $this, 'schedule' ) );
		add_action( self::PURGE_HOOK, array( self::class, 'purge' ) );
	}

	public static function maybe_install(): void {
		if ( get_option( self::DB_VERSION_OPTION ) === self::DB_VERSION ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		$table   = self::table();
		dbDelta(
			"CREATE TABLE $table (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				consent_id varchar(64) NOT NULL,
				created_at datetime NOT NULL,
				action varchar(20) NOT NULL,
				accepted tinyint(1) NOT NULL DEFAULT 0,
				categories text NOT NULL,
				version varchar(32) NOT NULL,
				law varchar(8) NOT NULL,
				ccpa_optout tinyint(1) NOT NULL DEFAULT 0,
				PRIMARY KEY  (id),
				KEY consent_id (consent_id),
				KEY created_at (created_at)
			) $charset;"
		);
		update_option( self::DB_VERSION_OPTION, self::DB_VERSION, true );
	}

	public function schedule(): void {
		if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
		}
	}

	/**
	 * @param array{consent_id: string, action: string, accepted: bool, categories: array<string, bool>, version: string, law: string, ccpa_optout: bool} $record
	 * @return int The new row's id, 0 on failure.
	 */
	public static function insert( array $record ): int {
		global $wpdb;
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery
			self::table(),
			array(
				'consent_id'  => $record['consent_id'],
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
				'action'      => $record['action'],
				'accepted'    => $record['accepted'] ? 1 : 0,
				'categories'  => (string) wp_json_encode( (object) $record['categories'] ),
				'version'     => $record['version'],
				'law'         => $record['law'],
				'ccpa_optout' => $record['ccpa_optout'] ? 1 : 0,
			),
			array( '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%d' )
		);
		return $ok ? (int) $wpdb->insert_id : 0;
	}

	/** @return array{records: array<int, array<string, mixed>>, total: int} Newest first. */
	public static function page( int $page, int $per_page, string $consent_id = '' ): array {
		global $wpdb;
		$table  = self::table();
		$where  = '' !== $consent_id ? $wpdb->prepare( 'WHERE consent_id = %s', $consent_id ) : '';
		$offset = max( 0, ( $page - 1 ) * $per_page );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table $where" );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table $where ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A );
		// phpcs:enable
		$records = array();
		foreach ( (array) $rows as $row ) {
			$categories = json_decode( (string) $row['categories'], true );
			$records[]  = array(
				'id'          => (int) $row['id'],
				'consent_id'  => (string) $row['consent_id'],
				'created_at'  => mysql_to_rfc3339( (string) $row['created_at'] ) . 'Z',
				'action'      => (string) $row['action'],
				'accepted'    => (bool) $row['accepted'],
				'categories'  => is_array( $categories ) ? $categories : array(),
				'version'     => (string) $row['version'],
				'law'         => (string) $row['law'],
				'ccpa_optout' => (bool) $row['ccpa_optout'],
			);
		}
		return array(
			'records' => $records,
			'total'   => $total,
		);
	}

	/** Deletes the rows older than the retention setting; returns how many. */
	public static function purge(): int {
		global $wpdb;
		$days   = (int) Options::get()['records_retention_days'];
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - max( 1, $days ) * DAY_IN_SECONDS );
		$table  = self::table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE created_at < %s", $cutoff ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	}
}
