<?php
/**
 * Server output of the Lottie block: a box with the animation's ratio reserved and the static
 * fallback image inside, which is what visitors see without JavaScript, with reduced motion, or
 * when the animation cannot load. The handler draws the animation over it.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

$vitrine_src = trim( (string) ( $attributes['src'] ?? '' ) );
// The demo animation ships with the plugin; "plugin:" paths point into the blocks folder.
if ( str_starts_with( $vitrine_src, 'plugin:' ) ) {
	$vitrine_src = \Vitrine\Plugin::instance()->url( 'blocks/lottie/' . ltrim( substr( $vitrine_src, 7 ), '/' ) );
}
if ( str_starts_with( $vitrine_src, '/' ) && ! str_starts_with( $vitrine_src, '//' ) ) {
	$vitrine_src = home_url( $vitrine_src );
}
// Only absolute http(s) addresses: esc_url_raw() alone would turn "not a url" into "http://nota url".
$vitrine_src      = preg_match( '#^https?://[^\s/]+#i', $vitrine_src ) ? esc_url_raw( $vitrine_src, array( 'http', 'https' ) ) : '';
$vitrine_notice   = '' === $vitrine_src ? Notice::for_editors( __( 'The Lottie animation needs the address of a JSON file (http or https).', 'vitrine' ) ) : '';
$vitrine_ratio    = preg_match( '/^(\d{1,4})\s*\/\s*(\d{1,4})$/', (string) ( $attributes['ratio'] ?? '' ), $vitrine_m ) && (int) $vitrine_m[1] > 0 && (int) $vitrine_m[2] > 0
	? (int) $vitrine_m[1] . '/' . (int) $vitrine_m[2]
	: '1/1';
$vitrine_trigger  = in_array( $attributes['trigger'] ?? '', array( 'load', 'scroll', 'hover', 'click' ), true ) ? $attributes['trigger'] : 'load';
$vitrine_label    = trim( (string) ( $attributes['label'] ?? '' ) );
$vitrine_label    = '' !== $vitrine_label ? $vitrine_label : __( 'Animation', 'vitrine' );
$vitrine_fallback = (int) ( $attributes['fallbackId'] ?? 0 );
$vitrine_image    = $vitrine_fallback && wp_attachment_is_image( $vitrine_fallback )
	? wp_get_attachment_image( $vitrine_fallback, 'medium_large', false, array( 'class' => 'vitrine-lottie__fallback', 'alt' => '' ) )
	: '';
$vitrine_settings = array(
	'src'     => $vitrine_src,
	'trigger' => $vitrine_trigger,
	'loop'    => (bool) ( $attributes['loop'] ?? true ),
	'speed'   => max( 0.1, min( 5, (float) ( $attributes['speed'] ?? 1 ) ) ),
);
$vitrine_attrs    = array(
	'class' => 'vitrine-lottie is-trigger-' . $vitrine_trigger,
	'style' => sprintf( '--vitrine-lottie-ratio:%s;max-width:%dpx;', $vitrine_ratio, max( 40, min( 2000, (int) ( $attributes['maxWidth'] ?? 320 ) ) ) ),
);
if ( '' !== $vitrine_src ) {
	// Without an animation there is nothing to load: the fallback image is the whole block.
	$vitrine_attrs['data-vitrine']  = 'lottie';
	$vitrine_attrs['data-settings'] = wp_json_encode( $vitrine_settings );
}
$vitrine_wrapper = get_block_wrapper_attributes( $vitrine_attrs );
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	<div class="vitrine-lottie__stage" role="img" aria-label="<?php echo esc_attr( $vitrine_label ); ?>">
		<?php echo $vitrine_image; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- from wp_get_attachment_image(). ?>
		<div class="vitrine-lottie__player" aria-hidden="true"></div>
	</div>
	<?php if ( 'click' === $vitrine_trigger ) : ?>
		<?php
		/* translators: %s: animation label. */
		$vitrine_play = sprintf( __( 'Play: %s', 'vitrine' ), $vitrine_label );
		/* translators: %s: animation label. */
		$vitrine_pause = sprintf( __( 'Pause: %s', 'vitrine' ), $vitrine_label );
		?>
		<button type="button" class="vitrine-lottie__toggle" aria-pressed="false" data-pause-label="<?php echo esc_attr( $vitrine_pause ); ?>"><?php echo esc_html( $vitrine_play ); ?></button>
	<?php endif; ?>
</div>
