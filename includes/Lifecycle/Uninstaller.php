<?php
/**
 * What uninstall.php does: on each site whose owner ticked "Delete all Vitrine data when the plugin
 * is deleted", removes the imported demo content, drops every data store, deletes every `vitrine_`
 * option and transient, every scheduled `vitrine_` event, Vitrine's user meta and its upload
 * folders. Without the opt-in only the secrets go (forget_secrets()). Posts the owner made with
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
		self::forget_secrets();
		if ( ! Settings::get()['delete_data'] ) {
			return false;
		}
		DemoImporter::remove();
		foreach ( DataStores::all() as $store ) {
			$store->uninstall();
		}
		Events::clear_all();
		foreach ( self::option_names() as $name ) {
			delete_option( $name );
		}
		foreach ( self::user_meta_keys() as $key ) {
			delete_metadata( 'user', 0, $key, '', true );
		}
		$uploads = wp_upload_dir( null, false );
		foreach ( self::UPLOAD_FOLDERS as $folder ) {
			Demo\Ledger::delete_folder( $uploads['basedir'] . '/' . $folder );
		}
		wp_cache_flush();
		return true;
	}

	/**
	 * Secrets never outlive the plugin, whatever the owner chose for their data (docs/security.md):
	 * the Amazon and Stripe secrets are removed from their options, which keep everything else (ids,
	 * partner tag, publishable key), and the cached Creators API token goes with them.
	 */
	public static function forget_secrets(): void {
		$api = \Vitrine\Affiliate\Settings::api();
		( new \Vitrine\Affiliate\Source\CreatorsClient( $api ) )->forget_token(); // Also from an object cache.
		foreach ( self::option_names() as $name ) {
			if ( str_starts_with( $name, '_transient_vitrine_creators_token_' ) ) {
				delete_transient( substr( $name, strlen( '_transient_' ) ) );
			}
		}
		$secrets = array(
			\Vitrine\Affiliate\Settings::API_OPTION => array( 'credential_secret', 'secret_key' ),
			\Vitrine\Shop\PaymentSettings::OPTION   => array( 'stripe_secret_key' ),
		);
		foreach ( $secrets as $option => $keys ) {
			$saved = get_option( $option );
			if ( is_array( $saved ) && array_intersect_key( $saved, array_flip( $keys ) ) ) {
				update_option( $option, array_diff_key( $saved, array_flip( $keys ) ) );
			}
		}
	}

	/** Folders under uploads that Vitrine writes: form uploads and the demo's product pictures. */
	public const UPLOAD_FOLDERS = array( 'vitrine-forms', 'vitrine-demo' );

	/**
	 * @return string[] Vitrine's user meta keys (vitrine_…, and per-site user options
	 *                  {prefix}vitrine_…), such as the dismissed theme offer.
	 */
	public static function user_meta_keys(): array {
		global $wpdb;
		$mine = $wpdb->esc_like( 'vitrine_' ) . '%';
		$site = $wpdb->esc_like( $wpdb->get_blog_prefix() . 'vitrine_' ) . '%';
		return (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $mine, $site ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/** @return string[] This site's options and transients named vitrine_…. */
	public static function option_names(): array {
		global $wpdb;
		$options    = $wpdb->esc_like( 'vitrine_' ) . '%';
		$transients = $wpdb->esc_like( '_transient_vitrine_' ) . '%';
		$timeouts   = $wpdb->esc_like( '_transient_timeout_vitrine_' ) . '%';
		return (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $options, $transients, $timeouts ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
