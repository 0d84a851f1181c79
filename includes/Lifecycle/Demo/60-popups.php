<?php
/**
 * Demo of popups on /popups/: one popup per trigger, each with a condition or two, all targeting
 * that page only, and the page's URL action links. Automatic popups avoid each other, so a visitor
 * sees at most one of them per page view.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_popups_page = (int) ( get_page_by_path( 'popups' )->ID ?? 0 );

/** Creates or updates a popup by slug with its settings; returns its id. */
function vitrine_seed_popup( string $slug, string $title, string $content, array $settings, int $page ): int {
	$existing = get_page_by_path( $slug, OBJECT, 'vitrine_popup' );
	$post     = array(
		'post_type'    => 'vitrine_popup',
		'post_status'  => 'publish',
		'post_title'   => $title,
		'post_name'    => $slug,
		'post_content' => $content,
	);
	if ( $existing ) {
		$post['ID'] = $existing->ID;
		$id         = ( $existing->post_title !== $title || $existing->post_content !== $content ) ? wp_update_post( wp_slash( $post ), true ) : $existing->ID;
	} else {
		$id = wp_insert_post( wp_slash( $post ), true );
	}
	if ( is_wp_error( $id ) ) {
		vitrine_seed_fail( "could not seed popup $slug: " . $id->get_error_message() );
	}
	$settings = array_merge( \Vitrine\Popups\Schema::default_settings(), $settings );
	vitrine_seed_meta( (int) $id, '_vitrine_popup_settings', $settings );
	vitrine_seed_meta( (int) $id, '_vitrine_popup_location', array( 'scope' => 'pages', 'pages' => array( $page ), 'post_types' => array() ) );
	return (int) $id;
}

function vitrine_seed_popup_content( string $heading, string $text, string $extra = '' ): string {
	return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$heading</h2>\n<!-- /wp:heading -->\n"
		. "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n" . $extra;
}

$vitrine_close_links = "<!-- wp:paragraph -->\n<p><a href=\"#vitrine-action:popup:close\">Close</a> · <a href=\"#vitrine-action:popup:close?do_not_show_again=yes\">Do not show this again</a></p>\n<!-- /wp:paragraph -->";

$vitrine_ids               = array();
$vitrine_ids['welcome']    = vitrine_seed_popup(
	'demo-welcome',
	'Welcome offer',
	vitrine_seed_popup_content( 'Welcome!', 'This popup opened one second after the page loaded. It shows once per browser session.', $vitrine_close_links ),
	array(
		'triggers'           => array( 'page_load' => array( 'enabled' => true, 'delay' => 1 ) ),
		'timing'             => array( 'times' => array( 'enabled' => true, 'times' => 1, 'period' => 'session' ) ),
		'entrance_animation' => 'zoomIn',
		'exit_animation'     => 'zoomOut',
	),
	$vitrine_popups_page
);
$vitrine_ids['newsletter'] = vitrine_seed_popup(
	'demo-newsletter',
	'Newsletter',
	vitrine_seed_popup_content(
		'Get the newsletter',
		'Opened by a click on a button (its open_selector) or by an action link. The page does not scroll while it is open.',
		"<!-- wp:html -->\n<form class=\"vitrine-demo-form\" action=\"#\" onsubmit=\"return false\"><p><label for=\"vitrine-demo-email\">Email address</label><input id=\"vitrine-demo-email\" type=\"email\" autocomplete=\"email\" placeholder=\"you@example.com\"></p><p><button type=\"submit\" class=\"vitrine-button\">Subscribe</button></p></form>\n<!-- /wp:html -->"
	),
	array(
		'open_selector'         => '.vitrine-demo-open-newsletter',
		'prevent_scroll'        => true,
		'close_button_position' => 'outside',
		'entrance_animation'    => 'slideInDown',
		'exit_animation'        => 'slideOutUp',
	),
	$vitrine_popups_page
);
$vitrine_automatic         = array(
	'scroll'      => array( 'Halfway there', 'You scrolled down half of the page.', array( 'scrolling' => array( 'enabled' => true, 'direction' => 'down', 'offset' => 50 ) ), array( 'devices' => array( 'enabled' => true, 'devices' => array( 'desktop', 'tablet', 'mobile' ) ) ) ),
	'scroll-to'   => array( 'The end', 'You reached the end of the page.', array( 'scrolling_to' => array( 'enabled' => true, 'selector' => '#vitrine-demo-end' ) ), array( 'sources' => array( 'enabled' => true, 'sources' => array( 'internal', 'external', 'search' ) ) ) ),
	'exit-intent' => array( 'Before you go', 'Your mouse left the window through the top: this is exit intent.', array( 'exit_intent' => array( 'enabled' => true ) ), array( 'times' => array( 'enabled' => true, 'times' => 2, 'period' => 'day' ) ) ),
	'inactivity'  => array( 'Still there?', 'Nothing moved for 20 seconds.', array( 'inactivity' => array( 'enabled' => true, 'time' => 20 ) ), array( 'browsers' => array( 'enabled' => true, 'browsers' => 'all', 'options' => array() ) ) ),
	'clicks'      => array( 'You like clicking', 'You clicked five times on this page.', array( 'click' => array( 'enabled' => true, 'times' => 5 ) ), array( 'logged_in' => array( 'enabled' => true, 'users' => 'custom', 'roles' => array( 'subscriber' ) ) ) ),
	'adblock'     => array( 'Ad blocker detected', 'An ad blocker hid our bait element. This site has no ads, so no harm done.', array( 'adblock_detection' => array( 'enabled' => true, 'delay' => 1 ) ), array( 'schedule' => array( 'enabled' => true, 'start' => '2024-01-01T00:00', 'end' => '' ) ) ),
);
foreach ( $vitrine_automatic as $vitrine_slug => list( $vitrine_title, $vitrine_text, $vitrine_triggers, $vitrine_timing ) ) {
	$vitrine_ids[ $vitrine_slug ] = vitrine_seed_popup(
		"demo-$vitrine_slug",
		$vitrine_title,
		vitrine_seed_popup_content( $vitrine_title, $vitrine_text, $vitrine_close_links ),
		array(
			'triggers'              => $vitrine_triggers,
			'timing'                => $vitrine_timing,
			'avoid_multiple_popups' => true,
			'entrance_animation'    => 'slideInUp',
			'exit_animation'        => 'fadeOut',
			'close_button_delay'    => 'exit-intent' === $vitrine_slug ? 1 : 0,
		),
		$vitrine_popups_page
	);
}

$vitrine_n     = $vitrine_ids['newsletter'];
$vitrine_links = array(
	"#vitrine-action:popup:open?id=$vitrine_n"               => 'Open the newsletter popup',
	"#vitrine-action:popup:open?id=$vitrine_n&amp;toggle=yes" => 'Toggle the newsletter popup',
	'#vitrine-action:off_canvas:open?id=demo-panel'           => 'Open the off-canvas panel “demo-panel”',
	'#vitrine-action:off_canvas:toggle?id=demo-panel'         => 'Toggle the off-canvas panel',
	'#vitrine-action:reload-page'                             => 'Reload the page',
	'#vitrine-action:popup:unknown'                           => 'An unknown action (does nothing)',
);
$vitrine_items = '';
foreach ( $vitrine_links as $vitrine_href => $vitrine_label ) {
	$vitrine_items .= "<li><a href=\"$vitrine_href\">$vitrine_label</a></li>";
}
// The panel the off-canvas action links open (its anchor is their id); the close links sit inside it,
// where a visitor can reach them while the panel is open (the rest of the page is inert then).
$vitrine_panel  = '<!-- wp:vitrine/off-canvas {"side":"right","title":"Quick links","showButton":false,"anchor":"demo-panel"} -->'
	. "\n<!-- wp:paragraph -->\n<p>This panel was opened by an action link. Links inside it can act too:</p>\n<!-- /wp:paragraph -->\n"
	. "<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li><a href=\"#vitrine-action:off_canvas:close?id=demo-panel\">Close the off-canvas panel</a></li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li><a href=\"#vitrine-action:popup:open?id=$vitrine_n\">Open the newsletter popup</a></li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->\n"
	. "<!-- /wp:vitrine/off-canvas -->\n";
$vitrine_filler = str_repeat( "<!-- wp:paragraph -->\n<p>Popups are printed in the page's HTML, hidden, so they open instantly and the page can be cached; the conditions and triggers run in your browser.</p>\n<!-- /wp:paragraph -->\n", 30 );

vitrine_seed_page(
	'popups',
	'Popups',
	"<!-- wp:paragraph -->\n<p>Each popup on this page has its own trigger: one second after the page loads (once per session), a click on the button below, scrolling half the page, reaching the end of the page, leaving the window at the top, 20 seconds without input, five clicks, and an ad blocker. Only one automatic popup shows per page view.</p>\n<!-- /wp:paragraph -->\n"
	. "<!-- wp:html -->\n<p><button type=\"button\" class=\"vitrine-demo-open-newsletter vitrine-button\">Subscribe to the newsletter</button></p>\n<!-- /wp:html -->\n"
	. "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Action links</h2>\n<!-- /wp:heading -->\n"
	. "<!-- wp:paragraph -->\n<p>Links whose address is <code>#vitrine-action:…</code> run an action. Off-canvas actions send the <code>vitrine:off-canvas</code> event that the off-canvas widget handles.</p>\n<!-- /wp:paragraph -->\n"
	. "<!-- wp:list -->\n<ul class=\"vitrine-demo-actions\">$vitrine_items</ul>\n<!-- /wp:list -->\n"
	. $vitrine_panel
	. $vitrine_filler
	. "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\" id=\"vitrine-demo-end\">The end of the page</h2>\n<!-- /wp:heading -->\n"
	. "<!-- wp:paragraph -->\n<p>Thanks for reading.</p>\n<!-- /wp:paragraph -->"
);
