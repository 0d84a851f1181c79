<?php
/**
 * The single post's parts that need logic: reading time, related posts, and the comment settings
 * that keep a post page the same bytes for every visitor (docs/theme.md, Single post).
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

/** Words a reader reads in a minute, for the reading time. */
const WORDS_PER_MINUTE = 220;

/** Minutes to read a text of HTML (at least one). Pure: the same content always gives the same answer. */
function reading_minutes( string $html ): int {
	$words = str_word_count( wp_strip_all_tags( strip_shortcodes( $html ) ) );
	return max( 1, (int) ceil( $words / WORDS_PER_MINUTE ) );
}

/**
 * Up to $count published posts sharing a category with $post_id, newest first, never itself.
 *
 * @return \WP_Post[]
 */
function related_posts( int $post_id, int $count = 3 ): array {
	$categories = wp_get_post_categories( $post_id );
	if ( ! $categories ) {
		return array();
	}
	// One more than needed, the post itself left out here: cheaper for the database than post__not_in.
	$posts = get_posts(
		array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'category__in'        => $categories,
			'numberposts'         => $count + 1,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	);
	return array_slice( array_values( array_filter( $posts, static fn( \WP_Post $post ) => $post->ID !== $post_id ) ), 0, $count );
}

/*
 * Cache-safe comments. WordPress fills the comment form's name, email and site from the
 * comment_author_* cookies it sets after a comment, so a cached page would carry one visitor's
 * details to the next (and a cache that skips on those cookies serves commenters uncached forever).
 * The theme sets no comment cookies and drops the "Save my name" box; the fields carry autocomplete
 * tokens, so the browser fills them instead. A commenter still sees a pending comment once, through
 * the unapproved/moderation-hash address WordPress redirects to. `vitrine_theme_comment_cookies`
 * (filter, bool) restores WordPress's cookies.
 */
add_action(
	'init',
	static function (): void {
		if ( apply_filters( 'vitrine_theme_comment_cookies', false ) ) {
			return;
		}
		remove_action( 'set_comment_cookies', 'wp_set_comment_cookies' );
		add_filter(
			'comment_form_default_fields',
			static function ( array $fields ): array {
				unset( $fields['cookies'] );
				return $fields;
			}
		);
		add_filter(
			'wp_get_current_commenter',
			static fn( array $commenter ): array => is_admin() ? $commenter : array_map( static fn() => '', $commenter )
		);
	}
);

// Threaded replies move the form under the comment replied to (core's script, no jQuery).
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( is_singular() && comments_open() && get_option( 'thread_comments' ) ) {
			wp_enqueue_script( 'comment-reply' );
		}
	}
);
