<?php
/**
 * Server output of the progress tracker: a progress bar that is complete and labelled without
 * JavaScript; the view handler only moves it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_position = 'bottom' === ( $attributes['position'] ?? 'top' ) ? 'bottom' : 'top';
$vitrine_label    = trim( (string) ( $attributes['label'] ?? '' ) );
if ( '' === $vitrine_label ) {
	$vitrine_label = __( 'Reading progress', 'vitrine' );
}
$vitrine_wrapper = get_block_wrapper_attributes(
	array(
		'class'           => 'vitrine-progress-tracker is-position-' . $vitrine_position,
		'data-vitrine'    => 'progress-tracker',
		'role'            => 'progressbar',
		'aria-label'      => $vitrine_label,
		'aria-valuemin'   => '0',
		'aria-valuemax'   => '100',
		'aria-valuenow'   => '0',
	)
);
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>><span class="vitrine-progress-tracker__bar"></span></div>
