<?php
/**
 * Where beacons' counts gather when the site has a Redis object cache, so a beacon costs one Redis
 * round trip instead of a database write; a scheduled job (Flush) moves them to the counters table
 * in batches (docs/insights.md, "Writes at scale").
 *
 * Why not wp_cache_incr(): the Redis Object Cache drop-in implements it as a GET then a SET, so two
 * concurrent beacons can both read 5 and both write 6. The buffer therefore talks to the drop-in's
 * own Redis connection (redis_instance()) with commands that are atomic in Redis itself:
 *
 * - a beacon: HINCRBY on one hash (`…:live`), one field per counter key (CounterStore::key());
 * - a flush, claim-by-rename: a new claim id is added to the set `…:claims` first, then the live
 *   hash is RENAMEd to `…:claim:{id}` in one atomic step: a beacon lands either in the claimed
 *   hash or in a new live one, never in between and never in both;
 * - a claim is applied in one database transaction that first INSERTs a marker row (entity
 *   CounterStore::MARKER, event = claim id; the unique key refuses a second one), then reads the
 *   claimed hash and upserts its counts; after COMMIT the hash, the claim id and the marker go.
 *   A crash after the rename leaves the claim in the set and it is applied by the next flush; a
 *   crash after COMMIT leaves the marker, so that next flush only cleans up; a flush running
 *   at the same time waits on the marker's key and then finds it taken. No count is lost or
 *   counted twice, as long as Redis keeps its data (what Redis loses on a restart without
 *   persistence is at most what came since the last flush).
 *
 * Without a Redis object cache (none, or another one) each beacon upserts straight into the table.
 *
 * @package Vitrine
 */

namespace Vitrine\Insights;

defined( 'ABSPATH' ) || exit;

final class Buffer {
	/** The drop-in's Redis client, or null when counts go straight to the table. */
	public static function redis(): ?object {
		global $wp_object_cache;
		$redis = null;
		if ( wp_using_ext_object_cache() && is_object( $wp_object_cache ) && method_exists( $wp_object_cache, 'redis_instance' ) && method_exists( $wp_object_cache, 'redis_status' ) && $wp_object_cache->redis_status() ) {
			$redis = $wp_object_cache->redis_instance();
		}
		/**
		 * The Redis client the Insights buffer uses; return null to write every beacon straight to
		 * the database.
		 *
		 * @param object|null $redis The Redis Object Cache drop-in's client (phpredis or Predis).
		 */
		$redis = apply_filters( 'vitrine_insights_redis', is_object( $redis ) ? $redis : null );
		return is_object( $redis ) ? $redis : null;
	}

	/** The buffer's Redis key names, one set per site and database. */
	public static function key( string $name ): string {
		global $wpdb;
		return 'vitrine:insights:' . substr( md5( DB_NAME . '|' . $wpdb->prefix ), 0, 12 ) . ':' . $name;
	}

	/**
	 * Counts validated rows: in the buffer when there is one, else in the table.
	 *
	 * @param array<int, array{day: string, entity: string, variant: string, event: string, dimension: string, count: int}> $rows
	 */
	public static function add( array $rows ): bool {
		$redis = self::redis();
		if ( ! $redis ) {
			return CounterStore::add( $rows );
		}
		try {
			$live = self::key( 'live' );
			foreach ( $rows as $row ) {
				$redis->hIncrBy( $live, CounterStore::key( $row ), (int) $row['count'] );
			}
			return true;
		} catch ( \Throwable $error ) {
			// Redis went away: the table still takes the counts.
			return CounterStore::add( $rows );
		}
	}

	/**
	 * Moves what the buffer holds into the table: first claims a crash left behind, then a new
	 * claim of the live hash. Returns the counts moved.
	 */
	public static function flush(): int {
		$redis = self::redis();
		if ( ! $redis ) {
			return 0;
		}
		$claims = self::key( 'claims' );
		$moved  = 0;
		foreach ( (array) $redis->sMembers( $claims ) as $id ) {
			$moved += self::apply( $redis, (string) $id );
		}
		if ( ! $redis->exists( self::key( 'live' ) ) ) {
			return $moved;
		}
		$id = time() . '-' . bin2hex( random_bytes( 4 ) ); // Its time lets a stale id go (apply()).
		$redis->sAdd( $claims, $id );
		try {
			$renamed = $redis->rename( self::key( 'live' ), self::key( 'claim:' . $id ) );
		} catch ( \Throwable $error ) {
			$renamed = false; // Predis throws when the live hash went in the meantime.
		}
		if ( ! $renamed ) {
			$redis->sRem( $claims, $id );
			return $moved;
		}
		return $moved + self::apply( $redis, $id );
	}

	/** Applies one claimed hash exactly once (see the class comment); returns the counts moved. */
	private static function apply( object $redis, string $id ): int {
		global $wpdb;
		$table  = CounterStore::table();
		$marker = array( CounterStore::MARKER, $id );
		if ( ! $redis->exists( self::key( 'claim:' . $id ) ) ) {
			// Nothing (left) to apply. A flush running now may have listed the id and not renamed
			// yet, so only an id older than an hour leaves the list.
			if ( (int) $id < time() - HOUR_IN_SECONDS ) {
				$redis->sRem( self::key( 'claims' ), $id );
				$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . CounterStore::table() . ' WHERE entity = %s AND event = %s', CounterStore::MARKER, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own counters table.
			}
			return 0;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- Vitrine's own counters table.
		$wpdb->query( 'START TRANSACTION' );
		$suppress = $wpdb->suppress_errors( true );
		$claimed  = $wpdb->query( $wpdb->prepare( "INSERT INTO $table (day, entity, variant, event, dimension, count) VALUES ('2000-01-01', %s, '', %s, '', 0)", $marker[0], $marker[1] ) );
		$wpdb->suppress_errors( $suppress );
		if ( false === $claimed ) {
			// Applied before (the marker is left from a crash after COMMIT) or by a flush running now.
			$wpdb->query( 'ROLLBACK' );
			$done = ! $redis->exists( self::key( 'claim:' . $id ) ) || self::marker_committed( $id );
			if ( $done ) {
				self::forget( $redis, $id );
			}
			return 0;
		}
		$rows = array();
		foreach ( (array) $redis->hGetAll( self::key( 'claim:' . $id ) ) as $key => $count ) {
			$row = CounterStore::row( (string) $key, (int) $count );
			if ( $row ) {
				$rows[] = $row;
			}
		}
		if ( $rows && ! CounterStore::add( $rows ) ) {
			$wpdb->query( 'ROLLBACK' ); // The claim stays; the next flush tries again.
			return 0;
		}
		$wpdb->query( 'COMMIT' );
		self::forget( $redis, $id );
		return (int) array_sum( array_column( $rows, 'count' ) );
	}

	private static function marker_committed( string $id ): bool {
		global $wpdb;
		$table = CounterStore::table();
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM $table WHERE entity = %s AND event = %s", CounterStore::MARKER, $id ) );
	}

	/** After COMMIT: the claimed hash, then the claim id, then the marker, in that order. */
	private static function forget( object $redis, string $id ): void {
		global $wpdb;
		$redis->del( self::key( 'claim:' . $id ) );
		$redis->sRem( self::key( 'claims' ), $id );
		$table = CounterStore::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE entity = %s AND event = %s", CounterStore::MARKER, $id ) );
		// phpcs:enable
	}
}
