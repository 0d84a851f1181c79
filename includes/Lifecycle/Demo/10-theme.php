<?php
/**
 * The theme's demo: 45 posts with featured images of varied heights (drawn with GD into uploads),
 * categories and tags, the primary menu with sub-menus linking every demo page, and the blog's
 * masonry and infinite scroll turned on. Idempotent: posts and images are found by their slugs and
 * meta keys; the menu is rebuilt only when its definition changes.
 */

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/image.php';

defined( 'VITRINE_DEMO_POSTS' ) || define( 'VITRINE_DEMO_POSTS', 45 ); // The multisite tests import fewer.

/**
 * Draws a demo image (a flat coloured card with shapes, its number and size: flat areas keep the
 * JPEG small) and attaches it to $post_id.
 */
function vitrine_seed_post_image( int $post_id, int $index ): int {
	$key      = sprintf( 'v2-vitrine-demo-image-%02d', $index );
	$existing = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'meta_key' => '_vitrine_demo_image', 'meta_value' => $key, 'fields' => 'ids', 'numberposts' => 1 ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
	if ( $existing ) {
		return (int) $existing[0];
	}
	$heights = array( 450, 800, 600, 1000, 520, 700, 900, 480, 640, 560 );
	$colours = array( array( 29, 78, 216 ), array( 190, 24, 93 ), array( 4, 120, 87 ), array( 180, 83, 9 ), array( 91, 33, 182 ), array( 14, 116, 144 ), array( 161, 98, 7 ), array( 55, 65, 81 ) );
	$width   = 800;
	$height  = $heights[ $index % count( $heights ) ];
	$rgb     = $colours[ $index % count( $colours ) ];
	$image   = imagecreatetruecolor( $width, $height );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	$light = imagecolorallocate( $image, (int) ( $rgb[0] * 0.6 + 102 ), (int) ( $rgb[1] * 0.6 + 102 ), (int) ( $rgb[2] * 0.6 + 102 ) );
	imagefilledellipse( $image, (int) ( $width * 0.72 ), (int) ( $height * 0.36 ), 260, 260, $light );
	imagefilledrectangle( $image, 0, $height - 140, $width, $height, imagecolorallocate( $image, (int) ( $rgb[0] * 0.7 ), (int) ( $rgb[1] * 0.7 ), (int) ( $rgb[2] * 0.7 ) ) );
	// The label, drawn small and scaled up (GD's built-in font needs no font file).
	$label = sprintf( 'Post %d  %dx%d', $index, $width, $height );
	$small = imagecreatetruecolor( strlen( $label ) * 9, 16 );
	imagefill( $small, 0, 0, imagecolorallocate( $small, (int) ( $rgb[0] * 0.7 ), (int) ( $rgb[1] * 0.7 ), (int) ( $rgb[2] * 0.7 ) ) );
	imagestring( $small, 5, 0, 0, $label, imagecolorallocate( $small, 255, 255, 255 ) );
	imagecopyresized( $image, $small, 40, $height - 94, 0, 0, imagesx( $small ) * 3, 48, imagesx( $small ), 16 );

	$uploads = wp_upload_dir();
	wp_mkdir_p( $uploads['path'] );
	$file = trailingslashit( $uploads['path'] ) . $key . '.jpg';
	imagejpeg( $image, $file, 70 );
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => sprintf( 'Demo image %d', $index ),
			'post_status'    => 'inherit',
		),
		$file,
		$post_id
	);
	// Demo pictures only: a lower quality keeps the sub-sizes small (the site's own setting is untouched).
	$quality = static fn(): int => 70;
	add_filter( 'wp_editor_set_quality', $quality );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	remove_filter( 'wp_editor_set_quality', $quality );
	update_post_meta( $id, '_vitrine_demo_image', $key );
	return (int) $id;
}

// Images drawn by an earlier version of this seed.
foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'meta_key' => '_vitrine_demo_image', 'fields' => 'ids', 'numberposts' => -1 ) ) as $vitrine_old ) { // phpcs:ignore WordPress.DB.SlowDBQuery
	if ( ! str_starts_with( (string) get_post_meta( $vitrine_old, '_vitrine_demo_image', true ), 'v2-' ) ) {
		wp_delete_attachment( $vitrine_old, true );
	}
}

$vitrine_categories = array();
foreach ( array( 'Design', 'Travel', 'Technology', 'Food', 'Culture' ) as $vitrine_name ) {
	$vitrine_term         = term_exists( $vitrine_name, 'category' ) ?: wp_insert_term( $vitrine_name, 'category' );
	$vitrine_categories[] = (int) $vitrine_term['term_id'];
}
$vitrine_tags    = array( 'guides', 'ideas', 'long-read', 'news', 'photography', 'tools', 'weekend' );
$vitrine_topics  = array( 'Small kitchens', 'Night trains', 'Quiet keyboards', 'Slow bread', 'City gardens', 'Paper maps', 'Light typefaces', 'Winter markets', 'Open studios' );
$vitrine_angles  = array( 'a field guide', 'what we learned', 'five honest notes', 'a short history', 'the case for less', 'one year later' );
$vitrine_phrases = array(
	'A short note on choosing well and living with the result.',
	'We tried it for a month, kept a diary, and changed our minds twice along the way. Here is what stuck, what did not, and what we would do differently if we started again tomorrow morning.',
	'Three pictures, two paragraphs and a list of things worth your time.',
	'The long version: the people we met, the places that surprised us, the prices we paid and the small details that made the difference between a good week and a great one. Grab a coffee before you start.',
);

/**
 * A demo post's body: a few paragraphs, a heading and a list, so a single post reads like one
 * (reading time, headings, lists) rather than a line of filler.
 */
function vitrine_seed_post_content( string $title, string $excerpt ): string {
	$topic = strtolower( strtok( $title, ':' ) );
	$para  = static fn( string $text ): string => "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->";
	return implode(
		"\n\n",
		array(
			$para( $excerpt ),
			$para( "We started with $topic because readers kept asking about it, and because nothing we found answered the simple questions: what it costs, how long it takes, and whether it is worth doing at all. So we spent a few weekends finding out." ),
			"<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">What we looked at</h2>\n<!-- /wp:heading -->",
			"<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li>What you need before you begin, and what you can skip.</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>The mistakes that cost us time, so they need not cost you any.</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Where to go next if you want to dig deeper.</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->",
			$para( 'None of this needs special gear or a big budget. Most of it needs patience, a notebook and a willingness to try something twice. The results surprised us more than once, and we kept notes along the way so you can follow the same steps.' ),
			"<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">What we would do again</h2>\n<!-- /wp:heading -->",
			$para( 'Start small, write down what you change, and give each change a week before you judge it. Tell us in the comments what worked for you: the best tips in this series came from readers.' ),
		)
	);
}

for ( $vitrine_i = 1; $vitrine_i <= VITRINE_DEMO_POSTS; $vitrine_i++ ) {
	// Every title is different (topic by the remainder, angle by the quotient), so every address is
	// readable and unique: /night-trains-a-field-guide/. Imports made before this used
	// /vitrine-demo-NN/; those posts are renamed once (WordPress keeps the old slug, so old links
	// redirect). The meta key finds a post again whatever its slug is now.
	$vitrine_title   = sprintf( '%s: %s', $vitrine_topics[ $vitrine_i % count( $vitrine_topics ) ], $vitrine_angles[ intdiv( $vitrine_i, count( $vitrine_topics ) ) % count( $vitrine_angles ) ] );
	$vitrine_slug    = sanitize_title( $vitrine_title );
	$vitrine_old     = sprintf( 'vitrine-demo-%02d', $vitrine_i );
	$vitrine_excerpt = $vitrine_phrases[ $vitrine_i % count( $vitrine_phrases ) ];
	$vitrine_found   = get_posts( array( 'post_type' => 'post', 'post_status' => 'any', 'meta_key' => '_vitrine_demo_post', 'meta_value' => (string) $vitrine_i, 'numberposts' => 1 ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
	$vitrine_post    = $vitrine_found ? $vitrine_found[0] : ( get_page_by_path( $vitrine_old, OBJECT, 'post' ) ?: get_page_by_path( $vitrine_slug, OBJECT, 'post' ) );
	if ( $vitrine_post && $vitrine_old === $vitrine_post->post_name && Vitrine\Lifecycle\Demo\Ledger::owns_post( (int) $vitrine_post->ID ) ) {
		wp_update_post(
			array(
				'ID'           => $vitrine_post->ID,
				'post_name'    => $vitrine_slug,
				'post_title'   => $vitrine_title,
				'post_content' => vitrine_seed_post_content( $vitrine_title, $vitrine_excerpt ),
			)
		);
		$vitrine_post = get_post( $vitrine_post->ID );
	}
	if ( ! $vitrine_post ) {
		$vitrine_id = wp_insert_post(
			array(
				'post_type'     => 'post',
				'post_status'   => 'publish',
				'post_name'     => $vitrine_slug,
				'post_title'    => $vitrine_title,
				'post_excerpt'  => $vitrine_excerpt,
				'post_content'  => vitrine_seed_post_content( $vitrine_title, $vitrine_excerpt ),
				'post_date'     => gmdate( 'Y-m-d H:i:s', gmmktime( 9, 0, 0, 1, 1, 2026 ) + $vitrine_i * DAY_IN_SECONDS ),
				'post_category' => array( $vitrine_categories[ $vitrine_i % count( $vitrine_categories ) ] ),
				'tags_input'    => array( $vitrine_tags[ $vitrine_i % count( $vitrine_tags ) ], $vitrine_tags[ ( $vitrine_i * 3 ) % count( $vitrine_tags ) ] ),
			),
			true
		);
		if ( is_wp_error( $vitrine_id ) ) {
			vitrine_seed_fail( 'could not seed post: ' . $vitrine_id->get_error_message() );
		}
		$vitrine_post = get_post( $vitrine_id );
	}
	vitrine_seed_meta( (int) $vitrine_post->ID, '_vitrine_demo_post', (string) $vitrine_i );
	$vitrine_image = vitrine_seed_post_image( $vitrine_post->ID, $vitrine_i );
	if ( (int) get_post_thumbnail_id( $vitrine_post ) !== $vitrine_image ) {
		set_post_thumbnail( $vitrine_post, $vitrine_image );
	}
}

// The newest post shows a threaded conversation (comments go with their post when the demo is removed).
$vitrine_newest = get_posts( array( 'post_type' => 'post', 'meta_key' => '_vitrine_demo_post', 'meta_value' => (string) VITRINE_DEMO_POSTS, 'numberposts' => 1 ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
if ( $vitrine_newest && Vitrine\Lifecycle\Demo\Ledger::owns_post( (int) $vitrine_newest[0]->ID ) && ! get_comments( array( 'post_id' => $vitrine_newest[0]->ID, 'count' => true, 'meta_key' => '_vitrine_demo_comment' ) ) ) { // phpcs:ignore WordPress.DB.SlowDBQuery
	$vitrine_comment = static fn( string $author, string $text, int $parent, int $minutes ): int => (int) wp_insert_comment(
		array(
			'comment_post_ID'      => $vitrine_newest[0]->ID,
			'comment_author'       => $author,
			'comment_author_email' => '',
			'comment_content'      => $text,
			'comment_parent'       => $parent,
			'comment_approved'     => 1,
			'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', strtotime( $vitrine_newest[0]->post_date_gmt ) + $minutes * MINUTE_IN_SECONDS ),
			'comment_date'         => gmdate( 'Y-m-d H:i:s', strtotime( $vitrine_newest[0]->post_date ) + $minutes * MINUTE_IN_SECONDS ),
			'comment_meta'         => array( '_vitrine_demo_comment' => 1 ),
		)
	);
	$vitrine_first   = $vitrine_comment( 'Maya', 'We tried the first step last weekend and it worked better than expected. How long did the second part take you?', 0, 90 );
	$vitrine_comment( 'The editors', 'About two evenings. The notebook helps: we went back to it more than once.', $vitrine_first, 150 );
	$vitrine_comment( 'Jonas', 'Saved for later. The list of mistakes alone is worth it.', 0, 300 );
}

// WordPress's sample post would break the demo's even grid of dated posts (removed on the
// development site only: on an owner's site it is theirs).
$vitrine_hello = get_page_by_path( 'hello-world', OBJECT, 'post' );
if ( $vitrine_hello && Vitrine\Lifecycle\Demo\Ledger::owns_post( (int) $vitrine_hello->ID ) ) {
	wp_delete_post( $vitrine_hello->ID, true );
}

// The blog demo shows both features.
set_theme_mod( 'vitrine_blog_masonry', true );
set_theme_mod( 'vitrine_blog_columns', 3 );
set_theme_mod( 'vitrine_blog_infinite_scroll', true );

// The primary menu: every demo page, with sub-menus (two levels under Widgets).
$vitrine_page      = static fn( string $path ): array => array( 'page', $path );
$vitrine_menu      = array(
	array( 'Home', $vitrine_page( 'home' ) ),
	array( 'Blog', $vitrine_page( 'blog' ), array( array( 'Design', array( 'category', 'design' ) ), array( 'Travel', array( 'category', 'travel' ) ), array( 'Technology', array( 'category', 'technology' ) ) ) ),
	array( 'Affiliate', $vitrine_page( 'affiliate' ) ),
	array( 'Builder', $vitrine_page( 'motion' ), array( array( 'Motion', $vitrine_page( 'motion' ) ), array( 'Sticky', $vitrine_page( 'sticky' ) ), array( 'Popups', $vitrine_page( 'popups' ) ), array( 'Loop grid', $vitrine_page( 'loop' ) ) ) ),
	array(
		'Widgets',
		$vitrine_page( 'widgets' ),
		array(
			array( 'Carousel', $vitrine_page( 'widgets/carousel' ) ),
			array( 'Gallery', $vitrine_page( 'widgets/gallery' ) ),
			array( 'Progress tracker', $vitrine_page( 'widgets/progress-tracker' ) ),
			array( 'Countdown', $vitrine_page( 'widgets/countdown' ) ),
			array( 'Shop', $vitrine_page( 'widgets/cart' ), array( array( 'Cart', $vitrine_page( 'widgets/cart' ) ), array( 'Checkout', $vitrine_page( 'widgets/checkout' ) ), array( 'Add to cart', $vitrine_page( 'widgets/add-to-cart' ) ) ) ),
		),
	),
);
$vitrine_menu_hash = md5( wp_json_encode( $vitrine_menu ) );
$vitrine_menu_obj  = wp_get_nav_menu_object( 'Primary' );
// An owner's own menu called Primary is never replaced: the demo then leaves the menus alone.
$vitrine_menu_ours = ! $vitrine_menu_obj || Vitrine\Lifecycle\Demo\Ledger::owns_term( (int) $vitrine_menu_obj->term_id );
if ( $vitrine_menu_ours && ( ! $vitrine_menu_obj || get_option( 'vitrine_theme_menu_seed' ) !== $vitrine_menu_hash ) ) {
	if ( $vitrine_menu_obj ) {
		wp_delete_nav_menu( $vitrine_menu_obj->term_id );
	}
	$vitrine_menu_id = wp_create_nav_menu( 'Primary' );
	$vitrine_add     = static function ( array $items, int $parent ) use ( &$vitrine_add, $vitrine_menu_id ): void {
		foreach ( $items as $item ) {
			list( $kind, $target ) = $item[1];
			$args                  = array( 'menu-item-title' => $item[0], 'menu-item-status' => 'publish', 'menu-item-parent-id' => $parent );
			if ( 'page' === $kind ) {
				$page  = get_page_by_path( $target );
				$args += array( 'menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $page ? $page->ID : 0 );
			} else {
				$term  = get_term_by( 'slug', $target, 'category' );
				$args += array( 'menu-item-type' => 'taxonomy', 'menu-item-object' => 'category', 'menu-item-object-id' => $term ? $term->term_id : 0 );
			}
			$id = wp_update_nav_menu_item( $vitrine_menu_id, 0, $args );
			if ( ! is_wp_error( $id ) && ! empty( $item[2] ) ) {
				$vitrine_add( $item[2], (int) $id );
			}
		}
	};
	$vitrine_add( $vitrine_menu, 0 );
	update_option( 'vitrine_theme_menu_seed', $vitrine_menu_hash );
	$vitrine_menu_obj = wp_get_nav_menu_object( $vitrine_menu_id );
}
if ( $vitrine_menu_ours ) {
	set_theme_mod( 'nav_menu_locations', array_merge( (array) get_theme_mod( 'nav_menu_locations', array() ), array( 'primary' => $vitrine_menu_obj->term_id ) ) );
}
