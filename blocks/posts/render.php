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
$vitrine_link = static fn( int $page ) => esc_url( add_query_arg( $vitrine_param, $page > 1 ? $page : false ) );
$vitrine_wrap = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-posts is-skin-' . $vitrine_config['skin'],
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
	<?php if ( $vitrine_pages > 1 && 'numbers' === $vitrine_config['pagination'] ) : ?>
	<nav class="vitrine-posts__pages" aria-label="<?php esc_attr_e( 'Posts pages', 'vitrine' ); ?>"><ul>
		<?php for ( $vitrine_n = 1; $vitrine_n <= $vitrine_pages; $vitrine_n++ ) : ?>
		<li>
			<?php if ( $vitrine_n === $vitrine_page ) : ?>
			<span aria-current="page"><?php echo (int) $vitrine_n; ?></span>
			<?php else : ?>
			<a href="<?php echo $vitrine_link( $vitrine_n ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- esc_url in the closure. ?>"><?php echo (int) $vitrine_n; ?></a>
			<?php endif; ?>
		</li>
		<?php endfor; ?>
	</ul></nav>
	<?php elseif ( $vitrine_page < $vitrine_pages && in_array( $vitrine_config['pagination'], array( 'load-more', 'infinite' ), true ) ) : ?>
	<p class="vitrine-posts__more-row"><a class="vitrine-posts__more wp-element-button" href="<?php echo $vitrine_link( $vitrine_page + 1 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- esc_url in the closure. ?>"><?php esc_html_e( 'Load more posts', 'vitrine' ); ?></a></p>
	<?php endif; ?>
	<p class="vitrine-posts__status screen-reader-text" role="status"></p>
</div>
