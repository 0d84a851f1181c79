<?php
/**
 * The theme's server side: the page-properties object, the stored query, the Customizer settings,
 * the menu's caret buttons, the cart dropdown's switch, and the emoji loader left out.
 */

namespace Vitrine\Tests;

use function Vitrine\Theme\blog_properties;
use function Vitrine\Theme\stored_query;
use function Vitrine\Theme\sanitize_columns;

final class ThemeTest extends TestCase {
	public function test_page_properties_hold_exactly_the_spec_keys(): void {
		set_theme_mod( 'vitrine_blog_masonry', true );
		set_theme_mod( 'vitrine_blog_columns', 4 );
		set_theme_mod( 'vitrine_blog_infinite_scroll', true );
		$query = new \WP_Query( array( 'post_type' => 'post', 'category_name' => 'design' ) );
		$props = blog_properties( $query );
		$this->assertSame(
			array( 'masonryStatus', 'masonryColumns', 'blogLayout', 'infScroll', 'maxPages', 'endpoint', 'lang', 'query', 'isRTL', 'isCustomize', 'announce' ),
			array_keys( $props )
		);
		$this->assertSame( 'enabled', $props['masonryStatus'] );
		$this->assertSame( 4, $props['masonryColumns'] );
		$this->assertSame( 'enabled', $props['infScroll'] );
		$this->assertSame( (int) $query->max_num_pages, $props['maxPages'] );
		$this->assertStringEndsWith( '/wp-json/vitrine-theme/v1/posts/page/', $props['endpoint'] );
		$this->assertEquals( (object) array( 'category_name' => 'design' ), $props['query'] );
		$this->assertFalse( $props['isRTL'] );
		$this->assertFalse( $props['isCustomize'] );
		// The live region's texts, translated here (no wp-i18n on the blog): index n for n posts.
		$this->assertSame( '', $props['announce'][0] );
		$this->assertSame( '%d more post loaded', $props['announce'][1] );
		$this->assertSame( '%d more posts loaded', $props['announce'][2] );
		$this->assertCount( 1 + (int) get_option( 'posts_per_page' ), $props['announce'] );
	}

	public function test_the_stored_query_keeps_only_allowed_valid_keys(): void {
		$stored = stored_query( array( 'pagename' => 'blog', 'paged' => 3, 'year' => '2026', 'monthnum' => '13', 'tag' => 'news', 'cat' => array( 1 ) ) );
		$this->assertSame( array( 'tag' => 'news', 'year' => 2026 ), $stored );
	}

	public function test_saved_column_counts_are_sanitized(): void {
		$this->assertSame( 2, sanitize_columns( '2' ) );
		$this->assertSame( 3, sanitize_columns( '9' ) );
		$this->assertSame( 3, sanitize_columns( 'x' ) );
		set_theme_mod( 'vitrine_blog_columns', 'evil' );
		$this->assertSame( 3, \Vitrine\Theme\blog_settings()['columns'] );
	}

	public function test_menu_carets_are_buttons_controlling_their_sub_menu(): void {
		ob_start();
		\Vitrine\Theme\primary_menu();
		$html = (string) ob_get_clean();
		$this->assertGreaterThan( 0, preg_match_all( '/<button type="button" class="vitrine-caret" aria-expanded="false" aria-controls="(vitrine-sub-menu-\d+)">/', $html, $matches ) );
		foreach ( $matches[1] as $id ) {
			$this->assertStringContainsString( '<ul class="sub-menu" id="' . $id . '">', $html );
		}
	}

	public function test_the_cart_dropdown_shows_only_when_woocommerce_is_active(): void {
		add_filter( 'vitrine_woocommerce_active', '__return_false', 99 );
		ob_start();
		\Vitrine\Theme\cart_markup();
		$this->assertSame( '', trim( (string) ob_get_clean() ) );
		remove_filter( 'vitrine_woocommerce_active', '__return_false', 99 );

		add_filter( 'vitrine_woocommerce_active', '__return_true', 99 );
		ob_start();
		\Vitrine\Theme\cart_markup();
		$html = (string) ob_get_clean();
		remove_filter( 'vitrine_woocommerce_active', '__return_true', 99 );
		$this->assertStringContainsString( 'aria-controls="vitrine-cart-panel"', $html );
		$this->assertStringContainsString( '/wp-json/wc/store/v1/cart', $html );
		$this->assertStringNotContainsString( 'vitrine-cart-item"', $html, 'no cart contents in the page' );
	}

	public function test_the_customizer_has_a_blog_section_with_the_three_settings(): void {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		$manager = new \WP_Customize_Manager();
		do_action( 'customize_register', $manager );
		$this->assertNotNull( $manager->get_section( 'vitrine_blog' ) );
		foreach ( array( 'vitrine_blog_masonry', 'vitrine_blog_columns', 'vitrine_blog_infinite_scroll' ) as $id ) {
			$this->assertNotNull( $manager->get_setting( $id ), $id );
			$this->assertSame( 'vitrine_blog', $manager->get_control( $id )->section );
		}
		$this->assertSame( 3, $manager->get_setting( 'vitrine_blog_columns' )->sanitize( '7' ) );
		$this->assertFalse( $manager->get_setting( 'vitrine_blog_masonry' )->sanitize( 'nope' ) );
	}

	public function test_the_emoji_loader_is_left_out(): void {
		$this->assertFalse( has_action( 'wp_head', 'print_emoji_detection_script' ) );
	}
}
