<?php
/**
 * A loop grid's settings, normalized from block attributes (saved ones, or the editor's unsaved
 * model): only public post types and their public taxonomies, a known order, and a page size
 * inside the limits. Whatever arrives, the result is safe to query with.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class GridSettings {
	public const MAX_PER_PAGE = 48;
	public const ORDER_BY     = array( 'date', 'title', 'modified', 'comment_count', 'menu_order' );

	/**
	 * @param string[] $terms Term slugs the grid is restricted to (any of them).
	 */
	private function __construct(
		public readonly string $widget_id,
		public readonly string $post_type,
		public readonly string $taxonomy,
		public readonly array $terms,
		public readonly string $order_by,
		public readonly string $order,
		public readonly int $per_page,
		public readonly int $columns,
		public readonly array $show,
	) {}

	/** @param array<string, mixed> $attributes */
	public static function from_attributes( array $attributes ): self {
		$widget_id = (string) ( $attributes['widgetId'] ?? '' );
		$post_type = (string) ( $attributes['postType'] ?? 'post' );
		if ( ! self::post_type_allowed( $post_type ) ) {
			$post_type = 'post';
		}
		$taxonomy = (string) ( $attributes['taxonomy'] ?? '' );
		if ( ! self::taxonomy_allowed( $taxonomy, $post_type ) ) {
			$taxonomy = '';
		}
		$terms = array();
		if ( $taxonomy && is_array( $attributes['terms'] ?? null ) ) {
			foreach ( array_slice( $attributes['terms'], 0, 50 ) as $slug ) {
				if ( Url::is_slug( $slug ) ) {
					$terms[] = $slug;
				}
			}
		}
		$order_by = (string) ( $attributes['orderBy'] ?? 'date' );
		$show     = array();
		foreach ( array( 'showImage', 'showExcerpt', 'showDate', 'showTerms' ) as $key ) {
			$show[ $key ] = (bool) ( $attributes[ $key ] ?? true );
		}
		return new self(
			Url::is_widget_id( $widget_id ) ? $widget_id : '',
			$post_type,
			$taxonomy,
			$terms,
			in_array( $order_by, self::ORDER_BY, true ) ? $order_by : 'date',
			'ASC' === strtoupper( (string) ( $attributes['order'] ?? 'DESC' ) ) ? 'ASC' : 'DESC',
			max( 1, min( self::MAX_PER_PAGE, (int) ( $attributes['perPage'] ?? 6 ) ) ),
			max( 1, min( 6, (int) ( $attributes['columns'] ?? 3 ) ) ),
			$show
		);
	}

	/**
	 * A post type a grid may list: a public one (posts, pages, WooCommerce's products), not
	 * attachments. "Viewable" is not enough: a type that is not public but publicly queryable (popups,
	 * for their editor preview) would have its posts listed to anyone (docs/security.md).
	 */
	public static function post_type_allowed( string $post_type ): bool {
		$object = get_post_type_object( $post_type );
		return $object instanceof \WP_Post_Type && $object->public && 'attachment' !== $post_type;
	}

	/**
	 * A taxonomy filters may use: registered, public (or a WooCommerce product attribute, whose
	 * terms WooCommerce shows on every product page even when the attribute has no archives, its
	 * default), and attached to the post type.
	 */
	public static function taxonomy_allowed( string $taxonomy, string $post_type ): bool {
		if ( '' === $taxonomy || ! taxonomy_exists( $taxonomy ) ) {
			return false;
		}
		$object = get_taxonomy( $taxonomy );
		return $object && ( $object->public || self::is_attribute( $taxonomy ) ) && is_object_in_taxonomy( $post_type, $taxonomy );
	}

	/** A WooCommerce product attribute's taxonomy (`pa_*`, registered by WooCommerce). */
	public static function is_attribute( string $taxonomy ): bool {
		return str_starts_with( $taxonomy, 'pa_' ) && function_exists( 'wc_get_attribute_taxonomy_names' ) && in_array( $taxonomy, wc_get_attribute_taxonomy_names(), true );
	}
}
