<?php
/**
 * The markup of a taxonomy filter. Every term is a real link to the URL with that term toggled
 * (and the grid's page dropped), so the filter works, and is crawlable, without JavaScript; the
 * view handler turns a press into an in-place refresh. Buttons carry aria-pressed, checkboxes
 * aria-checked; "all" clears the taxonomy's filter.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class FilterRenderer {
	/**
	 * The selection after pressing a term, as blocks/loop-grid/url-state.ts toggleTerm does.
	 *
	 * @param array{terms: string[], join: string, exclude: bool}|null $current
	 * @return array{terms: string[], join: string, exclude: bool}|null
	 */
	public static function toggle( ?array $current, string $term, bool $multiple, string $join ): ?array {
		$selected = $current && ! $current['exclude'] ? $current['terms'] : array();
		if ( in_array( $term, $selected, true ) ) {
			$terms = array_values( array_diff( $selected, array( $term ) ) );
		} else {
			$terms = $multiple ? array_merge( $selected, array( $term ) ) : array( $term );
		}
		return $terms ? array(
			'terms'   => $terms,
			'join'    => $join,
			'exclude' => false, // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_exclude -- the taxonomy filter's own flag, not a WP_Query argument.
		) : null;
	}

	/**
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $request_uri The path and query of the current request.
	 */
	public static function render( array $attributes, string $request_uri ): string {
		$widget_id = (string) ( $attributes['targetWidgetId'] ?? '' );
		$taxonomy  = (string) ( $attributes['taxonomy'] ?? '' );
		$join      = $attributes['logicalJoin'] ?? null;
		$object    = taxonomy_exists( $taxonomy ) ? get_taxonomy( $taxonomy ) : null;
		// A logical join other than AND or OR disables the filter (docs/loop.md, URL contract), as does a
		// missing grid id or a taxonomy that is not public.
		if ( ! Url::is_widget_id( $widget_id ) || ! $object || ! $object->public || ( 'AND' !== $join && 'OR' !== $join ) ) {
			return '';
		}
		$slugs = array_values( array_filter( (array) ( $attributes['terms'] ?? array() ), 'is_string' ) );
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => true,
				'number'     => 100,
				'slug'       => $slugs ? $slugs : '',
				'orderby'    => $slugs ? 'slug__in' : 'name',
			)
		);
		if ( is_wp_error( $terms ) || ! $terms ) {
			return '';
		}
		$multiple = (bool) ( $attributes['multiple'] ?? true );
		$checkbox = 'checkboxes' === ( $attributes['display'] ?? 'buttons' );
		$at       = strpos( $request_uri, '?' );
		$filters  = Url::read_filters( false === $at ? '' : substr( $request_uri, $at + 1 ), $widget_id );
		$current  = $filters[ $taxonomy ] ?? null;
		$selected = $current && ! $current['exclude'] ? $current['terms'] : array();
		$base     = Url::base( $request_uri, $widget_id );
		$link     = static function ( ?array $next ) use ( $filters, $taxonomy, $base, $widget_id ): string {
			$all = $filters;
			unset( $all[ $taxonomy ] );
			if ( $next ) {
				$all[ $taxonomy ] = $next;
			}
			return Url::link( $base, $widget_id, $all );
		};

		$items = array();
		if ( $attributes['showAll'] ?? true ) {
			$label   = trim( (string) ( $attributes['allLabel'] ?? '' ) );
			$items[] = self::item( $link( null ), '', '' !== $label ? $label : __( 'All', 'vitrine' ), ! $selected, $checkbox );
		}
		foreach ( $terms as $term ) {
			$next    = self::toggle( $current, $term->slug, $multiple, $join );
			$items[] = self::item( $link( $next ), $term->slug, $term->name, in_array( $term->slug, $selected, true ), $checkbox );
		}
		$label    = trim( (string) ( $attributes['label'] ?? '' ) );
		$label    = '' !== $label ? $label : $object->labels->singular_name;
		$label_id = wp_unique_id( 'vitrine-loop-filter-' );
		$settings = array(
			'widgetId'    => $widget_id,
			'taxonomy'    => $taxonomy,
			'multiple'    => $multiple,
			'logicalJoin' => $join,
		);
		$wrapper  = get_block_wrapper_attributes(
			array(
				'class'         => 'vitrine-loop-filter is-display-' . ( $checkbox ? 'checkboxes' : 'buttons' ),
				'data-vitrine'  => 'loop-filter',
				'data-settings' => wp_json_encode( $settings ),
			)
		);
		return sprintf(
			'<div %1$s><p class="vitrine-loop-filter__label" id="%2$s">%3$s</p><div class="vitrine-loop-filter__terms" role="group" aria-labelledby="%2$s">%4$s</div></div>',
			$wrapper,
			esc_attr( $label_id ),
			esc_html( $label ),
			implode( '', $items )
		);
	}

	private static function item( string $href, string $slug, string $name, bool $on, bool $checkbox ): string {
		return sprintf(
			'<a class="vitrine-loop-filter__term%1$s" href="%2$s" role="%3$s" %4$s="%5$s" data-term="%6$s">%7$s%8$s</a>',
			$on ? ' is-selected' : '',
			esc_url( $href ),
			$checkbox ? 'checkbox' : 'button',
			$checkbox ? 'aria-checked' : 'aria-pressed',
			$on ? 'true' : 'false',
			esc_attr( $slug ),
			$checkbox ? '<span class="vitrine-loop-filter__box" aria-hidden="true"></span>' : '',
			esc_html( $name )
		);
	}
}
