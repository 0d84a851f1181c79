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
			array( 'masonryStatus', 'masonryColumns', 'blogLayout', 'infScroll', 'maxPages', 'endpoint', 'lang', 'query', 'isRTL', 'isCustomize' ),
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

	public function test_reading_time_counts_words_of_the_text_at_least_one_minute(): void {
		$this->assertSame( 1, \Vitrine\Theme\reading_minutes( '' ) );
		$this->assertSame( 1, \Vitrine\Theme\reading_minutes( '<p>' . str_repeat( 'word ', 220 ) . '</p>' ) );
		$this->assertSame( 2, \Vitrine\Theme\reading_minutes( '<p>' . str_repeat( 'word ', 221 ) . '</p>' ) );
		// Markup and shortcodes are not words.
		$this->assertSame( 1, \Vitrine\Theme\reading_minutes( str_repeat( '<span class="a b c d e f g h i j">x</span>', 100 ) . '[gallery ids="1,2,3"]' ) );
	}

	public function test_sized_media_get_their_ratio_and_nothing_else_changes(): void {
		$out = \Vitrine\Theme\media_ratios( '<p>x</p><iframe title="t" src="https://example.com/" width="560" height="315"></iframe>' );
		$this->assertStringContainsString( 'style="aspect-ratio: 560 / 315"', $out );
		$this->assertStringContainsString( 'class="vitrine-sized-media"', $out );
		$styled = \Vitrine\Theme\media_ratios( '<video width="640" height="360" style="border:0;"></video>' );
		$this->assertStringContainsString( 'style="border:0; aspect-ratio: 640 / 360"', $styled );
		foreach ( array(
			'<iframe src="x" width="100%" height="300"></iframe>',
			'<iframe src="x" width="560"></iframe>',
			'<iframe src="x" width="0" height="315"></iframe>',
			'<iframe src="x" width="4" height="3" style="aspect-ratio: 1"></iframe>',
			'<img src="x" width="560" height="315">',
		) as $kept ) {
			$this->assertSame( $kept, \Vitrine\Theme\media_ratios( $kept ), $kept );
		}
	}

	public function test_related_posts_share_a_category_and_never_include_the_post(): void {
		$cat   = (int) wp_insert_term( 'Related test one', 'category' )['term_id'];
		$other = (int) wp_insert_term( 'Related test two', 'category' )['term_id'];
		$post  = static fn( int $term ): int => (int) wp_insert_post( array( 'post_title' => 'Related test', 'post_status' => 'publish', 'post_category' => array( $term ) ) );
		$ids   = array( $post( $cat ), $post( $cat ), $post( $cat ), $post( $cat ) );
		$away  = $post( $other );
		$found = wp_list_pluck( \Vitrine\Theme\related_posts( $ids[0] ), 'ID' );
		$this->assertCount( 3, $found );
		$this->assertNotContains( $ids[0], $found );
		$this->assertNotContains( $away, $found );
	}

	public function test_comments_set_no_cookie_and_the_form_is_never_filled_from_one(): void {
		$this->assertFalse( has_action( 'set_comment_cookies', 'wp_set_comment_cookies' ) );
		$_COOKIE[ 'comment_author_' . COOKIEHASH ]       = 'Somebody';
		$_COOKIE[ 'comment_author_email_' . COOKIEHASH ] = 'somebody@example.com';
		$commenter                                       = wp_get_current_commenter();
		unset( $_COOKIE[ 'comment_author_' . COOKIEHASH ], $_COOKIE[ 'comment_author_email_' . COOKIEHASH ] );
		$this->assertSame( '', $commenter['comment_author'] );
		$this->assertSame( '', $commenter['comment_author_email'] );
		$fields = apply_filters( 'comment_form_default_fields', array( 'author' => 'a', 'cookies' => 'c' ) );
		$this->assertArrayNotHasKey( 'cookies', $fields );
	}
}
