<?php
/**
 * The clicker's markup: the server prints the starting count and the button's text; the handler in
 * view.js only counts. `data-vitrine` names the handler, `data-settings` is its JSON.
 *
 * @package VitrineExample
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_example_start = max( 0, (int) ( $attributes['start'] ?? 0 ) );
?>
<div <?php echo get_block_wrapper_attributes( array( 'data-vitrine' => 'vitrine-example-clicker', 'data-settings' => (string) wp_json_encode( array( 'start' => $vitrine_example_start ) ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<button type="button" class="vitrine-example-clicker__button"><?php esc_html_e( 'Add one', 'vitrine-example' ); ?></button>
	<output class="vitrine-example-clicker__count" aria-live="polite"><?php echo esc_html( (string) $vitrine_example_start ); ?></output>
</div>
