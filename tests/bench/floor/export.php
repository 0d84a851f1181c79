<?php
/**
 * Prints, as JSON, what the floor site needs of the local Vitrine site: its published pages and posts
 * (title, slug, parent, content as stored, date, order) and which pages are the front page and the
 * blog. Usage: php export.php SITE_DIR (command line only).
 */
require dirname( __DIR__, 3 ) . '/tools/load-wordpress.php';

$vitrine_posts = get_posts(
	array(
		'post_type'      => array( 'page', 'post' ),
		'post_status'    => 'publish',
		'posts_per_page' => -1,
		'orderby'        => 'ID',
		'order'          => 'ASC',
	)
);
$vitrine_out   = array(
	'front' => (int) get_option( 'page_on_front' ),
	'blog'  => (int) get_option( 'page_for_posts' ),
	'posts' => array(),
);
foreach ( $vitrine_posts as $vitrine_post ) {
	$vitrine_out['posts'][] = array(
		'id'      => $vitrine_post->ID,
		'type'    => $vitrine_post->post_type,
		'title'   => $vitrine_post->post_title,
		'slug'    => $vitrine_post->post_name,
		'parent'  => $vitrine_post->post_parent,
		'content' => $vitrine_post->post_content,
		'excerpt' => $vitrine_post->post_excerpt,
		'date'    => $vitrine_post->post_date,
		'order'   => $vitrine_post->menu_order,
	);
}
echo wp_json_encode( $vitrine_out );
