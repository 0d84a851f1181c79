<?php
/**
 * The comments of a post: the threaded list and WordPress's form (labels on every field,
 * autocomplete tokens, required fields marked). Nothing here depends on the visitor, so the page
 * caches (docs/theme.md, Comments; inc/single.php).
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
	return;
}
$vitrine_count = (int) get_comments_number();
?>
<section id="comments" class="vitrine-comments" aria-labelledby="vitrine-comments-title">
	<h2 id="vitrine-comments-title" class="vitrine-comments-title">
		<?php
		echo esc_html(
			$vitrine_count
				/* translators: %d: number of comments. */
				? sprintf( _n( '%d comment', '%d comments', $vitrine_count, 'vitrine' ), $vitrine_count )
				: __( 'Comments', 'vitrine' )
		);
		?>
	</h2>
	<?php if ( have_comments() ) : ?>
		<ol class="vitrine-comment-list">
			<?php
			wp_list_comments(
				array(
					'style'       => 'ol',
					'short_ping'  => true,
					// No avatars: Gravatar images would tell a third party who reads the page, before any consent.
					'avatar_size' => 0,
				)
			);
			?>
		</ol>
		<?php the_comments_navigation(); ?>
	<?php endif; ?>
	<?php if ( ! comments_open() ) : ?>
		<p class="vitrine-comments-closed"><?php esc_html_e( 'Comments are closed.', 'vitrine' ); ?></p>
	<?php endif; ?>
	<?php
	comment_form(
		array(
			'class_form'         => 'vitrine-comment-form',
			'title_reply_before' => '<h3 id="reply-title" class="comment-reply-title">',
			'title_reply_after'  => '</h3>',
			'class_submit'       => 'submit vitrine-button',
		)
	);
	?>
</section>
