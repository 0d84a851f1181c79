<?php
/**
 * Server output of the posts block, both variations (docs/widgets-content.md):
 * - "Posts" (source latest): the latest posts, of a category if one is set;
 * - "Archive Posts" (source archive): the posts of the archive being viewed (in the archive layout
 *   page chosen in Settings → Reading), or of the archive named in the "preview" setting elsewhere.
 *   The legacy vitrine/archive-posts block, content saved before the variations, renders here too.
 * Both print the cards of the current page (?e-page-<family>-<n>=N) and the pagination as plain
 * links, so every page works without JavaScript; "load more" and infinite scrolling enhance the
 * next-page link with vitrine/v1/posts-page, which reads this block's saved attributes.
 *
 * @package Vitrine
 * @var array<string, mixed> $attributes
 * @var WP_Block             $block
 */

use Vitrine\Widgets\ArchiveLayout;
use Vitrine\Widgets\ArchivePosts;
use Vitrine\Widgets\Notice;
use Vitrine\Widgets\Posts;

defined( 'ABSPATH' ) || exit;

$vitrine_family = Posts::family( $block->name, $attributes ) ?? 'posts';
$vitrine_list   = 'archive-posts' === $vitrine_family;
$vitrine_post   = ArchiveLayout::rendering() ?: (int) get_the_ID();
$vitrine_index  = Posts::next_index( $vitrine_post, $vitrine_family );
$vitrine_param  = 'e-page-' . $vitrine_family . '-' . $vitrine_index;
// The wrapper keeps the class each variation had as a block of its own (supports.className is off).
$vitrine_class   = $vitrine_list ? 'vitrine-posts-widget vitrine-archive-posts' : 'vitrine-posts-widget';
$vitrine_classes = static fn( string $more ) => trim( "$vitrine_class $more" ) . ' wp-block-vitrine-' . $vitrine_family;
$vitrine_config  = Posts::normalize( $vitrine_list ? array_merge( $attributes, array( 'category' => '' ) ) : $attributes );
$vitrine_current = null;
$vitrine_archive = null;
$vitrine_nothing = '';
if ( $vitrine_list ) {
	$vitrine_nothing = trim( (string) ( $attributes['nothingFound'] ?? '' ) );
	$vitrine_nothing = '' === $vitrine_nothing ? __( 'Nothing found. Try another search or browse the categories.', 'vitrine' ) : $vitrine_nothing;
	$vitrine_current = ArchivePosts::current(); // null outside archive and search pages.
	$vitrine_text    = $vitrine_current ?? (string) ( $attributes['preview'] ?? '' );
	$vitrine_archive = ArchivePosts::parse( $vitrine_text );
	if ( null === $vitrine_archive && null !== $vitrine_current ) {
		// A real archive this widget cannot list (an empty search, say): the visitor gets the message.
		printf( '<div %s><p class="vitrine-archive-posts__empty">%s</p></div>', get_block_wrapper_attributes( array( 'class' => $vitrine_classes( '' ) ) ), esc_html( $vitrine_nothing ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
		return;
	}
	if ( null === $vitrine_archive ) {
		$vitrine_message = '' === trim( $vitrine_text )
			? __( 'Archive posts lists the archive being viewed when this page is chosen in Settings → Reading. To show posts here, set an archive to preview, e.g. category:news.', 'vitrine' )
			/* translators: %s: what the owner typed, e.g. category:news */
			: sprintf( __( 'There is no archive “%s” on this site (forms: category:slug, tag:slug, tax:taxonomy:slug, author:name, date:2026-01, search:words, type:post-type).', 'vitrine' ), $vitrine_text );
		echo Notice::for_editors( $vitrine_message ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Notice escapes the message and builds its markup escaped.
		return;
	}
}
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public page number.
$vitrine_page  = max( 1, isset( $_GET[ $vitrine_param ] ) ? (int) $_GET[ $vitrine_param ] : 1 );
$vitrine_query = Posts::query( $vitrine_config, $vitrine_page, $vitrine_post, $vitrine_archive['args'] ?? array() );
$vitrine_pages = (int) $vitrine_query->max_num_pages;
if ( ! $vitrine_list && ! $vitrine_query->posts ) {
	echo Notice::for_editors( __( 'No published posts match this widget’s settings.', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Notice.
	return;
}
$vitrine_settings = array(
	'endpoint'   => rest_url( 'vitrine/v1/posts-page' ),
	'postId'     => $vitrine_post,
	'block'      => $vitrine_index,
	'page'       => $vitrine_page,
	'pages'      => $vitrine_pages,
	'pagination' => $vitrine_config['pagination'],
	/* translators: %d: number of posts */
	'loaded'     => __( '%d more posts loaded.', 'vitrine' ),
	'failed'     => __( 'The next posts could not be loaded. Try again.', 'vitrine' ),
);
if ( $vitrine_list ) {
	$vitrine_settings['archive'] = $vitrine_archive['text'];
}
$vitrine_wrap = get_block_wrapper_attributes(
	array(
		'class'         => $vitrine_classes( 'is-skin-' . $vitrine_config['skin'] ),
		'style'         => '--vitrine-posts-columns:' . $vitrine_config['columns'],
		'data-vitrine'  => $vitrine_family,
		'data-settings' => wp_json_encode( $vitrine_settings ),
	)
);
?>
<div <?php echo $vitrine_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<?php if ( $vitrine_list && null === $vitrine_current ) : ?>
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
