<?php
/**
 * The theme that ships inside the plugin (themes/vitrine/): WordPress finds it through
 * register_theme_directory(), so it appears under Appearance → Themes while the plugin is active.
 * Activating the plugin never switches the theme: an admin notice offers it. The theme cannot run
 * without the plugin, so deactivating the plugin while the theme is active switches the site to
 * WordPress's default theme; the plugin's row says so beforehand (docs/lifecycle.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class BundledTheme {
	public const SLUG      = 'vitrine';
	public const ACTIVATE  = 'vitrine_activate_theme';
	public const DISMISS   = 'vitrine_dismiss_theme_notice';
	public const DISMISSED = 'vitrine_theme_notice_dismissed';

	/**
	 * The folder that holds the theme's folder: the theme root registered with WordPress. Named
	 * through the plugins folder (not __DIR__, which resolves a linked plugin to its real path), so
	 * WordPress can turn it into a URL under wp-content.
	 */
	public static function root(): string {
		return WP_PLUGIN_DIR . '/' . dirname( plugin_basename( VITRINE_FILE ) ) . '/themes';
	}

	/**
	 * Called from plugin.php, before WordPress sets up the theme. WordPress keeps the theme folders
	 * it found in the `theme_roots` site transient (autoloaded, so this check costs no query); one
	 * written before the plugin was active does not know the theme, and a site switched to it would
	 * then look for it in wp-content/themes: forget it so WordPress looks again.
	 */
	public static function register_directory(): void {
		register_theme_directory( self::root() );
		$roots = get_site_transient( 'theme_roots' );
		if ( is_array( $roots ) && ! isset( $roots[ self::SLUG ] ) ) {
			delete_site_transient( 'theme_roots' );
		}
	}

	public static function register(): void {
		add_action( 'admin_notices', array( self::class, 'offer' ) );
		add_action( 'admin_post_' . self::ACTIVATE, array( self::class, 'activate' ) );
		add_action( 'admin_post_' . self::DISMISS, array( self::class, 'dismiss' ) );
		add_action( 'after_plugin_row_' . plugin_basename( VITRINE_FILE ), array( self::class, 'plugin_row_note' ), 10, 0 );
		add_action( 'after_switch_theme', array( self::class, 'settle' ), 20, 0 );
	}

	/** Whether the site runs the bundled theme (as itself or as the parent of a child theme). */
	public static function is_active(): bool {
		return self::SLUG === get_template() && self::in_our_root( get_template_directory() );
	}

	private static function in_our_root( string $dir ): bool {
		$root = realpath( self::root() );
		$real = realpath( $dir );
		return $root && $real && str_starts_with( $real, $root . DIRECTORY_SEPARATOR );
	}

	/** The offer, for users who may switch themes, until they take it or say no. */
	public static function offer(): void {
		if ( self::is_active() || ! current_user_can( 'switch_themes' ) || get_user_meta( get_current_user_id(), self::DISMISSED, true ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( $screen && ! in_array( $screen->base, array( 'dashboard', 'plugins', 'themes' ), true ) && ! \Vitrine\Admin\Menu::is_screen( $screen->base, \Vitrine\Admin\Menu::SLUG ) && ! \Vitrine\Admin\Menu::is_screen( $screen->base, Admin\Page::SLUG ) ) {
			return;
		}
		$activate = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::ACTIVATE ), self::ACTIVATE );
		$dismiss  = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::DISMISS ), self::DISMISS );
		printf(
			'<div class="notice notice-info vitrine-theme-offer"><p>%1$s</p><p><a class="button button-primary" href="%2$s">%3$s</a> <a class="button" href="%4$s">%5$s</a></p></div>',
			esc_html__( 'Vitrine includes its own theme, made for its features: accessible header navigation and a blog with masonry and infinite scroll. Your current theme stays until you choose.', 'vitrine' ),
			esc_url( $activate ),
			esc_html__( 'Activate the Vitrine theme', 'vitrine' ),
			esc_url( $dismiss ),
			esc_html__( 'No thanks', 'vitrine' )
		);
	}

	public static function activate(): void {
		self::check( self::ACTIVATE );
		$theme = wp_get_theme( self::SLUG, self::root() );
		if ( ! $theme->exists() || $theme->errors() ) {
			wp_die( esc_html__( 'The Vitrine theme is missing from this copy of the plugin. Reinstall the plugin.', 'vitrine' ), '', array( 'response' => 500 ) );
		}
		switch_theme( self::SLUG );
		wp_safe_redirect( admin_url( 'themes.php?activated=true' ) );
		exit;
	}

	/**
	 * Right after the switch to the theme (on the first request after it, normally the admin's
	 * redirect): records what WordPress would otherwise write on the first page views, the empty
	 * Additional CSS post (theme_mod custom_css_post_id). A visitor's GET never writes (docs/caching.md).
	 */
	public static function settle(): void {
		if ( self::is_active() ) {
			wp_get_custom_css_post();
		}
	}

	public static function dismiss(): void {
		self::check( self::DISMISS );
		update_user_meta( get_current_user_id(), self::DISMISSED, 1 );
		wp_safe_redirect( wp_get_referer() ?: admin_url() );
		exit;
	}

	/** On the Plugins screen: what deactivating will do to the site's theme. */
	public static function plugin_row_note(): void {
		if ( ! self::is_active() || ! current_user_can( 'switch_themes' ) ) {
			return;
		}
		$fallback = self::fallback();
		$message  = $fallback
			/* translators: %s: theme name, e.g. Twenty Twenty-Five */
			? sprintf( __( 'The active theme, Vitrine, is part of this plugin: deactivating the plugin switches the site to %s.', 'vitrine' ), $fallback->display( 'Name' ) )
			: __( 'The active theme, Vitrine, is part of this plugin, and no other theme is installed: install another theme before deactivating the plugin.', 'vitrine' );
		printf(
			'<tr class="plugin-update-tr active vitrine-theme-note"><td colspan="%1$d" class="plugin-update colspanchange"><div class="notice inline notice-warning notice-alt"><p>%2$s</p></div></td></tr>',
			4,
			esc_html( $message )
		);
	}

	/**
	 * Deactivation: the theme cannot run without the plugin, so a site on it switches to the default
	 * theme instead of showing visitors a blank page.
	 *
	 * @return string The stylesheet switched to, or '' when nothing changed.
	 */
	public static function release_site(): string {
		if ( ! self::is_active() ) {
			return '';
		}
		$fallback = self::fallback();
		if ( ! $fallback ) {
			return '';
		}
		switch_theme( $fallback->get_stylesheet() );
		return $fallback->get_stylesheet();
	}

	/** WordPress's default theme when installed, else the newest bundled default, else any working theme. */
	public static function fallback(): ?\WP_Theme {
		$candidates = array( wp_get_theme( WP_DEFAULT_THEME ), \WP_Theme::get_core_default_theme() ?: null );
		foreach ( wp_get_themes( array( 'errors' => false ) ) as $theme ) {
			$candidates[] = $theme;
		}
		foreach ( $candidates as $theme ) {
			if ( $theme instanceof \WP_Theme && $theme->exists() && ! $theme->errors() && self::SLUG !== $theme->get_template() ) {
				return $theme;
			}
		}
		return null;
	}

	private static function check( string $action ): void {
		if ( ! current_user_can( 'switch_themes' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the theme.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}
}
