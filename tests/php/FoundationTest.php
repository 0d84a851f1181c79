<?php
/**
 * The foundation: plugin and theme active, blocks registered from their built metadata, feature
 * scripts registered from their asset files, and the REST routes answering.
 */

namespace Vitrine\Tests;

final class FoundationTest extends TestCase {
	public function test_plugin_and_theme_are_active(): void {
		$this->assertTrue( is_plugin_active( 'vitrine/plugin.php' ) );
		$this->assertSame( 'vitrine', get_stylesheet() );
	}

	public function test_blocks_are_registered_from_built_metadata(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/progress-tracker' );
		$this->assertNotNull( $block, 'the progress-tracker block is registered' );
		$this->assertSame( array( 'vitrine-progress-tracker-view-script' ), $block->view_script_handles, 'the block names its own view script' );
		$script = wp_scripts()->query( 'vitrine-progress-tracker-view-script' );
		$this->assertStringEndsWith( '/build/blocks/progress-tracker/view.js', $script->src );
		$this->assertSame( array( 'vitrine-builder-runtime' ), $script->deps, 'it registers with the runtime, and needs nothing else' );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
	}

	public function test_runtime_script_uses_its_asset_file(): void {
		$script = wp_scripts()->query( 'vitrine-builder-runtime' );
		$this->assertNotFalse( $script, 'the runtime handle is registered' );
		$asset = require VITRINE_DIR . '/build/builder/runtime.asset.php';
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
	}

	public function test_block_renders_an_accessible_progress_bar_and_enqueues_the_runtime(): void {
		wp_dequeue_script( 'vitrine-builder-runtime' );
		wp_dequeue_script( 'vitrine-progress-tracker-view-script' );
		$html = $this->render( '<!-- wp:vitrine/progress-tracker {"label":"Read <b>\"so far\""} /-->' );
		$this->assertStringContainsString( 'role="progressbar"', $html );
		$this->assertStringContainsString( 'data-vitrine="progress-tracker"', $html );
		$this->assertStringContainsString( 'aria-label="Read &lt;b&gt;&quot;so far&quot;"', $html, 'the label is escaped' );
		$this->assertTrue( wp_script_is( 'vitrine-progress-tracker-view-script', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'vitrine-builder-runtime', 'enqueued' ), 'with the runtime it depends on' );
	}

	public function test_status_route_answers(): void {
		$response = $this->rest( 'GET', '/vitrine/v1/status' );
		$this->assertSame( 200, $response->get_status() );
		// A visitor learns exactly two things (the version only to updaters: SecurityLeaksTest), and the
		// tests run on a finished build, so `built` must say so.
		$this->assertSame( array( 'active', 'built' ), array_keys( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['built'] );
		// Its no-cache headers: CachingTest, for every route of the namespace.
	}

	public function test_a_test_may_write(): string {
		$slug = 'vitrine-rolled-back-' . wp_generate_password( 8, false );
		$id   = wp_insert_post( array( 'post_title' => 'Rolled back', 'post_name' => $slug, 'post_status' => 'publish' ) );
		$this->assertNotNull( get_page_by_path( $slug, OBJECT, 'post' ), 'the post exists inside its test' );
		$this->assertGreaterThan( 0, $id );
		return $slug;
	}

	/** @depends test_a_test_may_write */
	public function test_transactions_roll_back_between_tests( string $slug ): void {
		$this->assertNull( get_page_by_path( $slug, OBJECT, 'post' ), 'the previous test’s post is gone' );
	}
}
