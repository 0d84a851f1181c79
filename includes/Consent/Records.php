<?php
/**
 * Proof of consent: one row per decision (a random consent id from the visitor's cookie, the time,
 * the action, the categories, the consent version and the law; no IP address, no user agent), in
 * a table of its own. A data store (Vitrine\Data\Store): the lifecycle installs it with dbDelta,
 * purges rows older than the retention setting daily and removes it on an opted-in uninstall.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Records implements \Vitrine\Data\Store {
	use \Vitrine\Data\AnonymousTable;

	public const ACTIONS = array( 'accept', 'acceptAll', 'reject', 'scroll', 'showOnce', 'ccpaOptOut', 'allowCategory' );

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_consent_records';
	}

	public function register(): void {
		add_filter( 'vitrine_data_stores', array( $this, 'add_store' ) );
		add_filter( 'vitrine_retention_setting', array( $this, 'retention_setting' ), 10, 2 );
	}

	/** @param mixed $stores The stores listed so far. */
	public function add_store( $stores ): array {
		return array_merge( (array) $stores, array( $this ) );
	}

	/**
	 * The retention of consent records is a consent setting (Settings → Cookie consent).
	 *
	 * @param mixed $setting Null, or what another owner said.
	 */
	public function retention_setting( $setting, string $id ): mixed {
		if ( $this->id() !== $id ) {
			return $setting;
		}
		return array(
			'days' => (int) Options::get()['records_retention_days'],
			'url'  => admin_url( 'admin.php?page=' . AdminPage::SLUG ),
		);
	}

	public function id(): string {
		return 'consent_records';
	}

	public function label(): string {
		return __( 'Consent records', 'vitrine' );
	}

	public function install(): void {
		\Vitrine\Data\Schema::create_table(
			self::table(),
			'
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
			'
		);
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
		return array(
			'records' => array_map( array( self::class, 'item' ), (array) $rows ),
			'total'   => $total,
		);
	}

	/**
	 * A database row as the admin and the CSV read it.
	 *
	 * @param array<string, mixed> $row
	 * @return array<string, mixed>
	 */
	public static function item( array $row ): array {
		$categories = json_decode( (string) $row['categories'], true );
		return array(
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

	/** Deletes one record (a visitor's erasure request, a test entry); whether it existed. */
	public static function delete( int $id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( self::table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/** Deletes the rows older than the given number of days; returns how many. */
	public function purge( int $older_than_days ): int {
		if ( $older_than_days <= 0 ) {
			return 0;
		}
		global $wpdb;
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $older_than_days * DAY_IN_SECONDS );
		$table  = self::table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE created_at < %s", $cutoff ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * How visitors answered since a UTC time: the records per action, accepted or not, per law, and
	 * for each category how many records named it and how many allowed it. Counted in SQL per
	 * distinct category set (a site has a handful), so the rows themselves are never loaded.
	 *
	 * @return array{total: int, accepted: int, actions: array<string, int>, laws: array<string, int>, categories: array<string, array{named: int, allowed: int}>}
	 */
	public static function statistics( string $since ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT action, law, accepted, categories, COUNT(*) AS n FROM $table WHERE created_at >= %s GROUP BY action, law, accepted, categories", $since ), ARRAY_A );
		// phpcs:enable
		$stats = array(
			'total'      => 0,
			'accepted'   => 0,
			'actions'    => array(),
			'laws'       => array(),
			'categories' => array(),
		);
		foreach ( $rows as $row ) {
			$n                  = (int) $row['n'];
			$stats['total']    += $n;
			$stats['accepted'] += $row['accepted'] ? $n : 0;
			$stats['actions'][ (string) $row['action'] ] = ( $stats['actions'][ (string) $row['action'] ] ?? 0 ) + $n;
			$stats['laws'][ (string) $row['law'] ]       = ( $stats['laws'][ (string) $row['law'] ] ?? 0 ) + $n;
			$categories                                  = json_decode( (string) $row['categories'], true );
			foreach ( is_array( $categories ) ? $categories : array() as $category => $allowed ) {
				$seen                                      = $stats['categories'][ $category ] ?? array( 'named' => 0, 'allowed' => 0 );
				$stats['categories'][ (string) $category ] = array(
					'named'   => $seen['named'] + $n,
					'allowed' => $seen['allowed'] + ( $allowed ? $n : 0 ),
				);
			}
		}
		ksort( $stats['actions'] );
		ksort( $stats['laws'] );
		ksort( $stats['categories'] );
		return $stats;
	}
}
