<?php
/**
 * Registers every block from its built block.json (build/blocks/<name>/block.json), which is the
 * only metadata a block has. Adding a block folder needs no edit here.
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

final class Blocks {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( $this, 'add_category' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'keep_styles_of_present_blocks' ), 100 );
	}

	/**
	 * Classic themes load every registered block's stylesheet on every page unless block assets load
	 * on demand. Ours load only where they are used: in the head for blocks in the page's own content
	 * (so nothing shifts), otherwise when the block renders (WP_Block::render enqueues them again).
	 */
	public function keep_styles_of_present_blocks(): void {
		if ( wp_should_load_block_assets_on_demand() ) {
			return; // WordPress already does it.
		}
		$post     = is_singular() ? get_post() : null;
		$present  = $post ? self::block_names( parse_blocks( $post->post_content ) ) : array();
		$registry = \WP_Block_Type_Registry::get_instance();
		// By handle: a legacy block name shares its merged block's stylesheet (docs/architecture.md).
		$kept = array();
		foreach ( array_keys( $present ) as $name ) {
			$kept = array_merge( $kept, $registry->get_registered( $name )?->style_handles ?? array() );
		}
		foreach ( $registry->get_all_registered() as $name => $type ) {
			if ( str_starts_with( $name, 'vitrine/' ) ) {
				array_map( 'wp_dequeue_style', array_diff( $type->style_handles, $kept ) );
			}
		}
	}

	/**
	 * The first non-null answer of $pick over parsed blocks in document order, inner blocks included
	 * (for finding a saved block again: a form by its id, the n-th posts block of a page).
	 *
	 * @param array<int, array<string, mixed>> $blocks What parse_blocks() returns.
	 * @param callable(array<string, mixed>): mixed $pick Null to go on.
	 */
	public static function first( array $blocks, callable $pick ): mixed {
		foreach ( $blocks as $block ) {
			$found = $pick( $block ) ?? self::first( $block['innerBlocks'] ?? array(), $pick );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<string, true> The names of the blocks, nested ones included.
	 */
	private static function block_names( array $blocks ): array {
		$names = array();
		foreach ( $blocks as $block ) {
			if ( ! empty( $block['blockName'] ) ) {
				$names[ $block['blockName'] ] = true;
			}
			$names += self::block_names( $block['innerBlocks'] ?? array() );
		}
		return $names;
	}

	public function register_blocks(): void {
		foreach ( glob( $this->plugin->path( 'build/blocks/*/block.json' ) ) ?: array() as $metadata ) {
			$type = register_block_type( dirname( $metadata ) );
			if ( $type ) {
				$this->translate_scripts( $type );
			}
		}
	}

	/**
	 * WordPress gives a block's scripts that use wp.i18n the block's text domain, but looks for their
	 * JSON only in the site's languages folder; the plugin ships its own in languages/. Each script
	 * (view scripts included: one per block, see docs/builder.md) gets exactly its own strings.
	 *
	 * @param \WP_Block_Type $type A registered Vitrine block.
	 */
	private function translate_scripts( \WP_Block_Type $type ): void {
		$handles = array_merge( $type->editor_script_handles, $type->script_handles, $type->view_script_handles );
		foreach ( $handles as $handle ) {
			$script = wp_scripts()->query( $handle, 'registered' );
			if ( $script && in_array( 'wp-i18n', $script->deps, true ) ) {
				wp_set_script_translations( $handle, 'vitrine', $this->plugin->path( 'languages' ) );
			}
		}
	}

	/**
	 * @param array<int, array<string, mixed>> $categories The editor's block categories.
	 * @return array<int, array<string, mixed>>
	 */
	public function add_category( array $categories ): array {
		$categories[] = array(
			'slug'  => 'vitrine',
			'title' => __( 'Vitrine', 'vitrine' ),
		);
		return $categories;
	}
}
