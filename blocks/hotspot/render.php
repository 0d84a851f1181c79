<?php
/**
 * Server output of the hotspot: the image with its points as buttons at their positions, each
 * with its tooltip in the page. Without JavaScript a tooltip shows while its point is hovered or
 * focused (CSS); the handler adds click or hover opening, Escape and placement on screen.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

$vitrine_image = (int) ( $attributes['imageId'] ?? 0 );
if ( ! $vitrine_image || ! wp_attachment_is_image( $vitrine_image ) ) {
	/* translators: %d: attachment id. */
	echo Notice::for_editors( $vitrine_image ? sprintf( __( 'The hotspot image %d no longer exists.', 'vitrine' ), $vitrine_image ) : __( 'Choose an image for the hotspot.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	return;
}

$vitrine_trigger = 'hover' === ( $attributes['trigger'] ?? 'click' ) ? 'hover' : 'click';
$vitrine_uid     = wp_unique_id( 'vitrine-hotspot-' );
$vitrine_spots   = '';
$vitrine_notices = '';
foreach ( (array) ( $attributes['spots'] ?? array() ) as $vitrine_index => $vitrine_spot ) {
	if ( ! is_array( $vitrine_spot ) || ! is_numeric( $vitrine_spot['x'] ?? null ) || ! is_numeric( $vitrine_spot['y'] ?? null ) ) {
		/* translators: %d: point number. */
		$vitrine_notices .= Notice::for_editors( sprintf( __( 'Point %d has no position and is not shown.', 'vitrine' ), (int) $vitrine_index + 1 ) );
		continue;
	}
	$vitrine_x     = max( 0, min( 100, (float) $vitrine_spot['x'] ) );
	$vitrine_y     = max( 0, min( 100, (float) $vitrine_spot['y'] ) );
	$vitrine_label = trim( (string) ( $vitrine_spot['label'] ?? '' ) );
	/* translators: %d: point number. */
	$vitrine_label  = '' !== $vitrine_label ? $vitrine_label : sprintf( __( 'Point %d', 'vitrine' ), (int) $vitrine_index + 1 );
	$vitrine_text   = trim( (string) ( $vitrine_spot['text'] ?? '' ) );
	$vitrine_url    = esc_url( (string) ( $vitrine_spot['url'] ?? '' ), array( 'http', 'https' ) );
	$vitrine_tip    = $vitrine_uid . '-' . $vitrine_index;
	$vitrine_spots .= sprintf(
		'<div class="vitrine-hotspot__spot" style="left:%1$s%%;top:%2$s%%;"><button type="button" class="vitrine-hotspot__point" aria-expanded="false" aria-controls="%3$s"><span class="vitrine-hotspot__label">%4$s</span></button><div class="vitrine-hotspot__tip" id="%3$s" role="group" aria-label="%5$s"><strong class="vitrine-hotspot__title">%4$s</strong>%6$s%7$s</div></div>',
		esc_attr( (string) round( $vitrine_x, 2 ) ),
		esc_attr( (string) round( $vitrine_y, 2 ) ),
		esc_attr( $vitrine_tip ),
		esc_html( $vitrine_label ),
		esc_attr( $vitrine_label ),
		'' !== $vitrine_text ? '<p>' . esc_html( $vitrine_text ) . '</p>' : '',
		'' !== $vitrine_url ? '<a href="' . $vitrine_url . '">' . esc_html__( 'Learn more', 'vitrine' ) . '<span class="vitrine-hotspot__sr"> ' . esc_html( $vitrine_label ) . '</span></a>' : ''
	);
}

$vitrine_caption = trim( (string) ( $attributes['caption'] ?? '' ) );
$vitrine_wrapper = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-hotspot is-trigger-' . $vitrine_trigger,
		'data-vitrine'  => 'hotspot',
		'data-settings' => wp_json_encode( array( 'trigger' => $vitrine_trigger ) ),
	)
);
?>
<figure <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notices; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	<div class="vitrine-hotspot__canvas">
		<?php echo wp_get_attachment_image( $vitrine_image, 'large', false, array( 'class' => 'vitrine-hotspot__image' ) /* Lazy or not: WordPress decides from its place on the page (docs/theme.md). */ ); ?>
		<?php echo $vitrine_spots; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	</div>
	<?php if ( '' !== $vitrine_caption ) : ?>
		<figcaption class="vitrine-hotspot__caption"><?php echo esc_html( $vitrine_caption ); ?></figcaption>
	<?php endif; ?>
</figure>
