<?php
/**
 * The page-builder layer: motion and sticky block attributes rendered as data-vitrine and data-settings
 * on the wrapper with sanitized documented keys, the runtime enqueued only then, the page config printed.
 */

namespace Vitrine\Tests;

use Vitrine\Builder\Settings;

final class BuilderTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		array_map( 'wp_dequeue_script', array( 'vitrine-builder-runtime', 'vitrine-builder-motion', 'vitrine-builder-sticky' ) );
	}

	private function settings_of( string $html ): array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		return json_decode( (string) $tags->get_attribute( 'data-settings' ), true );
	}

	public function test_a_block_with_motion_and_sticky_gets_both_handlers_and_the_runtime(): void {
		$attrs = array(
			'vitrineMotion' => array(
				'motion_fx_motion_fx_scrolling' => 'yes',
				'motion_fx_translateY_effect'   => 'yes',
				'motion_fx_translateY_speed'    => array( 'size' => 4 ),
				'motion_fx_wobble_effect'       => 'yes',
			),
			'vitrineSticky' => array(
				'sticky'        => 'top',
				'sticky_offset' => array( 'desktop' => 10, 'mobile' => 'x' ),
				'sticky_parent' => 'yes',
			),
		);
		$html  = $this->render( '<!-- wp:group ' . wp_json_encode( $attrs ) . ' --><div class="wp-block-group"><p>Hi</p></div><!-- /wp:group -->' );
		$this->assertStringContainsString( 'data-vitrine="motion sticky"', $html );
		$settings = $this->settings_of( $html );
		$this->assertEquals( 4, $settings['motion_fx_translateY_speed'] );
		$this->assertArrayNotHasKey( 'motion_fx_wobble_effect', $settings, 'unknown effects are dropped' );
		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), $settings['motion_fx_devices'] );
		$this->assertEquals( array( 'desktop' => 10 ), $settings['sticky_offset'] );
		$this->assertSame( 'yes', $settings['sticky_parent'] );
		$this->assertTrue( wp_script_is( 'vitrine-builder-motion', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'vitrine-builder-sticky', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'vitrine-builder-runtime', 'enqueued' ), 'with the runtime they depend on' );
	}

	public function test_plain_blocks_and_switched_off_effects_add_nothing(): void {
		$html = $this->render( '<!-- wp:paragraph {"vitrineMotion":{"motion_fx_translateY_effect":"yes"},"vitrineSticky":{"sticky":"middle"}} --><p>Plain</p><!-- /wp:paragraph -->' );
		$this->assertStringNotContainsString( 'data-vitrine', $html );
		// Neither feature's script (other tests' blocks may have enqueued the runtime with theirs).
		$this->assertFalse( wp_script_is( 'vitrine-builder-motion', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'vitrine-builder-sticky', 'enqueued' ) );
	}

	public function test_out_of_range_values_are_dropped_and_existing_settings_kept(): void {
		$motion = Settings::motion(
			array(
				'motion_fx_motion_fx_scrolling' => 'yes',
				'motion_fx_scale_effect'        => 'yes',
				'motion_fx_scale_speed'         => 99,
				'motion_fx_scale_direction'     => '<script>',
				'motion_fx_scale_range'         => array( 'sizes' => array( 'start' => 30, 'end' => 70 ) ),
			)
		);
		$this->assertArrayNotHasKey( 'motion_fx_scale_speed', $motion );
		$this->assertArrayNotHasKey( 'motion_fx_scale_direction', $motion );
		$this->assertEquals( array( 'start' => 30, 'end' => 70 ), $motion['motion_fx_scale_range'] );

		$html = \Vitrine\Builder\Markup::add_behaviour( '<div data-vitrine="carousel" data-settings=\'{"speed":300}\'>x</div>', array( 'motion' ), array( 'motion_fx_motion_fx_mouse' => 'yes' ) );
		$this->assertStringContainsString( 'data-vitrine="carousel motion"', $html );
		$this->assertSame( array( 'speed' => 300, 'motion_fx_motion_fx_mouse' => 'yes' ), $this->settings_of( $html ) );
	}

	public function test_breakpoints_filter_and_page_config(): void {
		$filter = static fn() => array( 'mobile' => 600, 'tablet' => 900 );
		add_filter( 'vitrine_breakpoints', $filter );
		wp_enqueue_script( 'vitrine-builder-runtime' );
		ob_start();
		( new \Vitrine\Builder\Module( \Vitrine\Plugin::instance() ) )->print_page_config();
		$out = (string) ob_get_clean();
		remove_filter( 'vitrine_breakpoints', $filter );
		$this->assertStringContainsString( '<script id="vitrine-breakpoints" type="application/json">{"mobile":600,"tablet":900}</script>', $out );
		$this->assertStringContainsString( '<script id="vitrine-runtime" type="application/json">{"mode":"live"', $out );

		add_filter( 'vitrine_breakpoints', static fn() => array( 'mobile' => 900, 'tablet' => 600 ) );
		$this->assertSame( array( 'mobile' => 767, 'tablet' => 1024 ), \Vitrine\Builder\Module::breakpoints(), 'invalid breakpoints fall back' );
		remove_all_filters( 'vitrine_breakpoints' );
	}

	public function test_synced_patterns_carry_their_template_id(): void {
		$id   = wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_title'   => 'Pattern',
				'post_content' => '<!-- wp:group --><div class="wp-block-group"><p>In a pattern</p></div><!-- /wp:group -->',
			)
		);
		$html = $this->render( '<!-- wp:block {"ref":' . $id . '} /-->' );
		$this->assertStringContainsString( 'data-vitrine-template-id="' . $id . '"', $html );
	}
}
