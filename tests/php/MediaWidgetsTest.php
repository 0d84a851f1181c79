<?php
/**
 * Server output of the media widget families: complete markup from saved attributes, bad settings
 * clamped, missing media skipped for visitors and reported to editors, everything escaped.
 */

namespace Vitrine\Tests;

final class MediaWidgetsTest extends TestCase {
	private function image(): int {
		$ids = get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
				'meta_key'    => '_vitrine_seed_image', // phpcs:ignore WordPress.DB.SlowDBQuery
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		$this->assertNotEmpty( $ids, 'the demo seed adds images' );
		return (int) $ids[0];
	}

	private function block( string $name, array $attributes ): string {
		return $this->render( '<!-- wp:vitrine/' . $name . ' ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	private function settings( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-settings="([^"]*)"/', $html, $m ), 'data-settings is printed' );
		return json_decode( html_entity_decode( $m[1] ), true );
	}

	/** The limits come from includes/rules/slider.json, which the browser's parser reads too. */
	public function test_slider_settings_follow_the_shared_limits_file(): void {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$rules = json_decode( (string) file_get_contents( VITRINE_DIR . '/includes/rules/slider.json' ), true );
		$below = \Vitrine\Media\Slider::settings(
			array(
				'perView'       => $rules['perView']['min'] - 1,
				'perViewTablet' => $rules['perView']['min'] - 1,
				'perViewMobile' => $rules['perView']['min'] - 1,
				'gap'           => $rules['gap']['min'] - 1,
				'speed'         => $rules['speed']['min'] - 1,
				'delay'         => $rules['delay']['min'] - 1,
			),
			array( 'mobile' => 1, 'tablet' => 1, 'desktop' => 1 )
		);
		$this->assertSame( array_fill_keys( array( 'mobile', 'tablet', 'desktop' ), $rules['perView']['min'] ), $below['perView'] );
		$this->assertSame( array( $rules['gap']['min'], $rules['speed']['min'], $rules['delay']['min'] ), array( $below['gap'], $below['speed'], $below['delay'] ) );
		$above = \Vitrine\Media\Slider::settings(
			array(
				'perView' => $rules['perView']['max'] + 1,
				'gap'     => $rules['gap']['max'] + 1,
				'speed'   => $rules['speed']['max'] + 1,
				'delay'   => $rules['delay']['max'] + 1,
			),
			array( 'mobile' => 1, 'tablet' => 1, 'desktop' => 1 )
		);
		$this->assertSame( $rules['perView']['max'], $above['perView']['desktop'] );
		$this->assertSame( array( $rules['gap']['max'], $rules['speed']['max'], $rules['delay']['max'] ), array( $above['gap'], $above['speed'], $above['delay'] ) );
		$missing = \Vitrine\Media\Slider::settings( array(), array( 'mobile' => 1, 'tablet' => 1, 'desktop' => 1 ) );
		$this->assertSame( array( $rules['gap']['default'], $rules['speed']['default'], $rules['delay']['default'] ), array( $missing['gap'], $missing['speed'], $missing['delay'] ) );
	}

	public function test_carousel_renders_slides_controls_and_clamped_settings(): void {
		$id   = $this->image();
		$html = $this->block(
			'carousel',
			array(
				'images'   => array( array( 'id' => $id, 'caption' => '<b>Cap</b>' ), array( 'id' => $id ) ),
				'perView'  => 40,
				'delay'    => 'soon',
				'autoplay' => true,
			)
		);
		$this->assertStringContainsString( 'data-vitrine="carousel"', $html );
		$this->assertSame( 2, substr_count( $html, 'class="swiper-slide' ) );
		$this->assertStringContainsString( '&lt;b&gt;Cap&lt;/b&gt;', $html );
		$this->assertStringContainsString( 'vitrine-slider__toggle', $html );
		$this->assertStringContainsString( 'aria-label="Image carousel"', $html );
		$settings = $this->settings( $html );
		$this->assertSame( 6, $settings['perView']['desktop'] );
		$this->assertSame( 3000, $settings['delay'] );
		$this->assertSame( 300, $settings['speed'] );
		$this->assertSame( 'Next slide', $settings['messages']['next'], 'the slider\'s texts come translated with its settings' );
		$this->assertSame( 'Go to slide {{index}}', $settings['messages']['bullet'] );
		$this->assertTrue( wp_script_is( 'vitrine-carousel-view-script', 'enqueued' ) );
	}

	public function test_carousel_skips_missing_images_and_tells_only_editors(): void {
		$id     = $this->image();
		$markup = array( 'images' => array( array( 'id' => $id ), array( 'id' => 987654 ) ) );
		$html   = $this->block( 'carousel', $markup );
		$this->assertSame( 1, substr_count( $html, 'class="swiper-slide' ) );
		$this->assertStringNotContainsString( 'vitrine-widget-notice', $html );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( '987654', $this->block( 'carousel', $markup ) );
		$this->assertStringContainsString( 'no slides yet', $this->block( 'carousel', array() ) );
	}

	public function test_testimonial_carousel_escapes_and_skips_empty_quotes(): void {
		$html = $this->block(
			'carousel',
			array(
				'skin'         => 'testimonial',
				'testimonials' => array(
					array( 'text' => 'Great <script>x</script>', 'name' => 'Ana', 'role' => 'Chef' ),
					array( 'text' => '   ', 'name' => 'Nobody' ),
				),
			)
		);
		$this->assertSame( 1, substr_count( $html, '<blockquote' ) );
		$this->assertStringNotContainsString( '<script>x', $html );
		$this->assertStringContainsString( 'aria-label="Testimonials"', $html );
		$this->assertStringNotContainsString( 'Nobody', $html );
	}

	public function test_slides_render_backgrounds_and_only_safe_button_links(): void {
		$id     = $this->image();
		$slides = array(
			array( 'imageId' => $id, 'heading' => 'One', 'buttonText' => 'Go', 'buttonUrl' => '/blog/' ),
			array( 'heading' => 'Two', 'buttonText' => 'Bad', 'buttonUrl' => 'javascript:alert(1)' ),
			array( 'imageId' => 424242, 'heading' => 'Three' ),
			array( 'text' => '' ),
		);
		$html   = $this->block( 'slides', array( 'slides' => $slides, 'height' => 5000 ) );
		$this->assertSame( 3, substr_count( $html, 'class="swiper-slide' ) );
		$this->assertStringContainsString( 'href="/blog/"', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringContainsString( '--vitrine-slides-height:1000px', $html );
		// Whether the first slide loads eagerly with fetchpriority="high" is WordPress's decision from the
		// image's place on the page (docs/theme.md, "Images"); tests/e2e/lcp-images.spec.ts checks it there.
		$this->assertStringNotContainsString( 'vitrine-widget-notice', $html );
		$this->login_as( 'editor' );
		$html = $this->block( 'slides', array( 'slides' => $slides ) );
		$this->assertStringContainsString( '424242', $html );
		$this->assertStringContainsString( 'javascript:alert(1)', strip_tags( $html ) );
		$this->assertStringNotContainsString( 'href="javascript', $html );
	}

	public function test_gallery_prints_sizes_links_and_tag_filters(): void {
		$id   = $this->image();
		$html = $this->block(
			'gallery',
			array(
				'layout' => 'masonry',
				'filter' => true,
				'images' => array(
					array( 'id' => $id, 'tags' => 'Sea View, <b>city</b>' ),
					array( 'id' => 55555 ),
				),
			)
		);
		$meta = wp_get_attachment_metadata( $id );
		$this->assertStringContainsString( 'is-layout-masonry', $html );
		$this->assertStringContainsString( sprintf( '--vitrine-w:%d;--vitrine-h:%d;', $meta['width'], $meta['height'] ), $html );
		$this->assertStringContainsString( 'data-tags="sea-view city"', $html );
		$this->assertStringContainsString( 'data-tag="sea-view"', $html );
		$this->assertStringNotContainsString( '<b>city', $html );
		$this->assertStringContainsString( 'href="' . esc_url( wp_get_attachment_url( $id ) ) . '"', $html );
		$this->assertSame( 1, substr_count( $html, '<figure' ) );
		$this->assertStringContainsString( 'loading="lazy"', $html );
		$plain = $this->block( 'gallery', array( 'layout' => 'bogus', 'images' => array( array( 'id' => $id ) ) ) );
		$this->assertStringContainsString( 'is-layout-grid', $plain );
		$this->assertStringNotContainsString( 'vitrine-gallery__filters', $plain );
	}

	public function test_hotspot_clamps_points_escapes_text_and_checks_the_image(): void {
		$id   = $this->image();
		$html = $this->block(
			'hotspot',
			array(
				'imageId' => $id,
				'trigger' => 'hover',
				'spots'   => array(
					array( 'x' => 150, 'y' => -3, 'label' => 'Edge <i>', 'text' => 'Hi', 'url' => 'javascript:alert(1)' ),
					array( 'x' => 'left', 'y' => 10 ),
				),
			)
		);
		$this->assertStringContainsString( 'left:100%;top:0%;', $html );
		$this->assertStringContainsString( 'Edge &lt;i&gt;', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertSame( 1, substr_count( $html, 'vitrine-hotspot__point' ) );
		$this->assertStringContainsString( '"trigger":"hover"', html_entity_decode( $html ) );
		$this->assertSame( '', trim( $this->block( 'hotspot', array( 'imageId' => 31337 ) ) ) );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( '31337', $this->block( 'hotspot', array( 'imageId' => 31337 ) ) );
	}

	public function test_code_block_escapes_code_and_numbers_lines(): void {
		$html = $this->block(
			'code-highlight',
			array(
				'code'     => "<script>alert(1)</script>\r\nline two\n\n",
				'language' => 'php',
				'title'    => 'x.php',
			)
		);
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringContainsString( "aria-hidden=\"true\">1\n2</span>", $html );
		$this->assertStringContainsString( 'language-php', $html );
		$this->assertStringContainsString( 'Copy code: x.php', $html );
		$this->assertSame( '', trim( $this->block( 'code-highlight', array( 'code' => "  \n " ) ) ) );
	}

	public function test_lottie_loads_only_an_http_address_and_tells_editors_about_another(): void {
		$src = fn( array $attributes ): string => (string) $this->settings( $this->block( 'lottie', $attributes ) )['src'];
		$this->assertSame( 'https://example.com/a.json', $src( array( 'src' => ' https://example.com/a.json ' ) ) );
		$this->assertSame( home_url( '/wp-content/uploads/a.json' ), $src( array( 'src' => '/wp-content/uploads/a.json' ) ), 'a path on this site' );
		$this->assertSame( plugins_url( 'blocks/lottie/demo/spin.json', VITRINE_FILE ), $src( array( 'src' => 'plugin:demo/spin.json' ) ), 'the demo file shipped with the plugin' );
		foreach ( array( 'javascript:alert(1)', 'data:application/json,{}', 'ftp://example.com/a.json', '//evil.example/a.json', 'not a url', '' ) as $refused ) {
			$html = $this->block( 'lottie', array( 'src' => $refused ) );
			$this->assertStringNotContainsString( 'data-vitrine="lottie"', $html, "'$refused' loads nothing" );
			$this->assertStringNotContainsString( 'data-settings', $html, "'$refused' is not printed" );
			$this->assertStringContainsString( 'vitrine-lottie__stage', $html, 'the fallback box stays' );
			$this->assertStringNotContainsString( 'vitrine-widget-notice', $html, 'visitors get no notice' );
		}
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'needs the address of a JSON file', $this->block( 'lottie', array( 'src' => 'javascript:alert(1)' ) ) );
	}
}
