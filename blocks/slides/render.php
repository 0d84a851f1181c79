<?php
/**
 * Server output of the slides: every slide (background image, heading, text, button) is in the
 * page; without JavaScript they scroll sideways with snap points. The height is fixed by the
 * settings, so nothing moves when the handler attaches.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Notice;
use Vitrine\Media\Slider;

defined( 'ABSPATH' ) || exit;

$vitrine_settings = Slider::settings(
	array_merge( $attributes, array( 'perView' => 1, 'perViewTablet' => 1, 'perViewMobile' => 1, 'gap' => 0 ) ),
	array( 'mobile' => 1, 'tablet' => 1, 'desktop' => 1 )
);
$vitrine_height   = max( 200, min( 1000, (int) ( $attributes['height'] ?? 420 ) ) );
$vitrine_overlay  = max( 0, min( 90, (int) ( $attributes['overlay'] ?? 40 ) ) );
$vitrine_slides   = array();
$vitrine_notices  = '';

/** Whether a button link is usable: http(s), a path on this site or an anchor. */
$vitrine_valid_url = static function ( string $url ): bool {
	if ( '' === $url ) {
		return false;
	}
	if ( str_starts_with( $url, '/' ) || str_starts_with( $url, '#' ) ) {
		return ! str_starts_with( $url, '//' ) || false !== wp_http_validate_url( 'https:' . $url );
	}
	return in_array( wp_parse_url( $url, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) && '' !== esc_url_raw( $url );
};

foreach ( (array) ( $attributes['slides'] ?? array() ) as $vitrine_index => $vitrine_slide ) {
	if ( ! is_array( $vitrine_slide ) ) {
		continue;
	}
	$vitrine_heading = trim( (string) ( $vitrine_slide['heading'] ?? '' ) );
	$vitrine_text    = trim( (string) ( $vitrine_slide['text'] ?? '' ) );
	$vitrine_image   = (int) ( $vitrine_slide['imageId'] ?? 0 );
	$vitrine_button  = trim( (string) ( $vitrine_slide['buttonText'] ?? '' ) );
	$vitrine_url     = trim( (string) ( $vitrine_slide['buttonUrl'] ?? '' ) );
	$vitrine_bg      = '';
	if ( $vitrine_image && wp_attachment_is_image( $vitrine_image ) ) {
		$vitrine_attr = array(
			'class' => 'vitrine-slides__bg',
			'alt'   => '',
			'sizes' => '100vw',
		);
		// The first slide: eager, and fetchpriority="high" when it is the page's first large image,
		// as WordPress's content filter decides (docs/theme.md, "Images"); the hidden ones lazy.
		if ( count( $vitrine_slides ) > 0 ) {
			$vitrine_attr['loading'] = 'lazy';
		}
		$vitrine_bg = wp_get_attachment_image( $vitrine_image, 'full', false, $vitrine_attr );
	} elseif ( $vitrine_image ) {
		/* translators: %d: attachment id. */
		$vitrine_notices .= Notice::for_editors( sprintf( __( 'The background image %d no longer exists.', 'vitrine' ), $vitrine_image ) );
	}
	$vitrine_link = '';
	if ( '' !== $vitrine_button && $vitrine_valid_url( $vitrine_url ) ) {
		$vitrine_link = '<a class="vitrine-slides__button" href="' . esc_url( $vitrine_url ) . '">' . esc_html( $vitrine_button ) . '</a>';
	} elseif ( '' !== $vitrine_button ) {
		/* translators: %s: the link as saved. */
		$vitrine_notices .= Notice::for_editors( sprintf( __( 'The button link “%s” is not a valid address; the button is hidden.', 'vitrine' ), $vitrine_url ) );
	}
	if ( '' === $vitrine_heading && '' === $vitrine_text && '' === $vitrine_bg ) {
		continue;
	}
	$vitrine_slides[] = $vitrine_bg
		. '<div class="vitrine-slides__content">'
		. ( '' !== $vitrine_heading ? '<h2 class="vitrine-slides__heading">' . esc_html( $vitrine_heading ) . '</h2>' : '' )
		. ( '' !== $vitrine_text ? '<p class="vitrine-slides__text">' . esc_html( $vitrine_text ) . '</p>' : '' )
		. $vitrine_link
		. '</div>';
}

if ( ! $vitrine_slides ) {
	echo Notice::for_editors( __( 'These slides have no content yet.', 'vitrine' ) ) . $vitrine_notices; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	return;
}

$vitrine_label   = trim( (string) ( $attributes['label'] ?? '' ) );
$vitrine_wrapper = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-slides vitrine-slider' . ( ! empty( $attributes['kenBurns'] ) ? ' has-ken-burns' : '' ),
		'data-vitrine'  => 'slides',
		'data-settings' => wp_json_encode( $vitrine_settings ),
		'style'         => Slider::style( $vitrine_settings ) . sprintf( '--vitrine-slides-height:%dpx;--vitrine-slides-overlay:%s;', $vitrine_height, $vitrine_overlay / 100 ),
	)
);
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notices; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	<div class="vitrine-slider__viewport swiper" role="region" tabindex="0" aria-label="<?php echo esc_attr( '' !== $vitrine_label ? $vitrine_label : __( 'Slides', 'vitrine' ) ); ?>">
		<div class="swiper-wrapper">
			<?php foreach ( $vitrine_slides as $vitrine_slide_html ) : ?>
				<div class="swiper-slide vitrine-slides__slide"><?php echo $vitrine_slide_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?></div>
			<?php endforeach; ?>
		</div>
	</div>
	<?php echo Slider::controls( $vitrine_settings ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
</div>
