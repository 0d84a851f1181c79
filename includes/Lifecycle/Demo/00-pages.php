<?php
/**
 * The demo pages of README.md (Demo pages): the front page, the blog page and one page per demo path,
 * including a page per widget family. Later seeds fill them in.
 */

defined( 'ABSPATH' ) || exit;

// The widget families, each with the title and one-line description its card on /widgets/ shows.
$vitrine_families = array(
	'carousel'          => array( 'Carousel', 'Images or cards that slide by swipe, arrows or autoplay.' ),
	'slides'            => array( 'Slides', 'Full-width slides with a heading, text and a button each.' ),
	'gallery'           => array( 'Gallery', 'A justified or masonry grid of images with a lightbox.' ),
	'lottie'            => array( 'Lottie', 'Vector animations that play on view, hover or scroll.' ),
	'video-playlist'    => array( 'Video playlist', 'Several videos with a chapter list beside the player.' ),
	'hotspot'           => array( 'Hotspot', 'Points on an image that open a note when tapped.' ),
	'social-embeds'     => array( 'Social embeds', 'Posts from social networks, loaded after consent.' ),
	'code-highlight'    => array( 'Code highlight', 'Source code with syntax colours and a copy button.' ),
	'menu'              => array( 'Menu', 'A navigation menu with drop-downs that work by keyboard.' ),
	'table-of-contents' => array( 'Table of contents', 'The headings of a page as links, with the current one marked.' ),
	'posts'             => array( 'Posts', 'The latest posts as cards, with paging or load more.' ),
	'portfolio'         => array( 'Portfolio', 'Posts filtered by category without a reload.' ),
	'archive-posts'     => array( 'Archive posts', 'The posts of the archive a visitor is on, in your layout.' ),
	'search'            => array( 'Search', 'A search form that suggests posts as you type.' ),
	'share-buttons'     => array( 'Share buttons', 'Share a page on social networks or by email.' ),
	'off-canvas'        => array( 'Off-canvas', 'A panel that slides in from the side of the screen.' ),
	'contact-buttons'   => array( 'Contact buttons', 'A floating bubble with your chat and phone links.' ),
	'floating-bar'      => array( 'Floating bar', 'A slim bar at the top or bottom for an announcement.' ),
	'progress-tracker'  => array( 'Progress tracker', 'How far a reader has scrolled through an article.' ),
	'countdown'         => array( 'Countdown', 'Days, hours, minutes and seconds to a date.' ),
	'form'              => array( 'Form', 'Contact and order forms with rules, steps and spam checks.' ),
	'subscribe'         => array( 'Subscribe', 'A newsletter sign-up with double opt-in.' ),
	'payment-buttons'   => array( 'Payment buttons', 'Pay or donate with Stripe or PayPal in one click.' ),
	'cart'              => array( 'Cart', 'The WooCommerce cart, in the theme\'s style.' ),
	'checkout'          => array( 'Checkout', 'The WooCommerce checkout, in the theme\'s style.' ),
	'account'           => array( 'Account', 'A customer\'s orders, addresses and details.' ),
	'add-to-cart'       => array( 'Add to cart', 'A product\'s button anywhere on a page.' ),
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

// /widgets/: a gallery of cards, one per family (a title linking to its demo and what it does), in
// core blocks so the page opens in the editor without a validation error.
$vitrine_index = '';
foreach ( $vitrine_families as $vitrine_family => $vitrine_card ) {
	$vitrine_index .= sprintf(
		"<!-- wp:group {\"className\":\"vitrine-widget-card\"} -->\n<div class=\"wp-block-group vitrine-widget-card\"><!-- wp:heading {\"level\":2} -->\n<h2 class=\"wp-block-heading\"><a href=\"/widgets/%1\$s/\">%2\$s</a></h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>%3\$s</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->\n\n",
		$vitrine_family,
		$vitrine_card[0],
		$vitrine_card[1]
	);
}
vitrine_seed_page(
	'widgets',
	'Widgets',
	"<!-- wp:paragraph -->\n<p>Every widget Vitrine adds to the editor. Open one to see it working and how it is set up.</p>\n<!-- /wp:paragraph -->\n\n"
	. "<!-- wp:group {\"className\":\"vitrine-widget-index\"} -->\n<div class=\"wp-block-group vitrine-widget-index\">$vitrine_index</div>\n<!-- /wp:group -->"
);
foreach ( $vitrine_families as $vitrine_family => $vitrine_card ) {
	if ( ! get_page_by_path( "widgets/$vitrine_family" ) ) {
		vitrine_seed_page( "widgets/$vitrine_family", $vitrine_card[0], '' );
	}
}

update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $vitrine_home );
update_option( 'page_for_posts', $vitrine_blog );
