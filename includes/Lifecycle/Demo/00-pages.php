<?php
/**
 * The demo pages of README.md (Demo pages): the front page, the blog page and one page per demo path,
 * including a page per widget family. Later seeds fill them in.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_families = array(
	'carousel', 'slides', 'gallery', 'lottie', 'video-playlist', 'hotspot', 'social-embeds', 'code-highlight',
	'menu', 'table-of-contents', 'posts', 'portfolio', 'archive-posts', 'search', 'share-buttons', 'off-canvas',
	'contact-buttons', 'floating-bar', 'progress-tracker', 'countdown',
	'form', 'subscribe', 'payment-buttons', 'cart', 'checkout', 'account', 'add-to-cart',
);

$vitrine_home = vitrine_seed_page( 'home', 'Welcome to Vitrine', "<!-- wp:paragraph -->\n<p>The visitor-facing layer of a content and affiliate site.</p>\n<!-- /wp:paragraph -->" );
$vitrine_blog = vitrine_seed_page( 'blog', 'Blog', '' );
foreach ( array( 'affiliate' => 'Affiliate links', 'motion' => 'Motion effects', 'sticky' => 'Sticky elements', 'popups' => 'Popups', 'loop' => 'Loop grid' ) as $vitrine_slug => $vitrine_title ) {
	if ( ! get_page_by_path( $vitrine_slug ) ) {
		vitrine_seed_page( $vitrine_slug, $vitrine_title, '' );
	}
}

// A plain page with no Vitrine feature on it: the baseline that npm run bench compares against.
vitrine_seed_page( 'bench-baseline', 'Baseline', "<!-- wp:paragraph -->\n<p>A plain page for comparison.</p>\n<!-- /wp:paragraph -->" );

$vitrine_index = '';
foreach ( $vitrine_families as $vitrine_family ) {
	$vitrine_index .= sprintf( '<li><a href="/widgets/%s/">%s</a></li>', $vitrine_family, ucwords( str_replace( '-', ' ', $vitrine_family ) ) );
}
vitrine_seed_page( 'widgets', 'Widgets', "<!-- wp:list -->\n<ul class=\"vitrine-widget-index\">$vitrine_index</ul>\n<!-- /wp:list -->" );
foreach ( $vitrine_families as $vitrine_family ) {
	if ( ! get_page_by_path( "widgets/$vitrine_family" ) ) {
		vitrine_seed_page( "widgets/$vitrine_family", ucwords( str_replace( '-', ' ', $vitrine_family ) ), '' );
	}
}

update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $vitrine_home );
update_option( 'page_for_posts', $vitrine_blog );
