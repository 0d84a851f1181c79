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
		parent::tearDown();
		// The rollback restored the options; WordPress's theme globals follow the stored theme again.
		if ( 'vitrine' !== get_option( 'stylesheet' ) ) {
			switch_theme( 'vitrine' );
		}
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
		switch_theme( 'twentytwentyfive' );
		$this->login_as( 'editor' );
		$this->assertSame( '', $this->notices(), 'no offer to users who may not switch themes' );

		$admin = $this->login_as( 'administrator' );
		$offer = $this->notices();
		$this->assertStringContainsString( 'Activate the Vitrine theme', $offer );
		$this->assertMatchesRegularExpression( '/action=vitrine_activate_theme&(amp;|#038;)?_wpnonce=[0-9a-f]{10}/', $offer );
		$this->assertSame( 'twentytwentyfive', get_stylesheet(), 'showing the offer switched nothing' );

		update_user_meta( $admin, BundledTheme::DISMISSED, 1 );
		$this->assertSame( '', $this->notices(), 'declined: no more offers' );
		delete_user_meta( $admin, BundledTheme::DISMISSED );
		switch_theme( 'vitrine' );
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
