<?php
/**
 * Server output of the affiliate product block: the same markup as the shortcode the inspector
 * shows, built from the block's attributes by the same rules.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_atts = \Vitrine\Affiliate\Shortcode::block_atts( (array) $attributes );
if ( ! $vitrine_atts ) {
	echo \Vitrine\Affiliate\Shortcode::notice( __( 'Choose a display variant and what to show in the block settings.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in notice().
	return;
}
$vitrine_html = \Vitrine\Affiliate\Shortcode::render( $vitrine_atts );
if ( '' !== $vitrine_html ) {
	printf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'vitrine-affiliate-product' ) ), $vitrine_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
}
