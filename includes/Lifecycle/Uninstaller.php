<?php
/**
 * What uninstall.php does: on each site whose owner ticked "Delete all Vitrine data when the plugin
 * is deleted", drops every data store, deletes every `vitrine_` option and transient and every
 * scheduled `vitrine_` event. Without the opt-in nothing is deleted. Posts the owner made with
 * Vitrine (products, comparison tables, popups) are content and always stay.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Uninstaller {
	/** @return int Sites whose data was deleted. */
	public static function run(): int {
		if ( ! did_action( 'vitrine_loaded' ) ) {
			( new \Vitrine\Plugin( VITRINE_FILE ) )->register(); // Lists the stores.
		}
		$cleaned = 0;
		Activation::each_site(
			is_multisite(),
			static function () use ( &$cleaned ): void {
				$cleaned += self::uninstall_site() ? 1 : 0;
			}
		);
		return $cleaned;
	}

	/** @return bool Whether this site's data was deleted (only when its owner opted in). */
	public static function uninstall_site(): bool {
		if ( ! Settings::get()['delete_data'] ) {
			return false;
		}
		foreach ( DataStores::all() as $store ) {
			$store->uninstall();
		}
		Events::clear_all();
		foreach ( self::option_names() as $name ) {
			delete_option( $name );
		}
		wp_cache_flush();
		return true;
	}

	/** @return string[] This site's options and transients named vitrine_…. */
	public static function option_names(): array {
		global $wpdb;
		$like = array(
			$wpdb->esc_like( 'vitrine_' ) . '%',
			$wpdb->esc_like( '_transient_vitrine_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_vitrine_' ) . '%',
		);
		return (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
