<?php
/**
 * Server output of the loop grid, filtered and paged by the URL (`e-filter-{widgetId}-{taxonomy}`,
 * `e-page-{widgetId}`), so a shared or crawled filtered address shows the filtered grid with no
 * JavaScript. See Vitrine\Loop\Renderer.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_grid    = Vitrine\Loop\GridSettings::from_attributes( $attributes );
$vitrine_uri     = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ?? '/' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
$vitrine_wrapper = get_block_wrapper_attributes(
	array(
		'class'          => 'vitrine-loop-grid',
		'id'             => $vitrine_grid->widget_id ? 'vitrine-loop-' . $vitrine_grid->widget_id : null,
		'data-widget-id' => $vitrine_grid->widget_id,
		'data-post-id'   => (string) get_the_ID(),
		'data-rest-base' => rest_url(),
		'style'          => '--vitrine-loop-columns:' . $vitrine_grid->columns,
	)
);
echo Vitrine\Loop\Renderer::grid( $vitrine_grid, (int) get_the_ID(), $vitrine_uri, $vitrine_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
