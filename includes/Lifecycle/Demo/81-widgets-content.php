<?php
/**
 * Demo pages of the content and navigation widget families (issue 10): /widgets/<family>/.
 * Each family's demo is a function below so the page stays readable; all are idempotent upserts.
 */

defined( 'ABSPATH' ) || exit;

/** A paragraph block. */
function vitrine_wc_p( string $text ): string {
	return "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n";
}

/** A heading block with a level. */
function vitrine_wc_h( int $level, string $text ): string {
	$attrs = 2 === $level ? '' : ' {"level":' . $level . '}';
	return "<!-- wp:heading$attrs -->\n<h$level class=\"wp-block-heading\">$text</h$level>\n<!-- /wp:heading -->\n";
}

// Posts to search and list, only when the site has fewer than 12 (the blog seed may bring 40+).
if ( (int) wp_count_posts( 'post' )->publish < 12 ) {
	$vitrine_wc_topics = array( 'Alpine hiking', 'Budget travel', 'Coffee brewing', 'Desk setups', 'Electric bikes', 'Film cameras', 'Garden tools', 'Home office', 'Indoor plants', 'Jogging shoes', 'Kitchen knives', 'Lighting tips' );
	foreach ( $vitrine_wc_topics as $vitrine_wc_i => $vitrine_wc_topic ) {
		$vitrine_wc_slug = 'widgets-demo-' . sanitize_title( $vitrine_wc_topic );
		if ( ! get_page_by_path( $vitrine_wc_slug, OBJECT, 'post' ) ) {
			wp_insert_post(
				array(
					'post_type'    => 'post',
					'post_status'  => 'publish',
					'post_name'    => $vitrine_wc_slug,
					'post_title'   => $vitrine_wc_topic . ': a short guide',
					'post_date'    => gmdate( 'Y-m-d H:i:s', strtotime( '2026-01-01' ) + $vitrine_wc_i * 86400 ),
					'post_content' => "<!-- wp:paragraph -->\n<p>A demo article about " . strtolower( $vitrine_wc_topic ) . ", seeded for the content widgets.</p>\n<!-- /wp:paragraph -->",
				)
			);
		}
	}
}

// Categories for the portfolio filter, on this seed's own demo posts only.
$vitrine_wc_cats = array( 'Outdoors', 'Home', 'Gear' );
foreach ( get_posts( array( 'post_type' => 'post', 'numberposts' => 20, 'post_status' => 'publish', 'post_name__like' => 'widgets-demo-' ) ) as $vitrine_wc_i => $vitrine_wc_post ) {
	if ( ! str_starts_with( $vitrine_wc_post->post_name, 'widgets-demo-' ) ) {
		continue;
	}
	$vitrine_wc_name = $vitrine_wc_cats[ $vitrine_wc_i % 3 ];
	$vitrine_wc_term = term_exists( $vitrine_wc_name, 'category' ) ?: wp_insert_term( $vitrine_wc_name, 'category' );
	if ( ! is_wp_error( $vitrine_wc_term ) && ! has_category( $vitrine_wc_name, $vitrine_wc_post ) && count( get_the_category( $vitrine_wc_post->ID ) ) <= 1 ) {
		wp_set_post_categories( $vitrine_wc_post->ID, array( (int) $vitrine_wc_term['term_id'] ) );
	}
}

$vitrine_wc_pages = array();

$vitrine_wc_pages['off-canvas'] = array(
	'Off-canvas',
	vitrine_wc_p( 'Each button opens a panel that slides in from its side. Escape, the close button or a click outside closes it, and focus returns to the button.' )
	. '<!-- wp:vitrine/off-canvas {"side":"left","title":"Browse","buttonLabel":"Open the left panel","anchor":"demo-left"} -->'
	. "\n" . vitrine_wc_p( 'Links in a panel: <a href="/widgets/">All widgets</a> · <a href="/blog/">Blog</a>' )
	. "<!-- /wp:vitrine/off-canvas -->\n"
	. '<!-- wp:vitrine/off-canvas {"side":"right","size":420,"title":"Details","buttonLabel":"Open the right panel","anchor":"demo-right"} -->'
	. "\n" . vitrine_wc_p( 'A wider panel from the right. It is also opened by the off_canvas URL actions for the id demo-right.' )
	. "<!-- /wp:vitrine/off-canvas -->\n"
	. '<!-- wp:vitrine/off-canvas {"side":"bottom","size":240,"title":"Notes","buttonLabel":"Open the bottom panel","anchor":"demo-bottom"} -->'
	. "\n" . vitrine_wc_p( 'A panel from the bottom of the window.' )
	. "<!-- /wp:vitrine/off-canvas -->\n",
);

$vitrine_wc_toc = '<!-- wp:vitrine/table-of-contents {"title":"On this page","levels":[2,3]} /-->' . "\n"
	. vitrine_wc_p( 'The table of contents lists the headings of this page, nested by level. It highlights the section you are reading, and a click scrolls smoothly below the sticky header.' );
foreach ( array( 'Getting started', 'Choosing levels', 'Layouts', 'Scrolling and highlighting', 'Accessibility' ) as $vitrine_wc_i => $vitrine_wc_title ) {
	$vitrine_wc_toc .= vitrine_wc_h( 2, $vitrine_wc_title );
	$vitrine_wc_toc .= str_repeat( vitrine_wc_p( "Text of the section “{$vitrine_wc_title}”. It is long enough to scroll, so the highlighting can follow the reading position down the page." ), 4 );
	$vitrine_wc_toc .= vitrine_wc_h( 3, 'Details of part ' . ( $vitrine_wc_i + 1 ) );
	$vitrine_wc_toc .= str_repeat( vitrine_wc_p( 'More text under a level-three heading, which the nested layout lists under its section.' ), 4 );
}
$vitrine_wc_pages['table-of-contents'] = array( 'Table of contents', $vitrine_wc_toc );

$vitrine_wc_pages['share-buttons'] = array(
	'Share buttons',
	vitrine_wc_p( 'Share this page: plain links to each network (no third-party script, no counts), email, copy link and the device share sheet where the browser has one.' )
	. "<!-- wp:vitrine/share-buttons /-->\n"
	. vitrine_wc_p( 'Icons only, vertical, sharing a fixed address:' )
	. '<!-- wp:vitrine/share-buttons {"buttons":["x","reddit","telegram","pinterest","copy"],"layout":"vertical","showLabels":false,"shareUrl":"https://example.com/article","shareTitle":"An article"} /-->' . "\n",
);

$vitrine_wc_pages['countdown'] = array(
	'Countdown',
	vitrine_wc_p( 'A countdown to a date in the site’s time zone:' )
	. '<!-- wp:vitrine/countdown {"dueDate":"2030-01-01T09:00","label":"Until the 2030 launch","message":"The launch has started.","anchor":"launch"} /-->' . "\n"
	. vitrine_wc_p( 'An evergreen countdown: 30 minutes from your first visit, remembered on this device.' )
	. '<!-- wp:vitrine/countdown {"mode":"evergreen","evergreenMinutes":30,"label":"Your welcome offer ends in","message":"Your welcome offer has ended.","anchor":"welcome"} /-->' . "\n"
	. vitrine_wc_p( 'A countdown that has already ended shows its message in the same space:' )
	. '<!-- wp:vitrine/countdown {"dueDate":"2020-01-01T00:00","label":"Early-bird tickets","message":"Early-bird tickets are sold out.","anchor":"early"} /-->' . "\n",
);

$vitrine_wc_article = '';
for ( $vitrine_wc_i = 1; $vitrine_wc_i <= 30; $vitrine_wc_i++ ) {
	$vitrine_wc_article .= vitrine_wc_p( "Paragraph $vitrine_wc_i of the article. The circle in the corner follows the reading of this article only, while the bar at the top follows the whole page." );
}
$vitrine_wc_pages['progress-tracker'] = array(
	'Progress tracker',
	"<!-- wp:vitrine/progress-tracker {\"label\":\"Reading progress\"} /-->\n"
	. '<!-- wp:vitrine/progress-tracker {"shape":"circle","source":"element","selector":"#demo-article","label":"Article progress"} /-->' . "\n"
	. str_repeat( vitrine_wc_p( 'Scroll down: the bar at the top of the window shows how much of this page you have read.' ), 8 )
	. '<!-- wp:group {"anchor":"demo-article","tagName":"article"} -->' . "\n" . '<article id="demo-article" class="wp-block-group">'
	. vitrine_wc_h( 2, 'The tracked article' ) . $vitrine_wc_article . "</article>\n<!-- /wp:group -->\n"
	. str_repeat( vitrine_wc_p( 'Text after the article: the circle stays full while the bar keeps moving.' ), 12 ),
);

$vitrine_wc_pages['search'] = array(
	'Search',
	vitrine_wc_p( 'Type two letters or more: suggestions appear under the field. Arrow keys choose, Enter opens, Escape closes. Without a choice, the form goes to the search page.' )
	. '<!-- wp:vitrine/search {"label":"Search the demo site","placeholder":"Try “coffee” or “guide”"} /-->' . "\n"
	. str_repeat( vitrine_wc_p( 'Text under the search field, which the suggestions float over.' ), 3 ),
);

$vitrine_wc_pages['floating-bar'] = array(
	'Floating bar',
	'<!-- wp:vitrine/floating-bar {"position":"bottom","message":"Spring sale: 20% off every guide this week.","ctaLabel":"See the offer","ctaUrl":"/widgets/","anchor":"demo-bar"} /-->' . "\n"
	. vitrine_wc_p( 'The bar at the bottom of the window overlays the page, so it never moves the content. Dismiss it: it stays dismissed on this device for 30 days.' )
	. str_repeat( vitrine_wc_p( 'Page text under the floating bar.' ), 6 ),
);

$vitrine_wc_pages['contact-buttons'] = array(
	'Contact buttons',
	'<!-- wp:vitrine/contact-buttons {"whatsapp":"+33 6 12 34 56 78","telegram":"@vitrine_demo","phone":"+1 555 0100","email":"hello@example.com","anchor":"demo-contact"} /-->' . "\n"
	. vitrine_wc_p( 'The contact buttons float in the bottom-right corner over the page. Open them, pick a channel, or hide them: they stay hidden on this device for 30 days.' )
	. str_repeat( vitrine_wc_p( 'Page text under the contact buttons.' ), 6 ),
);

// A demo menu with sub-menus, created once (edits made in Appearance → Menus are kept).
if ( ! wp_get_nav_menu_object( 'widgets-demo-menu' ) ) {
	$vitrine_wc_menu = wp_create_nav_menu( 'widgets-demo-menu' );
	if ( ! is_wp_error( $vitrine_wc_menu ) ) {
		$vitrine_wc_add = static fn( string $title, string $url, int $parent = 0 ) => (int) wp_update_nav_menu_item(
			$vitrine_wc_menu,
			0,
			array( 'menu-item-title' => $title, 'menu-item-url' => home_url( $url ), 'menu-item-status' => 'publish', 'menu-item-parent-id' => $parent )
		);
		$vitrine_wc_add( 'Home', '/' );
		$vitrine_wc_top = $vitrine_wc_add( 'Navigation widgets', '/widgets/' );
		foreach ( array( 'menu' => 'Nav menu', 'table-of-contents' => 'Table of contents', 'off-canvas' => 'Off-canvas', 'search' => 'Search' ) as $vitrine_wc_slug => $vitrine_wc_title ) {
			$vitrine_wc_add( $vitrine_wc_title, "/widgets/$vitrine_wc_slug/", $vitrine_wc_top );
		}
		$vitrine_wc_top = $vitrine_wc_add( 'Content widgets', '/widgets/' );
		foreach ( array( 'share-buttons' => 'Share buttons', 'countdown' => 'Countdown', 'progress-tracker' => 'Progress tracker', 'floating-bar' => 'Floating bar', 'contact-buttons' => 'Contact buttons' ) as $vitrine_wc_slug => $vitrine_wc_title ) {
			$vitrine_wc_add( $vitrine_wc_title, "/widgets/$vitrine_wc_slug/", $vitrine_wc_top );
		}
		$vitrine_wc_add( 'Blog', '/blog/' );
	}
}
$vitrine_wc_pages['menu'] = array(
	'Nav menu',
	vitrine_wc_p( 'A horizontal menu with dropdowns: hover, or use the caret buttons (Enter or Space), Tab within, Escape to close. On small screens it collapses behind a toggle.' )
	. '<!-- wp:vitrine/menu {"menu":"widgets-demo-menu","label":"Demo menu"} /-->' . "\n"
	. vitrine_wc_p( 'The same menu as a mega menu, with full-width sub-menus in columns:' )
	. '<!-- wp:vitrine/menu {"menu":"widgets-demo-menu","label":"Mega menu","mega":true} /-->' . "\n"
	. vitrine_wc_p( 'And vertical:' )
	. '<!-- wp:vitrine/menu {"menu":"widgets-demo-menu","label":"Vertical menu","orientation":"vertical","mobileToggle":false} /-->' . "\n"
	. str_repeat( vitrine_wc_p( 'Page text under the menus, which the dropdowns float over.' ), 4 ),
);

$vitrine_wc_pages['posts'] = array(
	'Posts',
	vitrine_wc_p( 'Cards with page numbers (links that work without JavaScript):' )
	. '<!-- wp:vitrine/posts {"postsPerPage":4,"columns":2,"skin":"card"} /-->' . "\n"
	. vitrine_wc_p( 'Classic skin with a “Load more posts” button:' )
	. '<!-- wp:vitrine/posts {"postsPerPage":3,"columns":3,"skin":"classic","pagination":"load-more"} /-->' . "\n"
	. vitrine_wc_p( 'Minimal skin, by title, with infinite scrolling:' )
	. '<!-- wp:vitrine/posts {"postsPerPage":4,"columns":1,"skin":"minimal","order":"title","pagination":"infinite"} /-->' . "\n",
);

$vitrine_wc_pages['portfolio'] = array(
	'Portfolio',
	vitrine_wc_p( 'Filter the latest posts by category without a reload; the address changes, so Back, a reload or a shared link show the same filter.' )
	. '<!-- wp:vitrine/portfolio {"postsPerPage":12,"columns":3} /-->' . "\n",
);

foreach ( $vitrine_wc_pages as $vitrine_wc_slug => $vitrine_wc_page ) {
	vitrine_seed_page( "widgets/$vitrine_wc_slug", $vitrine_wc_page[0], $vitrine_wc_page[1] );
}
