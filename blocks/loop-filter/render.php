<?php
/**
 * Server output of the taxonomy filter: term links that work without JavaScript (see
 * Vitrine\Loop\FilterRenderer); the runtime loads the filter's handler only where one renders.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

// The request's own path and query: links stay relative, so no Host header ends up in them.
$vitrine_uri = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ?? '/' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
echo Vitrine\Loop\FilterRenderer::render( $attributes, $vitrine_uri, (int) get_the_ID() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
