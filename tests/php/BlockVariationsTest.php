<?php
/**
 * Twin blocks became one block with variations (docs/architecture.md): vitrine/posts ("Posts",
 * "Archive Posts") and vitrine/form ("Form", "Subscribe"). The old names stay registered as hidden
 * legacy blocks that the merged block renders: content saved by the old blocks
 * (tests/fixtures/saved-blocks/) renders byte for byte as the same settings saved in the merged
 * block, keeps its stylesheet, and its forms still submit.
 */

namespace Vitrine\Tests;

use Vitrine\Forms\Fields;
use Vitrine\Widgets\Posts;

final class BlockVariationsTest extends TestCase {
	private const FIXTURES = VITRINE_DIR . '/tests/fixtures/saved-blocks/';

	private ?\WP_Query $saved_query = null;

	protected function tearDown(): void {
		if ( $this->saved_query ) {
			$GLOBALS['wp_query'] = $this->saved_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/** Merged block => its legacy block and what that one becomes (blocks/posts/legacy.ts, blocks/form/legacy.ts). */
	private const MERGED = array(
		'vitrine/posts' => array( 'vitrine/archive-posts', array( 'source' => 'archive' ) ),
		'vitrine/form'  => array( 'vitrine/subscribe', array( 'kind' => 'subscribe' ) ),
	);

	public function test_legacy_names_are_hidden_blocks_with_the_merged_blocks_renderer_and_assets(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( self::MERGED as $name => list( $legacy_name, $attributes ) ) {
			$merged = $registry->get_registered( $name );
			$legacy = $registry->get_registered( $legacy_name );
			$this->assertNotNull( $legacy, $legacy_name );
			$this->assertFalse( $legacy->supports['inserter'], "$legacy_name is not offered in the inserter" );
			$this->assertTrue( $merged->supports['inserter'] ?? true );
			$this->assertSame( $merged->style_handles, $legacy->style_handles, $legacy_name );
			$this->assertSame( $merged->view_script_handles, $legacy->view_script_handles, $legacy_name );
			$this->assertSame( $merged->editor_script_handles, $legacy->editor_script_handles, $legacy_name );
			$titles = array_column( $merged->get_variations(), 'title' );
			$this->assertCount( 2, $titles );
			$variation = array_values( array_filter( $merged->get_variations(), static fn( $v ) => array() === array_diff_assoc( $attributes, $v['attributes'] ) ) );
			$this->assertSame( $legacy->title, $variation[0]['title'] ?? null, "$legacy_name becomes the variation of its own title" );
		}
	}

	/** @return array<string, array{string}> */
	public static function legacy_fixtures(): array {
		return array(
			'archive posts'        => array( 'archive-posts' ),
			'archive posts layout' => array( 'archive-posts-layout' ),
			'subscribe'            => array( 'subscribe' ),
		);
	}

	/** @dataProvider legacy_fixtures */
	public function test_saved_legacy_blocks_render_as_the_merged_block_with_the_same_settings( string $fixture ): void {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
		$saved  = (string) file_get_contents( self::FIXTURES . $fixture . '.html' );
		$merged = serialize_blocks( array_map( array( self::class, 'merge' ), parse_blocks( $saved ) ) );
		$this->assertStringNotContainsString( 'wp:vitrine/archive-posts', $merged );
		$this->assertStringNotContainsString( 'wp:vitrine/subscribe', $merged );

		$this->login_as( 'editor' ); // Editors see the notice of a widget that shows nothing here.
		$before  = $this->render_in( $saved );
		$after   = $this->render_in( $merged );
		$widgets = substr_count( $before, 'data-vitrine=' ) + substr_count( $before, 'vitrine-widget-notice' );
		$this->assertSame( substr_count( $saved, '<!-- wp:vitrine/' ), $widgets, 'every saved widget renders' );
		$this->assertSame( $before, $after );
	}

	public function test_a_page_holding_only_legacy_blocks_gets_their_stylesheet_in_the_head(): void {
		foreach ( array( 'archive-posts' => 'vitrine-posts-style', 'subscribe' => 'vitrine-form-style' ) as $fixture => $handle ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
			$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Legacy', 'post_content' => (string) file_get_contents( self::FIXTURES . $fixture . '.html' ) ) );
			$this->go_to( $page );
			// The bundled theme enqueues the styles of the page's blocks up front (by their handles).
			\Vitrine\Theme\enqueue_content_block_styles();
			$this->assertTrue( wp_style_is( $handle ), "the theme enqueues $handle for $fixture" );
			// Another classic theme loads every block's stylesheet; the plugin drops those of blocks
			// that are not on the page, and keeps the one the legacy block shares with its merged block.
			wp_enqueue_style( 'vitrine-countdown-style' );
			add_filter( 'should_load_block_assets_on_demand', '__return_false', 100 );
			try {
				( new \Vitrine\Blocks( \Vitrine\Plugin::instance() ) )->keep_styles_of_present_blocks();
			} finally {
				remove_filter( 'should_load_block_assets_on_demand', '__return_false', 100 );
			}
			$this->assertTrue( wp_style_is( $handle ), "$fixture keeps $handle" );
			$this->assertFalse( wp_style_is( 'vitrine-countdown-style' ), 'a block that is not on the page loses its stylesheet' );
			wp_dequeue_style( $handle );
		}
	}

	public function test_families_and_kinds_name_the_variation_whatever_the_block_name(): void {
		$this->assertSame( 'posts', Posts::family( 'vitrine/posts', array() ) );
		$this->assertSame( 'posts', Posts::family( 'vitrine/posts', array( 'source' => 'nonsense' ) ) );
		$this->assertSame( 'archive-posts', Posts::family( 'vitrine/posts', array( 'source' => 'archive' ) ) );
		$this->assertSame( 'archive-posts', Posts::family( 'vitrine/archive-posts', array() ) );
		$this->assertNull( Posts::family( 'vitrine/portfolio', array( 'source' => 'archive' ) ) );
		$this->assertSame( 'form', Fields::kind( 'vitrine/form', array() ) );
		$this->assertSame( 'subscribe', Fields::kind( 'vitrine/form', array( 'kind' => 'subscribe' ) ) );
		$this->assertSame( 'subscribe', Fields::kind( 'vitrine/subscribe', array() ) );
		$this->assertNull( Fields::kind( null, array( 'kind' => 'subscribe' ) ) );
	}

	/** A parsed block as the editor turns it into the merged block (the e2e test checks the editor itself). */
	private static function merge( array $block ): array {
		foreach ( self::MERGED as $name => list( $legacy, $attributes ) ) {
			if ( $legacy === $block['blockName'] ) {
				$attrs = $block['attrs'];
				if ( 'vitrine/subscribe' === $legacy ) {
					$attrs['submitLabel'] = $attrs['buttonLabel'] ?? '';
					$attrs['minSeconds']  = $attrs['minSeconds'] ?? 2; // The old block's default, the form's is 3.
					unset( $attrs['buttonLabel'] );
				}
				$block['blockName'] = $name;
				$block['attrs']     = $attributes + $attrs;
			}
		}
		return $block;
	}

	/**
	 * The content rendered as a draft page of its own (as the post being viewed: widget numbers,
	 * the page's own id in forms and settings), with what differs from page to page made equal.
	 */
	private function render_in( string $content ): string {
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Saved', 'post_content' => $content ) );
		$this->go_to( $page );
		$html = (string) preg_replace(
			array( '/(&quot;postId&quot;:)\d+/', '/(name="(?:post_id|page)" value=")\d+/', '/(page_id=)\d+/', '/(name="stamp" value=")[^"]*/' ),
			'$1#',
			do_blocks( $content )
		);
		// Widgets are numbered per page in the order they render (Posts::next_index()). Ids of pages
		// rolled back by earlier tests come again in this process, with their numbers counted on:
		// numbers are compared from the page's first one.
		preg_match_all( '/&quot;block&quot;:(\d+)/', $html, $numbers );
		$first = $numbers[1] ? min( array_map( 'intval', $numbers[1] ) ) : 1;
		return (string) preg_replace_callback(
			'/(&quot;block&quot;:|e-page-(?:archive-)?posts-)(\d+)/',
			static fn( array $m ) => $m[1] . ( (int) $m[2] - $first + 1 ),
			$html
		);
	}

	/** Makes the page the one being viewed, as WordPress does for its URL. */
	private function go_to( int $post_id ): void {
		$this->saved_query ??= $GLOBALS['wp_query'];
		$GLOBALS['wp_query'] = new \WP_Query( array( 'page_id' => $post_id, 'post_status' => 'any' ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['post']     = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		setup_postdata( $GLOBALS['post'] );
	}
}
