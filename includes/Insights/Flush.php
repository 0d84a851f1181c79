<?php
/**
 * The scheduled job that moves the counts gathered in Redis to the counters table (Buffer::flush,
 * docs/insights.md): every minute, from WP-Cron (a real site runs wp-cron.php from a system cron),
 * and before the Insights screen or the export reads the table.
 *
 * @package Vitrine
 */

namespace Vitrine\Insights;

use Vitrine\Lifecycle\Events;

defined( 'ABSPATH' ) || exit;

final class Flush {
	public const HOOK = 'vitrine_insights_flush';

	public const SCHEDULE = 'vitrine_minute';

	public static function register(): void {
		add_filter( 'cron_schedules', array( self::class, 'schedules' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- counts wait in Redis until this runs.
		Events::recurring( self::HOOK, array( self::class, 'run' ), array( self::class, 'schedule' ) );
	}

	/**
	 * @param array<string, array{interval: int, display: string}> $schedules
	 * @return array<string, array{interval: int, display: string}>
	 */
	public static function schedules( $schedules ): array {
		$schedules                   = (array) $schedules;
		$schedules[ self::SCHEDULE ] = array(
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute', 'vitrine' ),
		);
		return $schedules;
	}

	public static function schedule(): void {
		if ( Buffer::redis() ) {
			Events::ensure( self::HOOK, MINUTE_IN_SECONDS, self::SCHEDULE );
		}
	}

	public static function run(): int {
		return Buffer::flush();
	}
}
