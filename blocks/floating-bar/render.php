<?php
/**
 * Server output of the floating bar: a labelled region fixed over the top or bottom of the window
 * (it overlays the page and takes no space in it, so showing or dismissing it never moves content),
 * with its message and call to action working without JavaScript. The handler adds dismissal.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

defined( 'ABSPATH' ) || exit;

$vitrine_message = trim( (string) ( $attributes['message'] ?? '' ) );
if ( '' === $vitrine_message ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'Write the floating bar’s message; visitors see nothing until then.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_position = 'top' === ( $attributes['position'] ?? '' ) ? 'top' : 'bottom';
$vitrine_cta_url  = esc_url( (string) ( $attributes['ctaUrl'] ?? '' ), array( 'http', 'https', 'mailto', 'tel' ) );
$vitrine_cta      = trim( (string) ( $attributes['ctaLabel'] ?? '' ) );
$vitrine_days     = max( 1, min( 365, (int) ( $attributes['dismissDays'] ?? 30 ) ) );
$vitrine_key      = sanitize_key( (string) ( $attributes['anchor'] ?? '' ) );
$vitrine_key      = '' === $vitrine_key ? substr( md5( $vitrine_message ), 0, 10 ) : $vitrine_key;
$vitrine_attrs    = array(
	'class'         => 'vitrine-floating-bar is-position-' . $vitrine_position,
	'role'          => 'region',
	'aria-label'    => __( 'Announcement', 'vitrine' ),
	'data-vitrine'  => 'floating-bar',
	'data-settings' => wp_json_encode( array( 'key' => $vitrine_key, 'days' => $vitrine_days ) ),
);
if ( ! empty( $attributes['anchor'] ) ) {
	$vitrine_attrs['id'] = sanitize_html_class( (string) $attributes['anchor'] );
}
$vitrine_wrap = get_block_wrapper_attributes( $vitrine_attrs );
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<p class="vitrine-floating-bar__message"><?php echo esc_html( $vitrine_message ); ?></p>
	<?php if ( '' !== $vitrine_cta && '' !== $vitrine_cta_url ) : ?>
	<a class="vitrine-floating-bar__cta wp-element-button" href="<?php echo $vitrine_cta_url; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- esc_url above. ?>"><?php echo esc_html( $vitrine_cta ); ?></a>
	<?php endif; ?>
	<?php if ( ! isset( $attributes['dismissible'] ) || $attributes['dismissible'] ) : ?>
	<button type="button" class="vitrine-floating-bar__close" aria-label="<?php esc_attr_e( 'Dismiss announcement', 'vitrine' ); ?>" disabled><span aria-hidden="true">&times;</span></button>
	<?php endif; ?>
</div>
