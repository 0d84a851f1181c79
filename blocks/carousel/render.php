<?php
/**
 * Server output of the carousel: every slide is in the page and, without JavaScript, the slides
 * scroll sideways with snap points. Widths and image ratios are reserved by CSS variables that
 * match what Swiper computes, so nothing moves when the handler attaches.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Media\ImageIds;
use Vitrine\Widgets\Notice;
use Vitrine\Media\Slider;

defined( 'ABSPATH' ) || exit;

$vitrine_skin     = 'testimonial' === ( $attributes['skin'] ?? 'media' ) ? 'testimonial' : 'media';
$vitrine_settings = Slider::settings( $attributes, array( 'mobile' => 1, 'tablet' => 2, 'desktop' => 3 ) );
$vitrine_ratio    = in_array( $attributes['aspectRatio'] ?? '', array( '1/1', '4/3', '3/2', '16/9' ), true ) ? $attributes['aspectRatio'] : '3/2';
$vitrine_slides   = array();
$vitrine_notice   = '';

if ( 'media' === $vitrine_skin ) {
	$vitrine_items                        = array_values( array_filter( (array) ( $attributes['images'] ?? array() ), 'is_array' ) );
	list( $vitrine_ids, $vitrine_notice ) = ImageIds::valid( array_column( $vitrine_items, 'id' ) );
	$vitrine_captions                     = array_column( $vitrine_items, 'caption', 'id' );
	$vitrine_sizes                        = sprintf( '(max-width: 767px) %dvw, (max-width: 1024px) %dvw, %dvw', 100 / $vitrine_settings['perView']['mobile'], 100 / $vitrine_settings['perView']['tablet'], 100 / $vitrine_settings['perView']['desktop'] );
	foreach ( $vitrine_ids as $vitrine_index => $vitrine_id ) {
		$vitrine_caption  = trim( (string) ( $vitrine_captions[ $vitrine_id ] ?? '' ) );
		$vitrine_slides[] = '<figure class="vitrine-carousel__figure">'
			. wp_get_attachment_image(
				$vitrine_id,
				'large',
				false,
				array(
					'class'   => 'vitrine-carousel__image',
					'sizes'   => $vitrine_sizes,
					'loading' => $vitrine_index < $vitrine_settings['perView']['desktop'] ? 'eager' : 'lazy',
				)
			)
			. ( '' !== $vitrine_caption ? '<figcaption class="vitrine-carousel__caption">' . esc_html( $vitrine_caption ) . '</figcaption>' : '' )
			. '</figure>';
	}
} else {
	foreach ( (array) ( $attributes['testimonials'] ?? array() ) as $vitrine_item ) {
		if ( ! is_array( $vitrine_item ) || '' === trim( (string) ( $vitrine_item['text'] ?? '' ) ) ) {
			continue;
		}
		$vitrine_avatar   = ! empty( $vitrine_item['imageId'] ) && wp_attachment_is_image( (int) $vitrine_item['imageId'] )
			? wp_get_attachment_image( (int) $vitrine_item['imageId'], 'thumbnail', false, array( 'class' => 'vitrine-testimonial__avatar', 'alt' => '', 'loading' => 'lazy' ) )
			: '';
		$vitrine_role     = trim( (string) ( $vitrine_item['role'] ?? '' ) );
		$vitrine_slides[] = '<figure class="vitrine-testimonial">'
			. '<blockquote class="vitrine-testimonial__text"><p>' . esc_html( (string) $vitrine_item['text'] ) . '</p></blockquote>'
			. '<figcaption class="vitrine-testimonial__author">' . $vitrine_avatar
			. '<span class="vitrine-testimonial__name">' . esc_html( (string) ( $vitrine_item['name'] ?? '' ) ) . '</span>'
			. ( '' !== $vitrine_role ? '<span class="vitrine-testimonial__role">' . esc_html( $vitrine_role ) . '</span>' : '' )
			. '</figcaption></figure>';
	}
}

if ( ! $vitrine_slides ) {
	echo Notice::for_editors( __( 'This carousel has no slides yet.', 'vitrine' ) ) . $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	return;
}

$vitrine_label   = trim( (string) ( $attributes['label'] ?? '' ) );
$vitrine_label   = '' !== $vitrine_label ? $vitrine_label : ( 'media' === $vitrine_skin ? __( 'Image carousel', 'vitrine' ) : __( 'Testimonials', 'vitrine' ) );
$vitrine_wrapper = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-carousel vitrine-slider is-skin-' . $vitrine_skin,
		'data-vitrine'  => 'carousel',
		'data-settings' => wp_json_encode( $vitrine_settings ),
		'style'         => Slider::style( $vitrine_settings ) . '--vitrine-ratio:' . $vitrine_ratio . ';',
	)
);
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	<div class="vitrine-slider__viewport swiper" role="region" tabindex="0" aria-label="<?php echo esc_attr( $vitrine_label ); ?>">
		<div class="swiper-wrapper">
			<?php foreach ( $vitrine_slides as $vitrine_slide ) : ?>
				<div class="swiper-slide vitrine-slider__slide"><?php echo $vitrine_slide; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?></div>
			<?php endforeach; ?>
		</div>
	</div>
	<?php echo Slider::controls( $vitrine_settings ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
</div>
