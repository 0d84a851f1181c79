<?php
/**
 * Makes the floor site's content the local site's: removes every page and post, inserts the exported
 * ones (the same slugs, parents, dates and content, with the site's address replaced by the floor's,
 * the uploads being shared), sets the front page, the blog page and pretty permalinks.
 * Usage: php import.php FLOOR_DIR EXPORT_JSON SITE_URL (command line only).
 */
require dirname( __DIR__, 3 ) . '/tools/load-wordpress.php';

$vitrine_data = json_decode( (string) file_get_contents( $argv[2] ), true );
if ( ! is_array( $vitrine_data ) || ! isset( $vitrine_data['posts'] ) ) {
	fwrite( STDERR, "import.php: the export is not readable\n" );
	exit( 1 );
}
$vitrine_site = untrailingslashit( $argv[3] );
$vitrine_home = untrailingslashit( home_url() );

foreach ( get_posts( array( 'post_type' => array( 'page', 'post' ), 'post_status' => 'any', 'posts_per_page' => -1, 'fields' => 'ids' ) ) as $vitrine_id ) {
	wp_delete_post( $vitrine_id, true );
}
kses_remove_filters(); // The content as the site stored it, scripts and embeds included.
$vitrine_ids = array();
foreach ( $vitrine_data['posts'] as $vitrine_post ) {
	$vitrine_new = wp_insert_post(
		wp_slash(
			array(
				'post_type'    => $vitrine_post['type'],
				'post_status'  => 'publish',
				'post_title'   => $vitrine_post['title'],
				'post_name'    => $vitrine_post['slug'],
				'post_content' => str_replace( $vitrine_site, $vitrine_home, $vitrine_post['content'] ),
				'post_excerpt' => $vitrine_post['excerpt'],
				'post_date'    => $vitrine_post['date'],
				'menu_order'   => $vitrine_post['order'],
				'post_parent'  => $vitrine_ids[ $vitrine_post['parent'] ] ?? 0,
			)
		),
		true
	);
	if ( is_wp_error( $vitrine_new ) ) {
		fwrite( STDERR, 'import.php: ' . $vitrine_new->get_error_message() . "\n" );
		exit( 1 );
	}
	$vitrine_ids[ $vitrine_post['id'] ] = $vitrine_new;
}
update_option( 'show_on_front', $vitrine_data['front'] ? 'page' : 'posts' );
update_option( 'page_on_front', $vitrine_ids[ $vitrine_data['front'] ] ?? 0 );
update_option( 'page_for_posts', $vitrine_ids[ $vitrine_data['blog'] ] ?? 0 );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogname', get_option( 'blogname' ) );
switch_theme( 'twentytwentyfive' );
update_option( 'active_plugins', array() );
flush_rewrite_rules();
echo count( $vitrine_ids ) . " posts\n";
