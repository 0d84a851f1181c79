<?php
/**
 * Server output of the gallery: every image links to its full size (usable without JavaScript),
 * with its width and height printed so grid, justified rows and masonry columns are laid out by
 * CSS alone, before any image loads and before the handler attaches. The handler adds the
 * lightbox and the tag filter; the filter buttons are printed here with their space reserved.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Media\ImageIds;
use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

$vitrine_layout                       = in_array( $attributes['layout'] ?? '', array( 'grid', 'justified', 'masonry' ), true ) ? $attributes['layout'] : 'grid';
$vitrine_columns                      = max( 1, min( 8, (int) ( $attributes['columns'] ?? 3 ) ) );
$vitrine_row                          = max( 80, min( 600, (int) ( $attributes['rowHeight'] ?? 220 ) ) );
$vitrine_gap                          = max( 0, min( 64, (int) ( $attributes['gap'] ?? 8 ) ) );
$vitrine_items                        = array_values( array_filter( (array) ( $attributes['images'] ?? array() ), 'is_array' ) );
list( $vitrine_ids, $vitrine_notice ) = ImageIds::valid( array_column( $vitrine_items, 'id' ) );

if ( ! $vitrine_ids ) {
	echo Notice::for_editors( __( 'This gallery has no images yet.', 'vitrine' ) ) . $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	return;
}

$vitrine_by_id = array_column( $vitrine_items, null, 'id' );
$vitrine_tags  = array();
$vitrine_sizes = 'grid' === $vitrine_layout || 'masonry' === $vitrine_layout
	? sprintf( '(max-width: 767px) 50vw, %dvw', (int) ceil( 100 / $vitrine_columns ) )
	: sprintf( '(max-width: 767px) 100vw, %dpx', $vitrine_row * 2 );
$vitrine_html  = '';
foreach ( $vitrine_ids as $vitrine_index => $vitrine_id ) {
	$vitrine_item  = $vitrine_by_id[ $vitrine_id ] ?? array();
	$vitrine_meta  = wp_get_attachment_metadata( $vitrine_id );
	$vitrine_w     = max( 1, (int) ( $vitrine_meta['width'] ?? 1 ) );
	$vitrine_h     = max( 1, (int) ( $vitrine_meta['height'] ?? 1 ) );
	$vitrine_full  = wp_get_attachment_image_src( $vitrine_id, 'full' );
	$vitrine_cap   = trim( (string) ( $vitrine_item['caption'] ?? '' ) );
	$vitrine_slugs = array();
	foreach ( explode( ',', (string) ( $vitrine_item['tags'] ?? '' ) ) as $vitrine_tag ) {
		$vitrine_tag  = trim( $vitrine_tag );
		$vitrine_slug = sanitize_title( $vitrine_tag );
		if ( '' !== $vitrine_slug ) {
			$vitrine_slugs[]               = $vitrine_slug;
			$vitrine_tags[ $vitrine_slug ] = $vitrine_tag;
		}
	}
	$vitrine_alt   = (string) get_post_meta( $vitrine_id, '_wp_attachment_image_alt', true );
	$vitrine_html .= sprintf(
		'<figure class="vitrine-gallery__item" data-tags="%1$s" style="--vitrine-w:%2$d;--vitrine-h:%3$d;"><a class="vitrine-gallery__link" href="%4$s" data-width="%5$d" data-height="%6$d"%7$s>%8$s</a>%9$s</figure>',
		esc_attr( implode( ' ', array_unique( $vitrine_slugs ) ) ),
		$vitrine_w,
		$vitrine_h,
		esc_url( $vitrine_full ? $vitrine_full[0] : wp_get_attachment_url( $vitrine_id ) ),
		$vitrine_full ? (int) $vitrine_full[1] : $vitrine_w,
		$vitrine_full ? (int) $vitrine_full[2] : $vitrine_h,
		'' === $vitrine_alt ? ' aria-label="' . esc_attr( sprintf( /* translators: %d: image number. */ __( 'Image %d', 'vitrine' ), $vitrine_index + 1 ) ) . '"' : '',
		wp_get_attachment_image(
			$vitrine_id,
			'large',
			false,
			// No loading attribute: WordPress's content filter decides (docs/theme.md, "Images"), so
			// the first images of a page load at once and the rest lazily.
			array(
				'class' => 'vitrine-gallery__image',
				'sizes' => $vitrine_sizes,
			)
		),
		'' !== $vitrine_cap ? '<figcaption class="vitrine-gallery__caption">' . esc_html( $vitrine_cap ) . '</figcaption>' : ''
	);
}

$vitrine_label    = trim( (string) ( $attributes['label'] ?? '' ) );
$vitrine_label    = '' !== $vitrine_label ? $vitrine_label : __( 'Gallery', 'vitrine' );
$vitrine_filter   = ! empty( $attributes['filter'] ) && $vitrine_tags;
$vitrine_settings = array(
	'lightbox' => (bool) ( $attributes['lightbox'] ?? true ),
	'filter'   => $vitrine_filter,
	'label'    => $vitrine_label,
);
$vitrine_wrapper  = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-gallery is-layout-' . $vitrine_layout,
		'data-vitrine'  => 'gallery',
		'data-settings' => wp_json_encode( $vitrine_settings ),
		'style'         => sprintf( '--vitrine-columns:%d;--vitrine-row:%dpx;--vitrine-gap:%dpx;', $vitrine_columns, $vitrine_row, $vitrine_gap ),
	)
);
?>
<div <?php echo $vitrine_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php echo $vitrine_notice; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?>
	<?php if ( $vitrine_filter ) : ?>
		<div class="vitrine-gallery__filters" role="group" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: gallery label. */ __( 'Filter %s by tag', 'vitrine' ), $vitrine_label ) ); ?>">
			<button type="button" class="vitrine-gallery__filter" data-tag="" aria-pressed="true"><?php esc_html_e( 'All', 'vitrine' ); ?></button>
			<?php foreach ( $vitrine_tags as $vitrine_slug => $vitrine_name ) : ?>
				<button type="button" class="vitrine-gallery__filter" data-tag="<?php echo esc_attr( $vitrine_slug ); ?>" aria-pressed="false"><?php echo esc_html( $vitrine_name ); ?></button>
			<?php endforeach; ?>
		</div>
	<?php endif; ?>
	<div class="vitrine-gallery__items"><?php echo $vitrine_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped. ?></div>
	<p class="vitrine-gallery__status" aria-live="polite"></p>
</div>
