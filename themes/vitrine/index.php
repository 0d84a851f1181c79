<?php
/**
 * The fallback template: any singular page, or a list of posts (blog index, archives, search).
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

get_header();
if ( is_singular() ) {
	while ( have_posts() ) {
		the_post();
		?>
		<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
			<h1><?php the_title(); ?></h1>
			<?php the_content(); ?>
		</article>
		<?php
	}
} elseif ( ( is_archive() || is_search() ) && class_exists( Vitrine\Widgets\ArchiveLayout::class ) && Vitrine\Widgets\ArchiveLayout::applies() ) {
	// Settings → Reading → "Archive and search pages": for the kinds of archive ticked there, the
	// chosen page's blocks (an Archive posts widget follows this archive) replace the theme's list.
	get_template_part( 'template-parts/list', 'header' );
	Vitrine\Widgets\ArchiveLayout::render();
} elseif ( have_posts() ) {
	get_template_part( 'template-parts/list', 'header' );
	Vitrine\Theme\post_list();
} else {
	get_template_part( 'template-parts/list', 'header' );
	echo '<p>' . esc_html__( 'No posts match. Try other words.', 'vitrine' ) . '</p>';
	if ( ! is_search() ) {
		get_search_form();
	}
}
get_footer();
