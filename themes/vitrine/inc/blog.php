<?php
/**
 * The post list of the blog index, archives and search: cards in a grid (masonry when chosen), the
 * crawlable page links, and, with infinite scroll, the loader, trigger, "Load more" button and the
 * page-properties object the blog script reads.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

/** The cards of a query's posts, as HTML. $main: the page's own loop (WordPress picks what to lazy-load). */
function render_cards( \WP_Query $posts, bool $main ): string {
	ob_start();
	while ( $posts->have_posts() ) {
		$posts->the_post();
		get_template_part( 'template-parts/content', 'card', array( 'lazy' => ! $main ) );
	}
	if ( ! $main ) {
		wp_reset_postdata();
	}
	return (string) ob_get_clean();
}

/** The language a multilingual plugin says the page is in, or ''. */
function current_language(): string {
	$lang = '';
	if ( function_exists( 'pll_current_language' ) ) {
		$lang = (string) pll_current_language();
	} elseif ( has_filter( 'wpml_current_language' ) ) {
		$lang = (string) apply_filters( 'wpml_current_language', null );
	}
	$lang = (string) apply_filters( 'vitrine_theme_blog_language', $lang );
	return preg_match( LANG_PATTERN, $lang ) ? $lang : '';
}

/**
 * The page-properties object of docs/theme.md, exactly its keys.
 *
 * @return array<string, mixed>
 */
function blog_properties( \WP_Query $query ): array {
	$settings = blog_settings();
	return array(
		'masonryStatus'  => $settings['masonry'] ? 'enabled' : 'disabled',
		'masonryColumns' => $settings['columns'],
		'blogLayout'     => $settings['masonry'] ? 'masonry' : 'grid',
		'infScroll'      => $settings['infinite'] ? 'enabled' : 'disabled',
		'maxPages'       => (int) $query->max_num_pages,
		'endpoint'       => rest_url( REST_NAMESPACE . '/posts/page/' ),
		'lang'           => current_language(),
		'query'          => (object) stored_query( (array) $query->query ),
		'isRTL'          => is_rtl(),
		'isCustomize'    => is_customize_preview(),
		'announce'       => announcements( max( 1, (int) get_option( 'posts_per_page' ) ) ),
	);
}

/**
 * What the live region says after infinite scroll added n posts, for n = 1 to a page's worth (index
 * n; "%d" stands for the number), translated here with the language's own plural rules, so the
 * blog script needs no wp-i18n (docs/architecture.md, "What a visitor page loads").
 *
 * @return string[]
 */
function announcements( int $per_page ): array {
	$list = array( '' );
	$last = min( $per_page, 100 );
	for ( $n = 1; $n <= $last; $n++ ) {
		/* translators: %d: how many posts were added to the list. */
		$list[] = _n( '%d more post loaded', '%d more posts loaded', $n, 'vitrine' );
	}
	return $list;
}

/** Prints the main query's post list with everything around it. */
function post_list(): void {
	global $wp_query;
	$settings = blog_settings();
	$current  = max( 1, (int) get_query_var( 'paged' ) );
	$max      = (int) $wp_query->max_num_pages;
	$classes  = 'vitrine-posts vitrine-posts--cols-' . $settings['columns'] . ( $settings['masonry'] ? ' vitrine-posts--masonry' : '' );
	$page_url = str_replace( '999999999', '%#%', get_pagenum_link( 999999999, false ) );

	if ( $settings['masonry'] ) {
		// With script, the grid stays invisible until its cards are placed (a moment, during parsing), so
		// a first paint in the middle of the grid's HTML never shows cards that then move. The CSS shows
		// it after 3 s whatever happens.
		wp_print_inline_script_tag( "document.documentElement.classList.add('vitrine-masonry-pending')" );
	}
	printf(
		'<div id="vitrine-posts" class="%1$s" data-page="%2$d" data-page-url="%3$s">%4$s</div>',
		esc_attr( $classes ),
		(int) $current,
		esc_url( $page_url ),
		render_cards( $wp_query, true ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the template part.
	);
	if ( $settings['masonry'] ) {
		// Places the cards before the first paint, so masonry never shifts the layout.
		$boot = inline_build( 'masonry-boot.js' );
		if ( '' !== $boot ) {
			wp_print_inline_script_tag( $boot, array( 'id' => 'vitrine-masonry-boot' ) );
		}
	}
	the_posts_pagination( array( 'class' => 'pagination vitrine-pagination' ) );

	$infinite = $settings['infinite'] && $current < $max;
	if ( $infinite ) {
		?>
		<div class="vitrine-infinite">
			<div class="vitrine-loader" aria-hidden="true"><span class="vitrine-spinner"></span></div>
			<button type="button" class="vitrine-load-more"><?php esc_html_e( 'Load more posts', 'vitrine' ); ?></button>
			<div class="vitrine-infinite-trigger"></div>
		</div>
		<p class="vitrine-announcer screen-reader-text" role="status" aria-live="polite"></p>
		<?php
	}
	if ( $infinite || $settings['masonry'] ) {
		printf(
			'<script type="application/json" id="vitrine-blog-properties">%s</script>',
			wp_json_encode( blog_properties( $wp_query ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES )
		);
		wp_enqueue_script( 'vitrine-theme-blog' );
	}
}

/*
 * On post lists only the first card's image is above the fold on a phone: it keeps eager loading and
 * high fetch priority, every later one loads lazily (WordPress's default keeps three eager).
 */
add_filter(
	'wp_omit_loading_attr_threshold',
	static fn( int $threshold ): int => ( is_home() || is_archive() || is_search() ) ? 1 : $threshold
);
