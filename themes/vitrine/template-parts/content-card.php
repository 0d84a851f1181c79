<?php
/**
 * One post card in a list: the index, archives and the posts endpoint all use this. The image has
 * its width and height in the markup so the card's height is known before the image arrives.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

$vitrine_image_attrs = array(
	'class' => 'vitrine-card-image',
	'sizes' => '(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px',
	'alt'   => '',
);
if ( ! empty( $args['lazy'] ) ) {
	$vitrine_image_attrs['loading']  = 'lazy';
	$vitrine_image_attrs['decoding'] = 'async';
}
// Under a page's own h2 (related posts) a card's title is one level down.
$vitrine_heading = 'h3' === ( $args['heading'] ?? '' ) ? 'h3' : 'h2';
?>
<article id="post-<?php the_ID(); ?>" <?php post_class( 'vitrine-card' ); ?>>
	<?php if ( has_post_thumbnail() ) : ?>
		<?php the_post_thumbnail( 'medium_large', $vitrine_image_attrs ); ?>
	<?php endif; ?>
	<div class="vitrine-card-body">
		<<?php echo esc_attr( $vitrine_heading ); ?> class="vitrine-card-title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></<?php echo esc_attr( $vitrine_heading ); ?>>
		<p class="vitrine-card-meta">
			<time datetime="<?php echo esc_attr( get_the_date( DATE_W3C ) ); ?>"><?php echo esc_html( get_the_date() ); ?></time>
			<?php if ( has_category() ) : ?>
				<span class="vitrine-card-terms"><?php the_category( ', ' ); ?></span>
			<?php endif; ?>
		</p>
		<div class="vitrine-card-excerpt"><?php the_excerpt(); ?></div>
	</div>
</article>
