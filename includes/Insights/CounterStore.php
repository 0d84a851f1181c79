<?php
/**
 * The counters table of Insights (docs/insights.md): one row per (day, entity, variant, event,
 * dimension) whose `count` grows in one atomic statement (INSERT ... ON DUPLICATE KEY UPDATE
 * count = count + VALUES(count)), so concurrent writers never overwrite each other. An entity is
 * `kind:id` (popup:12, product:40, consent:first-layer); the dimension is a coarse label (a region,
 * a link type), never a person: no cookie, no IP address, no user id is stored. A data store
 * (Vitrine\Data\Store): the lifecycle installs it, purges old days daily and drops it on an
 * opted-in uninstall.
 *
 * @package Vitrine
 */

namespace Vitrine\Insights;

defined( 'ABSPATH' ) || exit;

final class CounterStore implements \Vitrine\Data\Store {
	use \Vitrine\Data\AnonymousTable;

	/** The entity of the flush markers (Buffer::apply); no beacon can name it (EventsRoute's pattern). */
	public const MARKER = '_flush';

	/** Rows per INSERT statement. */
	private const CHUNK = 200;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_counters';
	}

	/** Lists this store with the others (filter `vitrine_data_stores`); its retention is an Insights setting. */
	public static function register(): void {
		$store = new self();
		add_filter( 'vitrine_data_stores', static fn( $stores ) => array_merge( (array) $stores, array( $store ) ) );
		add_filter(
			'vitrine_retention_setting',
			static fn( $setting, string $id ) => $store->id() !== $id ? $setting : array(
				'days' => (int) Settings::get( 'retention_days' ),
				'url'  => admin_url( 'admin.php?page=' . Settings::PAGE ),
			),
			10,
			2
		);
	}

	public function id(): string {
		return 'counters';
	}

	public function label(): string {
		return __( 'Insights counters', 'vitrine' );
	}

	public function install(): void {
		\Vitrine\Data\Schema::create_table(
			self::table(),
			"
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				day date NOT NULL,
				entity varchar(48) NOT NULL,
				variant varchar(12) NOT NULL DEFAULT '',
				event varchar(24) NOT NULL,
				dimension varchar(40) NOT NULL DEFAULT '',
				count bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (id),
				UNIQUE KEY counter (day,entity,variant,event,dimension),
				KEY entity_day (entity,day)
			"
		);
	}

	/**
	 * Adds counts; values must already be validated (EventsRoute does it). Rows with the same key
	 * are summed first, so one statement never names a key twice.
	 *
	 * @param array<int, array{day: string, entity: string, variant: string, event: string, dimension: string, count: int}> $rows
	 */
	public static function add( array $rows ): bool {
		$merged = array();
		foreach ( $rows as $row ) {
			$key = self::key( $row );
			if ( isset( $merged[ $key ] ) ) {
				$merged[ $key ]['count'] += (int) $row['count'];
			} else {
				$merged[ $key ] = $row;
			}
		}
		foreach ( array_chunk( array_values( $merged ), self::CHUNK ) as $chunk ) {
			if ( ! self::upsert( $chunk ) ) {
				return false;
			}
		}
		return true;
	}

	/** The row's unique key as one string (tab-separated: no part may contain a tab). */
	public static function key( array $row ): string {
		return implode( "\t", array( $row['day'], $row['entity'], $row['variant'], $row['event'], $row['dimension'] ) );
	}

	/** The row a key() names, with a count. */
	public static function row( string $key, int $count ): ?array {
		$parts = explode( "\t", $key );
		if ( 5 !== count( $parts ) || $count <= 0 ) {
			return null;
		}
		return array(
			'day'       => $parts[0],
			'entity'    => $parts[1],
			'variant'   => $parts[2],
			'event'     => $parts[3],
			'dimension' => $parts[4],
			'count'     => $count,
		);
	}

	/** @param array<int, array<string, mixed>> $rows Distinct keys. */
	private static function upsert( array $rows ): bool {
		global $wpdb;
		$table  = self::table();
		$values = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %d)', $row['day'], $row['entity'], $row['variant'], $row['event'], $row['dimension'], $row['count'] );
		}
		$sql = "INSERT INTO $table (day, entity, variant, event, dimension, count) VALUES " . implode( ', ', $values ) . ' ON DUPLICATE KEY UPDATE count = count + VALUES(count)';
		// SQLite may report a busy database under heavy parallel writes: retry briefly rather than
		// lose the counts (as ClickStore does).
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$suppress = $wpdb->suppress_errors( true );
			$result   = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own counters table, every value prepared above; counts change all the time, so they are not cached.
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
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE day < %s AND entity <> %s", $limit, self::MARKER ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own counters table.
	}

	/**
	 * Counts per day, entity, variant, event and dimension between two days (inclusive), for the
	 * report and the export; an entity prefix (`popup:`) narrows it.
	 *
	 * @return array<int, array{day: string, entity: string, variant: string, event: string, dimension: string, count: int}>
	 */
	public static function rows( string $from, string $to, string $entity_prefix = '' ): array {
		global $wpdb;
		$table = self::table();
		$like  = $wpdb->esc_like( $entity_prefix ) . '%';
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT day, entity, variant, event, dimension, count FROM $table WHERE day >= %s AND day <= %s AND entity LIKE %s AND entity <> %s ORDER BY day, entity, variant, event, dimension", $from, $to, $like, self::MARKER ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own counters table; counts change all the time, so they are not cached.
		return array_map(
			static fn( $row ) => array(
				'day'       => (string) $row['day'],
				'entity'    => (string) $row['entity'],
				'variant'   => (string) $row['variant'],
				'event'     => (string) $row['event'],
				'dimension' => (string) $row['dimension'],
				'count'     => (int) $row['count'],
			),
			(array) $rows
		);
	}
}
