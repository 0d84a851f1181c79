<?php
/**
 * Fixed-window counters for anonymous writes (docs/security.md): one hit per request, keyed by
 * bucket, the visitor's hashed address and a subject (the clicked product and page, a consent id).
 *
 * Where they live: with a persistent object cache whose increment is atomic (Memcached, and the
 * drop-ins that use Redis's INCR) in the cache, where an add and an increment cost no database
 * write; without one, or with Redis Object Cache (its increment is a GET then a SET, so two web
 * nodes counting at once lose hits: docs/scaling.md), in a small table of its own with
 * one atomic INSERT ... ON DUPLICATE KEY UPDATE per hit, never in the options table (transients
 * there would add two autoload-checked rows per visitor and window). Only POST routes count, so a
 * visitor's GET still never writes. Ended windows go with the daily clean-up
 * and, one request in 200, at once.
 *
 * @package Vitrine
 */

namespace Vitrine\Security;

defined( 'ABSPATH' ) || exit;

final class RateLimiter implements \Vitrine\Data\Store, \Vitrine\Data\FixedRetention {
	use \Vitrine\Data\AnonymousTable;

	public const GROUP = 'vitrine_rate_limits';

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_rate_limits';
	}

	/**
	 * Counts one request. Returns 0 while the visitor is within the limit, else the seconds until the
	 * window ends (the Retry-After of the 429 answer). A window starts at a visitor's first request.
	 */
	public static function hit( string $bucket, string $visitor, string $subject, int $limit, int $window, ?int $now = null ): int {
		$now                     = $now ?? time();
		$window                  = max( 1, $window );
		$key                     = substr( hash( 'sha256', $bucket . '|' . $visitor . '|' . $subject . '|' . $window ), 0, 40 );
		list( $count, $expires ) = self::in_cache() ? self::count_in_cache( $key, $window, $now ) : self::count_in_table( $key, $window, $now );
		return $count > max( 1, $limit ) ? max( 1, $expires - $now ) : 0;
	}

	/**
	 * Whether the counters live in the object cache: only when its increment is atomic, so that
	 * every web node of a cluster counts each hit once (docs/scaling.md). Redis Object Cache (found
	 * by its redis_instance() method) increments with a GET then a SET. Filter
	 * `vitrine_rate_limits_in_cache` for a drop-in known either way.
	 */
	public static function in_cache(): bool {
		global $wp_object_cache;
		$atomic = wp_using_ext_object_cache() && ! ( is_object( $wp_object_cache ) && method_exists( $wp_object_cache, 'redis_instance' ) );
		return (bool) apply_filters( 'vitrine_rate_limits_in_cache', $atomic );
	}

	/** @return array{0: int, 1: int} The count so far and when the window ends. */
	private static function count_in_cache( string $key, int $window, int $now ): array {
		wp_cache_add( $key . ':end', $now + $window, self::GROUP, $window );
		wp_cache_add( $key, 0, self::GROUP, $window );
		$end = (int) ( wp_cache_get( $key . ':end', self::GROUP ) ?: $now + $window );
		if ( $end <= $now ) {
			// The cache still holds an ended window (its expiry not applied yet): a new one starts.
			$end = $now + $window;
			wp_cache_set( $key . ':end', $end, self::GROUP, $window );
			wp_cache_set( $key, 0, self::GROUP, $window );
		}
		$count = wp_cache_incr( $key, 1, self::GROUP );
		if ( true === $count ) {
			// Redis Object Cache (2.6) answers true instead of the sum and stores the sum without its
			// expiry (a GET then a SET, not atomic): read the sum back and give it its expiry again,
			// or the counter would outlive its window and refuse the visitor for good. Concurrent hits
			// may then be counted once, which only makes the limit a little more lenient.
			$count = (int) wp_cache_get( $key, self::GROUP, true );
			wp_cache_set( $key, $count, self::GROUP, max( 1, $end - $now ) );
		}
		return array( false === $count ? 1 : max( 1, (int) $count ), $end );
	}

	/** @return array{0: int, 1: int} The count so far and when the window ends. */
	private static function count_in_table( string $key, int $window, int $now ): array {
		global $wpdb;
		$table = self::table();
		// One atomic statement: a new key starts at 1, an ended window starts again, else +1. On
		// MySQL/MariaDB the statement also hands this request its own count (LAST_INSERT_ID(expr),
		// kept per connection, read back as the insert id): reading the row afterwards would see the
		// hits of requests that came in meanwhile, on any web node, and refuse a request that was
		// within the limit (docs/scaling.md). SQLite (one writer, one machine) reads the row back.
		$own = ! ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
		if ( $own ) {
			$done = $wpdb->query(
				$wpdb->prepare(
					"INSERT INTO $table (limit_key, hits, expires) VALUES (%s, LAST_INSERT_ID(1), %d) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(CASE WHEN expires <= %d THEN 1 ELSE hits + 1 END), expires = CASE WHEN expires <= %d THEN %d ELSE expires END",
					$key,
					$now + $window,
					$now,
					$now,
					$now + $window
				)
			);
		} else {
			$done = $wpdb->query(
				$wpdb->prepare(
					"INSERT INTO $table (limit_key, hits, expires) VALUES (%s, 1, %d) ON DUPLICATE KEY UPDATE hits = CASE WHEN expires <= %d THEN 1 ELSE hits + 1 END, expires = CASE WHEN expires <= %d THEN %d ELSE expires END",
					$key,
					$now + $window,
					$now,
					$now,
					$now + $window
				)
			);
		}
		if ( false === $done ) {
			return array( 1, $now + $window ); // No table (a half-finished upgrade): never lose a legitimate request over it.
		}
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT hits, expires FROM $table WHERE limit_key = %s", $key ), ARRAY_A );
		// phpcs:enable
		if ( 1 === wp_rand( 1, 200 ) ) {
			( new self() )->purge( 0 ); // Also without WP-Cron, ended windows do not pile up.
		}
		$count = $own && $wpdb->insert_id > 0 ? (int) $wpdb->insert_id : (int) ( $row['hits'] ?? 1 );
		return array( $count, (int) ( $row['expires'] ?? $now + $window ) );
	}

	/** A 429 answer with Retry-After, in the shape of WordPress's REST errors. */
	public static function too_many( string $code, string $message, int $retry_after ): \WP_REST_Response {
		$response = new \WP_REST_Response(
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => array(
					'status'      => 429,
					'retry_after' => $retry_after,
				),
			),
			429
		);
		$response->header( 'Retry-After', (string) $retry_after );
		return $response;
	}

	public function register(): void {
		add_filter( 'vitrine_data_stores', static fn( $stores ) => array_merge( (array) $stores, array( new self() ) ) );
	}

	public function id(): string {
		return 'rate_limits';
	}

	public function label(): string {
		return __( 'Rate limits (hashed visitor addresses)', 'vitrine' );
	}

	/** A window lasts minutes; the retention setting has nothing to shorten (purge() below). */
	public function retention_text(): string {
		return __( 'Until its time window ends (minutes), then the daily clean-up deletes it', 'vitrine' );
	}

	public function install(): void {
		\Vitrine\Data\Schema::create_table(
			self::table(),
			'
				limit_key char(40) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires bigint(20) unsigned NOT NULL,
				PRIMARY KEY  (limit_key),
				KEY expires (expires)
			'
		);
	}

	/** Expired windows, whatever the retention: a counter is worthless once its window ended. */
	public function purge( int $older_than_days ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE expires < %d", time() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	}
}
