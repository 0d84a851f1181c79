<?php
/**
 * Server output of the progress tracker: a progress bar or circle that is complete and labelled
 * without JavaScript; the view handler only moves it. Fixed to the window, so it takes no space in
 * the page and nothing shifts when it starts.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_position = 'bottom' === ( $attributes['position'] ?? 'top' ) ? 'bottom' : 'top';
$vitrine_shape    = 'circle' === ( $attributes['shape'] ?? 'bar' ) ? 'circle' : 'bar';
$vitrine_selector = trim( wp_strip_all_tags( (string) ( $attributes['selector'] ?? '' ) ) );
$vitrine_source   = 'element' === ( $attributes['source'] ?? 'page' ) && '' !== $vitrine_selector ? 'element' : 'page';
$vitrine_notice   = '';
if ( 'element' === ( $attributes['source'] ?? 'page' ) && 'page' === $vitrine_source ) {
	$vitrine_notice = \Vitrine\Widgets\Notice::for_editors( __( 'Enter the CSS selector of the element to track; the whole page is tracked meanwhile.', 'vitrine' ) );
}
$vitrine_label = trim( (string) ( $attributes['label'] ?? '' ) );
if ( '' === $vitrine_label ) {
	$vitrine_label = __( 'Reading progress', 'vitrine' );
}
$vitrine_settings = 'element' === $vitrine_source ? array( 'selector' => $vitrine_selector ) : array();
$vitrine_attrs    = array(
	'class'         => 'vitrine-progress-tracker is-shape-' . $vitrine_shape . ( 'bar' === $vitrine_shape ? ' is-position-' . $vitrine_position : '' ),
	'data-vitrine'  => 'progress-tracker',
	'role'          => 'progressbar',
	'aria-label'    => $vitrine_label,
	'aria-valuemin' => '0',
	'aria-valuemax' => '100',
	'aria-valuenow' => '0',
);
if ( $vitrine_settings ) {
	$vitrine_attrs['data-settings'] = wp_json_encode( $vitrine_settings );
}
$vitrine_wrapper = get_block_wrapper_attributes( $vitrine_attrs );
echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
if ( 'circle' === $vitrine_shape ) :
	?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>><svg class="vitrine-progress-tracker__circle" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><circle class="vitrine-progress-tracker__track" cx="18" cy="18" r="16" /><circle class="vitrine-progress-tracker__value" cx="18" cy="18" r="16" pathLength="100" /></svg><?php if ( ! isset( $attributes['showPercent'] ) || $attributes['showPercent'] ) : ?>
<span class="vitrine-progress-tracker__percent" aria-hidden="true">0%</span><?php endif; ?></div>
<?php else : ?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>><span class="vitrine-progress-tracker__bar"></span></div>
	<?php
endif;
