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
	$vitrine_title = is_search() ? sprintf( /* translators: %s: the search terms. */ __( 'Search results for “%s”', 'vitrine' ), get_search_query( false ) ) : get_the_archive_title();
	echo '<h1 class="vitrine-list-title">' . esc_html( wp_strip_all_tags( (string) $vitrine_title ) ) . '</h1>';
	Vitrine\Widgets\ArchiveLayout::render();
} elseif ( have_posts() ) {
	// A site whose front page lists the latest posts has no posts page to take a title from.
	$vitrine_title = is_home() ? ( single_post_title( '', false ) ?: __( 'Latest posts', 'vitrine' ) ) : ( is_search() ? sprintf( /* translators: %s: the search terms. */ __( 'Search results for “%s”', 'vitrine' ), get_search_query( false ) ) : get_the_archive_title() );
	echo '<h1 class="vitrine-list-title">' . esc_html( wp_strip_all_tags( (string) $vitrine_title ) ) . '</h1>';
	Vitrine\Theme\post_list();
} else {
	echo '<h1 class="vitrine-list-title">' . esc_html__( 'Nothing here yet', 'vitrine' ) . '</h1>';
	echo '<p>' . esc_html__( 'No posts match. Try the search.', 'vitrine' ) . '</p>';
}
get_footer();
