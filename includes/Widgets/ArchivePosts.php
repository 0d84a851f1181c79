<?php
/**
 * The archive-posts widget's archives. One short text names an archive in every place it travels
 * (the block's preview setting, the widget's data-settings, the load-more request):
 *   category:<slug>  tag:<slug>  tax:<taxonomy>:<slug>  author:<nicename>  date:YYYY[-MM[-DD]]
 *   search:<terms>   type:<post type>
 * parse() checks it against the site (public taxonomy and an existing term, an existing author, a
 * real date, a public post type) and gives the query arguments; current() names the archive the
 * main query shows. Archives are public, so the text may come from a request: the query still lists
 * published, non-protected posts only (Posts::query()).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class ArchivePosts {
	/**
	 * The archive a text names, or null when it names none on this site.
	 *
	 * @return array{kind: string, text: string, label: string, args: array<string, mixed>}|null
	 */
	public static function parse( string $text ): ?array {
		$text = trim( $text );
		if ( '' === $text || strlen( $text ) > 200 || ! str_contains( $text, ':' ) ) {
			return null;
		}
		list( $kind, $value ) = explode( ':', $text, 2 );
		$value                = trim( $value );
		switch ( $kind ) {
			case 'category':
				return self::term( 'category', $value, $text );
			case 'tag':
				return self::term( 'post_tag', $value, $text );
			case 'tax':
				list( $taxonomy, $slug ) = array_pad( explode( ':', $value, 2 ), 2, '' );
				return self::term( $taxonomy, $slug, $text );
			case 'author':
				$user = '' === $value ? false : get_user_by( 'slug', $value );
				/* translators: %s: an author's name */
				return $user ? self::found( 'author', $text, sprintf( __( 'Author: %s', 'vitrine' ), $user->display_name ), array( 'author' => (int) $user->ID ) ) : null;
			case 'date':
				return self::date( $value, $text );
			case 'search':
				$terms = sanitize_text_field( $value );
				// 'any' is what WordPress's search page lists: every type not excluded from search.
				return '' === $terms || mb_strlen( $terms ) > 100 ? null : self::found( 'search', 'search:' . $terms, sprintf( /* translators: %s: the search terms */ __( 'Search results for “%s”', 'vitrine' ), $terms ), array( 's' => $terms, 'post_type' => 'any' ) );
			case 'type':
				$type = get_post_type_object( $value );
				return $type && $type->public && ( 'post' === $value || $type->has_archive ) ? self::found( 'type', $text, (string) $type->labels->name, array( 'post_type' => $value ) ) : null;
		}
		return null;
	}

	/** The text naming the archive the main query shows (archives and search), or null elsewhere. */
	public static function current(): ?string {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ( ! $wp_query->is_archive() && ! $wp_query->is_search() ) ) {
			return null;
		}
		if ( $wp_query->is_search() ) {
			return 'search:' . get_search_query( false );
		}
		if ( $wp_query->is_date() ) {
			$parts = array_filter( array( (int) get_query_var( 'year' ), (int) get_query_var( 'monthnum' ), (int) get_query_var( 'day' ) ) );
			$m     = (string) get_query_var( 'm' ); // ?m=YYYYMM(DD), the plain-permalink form.
			if ( ! $parts && preg_match( '/^(\d{4})(\d{2})?(\d{2})?$/', $m, $match ) ) {
				$parts = array_filter( array_map( 'intval', array_slice( $match, 1 ) ) );
			}
			return 'date:' . implode( '-', array_map( static fn( int $n ) => $n < 100 ? sprintf( '%02d', $n ) : (string) $n, $parts ) );
		}
		if ( $wp_query->is_post_type_archive() ) {
			$type = $wp_query->get( 'post_type' );
			return 'type:' . ( is_array( $type ) ? (string) reset( $type ) : (string) $type );
		}
		$object = get_queried_object();
		if ( $object instanceof \WP_User ) {
			return 'author:' . $object->user_nicename;
		}
		if ( $object instanceof \WP_Term ) {
			return match ( $object->taxonomy ) {
				'category' => 'category:' . $object->slug,
				'post_tag' => 'tag:' . $object->slug,
				default    => 'tax:' . $object->taxonomy . ':' . $object->slug,
			};
		}
		return null;
	}

	private static function term( string $taxonomy, string $slug, string $text ): ?array {
		$object = get_taxonomy( $taxonomy );
		$term   = $object && $object->public && '' !== $slug ? get_term_by( 'slug', $slug, $taxonomy ) : false;
		if ( ! $term instanceof \WP_Term ) {
			return null;
		}
		// Like the real archive: a category lists its child categories' posts too.
		$args = array( 'tax_query' => array( array( 'taxonomy' => $taxonomy, 'field' => 'term_id', 'terms' => (int) $term->term_id, 'include_children' => true ) ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- what an archive is.
		return self::found( 'tax', $text, $object->labels->singular_name . ': ' . $term->name, $args );
	}

	private static function date( string $value, string $text ): ?array {
		if ( ! preg_match( '/^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/', $value, $m ) ) {
			return null;
		}
		$year  = (int) $m[1];
		$month = isset( $m[2] ) ? (int) $m[2] : 0;
		$day   = isset( $m[3] ) ? (int) $m[3] : 0;
		if ( $year < 1000 || ( $month && ( $month > 12 || ( $day && ! checkdate( $month, $day, $year ) ) ) ) ) {
			return null;
		}
		$args = array_filter( array( 'year' => $year, 'monthnum' => $month, 'day' => $day ) );
		/* translators: %s: a year, year-month or date as typed, e.g. 2026-02 */
		return self::found( 'date', $text, sprintf( __( 'Date: %s', 'vitrine' ), $value ), $args );
	}

	private static function found( string $kind, string $text, string $label, array $args ): array {
		return array( 'kind' => $kind, 'text' => $text, 'label' => $label, 'args' => $args );
	}
}
