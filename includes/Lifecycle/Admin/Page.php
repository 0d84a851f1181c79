<?php
/**
 * Settings → Vitrine: the first-run screen shown once after activation and reachable later. It links
 * every feature's settings, imports the demo content, and holds the data settings (retention per
 * store with the last clean-up, deleting data on uninstall, the schema version).
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Admin;

use Vitrine\Lifecycle\Activation;
use Vitrine\Lifecycle\DemoImporter;

defined( 'ABSPATH' ) || exit;

final class Page {
	public const SLUG = 'vitrine';

	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_init', array( self::class, 'first_run_redirect' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( VITRINE_FILE ), array( self::class, 'action_link' ) );
		DataPanel::register();
		Actions::register();
	}

	public static function add_page(): void {
		add_options_page( __( 'Vitrine', 'vitrine' ), __( 'Vitrine', 'vitrine' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	public static function url( array $args = array() ): string {
		return add_query_arg( $args, admin_url( 'options-general.php?page=' . self::SLUG ) );
	}

	/** @param string[] $links The plugin row's links. */
	public static function action_link( $links ): array {
		return array_merge( array( '<a href="' . esc_url( self::url() ) . '">' . esc_html__( 'Get started', 'vitrine' ) . '</a>' ), (array) $links );
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
		if ( current_user_can( 'manage_options' ) && wp_safe_redirect( self::url( array( 'welcome' => 1 ) ) ) ) {
			exit;
		}
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$welcome = ! empty( $_GET['welcome'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a heading.
		echo '<div class="wrap vitrine-lifecycle">';
		echo '<h1>' . esc_html( $welcome ? __( 'Welcome to Vitrine', 'vitrine' ) : __( 'Vitrine', 'vitrine' ) ) . '</h1>';
		echo '<p>' . esc_html__( 'Cookie consent, affiliate links, a page-builder runtime and widgets are active. Set up each part below, or import the demo content to see every option at work.', 'vitrine' ) . '</p>';
		Actions::report();
		if ( ! empty( $_GET['remove-demo'] ) && DemoImporter::imported() ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses what to show; the removal checks its own nonce.
			DemoRemoval::render();
			echo '</div>';
			return;
		}
		self::features();
		self::importer();
		DataPanel::render();
		echo '</div>';
	}

	private static function features(): void {
		echo '<h2>' . esc_html__( 'Set up each feature', 'vitrine' ) . '</h2>';
		echo '<div class="vitrine-lifecycle-features">';
		foreach ( FeatureLinks::all() as $group => $links ) {
			echo '<h3>' . esc_html( $group ) . '</h3><ul class="ul-disc">';
			foreach ( $links as $link ) {
				echo '<li><a href="' . esc_url( $link['url'] ) . '">' . esc_html( $link['label'] ) . '</a></li>';
			}
			echo '</ul>';
		}
		echo '</div>';
	}

	private static function importer(): void {
		echo '<h2 id="vitrine-demo">' . esc_html__( 'Demo content', 'vitrine' ) . '</h2>';
		echo '<p>' . esc_html__( 'Adds the demo pages (front page, blog, affiliate, motion, sticky, popups, loop grid and one page per widget family) with posts, products, popups and images. Importing again adds nothing twice. Try it on a staging site first.', 'vitrine' ) . '</p>';
		Actions::open_form( Actions::IMPORT );
		echo '<p><label><input type="checkbox" name="keep_settings" value="1" checked> ' . esc_html__( 'Keep my front page, tagline, theme options and consent and affiliate settings', 'vitrine' ) . '</label></p>';
		submit_button( __( 'Import demo content', 'vitrine' ), 'secondary', 'submit', false );
		echo '</form>';
		if ( DemoImporter::imported() ) {
			DemoRemoval::summary();
			echo '<p><a class="button button-secondary" href="' . esc_url( self::url( array( 'remove-demo' => 1 ) ) ) . '">' . esc_html__( 'Remove demo content…', 'vitrine' ) . '</a></p>';
		}
	}
}
