<?php
/**
 * Finds a saved loop grid in a post's content by its widget id, so the refresh route renders what
 * the site owner saved and never a grid described by the request.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class SavedGrid {
	public const BLOCK = 'vitrine/loop-grid';

	/**
	 * The grid's attributes with the block's defaults applied, or null when the content has no
	 * grid with that widget id.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function find( string $content, string $widget_id ): ?array {
		if ( ! has_block( self::BLOCK, $content ) ) {
			return null;
		}
		$block = self::search( parse_blocks( $content ), $widget_id );
		return null === $block ? null : self::with_defaults( $block['attrs'] );
	}

	/**
	 * Block attributes checked against block.json and completed with its defaults.
	 *
	 * @param array<string, mixed> $attributes
	 * @return array<string, mixed>
	 */
	public static function with_defaults( array $attributes ): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		return $type ? $type->prepare_attributes_for_render( $attributes ) : $attributes;
	}

	/**
	 * @param array<int, array<string, mixed>> $blocks
	 * @return array<string, mixed>|null
	 */
	private static function search( array $blocks, string $widget_id ): ?array {
		foreach ( $blocks as $block ) {
			if ( self::BLOCK === ( $block['blockName'] ?? null ) && ( $block['attrs']['widgetId'] ?? null ) === $widget_id ) {
				return $block;
			}
			$inner = self::search( $block['innerBlocks'] ?? array(), $widget_id );
			if ( $inner ) {
				return $inner;
			}
		}
		return null;
	}
}
