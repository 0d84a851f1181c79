<?php
/**
 * Vitrine's scheduled events on the current site: every WP-Cron hook whose name starts `vitrine_`,
 * so events a feature adds later are cleared without being listed here.
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

	public static function clear_all(): void {
		foreach ( self::hooks() as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}
}
