<?php
/**
 * The daily clean-up: one WP-Cron event purges every data store of rows older than its retention
 * (Settings::retention) and remembers when it ran and how many rows each store lost, for the admin.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Retention {
	public const HOOK            = 'vitrine_retention';
	public const LAST_RUN_OPTION = 'vitrine_retention_last_run';

	public static function register(): void {
		Events::recurring( self::HOOK, array( self::class, 'run' ), array( self::class, 'schedule' ) );
	}

	public static function schedule(): void {
		Events::ensure( self::HOOK, HOUR_IN_SECONDS, 'daily' );
	}

	/**
	 * Purges every store. A store that fails is reported (-1) and does not stop the others.
	 *
	 * @return array{time: int, deleted: array<string, int>}
	 */
	public static function run(): array {
		$deleted = array();
		foreach ( DataStores::all() as $id => $store ) {
			$days = Settings::retention( $store )['days'];
			try {
				$deleted[ $id ] = $days > 0 ? $store->purge( $days ) : 0;
			} catch ( \Throwable $e ) {
				$deleted[ $id ] = -1;
			}
		}
		$last = array(
			'time'    => time(),
			'deleted' => $deleted,
		);
		update_option( self::LAST_RUN_OPTION, $last, false );
		return $last;
	}

	/** @return array{time: int, deleted: array<string, int>}|null */
	public static function last_run(): ?array {
		$last = get_option( self::LAST_RUN_OPTION );
		return is_array( $last ) && isset( $last['time'] ) ? $last : null;
	}
}
