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
	}

	public function register_blocks(): void {
		foreach ( glob( $this->plugin->path( 'build/blocks/*/block.json' ) ) ?: array() as $metadata ) {
			register_block_type( dirname( $metadata ) );
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
