<?php
/**
 * Server output of the archive-posts widget: the posts of the archive being viewed (in the archive
 * layout page chosen in Settings → Reading), or of the archive named in the "preview" setting on any
 * other page. Cards and pagination are the posts widget's (Vitrine\Widgets\Posts); "load more" and
 * infinite scrolling ask vitrine/v1/archive-posts-page with the archive's name.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 */

use Vitrine\Widgets\ArchiveLayout;
use Vitrine\Widgets\ArchivePosts;
use Vitrine\Widgets\Notice;
use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

$vitrine_post    = ArchiveLayout::rendering() ?: (int) get_the_ID();
$vitrine_index   = Posts::next_index( $vitrine_post, ArchivePosts::BLOCK );
$vitrine_param   = 'e-page-archive-posts-' . $vitrine_index;
$vitrine_config  = Posts::normalize( array_merge( $attributes, array( 'category' => '' ) ) );
$vitrine_nothing = trim( (string) ( $attributes['nothingFound'] ?? '' ) );
$vitrine_nothing = '' === $vitrine_nothing ? __( 'Nothing found. Try another search or browse the categories.', 'vitrine' ) : $vitrine_nothing;
$vitrine_current = ArchivePosts::current(); // null outside archive and search pages.
$vitrine_text    = $vitrine_current ?? (string) ( $attributes['preview'] ?? '' );
$vitrine_archive = ArchivePosts::parse( $vitrine_text );
if ( null === $vitrine_archive && null !== $vitrine_current ) {
	// A real archive this widget cannot list (an empty search, say): the visitor gets the message.
	printf( '<div %s><p class="vitrine-archive-posts__empty">%s</p></div>', get_block_wrapper_attributes( array( 'class' => 'vitrine-posts-widget vitrine-archive-posts' ) ), esc_html( $vitrine_nothing ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	return;
}
if ( null === $vitrine_archive ) {
	echo Notice::for_editors( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
		'' === trim( $vitrine_text )
			? __( 'Archive posts lists the archive being viewed when this page is chosen in Settings → Reading. To show posts here, set an archive to preview, e.g. category:news.', 'vitrine' )
			/* translators: %s: what the owner typed, e.g. category:news */
			: sprintf( __( 'There is no archive “%s” on this site (forms: category:slug, tag:slug, tax:taxonomy:slug, author:name, date:2026-01, search:words, type:post-type).', 'vitrine' ), $vitrine_text )
	);
	return;
}
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public page number.
$vitrine_page  = max( 1, (int) ( $_GET[ $vitrine_param ] ?? 1 ) );
$vitrine_query = Posts::query( $vitrine_config, $vitrine_page, $vitrine_post, $vitrine_archive['args'] );
$vitrine_pages = (int) $vitrine_query->max_num_pages;
$vitrine_wrap  = get_block_wrapper_attributes(
	array(
		'class'         => 'vitrine-posts-widget vitrine-archive-posts is-skin-' . $vitrine_config['skin'],
		'style'         => '--vitrine-posts-columns:' . $vitrine_config['columns'],
		'data-vitrine'  => 'archive-posts',
		'data-settings' => wp_json_encode(
			array(
				'endpoint'   => rest_url( 'vitrine/v1/archive-posts-page' ),
				'postId'     => $vitrine_post,
				'block'      => $vitrine_index,
				'page'       => $vitrine_page,
				'pages'      => $vitrine_pages,
				'pagination' => $vitrine_config['pagination'],
				'archive'    => $vitrine_archive['text'],
				/* translators: %d: number of posts */
				'loaded'     => __( '%d more posts loaded.', 'vitrine' ),
				'failed'     => __( 'The next posts could not be loaded. Try again.', 'vitrine' ),
			)
		),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php if ( null === $vitrine_current ) : ?>
	<p class="vitrine-archive-posts__preview">
		<?php
		/* translators: %s: the archive, e.g. "Category: Outdoors" */
		echo esc_html( sprintf( __( 'Preview: %s', 'vitrine' ), $vitrine_archive['label'] ) );
		?>
	</p>
	<?php endif; ?>
	<?php if ( ! $vitrine_query->posts ) : ?>
	<p class="vitrine-archive-posts__empty"><?php echo esc_html( $vitrine_nothing ); ?></p>
	<?php else : ?>
	<div class="vitrine-posts__grid"><?php echo Posts::cards( $vitrine_query, $vitrine_config ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Posts::cards(). ?></div>
		<?php echo Posts::pagination( $vitrine_config, $vitrine_param, $vitrine_page, $vitrine_pages ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Posts::pagination(). ?>
	<?php endif; ?>
	<p class="vitrine-posts__status screen-reader-text" role="status"></p>
</div>
