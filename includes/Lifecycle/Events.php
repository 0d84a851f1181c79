<?php
/**
 * Vitrine's scheduled events on the current site: every WP-Cron hook whose name starts `vitrine_`,
 * so events a feature adds later are cleared without being listed here; and the one way a feature
 * keeps its recurring event scheduled (from the admin only: a visitor's request never writes).
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Events {
	/** @return string[] The hooks with at least one scheduled event. */
	public static function hooks(): array {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, 'vitrine_' ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		return array_keys( $hooks );
	}

	/**
	 * Runs `$run` on `$hook`, and calls `$schedule` on every admin page load, so a lost event comes
	 * back without visitors' pages paying for the cron check.
	 */
	public static function recurring( string $hook, callable $run, callable $schedule ): void {
		add_action( $hook, $run );
		add_action( 'admin_init', $schedule );
	}

	/** Schedules `$hook` every `$recurrence` (a WP-Cron schedule), first in `$delay` seconds, unless it is. */
	public static function ensure( string $hook, int $delay, string $recurrence ): void {
		if ( ! wp_next_scheduled( $hook ) ) {
			wp_schedule_event( time() + $delay, $recurrence, $hook );
		}
	}

	public static function clear_all(): void {
		foreach ( self::hooks() as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}
}
