<?php
/**
 * The notice a site with PA-API 5 keys (and no Creators API credential yet) sees: Amazon switched
 * PA-API 5 off, what to create instead and where to enter it. It shows on the screens it concerns
 * (the affiliate screens and the Vitrine dashboard), never on every admin screen, and each person
 * who can fix it may dismiss it; other keys saved later show it again (docs/admin.md, "Notices").
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\Settings;

defined( 'ABSPATH' ) || exit;

final class MigrationNotice {
	public const DISMISS = 'vitrine_dismiss_creators_migration';

	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'admin_post_' . self::DISMISS, array( $this, 'dismiss' ) );
	}

	/** The affiliate screens (lists, import, settings) and the dashboard, which lists it among its problems. */
	public static function concerns( string $screen_id ): bool {
		foreach ( array( \Vitrine\Admin\Menu::SLUG, Menu::SLUG, ImportPage::SLUG, SettingsPage::SLUG ) as $slug ) {
			if ( \Vitrine\Admin\Menu::is_screen( $screen_id, $slug ) ) {
				return true;
			}
		}
		return in_array( $screen_id, array( 'edit-' . Catalogue::PRODUCT, Catalogue::PRODUCT ), true );
	}

	/** What a dismissal remembers: these keys, so other PA-API keys saved later show the notice again. */
	private static function signature(): string {
		return md5( Settings::api()['access_key'] );
	}

	public function render(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! current_user_can( 'manage_options' ) || ! $screen || ! self::concerns( $screen->id ) || ! Settings::needs_migration() ) {
			return;
		}
		if ( get_user_option( self::DISMISS ) === self::signature() ) {
			return;
		}
		printf(
			'<div class="notice notice-warning vitrine-creators-migration"><p><strong>%1$s</strong> %2$s</p><p><a href="%3$s" target="_blank" rel="noopener noreferrer">%4$s<span class="screen-reader-text"> %5$s</span></a> · <a href="%6$s">%7$s</a> · <a href="%8$s">%9$s</a></p></div>',
			esc_html__( 'Amazon product data has stopped updating.', 'vitrine' ),
			esc_html__( 'Amazon switched off the Product Advertising API 5 on 15 May 2026, so the access key and secret key saved in Vitrine no longer work. Vitrine now uses Amazon\'s Creators API: create a credential in Associates Central under Tools → Creators API and enter its Credential ID, Credential Secret and version in the affiliate settings. Your partner tag is kept; until then boxes show your own product data without Amazon prices.', 'vitrine' ),
			esc_url( CreatorsFields::CREDENTIALS_URL ),
			esc_html__( 'Create Creators API credentials', 'vitrine' ),
			esc_html__( '(opens in a new tab)', 'vitrine' ),
			esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG . '#vitrine-creators-api' ) ),
			esc_html__( 'Enter them in Vitrine → Affiliate settings', 'vitrine' ),
			esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=' . self::DISMISS ), self::DISMISS ) ),
			esc_html__( 'Dismiss', 'vitrine' )
		);
	}

	/** admin-post.php: remembers, for this person, that they saw the notice for these keys; back to where they were. */
	public function dismiss(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to do this.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::DISMISS );
		update_user_option( get_current_user_id(), self::DISMISS, self::signature() );
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url( 'admin.php?page=' . \Vitrine\Admin\Menu::SLUG ) );
		exit;
	}
}
