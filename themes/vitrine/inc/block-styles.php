<?php
/**
 * Only the CSS a page uses (docs/theme.md, "Styles"): core blocks load their own small stylesheets
 * where they render, as block themes get by default, instead of the whole block library (116 KB) on
 * every page; WordPress prints the small ones inline (`styles_inline_size_limit`). A classic theme
 * renders the content after <head>, so styles enqueued while rendering would arrive at the end of
 * <body>, after the content has painted: the blocks of the page being viewed are enqueued up front,
 * in <head>, from its parsed content. For the same reason the theme.json styles (body text, links,
 * headings), which WordPress would print at the end of <body> for a classic theme loading block
 * styles on demand, are printed in <head>.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

add_filter( 'should_load_separate_core_block_assets', '__return_true' );
add_filter( 'should_load_block_assets_on_demand', '__return_true' );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue_content_block_styles', 5 );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue_global_styles_in_head', 11 );

/**
 * The names of the blocks in parsed blocks, inner blocks and synced patterns included, each once.
 *
 * @param array<int, array<string, mixed>> $blocks What parse_blocks() returns.
 * @param int                               $depth Synced patterns may nest; this stops a loop.
 * @return string[]
 */
function block_names( array $blocks, int $depth = 0 ): array {
	$names = array();
	foreach ( $blocks as $block ) {
		$name = (string) ( $block['blockName'] ?? '' );
		if ( '' === $name ) {
			continue;
		}
		$names[ $name ] = true;
		$inner          = (array) ( $block['innerBlocks'] ?? array() );
		$ref            = (int) ( $block['attrs']['ref'] ?? 0 );
		if ( 'core/block' === $name && $ref && $depth < 3 ) {
			$pattern = get_post( $ref );
			if ( $pattern && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ) {
				$inner = array_merge( $inner, parse_blocks( $pattern->post_content ) );
			}
		}
		foreach ( block_names( $inner, $depth + 1 ) as $child ) {
			$names[ $child ] = true;
		}
	}
	return array_keys( $names );
}

/** Enqueues, in <head>, the stylesheets of the blocks in the content of the page being viewed. */
function enqueue_content_block_styles(): void {
	if ( ! is_singular() || ! wp_should_load_block_assets_on_demand() ) {
		return;
	}
	$post = get_queried_object();
	if ( ! $post instanceof \WP_Post || ! has_blocks( $post->post_content ) ) {
		return;
	}
	$registry = \WP_Block_Type_Registry::get_instance();
	foreach ( block_names( parse_blocks( $post->post_content ) ) as $name ) {
		$type = $registry->get_registered( $name );
		foreach ( $type ? (array) $type->style_handles : array() as $handle ) {
			wp_enqueue_style( $handle );
		}
	}
}

/**
 * The global styles (theme.json) in <head>, with the block-specific ones of the blocks enqueued so far
 * (the content's, above). WordPress prints them at the end of <body> for classic themes that load
 * block styles on demand, which would restyle text after it has painted.
 */
function enqueue_global_styles_in_head(): void {
	if ( wp_is_block_theme() || ! wp_should_load_block_assets_on_demand() ) {
		return;
	}
	add_filter( 'wp_theme_json_get_style_nodes', 'wp_filter_out_block_nodes' );
	$stylesheet = wp_get_global_stylesheet();
	if ( '' === $stylesheet ) {
		return;
	}
	wp_register_style( 'global-styles', false ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
	wp_add_inline_style( 'global-styles', $stylesheet );
	wp_enqueue_style( 'global-styles' );
	wp_add_global_styles_for_blocks();
	// Printed: WordPress's own late copy would only repeat it.
	remove_action( 'wp_footer', 'wp_enqueue_global_styles', 1 );
}
