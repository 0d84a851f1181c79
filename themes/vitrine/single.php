<?php
/**
 * A single post: featured image (the page's largest paint, fetched first), title, date, author,
 * reading time, categories, the content, tags, previous/next, comments and related posts
 * (docs/theme.md, Single post).
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

get_header();
while ( have_posts() ) {
	the_post();
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'vitrine-single' ); ?>>
		<header class="vitrine-single-header">
			<?php if ( has_category() ) : ?>
				<p class="vitrine-single-categories"><span class="screen-reader-text"><?php esc_html_e( 'Categories:', 'vitrine' ); ?></span> <?php the_category( ' ' ); ?></p>
			<?php endif; ?>
			<h1 class="vitrine-single-title"><?php the_title(); ?></h1>
			<?php get_template_part( 'template-parts/post', 'meta' ); ?>
		</header>
		<?php if ( has_post_thumbnail() ) : ?>
			<figure class="vitrine-single-image">
				<?php
				// The first screen's largest image: fetched at once and first (loading=false drops the lazy default).
				the_post_thumbnail(
					'large',
					array(
						'fetchpriority' => 'high',
						'loading'       => false,
						'decoding'      => 'async',
						'sizes'         => '(max-width: 840px) 100vw, 800px',
						'alt'           => '',
					)
				);
				?>
			</figure>
		<?php endif; ?>
		<div class="vitrine-single-content">
			<?php the_content(); ?>
			<?php wp_link_pages(); ?>
		</div>
		<?php if ( has_tag() ) : ?>
			<footer class="vitrine-single-footer">
				<p class="vitrine-single-tags"><span class="vitrine-single-tags-label"><?php esc_html_e( 'Tags:', 'vitrine' ); ?></span> <?php the_tags( '', ' ' ); ?></p>
			</footer>
		<?php endif; ?>
	</article>
	<?php
	the_post_navigation(
		array(
			'prev_text'          => '<span class="vitrine-post-nav-label">' . esc_html__( 'Previous post', 'vitrine' ) . '</span> <span class="vitrine-post-nav-title">%title</span>',
			'next_text'          => '<span class="vitrine-post-nav-label">' . esc_html__( 'Next post', 'vitrine' ) . '</span> <span class="vitrine-post-nav-title">%title</span>',
			'screen_reader_text' => __( 'More posts', 'vitrine' ),
			'class'              => 'vitrine-post-nav',
		)
	);
	if ( comments_open() || get_comments_number() ) {
		comments_template();
	}
	get_template_part( 'template-parts/related', 'posts' );
}
get_footer();
