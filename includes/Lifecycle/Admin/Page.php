<?php
/**
 * Vitrine → Demo and data (admin.php?page=vitrine-tools; Settings → Vitrine before, docs/admin.md):
 * links every feature's settings, imports and removes the demo content, and holds the data settings
 * (retention per store with the last clean-up, deleting data on uninstall, the schema version). The
 * first run after activation opens the Vitrine dashboard.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

use Vitrine\Lifecycle\Activation;
use Vitrine\Lifecycle\DemoImporter;

defined( 'ABSPATH' ) || exit;

final class Page {
	public const SLUG = 'vitrine-tools';

	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_init', array( self::class, 'first_run_redirect' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( VITRINE_FILE ), array( self::class, 'action_link' ) );
		DataPanel::register();
		Actions::register();
	}

	public static function add_page(): void {
		add_submenu_page( \Vitrine\Admin\Menu::SLUG, __( 'Demo content and data', 'vitrine' ), __( 'Demo and data', 'vitrine' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	public static function url( array $args = array() ): string {
		return add_query_arg( $args, admin_url( 'admin.php?page=' . self::SLUG ) );
	}

	/** The Vitrine dashboard's address (the first-run screen). */
	public static function dashboard_url( array $args = array() ): string {
		return add_query_arg( $args, admin_url( 'admin.php?page=' . \Vitrine\Admin\Menu::SLUG ) );
	}

	/** @param string[] $links The plugin row's links. */
	public static function action_link( $links ): array {
		return array_merge( array( '<a href="' . esc_url( self::dashboard_url() ) . '">' . esc_html__( 'Get started', 'vitrine' ) . '</a>' ), (array) $links );
	}

	/** Once, for the user who activated the plugin: the first-run screen instead of the plugin list. */
	public static function first_run_redirect(): void {
		$user = (int) get_option( Activation::REDIRECT_OPTION, 0 );
		if ( ! $user || wp_doing_ajax() || is_network_admin() ) {
			return;
		}
		if ( get_current_user_id() !== $user ) {
			return;
		}
		delete_option( Activation::REDIRECT_OPTION );
		if ( current_user_can( 'manage_options' ) && wp_safe_redirect( self::dashboard_url( array( 'welcome' => 1 ) ) ) ) {
			exit;
		}
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$welcome = ! empty( $_GET['welcome'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a heading.
		echo '<div class="wrap vitrine-lifecycle">';
		echo '<h1>' . esc_html( $welcome ? __( 'Welcome to Vitrine', 'vitrine' ) : __( 'Demo content and data', 'vitrine' ) ) . '</h1>';
		echo '<p class="vitrine-lifecycle-intro">' . esc_html__( 'Cookie consent, affiliate links, a page-builder runtime and widgets are active. Import the demo content to see every option at work, or set up each part below.', 'vitrine' ) . '</p>';
		// WordPress prints "Settings saved." by itself only under Settings; this page is in the Vitrine menu.
		settings_errors();
		Actions::report();
		if ( ! empty( $_GET['remove-demo'] ) && DemoImporter::imported() ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses what to show; the removal checks its own nonce.
			echo '<section class="vitrine-admin-card vitrine-demo-removal"><div class="vitrine-admin-card__body">';
			DemoRemoval::render();
			echo '</div></section></div>';
			return;
		}
		DemoCards::render();
		self::features();
		DataPanel::render();
		echo '</div>';
	}

	/** The feature screens, one card per menu they live in (FeatureLinks). */
	private static function features(): void {
		echo '<h2>' . esc_html__( 'Set up each feature', 'vitrine' ) . '</h2>';
		echo '<div class="vitrine-admin-cards vitrine-lifecycle-features">';
		foreach ( FeatureLinks::all() as $group => $links ) {
			$id = 'vitrine-features-' . sanitize_title( $group );
			echo '<section class="vitrine-admin-card" aria-labelledby="' . esc_attr( $id ) . '"><div class="vitrine-admin-card__header"><h3 id="' . esc_attr( $id ) . '">' . esc_html( $group ) . '</h3></div><div class="vitrine-admin-card__body"><ul class="vitrine-admin-links">';
			foreach ( $links as $link ) {
				echo '<li><a href="' . esc_url( $link['url'] ) . '">' . esc_html( $link['label'] ) . '</a></li>';
			}
			echo '</ul></div></section>';
		}
		echo '</div>';
	}
}
