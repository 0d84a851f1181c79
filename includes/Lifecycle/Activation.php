<?php
/**
 * Activation, deactivation and new sites of a network. Activation checks the requirements, then on
 * each site (every site for a network activation): installs every data store, writes the default
 * settings, runs pending migrations and schedules the daily clean-up. Deactivation clears scheduled
 * events and moves a site off the bundled theme (it needs the plugin): data stays until the plugin is
 * deleted with the owner's opt-in.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Activation {
	public const REDIRECT_OPTION = 'vitrine_activation_redirect';

	/**
	 * @param bool          $network_wide True for a network activation.
	 * @param string[]|null $versions     WordPress and PHP versions to check (tests); the running ones when null.
	 */
	public static function activate( $network_wide = false, ?array $versions = null ): void {
		if ( ! Requirements::guard( $versions[0] ?? null, $versions[1] ?? null ) ) {
			return;
		}
		self::load();
		self::each_site( (bool) $network_wide, array( self::class, 'install_site' ) );
		// The first-run screen, once, for an owner who activated this plugin alone in the admin.
		if ( ! $network_wide && is_admin() && ! wp_doing_ajax() && 'cli' !== PHP_SAPI && ! isset( $_GET['activate-multi'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- core checked the activation nonce.
			update_option( self::REDIRECT_OPTION, get_current_user_id(), false );
		}
	}

	/** @param bool $network_wide True for a network deactivation. */
	public static function deactivate( $network_wide = false ): void {
		self::each_site(
			(bool) $network_wide,
			static function (): void {
				Events::clear_all();
				BundledTheme::release_site();
			}
		);
	}

	/** Everything one site needs; safe to run again. */
	public static function install_site(): void {
		foreach ( DataStores::all() as $store ) {
			$store->install();
		}
		update_option( Migrator::STORES_OPTION, array_keys( DataStores::all() ), true );
		Defaults::add();
		Migrator::run();
		Migrator::note_plugin_version();
		Retention::schedule();
	}

	/** A site created later on a network where Vitrine is network-active gets its own tables. */
	public static function initialize_site( \WP_Site $site ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		if ( ! is_plugin_active_for_network( plugin_basename( VITRINE_FILE ) ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		self::install_site();
		restore_current_blog();
	}

	/** A deleted site loses its Vitrine tables with its own (core drops only the tables it knows). */
	public static function uninitialize_site( \WP_Site $site ): void {
		switch_to_blog( (int) $site->blog_id );
		foreach ( DataStores::all() as $store ) {
			$store->uninstall();
		}
		restore_current_blog();
	}

	/**
	 * The activation request included plugin.php after plugins_loaded, so the modules have not listed
	 * their stores yet: register them now.
	 */
	private static function load(): void {
		if ( ! did_action( 'vitrine_loaded' ) ) {
			( new Plugin( VITRINE_FILE ) )->register();
		}
	}

	/** @param callable $callback Run on this site, or on every site of the network. */
	public static function each_site( bool $network_wide, callable $callback ): void {
		if ( ! is_multisite() || ! $network_wide ) {
			$callback();
			return;
		}
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			$callback();
			restore_current_blog();
		}
	}
}
