<?php
/**
 * A post's byline: date, author and reading time. The same for every visitor (no "x days ago").
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

$vitrine_minutes = Vitrine\Theme\reading_minutes( (string) get_post_field( 'post_content', get_the_ID(), 'raw' ) );
?>
<p class="vitrine-post-meta">
	<time class="vitrine-post-date" datetime="<?php echo esc_attr( get_the_date( DATE_W3C ) ); ?>"><?php echo esc_html( get_the_date() ); ?></time>
	<span class="vitrine-post-author">
		<?php
		/* translators: %s: the author's name, linked to their posts. */
		printf( esc_html__( 'by %s', 'vitrine' ), '<a href="' . esc_url( get_author_posts_url( (int) get_the_author_meta( 'ID' ) ) ) . '" rel="author">' . esc_html( get_the_author() ) . '</a>' );
		?>
	</span>
	<span class="vitrine-post-reading-time">
		<?php
		/* translators: %d: minutes. */
		echo esc_html( sprintf( _n( '%d minute read', '%d minutes read', $vitrine_minutes, 'vitrine' ), $vitrine_minutes ) );
		?>
	</span>
</p>
