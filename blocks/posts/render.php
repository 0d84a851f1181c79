<?php
/**
 * Server output of the posts widget: the cards of the current page (?e-page-<widget id>=N), and its
 * pagination as plain links, so every page is reachable without JavaScript. "Load more" and infinite
 * scrolling enhance the next-page link: the handler fetches the next cards from
 * vitrine/v1/posts-page, which reads this block's saved attributes from the post.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

$vitrine_post   = (int) get_the_ID();
$vitrine_index  = Posts::next_index( $vitrine_post );
$vitrine_widget = 'posts-' . $vitrine_index;
$vitrine_param  = 'e-page-' . $vitrine_widget;
$vitrine_config = Posts::normalize( $attributes );
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public page number.
$vitrine_page  = max( 1, (int) ( $_GET[ $vitrine_param ] ?? 1 ) );
$vitrine_query = Posts::query( $vitrine_config, $vitrine_page, $vitrine_post );
$vitrine_pages = (int) $vitrine_query->max_num_pages;
if ( ! $vitrine_query->posts ) {
	echo \Vitrine\Widgets\Notice::for_editors( __( 'No published posts match this widget’s settings.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_wrap = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-posts-widget is-skin-' . $vitrine_config['skin'],
		'style'         => '--vitrine-posts-columns:' . $vitrine_config['columns'],
		'data-vitrine'  => 'posts',
		'data-settings' => wp_json_encode(
			array(
				'endpoint'   => rest_url( 'vitrine/v1/posts-page' ),
				'postId'     => $vitrine_post,
				'block'      => $vitrine_index,
				'page'       => $vitrine_page,
				'pages'      => $vitrine_pages,
				'pagination' => $vitrine_config['pagination'],
				/* translators: %d: number of posts */
				'loaded'     => __( '%d more posts loaded.', 'vitrine' ),
				'failed'     => __( 'The next posts could not be loaded. Try again.', 'vitrine' ),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<div class="vitrine-posts__grid"><?php echo Posts::cards( $vitrine_query, $vitrine_config ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Posts::cards(). ?></div>
	<?php echo Posts::pagination( $vitrine_config, $vitrine_param, $vitrine_page, $vitrine_pages ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Posts::pagination(). ?>
	<p class="vitrine-posts__status screen-reader-text" role="status"></p>
</div>
