<?php
/**
 * Up to three posts from the same categories, as the blog's cards (lazy images: they are far below
 * the first screen).
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

$vitrine_related = Vitrine\Theme\related_posts( (int) get_the_ID() );
if ( ! $vitrine_related ) {
	return;
}
?>
<section class="vitrine-related" aria-labelledby="vitrine-related-title">
	<h2 id="vitrine-related-title" class="vitrine-related-title"><?php esc_html_e( 'Related posts', 'vitrine' ); ?></h2>
	<div class="vitrine-posts vitrine-posts--cols-3 vitrine-related-posts">
		<?php
		global $post;
		foreach ( $vitrine_related as $post ) { // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- setup_postdata() needs the global; reset below.
			setup_postdata( $post );
			get_template_part( 'template-parts/content', 'card', array( 'lazy' => true, 'heading' => 'h3' ) );
		}
		wp_reset_postdata();
		?>
	</div>
</section>
