<?php
/**
 * Server output of a loop facet: a plain GET form (see Vitrine\Loop\FacetRenderer); the runtime
 * loads the facet's handler only where one renders.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

// The request's own path and query: links and the form's action stay relative.
$vitrine_uri = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ?? '/' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
echo Vitrine\Loop\FacetRenderer::render( $attributes, $vitrine_uri, (int) get_the_ID() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
