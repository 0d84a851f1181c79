<?php
/**
 * Demo of the loop grid and its taxonomy filters on /loop/. It brings its own posts under a
 * dedicated "Loop demo" category (slugs prefixed loop-demo-), so it works with or without the
 * blog's demo posts, and one private post that must never show in the grid.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_loop_parent = term_exists( 'loop-demo', 'category' ) ?: wp_insert_term( 'Loop demo', 'category', array( 'slug' => 'loop-demo' ) );
$vitrine_loop_parent = (int) $vitrine_loop_parent['term_id'];
$vitrine_loop_cats   = array();
foreach ( array( 'guides' => 'Guides', 'reviews' => 'Reviews', 'news' => 'News' ) as $vitrine_slug => $vitrine_name ) {
	$vitrine_term                       = term_exists( "loop-demo-$vitrine_slug", 'category' ) ?: wp_insert_term( $vitrine_name, 'category', array( 'slug' => "loop-demo-$vitrine_slug", 'parent' => $vitrine_loop_parent ) );
	$vitrine_loop_cats[ $vitrine_slug ] = (int) $vitrine_term['term_id'];
}
foreach ( array( 'budget' => 'Budget', 'outdoor' => 'Outdoor', 'tech' => 'Tech' ) as $vitrine_slug => $vitrine_name ) {
	if ( ! term_exists( "loop-demo-$vitrine_slug", 'post_tag' ) ) {
		wp_insert_term( $vitrine_name, 'post_tag', array( 'slug' => "loop-demo-$vitrine_slug" ) );
	}
}

// Title, category, tags. Dates are fixed so the grid's order (newest first) is the same on every site.
$vitrine_loop_posts = array(
	array( 'Choosing a first tent', 'guides', array( 'outdoor', 'budget' ) ),
	array( 'Headlamp shoot-out', 'reviews', array( 'outdoor', 'tech' ) ),
	array( 'Spring sale starts', 'news', array( 'budget' ) ),
	array( 'Packing a day bag', 'guides', array( 'outdoor' ) ),
	array( 'Budget earbuds compared', 'reviews', array( 'tech', 'budget' ) ),
	array( 'New store opens downtown', 'news', array() ),
	array( 'Setting up a home router', 'guides', array( 'tech' ) ),
	array( 'Trail shoes after 500 km', 'reviews', array( 'outdoor' ) ),
	array( 'Price drops this week', 'news', array( 'budget', 'tech' ) ),
	array( 'Cooking on a camp stove', 'guides', array( 'outdoor', 'budget' ) ),
	array( 'E-reader long-term review', 'reviews', array( 'tech' ) ),
	array( 'Festival season announced', 'news', array( 'outdoor' ) ),
	array( 'Saving on cloud storage', 'guides', array( 'tech', 'budget' ) ),
	array( 'Rain jacket field test', 'reviews', array( 'outdoor', 'tech' ) ),
);
foreach ( $vitrine_loop_posts as $vitrine_i => list( $vitrine_title, $vitrine_cat, $vitrine_tags ) ) {
	$vitrine_slug = 'loop-demo-' . ( $vitrine_i + 1 );
	$vitrine_post = get_page_by_path( $vitrine_slug, OBJECT, 'post' );
	$vitrine_id   = $vitrine_post ? $vitrine_post->ID : wp_insert_post(
		array(
			'post_type'    => 'post',
			'post_status'  => 'publish',
			'post_name'    => $vitrine_slug,
			'post_title'   => $vitrine_title,
			'post_date'    => gmdate( 'Y-m-d H:i:s', strtotime( '2025-01-01 09:00:00' ) + $vitrine_i * DAY_IN_SECONDS ),
			'post_excerpt' => "A demo post about \u{201C}" . strtolower( $vitrine_title ) . "\u{201D}, filed under " . ucfirst( $vitrine_cat ) . '.',
			'post_content' => "<!-- wp:paragraph -->\n<p>Demo content for the loop grid.</p>\n<!-- /wp:paragraph -->",
		)
	);
	wp_set_post_terms( $vitrine_id, array( $vitrine_loop_parent, $vitrine_loop_cats[ $vitrine_cat ] ), 'category' );
	wp_set_post_terms( $vitrine_id, array_map( static fn( $t ) => "loop-demo-$t", $vitrine_tags ), 'post_tag' );
	// Custom fields for the facets (docs/loop.md): a reading time in minutes (3 to 16) and a level.
	update_post_meta( $vitrine_id, 'reading_time', (string) ( $vitrine_i + 3 ) );
	update_post_meta( $vitrine_id, 'level', array( 'beginner', 'intermediate', 'advanced' )[ intdiv( $vitrine_i, 5 ) ] );
}
if ( ! get_page_by_path( 'loop-demo-private', OBJECT, 'post' ) ) {
	$vitrine_id = wp_insert_post(
		array(
			'post_type'   => 'post',
			'post_status' => 'private',
			'post_name'   => 'loop-demo-private',
			'post_title'  => 'Private loop demo post',
			'post_date'   => '2025-03-01 09:00:00',
		)
	);
	wp_set_post_terms( $vitrine_id, array( $vitrine_loop_parent, $vitrine_loop_cats['news'] ), 'category' );
	wp_set_post_terms( $vitrine_id, array( 'loop-demo-budget' ), 'post_tag' );
}

$vitrine_grid            = array(
	'widgetId' => 'loopdemo',
	'taxonomy' => 'category',
	'terms'    => array( 'loop-demo' ),
	'perPage'  => 6,
	'columns'  => 3,
);
$vitrine_category_filter = array(
	'targetWidgetId' => 'loopdemo',
	'taxonomy'       => 'category',
	'terms'          => array( 'loop-demo-guides', 'loop-demo-reviews', 'loop-demo-news' ),
	'logicalJoin'    => 'OR',
	'label'          => 'Category',
);
$vitrine_tag_filter      = array(
	'targetWidgetId' => 'loopdemo',
	'taxonomy'       => 'post_tag',
	'terms'          => array( 'loop-demo-budget', 'loop-demo-outdoor', 'loop-demo-tech' ),
	'display'        => 'checkboxes',
	'logicalJoin'    => 'AND',
	'label'          => 'Tags (posts with every checked tag)',
	'allLabel'       => 'Any tag',
);
$vitrine_facets          = array(
	array(
		'type'  => 'search',
		'label' => 'Search the demo posts',
	),
	array(
		'type'  => 'choice',
		'key'   => 'level',
		'label' => 'Level',
	),
	array(
		'type'  => 'range',
		'key'   => 'reading_time',
		'label' => 'Reading time (minutes)',
	),
	array(
		'type'        => 'sort',
		'sortOptions' => array( 'date', 'title', 'reading_time' ),
	),
	array( 'type' => 'chips' ),
);
$vitrine_facet_blocks    = '';
foreach ( $vitrine_facets as $vitrine_facet ) {
	$vitrine_facet_blocks .= '<!-- wp:vitrine/loop-facet ' . wp_json_encode( array( 'targetWidgetId' => 'loopdemo' ) + $vitrine_facet ) . " /-->\n";
}
vitrine_seed_page(
	'loop',
	'Loop grid',
	"<!-- wp:paragraph -->\n<p>Demo posts filtered by category (any of the chosen ones) and by tag (every checked one), by level, reading time and words, and sorted. The address bar keeps the filters: share it, reload it, or use the back button.</p>\n<!-- /wp:paragraph -->\n"
	. '<!-- wp:vitrine/loop-filter ' . wp_json_encode( $vitrine_category_filter ) . " /-->\n"
	. '<!-- wp:vitrine/loop-filter ' . wp_json_encode( $vitrine_tag_filter ) . " /-->\n"
	. $vitrine_facet_blocks
	. '<!-- wp:vitrine/loop-grid ' . wp_json_encode( $vitrine_grid ) . ' /-->'
);
