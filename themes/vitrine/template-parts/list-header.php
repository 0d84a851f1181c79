<?php
/**
 * The header of a list of posts: the blog's title, an archive's kind, name and description, or the
 * search's terms, result count and a field to search again.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

global $wp_query;
$vitrine_kicker      = '';
$vitrine_description = '';
if ( is_search() ) {
	$vitrine_kicker = __( 'Search', 'vitrine' );
	/* translators: %s: the search terms. */
	$vitrine_title = sprintf( __( 'Results for “%s”', 'vitrine' ), get_search_query( false ) );
	$vitrine_found = (int) $wp_query->found_posts;
	/* translators: %d: number of posts found. */
	$vitrine_description = sprintf( _n( '%d post found.', '%d posts found.', $vitrine_found, 'vitrine' ), $vitrine_found );
} elseif ( is_home() ) {
	// A site whose front page lists the latest posts has no posts page to take a title from.
	$vitrine_title = single_post_title( '', false ) ?: __( 'Latest posts', 'vitrine' );
} else {
	// get_the_archive_title() prefixes the kind ("Category: Design"); the kind is shown above instead.
	$vitrine_take = static function ( $prefix ) use ( &$vitrine_kicker ) {
		$vitrine_kicker = rtrim( wp_strip_all_tags( (string) $prefix ), ': ' );
		return '';
	};
	add_filter( 'get_the_archive_title_prefix', $vitrine_take );
	$vitrine_title = get_the_archive_title();
	remove_filter( 'get_the_archive_title_prefix', $vitrine_take );
	$vitrine_description = wp_strip_all_tags( (string) get_the_archive_description() );
}
?>
<header class="vitrine-list-header">
	<?php if ( '' !== $vitrine_kicker ) : ?>
		<p class="vitrine-list-kicker"><?php echo esc_html( $vitrine_kicker ); ?></p>
	<?php endif; ?>
	<h1 class="vitrine-list-title"><?php echo esc_html( wp_strip_all_tags( (string) $vitrine_title ) ); ?></h1>
	<?php if ( '' !== trim( $vitrine_description ) ) : ?>
		<p class="vitrine-list-description"><?php echo esc_html( trim( $vitrine_description ) ); ?></p>
	<?php endif; ?>
	<?php if ( is_search() ) : ?>
		<?php get_search_form( array( 'aria_label' => __( 'Search again', 'vitrine' ) ) ); ?>
	<?php endif; ?>
</header>
