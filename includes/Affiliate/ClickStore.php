<?php
/**
 * The click table: one row per (day, product, link type, source type, source id, widget flag,
 * country) whose `count` grows by one per click in a single atomic statement
 * (INSERT ... ON DUPLICATE KEY UPDATE count = count + 1), so concurrent clicks never overwrite each
 * other. No IP address, user agent or user id is stored. A data store (Vitrine\Data\Store): the
 * lifecycle installs it, purges old days daily and removes it on an opted-in uninstall.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class ClickStore implements \Vitrine\Data\Store {
	use \Vitrine\Data\AnonymousTable;

	public const LINK_TYPES = array( 'button', 'title', 'thumbnail', 'star_rating', 'link', 'prime' );

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_clicks';
	}

	/** Lists this store with the others (filter `vitrine_data_stores`); its retention is an affiliate setting. */
	public static function register(): void {
		$store = new self();
		add_filter( 'vitrine_data_stores', static fn( $stores ) => array_merge( (array) $stores, array( $store ) ) );
		add_filter(
			'vitrine_retention_setting',
			static fn( $setting, string $id ) => $store->id() !== $id ? $setting : array(
				'days' => (int) Settings::get( 'retention_days' ),
				'url'  => admin_url( 'admin.php?page=' . Admin\SettingsPage::SLUG ),
			),
			10,
			2
		);
	}

	public function id(): string {
		return 'clicks';
	}

	public function label(): string {
		return __( 'Affiliate clicks', 'vitrine' );
	}

	public function install(): void {
		\Vitrine\Data\Schema::create_table(
			self::table(),
			"
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				day date NOT NULL,
				product_id bigint(20) unsigned NOT NULL,
				link_type varchar(12) NOT NULL,
				source_type varchar(20) NOT NULL,
				source_id bigint(20) unsigned NOT NULL DEFAULT 0,
				is_widget tinyint(1) unsigned NOT NULL DEFAULT 0,
				country char(2) NOT NULL DEFAULT '',
				tracking_id varchar(64) NOT NULL DEFAULT '',
				count bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (id),
				UNIQUE KEY click (day,product_id,link_type,source_type,source_id,is_widget,country),
				KEY product_day (product_id,day)
			"
		);
	}

	/**
	 * Counts one click. Values must already be validated (the click route does it).
	 *
	 * @param array{product_id: int, link_type: string, source_type: string, source_id: int, is_widget: int, country: string, tracking_id: string} $click
	 */
	public static function record( array $click, ?string $day = null ): bool {
		global $wpdb;
		$table = self::table();
		$sql   = $wpdb->prepare(
			"INSERT INTO $table (day, product_id, link_type, source_type, source_id, is_widget, country, tracking_id, count) VALUES (%s, %d, %s, %s, %d, %d, %s, %s, 1) ON DUPLICATE KEY UPDATE count = count + 1, tracking_id = VALUES(tracking_id)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$day ?? wp_date( 'Y-m-d' ),
			$click['product_id'],
			$click['link_type'],
			$click['source_type'],
			$click['source_id'],
			$click['is_widget'],
			$click['country'],
			$click['tracking_id']
		);
		// SQLite may report a busy database under heavy parallel writes: retry briefly rather than
		// lose the click.
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$suppress = $wpdb->suppress_errors( true );
			$result   = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own click table (no WordPress API for it); counts change with every click, so they are not cached.
			$wpdb->suppress_errors( $suppress );
			if ( false !== $result ) {
				return true;
			}
			usleep( 20000 * ( $attempt + 1 ) );
		}
		return false;
	}

	/** Deletes days older than the retention period. Returns the number of rows removed. */
	public function purge( int $older_than_days ): int {
		if ( $older_than_days <= 0 ) {
			return 0;
		}
		global $wpdb;
		$table = self::table();
		$limit = wp_date( 'Y-m-d', time() - $older_than_days * DAY_IN_SECONDS );
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE day < %s", $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own click table (no WordPress API for it); counts change with every click, so they are not cached.
	}

	/** Total clicks from $since (Y-m-d) on. */
	public static function total( string $since ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(count), 0) FROM $table WHERE day >= %s", $since ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own click table (no WordPress API for it); counts change with every click, so they are not cached.
	}

	/**
	 * Clicks grouped by a column (product_id, link_type, country, day), most first (day: in order).
	 *
	 * @return array<int, array{key: string, clicks: int}>
	 */
	public static function grouped( string $column, string $since, int $limit = 10 ): array {
		global $wpdb;
		if ( ! in_array( $column, array( 'product_id', 'link_type', 'country', 'day', 'source_id' ), true ) ) {
			return array();
		}
		$table = self::table();
		$order = 'day' === $column ? 'day ASC' : 'clicks DESC, k ASC';
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT $column AS k, SUM(count) AS clicks FROM $table WHERE day >= %s GROUP BY $column ORDER BY $order LIMIT %d", $since, $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own click table (no WordPress API for it); counts change with every click, so they are not cached.
		return array_map(
			static fn( $row ) => array(
				'key'    => (string) $row['k'],
				'clicks' => (int) $row['clicks'],
			),
			(array) $rows
		);
	}
}
