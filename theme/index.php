<?php
/**
 * The fallback template: any singular page, or a list of posts.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

get_header();
if ( have_posts() ) {
	if ( ! is_singular() ) {
		echo '<h1>' . esc_html( wp_strip_all_tags( is_home() ? single_post_title( '', false ) : get_the_archive_title() ) ) . '</h1>';
	}
	while ( have_posts() ) {
		the_post();
		?>
		<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
			<?php if ( is_singular() ) : ?>
				<h1><?php the_title(); ?></h1>
				<?php the_content(); ?>
			<?php else : ?>
				<h2><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
				<?php the_excerpt(); ?>
			<?php endif; ?>
		</article>
		<?php
	}
	the_posts_pagination();
} else {
	echo '<p>' . esc_html__( 'Nothing here yet.', 'vitrine' ) . '</p>';
}
get_footer();
