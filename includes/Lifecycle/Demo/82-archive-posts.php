<?php
/**
 * Demo of the posts block's Archive Posts variation (/widgets/archive-posts/): previews of a
 * category, a search, a date archive and an empty search inside the page, and the archive layout
 * page chosen in Settings → Reading, so the real archive and search pages linked from the demo use
 * the widget.
 * Idempotent. Uses the blog seed's posts and its "Travel" category.
 */

defined( 'ABSPATH' ) || exit;

// An empty category, to show the owner's "nothing found" message on a real archive.
if ( ! term_exists( 'coming-soon', 'category' ) ) {
	wp_insert_term( 'Coming soon', 'category', array( 'slug' => 'coming-soon' ) );
}

// A tag on every third post, for a tag archive.
$vitrine_ap_tag = term_exists( 'demo-guide', 'post_tag' ) ?: wp_insert_term( 'Demo guide', 'post_tag', array( 'slug' => 'demo-guide' ) );
foreach ( get_posts( array( 'post_type' => 'post', 'numberposts' => 40, 'orderby' => 'ID', 'order' => 'ASC' ) ) as $vitrine_ap_i => $vitrine_ap_post ) {
	if ( 0 === $vitrine_ap_i % 3 && ! has_tag( 'demo-guide', $vitrine_ap_post ) ) {
		wp_add_post_tags( $vitrine_ap_post->ID, 'Demo guide' );
	}
}

/** A posts block of the Archive Posts variation with these attributes. */
function vitrine_ap_block( array $attributes ): string {
	return '<!-- wp:vitrine/posts ' . wp_json_encode( array( 'source' => 'archive' ) + $attributes, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . " /-->\n";
}

$vitrine_ap_author = get_user_by( 'login', 'admin' );
// The month of the newest post, so the date archive is never empty whatever the seeded dates.
$vitrine_ap_newest = get_posts( array( 'post_type' => 'post', 'numberposts' => 1 ) );
$vitrine_ap_month  = $vitrine_ap_newest ? get_post_time( 'Y-m', false, $vitrine_ap_newest[0] ) : gmdate( 'Y-m' );
$vitrine_ap_links  = array(
	'Category “Travel”'   => get_category_link( (int) get_cat_ID( 'Travel' ) ),
	'Tag “Demo guide”'    => get_tag_link( (int) ( get_term_by( 'slug', 'demo-guide', 'post_tag' )->term_id ?? 0 ) ),
	'Posts by admin'      => $vitrine_ap_author ? get_author_posts_url( $vitrine_ap_author->ID ) : '',
	'Category “Coming soon” (empty)' => get_category_link( (int) get_cat_ID( 'Coming soon' ) ),
);
// Dates and search results keep the theme's own list (masonry, infinite scroll) in the demo.
$vitrine_ap_theme = array(
	'The newest month'   => get_month_link( (int) substr( $vitrine_ap_month, 0, 4 ), (int) substr( $vitrine_ap_month, 5, 2 ) ),
	'Search for “guide”' => add_query_arg( 's', 'guide', home_url( '/' ) ),
);
/** A list block of links. */
function vitrine_ap_list( array $links ): string {
	$items = '';
	foreach ( array_filter( $links ) as $label => $url ) {
		$items .= '<li><a href="' . esc_url( wp_make_link_relative( $url ) ) . '">' . esc_html( $label ) . '</a></li>';
	}
	return "<!-- wp:list -->\n<ul class=\"vitrine-archive-links\">$items</ul>\n<!-- /wp:list -->\n";
}

vitrine_seed_page(
	'widgets/archive-posts',
	'Archive posts',
	vitrine_wc_p( 'The posts of the archive being viewed, as cards with the posts widget’s skins and pagination. On archive and search pages it follows the archive; on this page each widget previews the archive set in its settings.' )
	. vitrine_wc_h( 2, 'A category, with page numbers' )
	. vitrine_ap_block( array( 'preview' => 'category:travel', 'postsPerPage' => 2, 'columns' => 2, 'skin' => 'card' ) )
	. vitrine_wc_h( 2, 'Search results, classic skin, load more' )
	. vitrine_ap_block( array( 'preview' => 'search:guide', 'postsPerPage' => 3, 'columns' => 3, 'skin' => 'classic', 'pagination' => 'load-more' ) )
	. vitrine_wc_h( 2, 'A month, minimal skin by title, infinite scrolling' )
	. vitrine_ap_block( array( 'preview' => 'date:' . $vitrine_ap_month, 'postsPerPage' => 4, 'columns' => 1, 'skin' => 'minimal', 'order' => 'title', 'pagination' => 'infinite', 'showDate' => false ) )
	. vitrine_wc_h( 2, 'Nothing found: the owner’s message' )
	. vitrine_ap_block( array( 'preview' => 'search:zzqx-nothing', 'nothingFound' => 'No guides match yet. Try the Travel category.', 'showExcerpt' => false ) )
	. vitrine_wc_h( 2, 'Real archives that use it' )
	. vitrine_wc_p( 'Settings → Reading → “Archive and search pages” is set to the page “Archive layout” for categories, tags, other taxonomies, authors and post type archives; its Archive posts widget lists each of these:' )
	. vitrine_ap_list( $vitrine_ap_links )
	. vitrine_wc_p( 'Dates and search results are not ticked there, so they keep the theme’s own list:' )
	. vitrine_ap_list( $vitrine_ap_theme )
);

$vitrine_ap_layout = vitrine_seed_page(
	'widgets/archive-posts/layout',
	'Archive layout',
	vitrine_ap_block( array( 'postsPerPage' => 4, 'columns' => 2, 'skin' => 'card', 'nothingFound' => 'Nothing here yet. Try the search, or browse the Travel category.' ) )
);
update_option( 'vitrine_archive_layout', $vitrine_ap_layout );
update_option( 'vitrine_archive_layout_kinds', array( 'category', 'tag', 'tax', 'author', 'type' ) );
