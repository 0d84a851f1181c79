<?php
/**
 * Server output of the off-canvas panel: a link to the panel and the panel itself as a <dialog>.
 * Without JavaScript the link targets the block's id and CSS shows the panel (:target), so its
 * content stays reachable; the handler turns it into a modal dialog that slides in.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 * @var string $content
 */

defined( 'ABSPATH' ) || exit;

$vitrine_side = in_array( $attributes['side'] ?? '', array( 'left', 'right', 'top', 'bottom' ), true ) ? $attributes['side'] : 'left';
$vitrine_size = (int) ( $attributes['size'] ?? 360 );
$vitrine_id   = sanitize_html_class( (string) ( $attributes['anchor'] ?? '' ) );
if ( '' === $vitrine_id ) {
	$vitrine_id = wp_unique_id( 'vitrine-off-canvas-' );
}
$vitrine_title  = trim( (string) ( $attributes['title'] ?? '' ) );
$vitrine_title  = '' === $vitrine_title ? __( 'Panel', 'vitrine' ) : $vitrine_title;
$vitrine_button = trim( (string) ( $attributes['buttonLabel'] ?? '' ) );
$vitrine_button = '' === $vitrine_button ? __( 'Open panel', 'vitrine' ) : $vitrine_button;
$vitrine_notice = '';
if ( $vitrine_size < 120 || $vitrine_size > 1200 ) {
	$vitrine_notice = \Vitrine\Widgets\Notice::for_editors( __( 'The off-canvas size must be between 120 and 1200 pixels; 360 is used.', 'vitrine' ) );
	$vitrine_size   = 360;
}
$vitrine_wrapper = get_block_wrapper_attributes(
	array(
		'id'            => $vitrine_id,
		'class'         => 'vitrine-off-canvas is-side-' . $vitrine_side,
		'data-vitrine'  => 'off-canvas',
		'data-settings' => wp_json_encode( array( 'id' => $vitrine_id, 'side' => $vitrine_side ) ),
		'style'         => '--vitrine-off-canvas-size:' . $vitrine_size . 'px',
	)
);
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice. ?>
	<?php if ( ! empty( $attributes['showButton'] ) || ! isset( $attributes['showButton'] ) ) : ?>
	<a class="vitrine-off-canvas__toggle wp-element-button" href="#<?php echo esc_attr( $vitrine_id ); ?>" aria-haspopup="dialog" aria-controls="<?php echo esc_attr( $vitrine_id ); ?>-panel"><?php echo esc_html( $vitrine_button ); ?></a>
	<?php endif; ?>
	<dialog class="vitrine-off-canvas__panel" id="<?php echo esc_attr( $vitrine_id ); ?>-panel" aria-labelledby="<?php echo esc_attr( $vitrine_id ); ?>-title">
		<div class="vitrine-off-canvas__inner">
		<div class="vitrine-off-canvas__header">
			<h2 class="vitrine-off-canvas__title vitrine-toc-exclude" id="<?php echo esc_attr( $vitrine_id ); ?>-title"><?php echo esc_html( $vitrine_title ); ?></h2>
			<a class="vitrine-off-canvas__close" href="#" aria-label="<?php esc_attr_e( 'Close panel', 'vitrine' ); ?>"><span aria-hidden="true">&times;</span></a>
		</div>
		<div class="vitrine-off-canvas__body"><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered inner blocks. ?></div>
		</div>
	</dialog>
</div>
