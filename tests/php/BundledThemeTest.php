<?php
/**
 * The theme inside the plugin: listed by WordPress from the plugin's folder, offered (never
 * switched to) by a notice, and left for the default theme when the plugin is deactivated.
 */

namespace Vitrine\Tests;

use Vitrine\Lifecycle\Activation;
use Vitrine\Lifecycle\BundledTheme;

final class BundledThemeTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
	}

	protected function tearDown(): void {
		// A current screen makes is_admin() true for every later test.
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		remove_all_filters( 'pre_option_template' );
		remove_all_filters( 'pre_option_stylesheet' );
		parent::tearDown();
	}

	/** Another theme is active, as far as this test's requests are concerned. */
	private function other_theme_active(): void {
		add_filter( 'pre_option_template', static fn() => 'twentytwentyfive' );
		add_filter( 'pre_option_stylesheet', static fn() => 'twentytwentyfive' );
		$GLOBALS['wp_stylesheet_path'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_template_path']   = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	public function test_the_theme_is_found_inside_the_plugin(): void {
		$theme = wp_get_themes()['vitrine'] ?? null;
		$this->assertNotNull( $theme, 'Appearance → Themes lists the Vitrine theme' );
		$this->assertSame( realpath( VITRINE_DIR . '/themes/vitrine' ), realpath( $theme->get_stylesheet_directory() ) );
		$this->assertStringContainsString( '/wp-content/plugins/vitrine/themes/vitrine', $theme->get_stylesheet_directory_uri() );
		$this->assertFalse( $theme->errors() );
		$this->assertTrue( BundledTheme::is_active() );
	}

	public function test_the_notice_offers_the_theme_until_taken_or_declined(): void {
		$this->other_theme_active();
		$this->login_as( 'editor' );
		$this->assertSame( '', $this->notices(), 'no offer to users who may not switch themes' );

		$admin = $this->login_as( 'administrator' );
		$offer = $this->notices();
		$this->assertStringContainsString( 'Activate the Vitrine theme', $offer );
		$this->assertMatchesRegularExpression( '/action=vitrine_activate_theme&(amp;|#038;)?_wpnonce=[0-9a-f]{10}/', $offer );
		update_user_meta( $admin, BundledTheme::DISMISSED, 1 );
		$this->assertSame( '', $this->notices(), 'declined: no more offers' );
		delete_user_meta( $admin, BundledTheme::DISMISSED );
		remove_all_filters( 'pre_option_template' );
		remove_all_filters( 'pre_option_stylesheet' );
		$GLOBALS['wp_template_path'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertSame( '', $this->notices(), 'no offer once the theme is active' );
	}

	public function test_deactivating_the_plugin_moves_the_site_to_the_default_theme(): void {
		$this->assertSame( 'twentytwentyfive', BundledTheme::fallback()->get_stylesheet() );
		$this->login_as( 'administrator' );
		set_current_screen( 'plugins' );
		ob_start();
		BundledTheme::plugin_row_note();
		$this->assertStringContainsString( 'deactivating the plugin switches the site to Twenty Twenty-Five', (string) ob_get_clean() );

		Activation::deactivate( false );
		$this->assertSame( 'twentytwentyfive', get_option( 'stylesheet' ) );
		$this->assertSame( 'twentytwentyfive', get_option( 'template' ) );
		Activation::deactivate( false );
		$this->assertSame( 'twentytwentyfive', get_option( 'stylesheet' ), 'another theme stays as it is' );
	}

	private function notices(): string {
		set_current_screen( 'dashboard' );
		ob_start();
		BundledTheme::offer();
		return trim( (string) ob_get_clean() );
	}
}
