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
	 * @param int                  $post_id     The post holding the block (its grid gives the swatches' counts).
	 */
	public static function render( array $attributes, string $request_uri, int $post_id = 0 ): string {
		$widget_id = (string) ( $attributes['targetWidgetId'] ?? '' );
		$taxonomy  = (string) ( $attributes['taxonomy'] ?? '' );
		$join      = $attributes['logicalJoin'] ?? null;
		$object    = taxonomy_exists( $taxonomy ) ? get_taxonomy( $taxonomy ) : null;
		// A logical join other than AND or OR disables the filter (docs/loop.md, URL contract), as does a
		// missing grid id or a taxonomy that is neither public nor a WooCommerce attribute.
		if ( ! Url::is_widget_id( $widget_id ) || ! $object || ! ( $object->public || GridSettings::is_attribute( $taxonomy ) ) || ( 'AND' !== $join && 'OR' !== $join ) ) {
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
		if ( 'swatches' === ( $attributes['display'] ?? 'buttons' ) ) {
			return self::swatches( $attributes, $request_uri, $post_id, $terms, $object );
		}
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

	/**
	 * The swatches display (docs/loop.md, "Swatches"): a plain GET form of real checkboxes (radio
	 * buttons for a single choice), each labelled by the term's name and showing its colour or
	 * image, its facet count (its description, hidden from the name, so the name is the term's)
	 * and, when selected, a check mark (never the colour alone). The boxes
	 * join with `~` (any), as the form sends them; a term no post would match is disabled.
	 *
	 * @param \WP_Term[] $terms
	 */
	private static function swatches( array $attributes, string $request_uri, int $post_id, array $terms, \WP_Taxonomy $object ): string {
		$widget_id = (string) $attributes['targetWidgetId'];
		$taxonomy  = $object->name;
		$multiple  = (bool) ( $attributes['multiple'] ?? true );
		$at        = strpos( $request_uri, '?' );
		$query     = false === $at ? '' : substr( $request_uri, $at + 1 );
		$path      = false === $at ? $request_uri : substr( $request_uri, 0, $at );
		$content   = $post_id ? (string) get_post_field( 'post_content', $post_id ) : '';
		$saved     = '' !== $content ? SavedGrid::find( $content, $widget_id ) : null;
		$counts    = null;
		$filters   = Url::read_filters( $query, $widget_id );
		if ( null !== $saved ) {
			$grid    = GridSettings::from_attributes( $saved );
			$filters = Filters::lenient( $filters, $grid->post_type );
			$others  = $filters;
			unset( $others[ $taxonomy ] );
			$facets = Facets::lenient( Url::read_facets( $query, $widget_id ), Facets::declared( $content, $widget_id ) );
			$counts = FacetCounts::terms( $grid, $others, $facets, $taxonomy );
		}
		$current  = $filters[ $taxonomy ] ?? null;
		$selected = $current && ! $current['exclude'] ? $current['terms'] : array();
		$name     = Url::filter_key( $widget_id, $taxonomy );
		$type     = $multiple ? 'checkbox' : 'radio';
		$items    = '';
		if ( ! $multiple && ( $attributes['showAll'] ?? true ) ) {
			$all    = trim( (string) ( $attributes['allLabel'] ?? '' ) );
			$items .= sprintf(
				'<label class="vitrine-loop-filter__swatch is-all"><input type="radio" name="%1$s" value="" data-term=""%2$s><span class="vitrine-loop-filter__chip" aria-hidden="true"></span><span class="vitrine-loop-filter__name">%3$s</span></label>',
				esc_attr( $name ),
				checked( ! $selected, true, false ),
				esc_html( '' !== $all ? $all : __( 'All', 'vitrine' ) )
			);
		}
		foreach ( $terms as $term ) {
			$on       = in_array( $term->slug, $selected, true );
			$count    = null === $counts ? null : (int) ( $counts[ $term->slug ] ?? 0 );
			$swatch   = Swatches::of( $term );
			$count_id = wp_unique_id( 'vitrine-loop-filter-count-' );
			$chip     = '' !== $swatch['image']
				? sprintf( '<img class="vitrine-loop-filter__chip" src="%s" alt="" width="40" height="40" loading="lazy" decoding="async">', esc_url( $swatch['image'] ) )
				: sprintf( '<span class="vitrine-loop-filter__chip%1$s" aria-hidden="true"%2$s></span>', '' !== $swatch['color'] ? '' : ' is-plain', '' !== $swatch['color'] ? ' style="--vitrine-swatch:' . esc_attr( $swatch['color'] ) . '"' : '' );
			$items   .= sprintf(
				'<label class="vitrine-loop-filter__swatch"><input type="%1$s" name="%2$s" value="%3$s" data-term="%3$s" data-label="%4$s"%5$s%6$s%7$s>%8$s<span class="vitrine-loop-filter__name">%9$s</span>%10$s</label>',
				esc_attr( $type ),
				esc_attr( $name ),
				esc_attr( $term->slug ),
				esc_attr( $term->name ),
				checked( $on, true, false ),
				null !== $count && ! $count && ! $on ? ' disabled' : '',
				null === $count ? '' : ' aria-describedby="' . esc_attr( $count_id ) . '"',
				$chip,
				esc_html( $term->name ),
				null === $count ? '' : sprintf( '<span class="vitrine-loop-filter__count" id="%1$s" aria-hidden="true">(%2$d)</span>', esc_attr( $count_id ), $count )
			);
		}
		$label    = trim( (string) ( $attributes['label'] ?? '' ) );
		$label    = '' !== $label ? $label : $object->labels->singular_name;
		$settings = array(
			'widgetId'    => $widget_id,
			'taxonomy'    => $taxonomy,
			'multiple'    => $multiple,
			'logicalJoin' => 'OR',
			'swatches'    => true,
		);
		$wrapper  = get_block_wrapper_attributes(
			array(
				'class'         => 'vitrine-loop-filter is-display-swatches',
				'data-vitrine'  => 'loop-filter',
				'data-settings' => wp_json_encode( $settings ),
			)
		);
		return sprintf(
			'<form %1$s method="get" action="%2$s">%3$s<fieldset class="vitrine-loop-filter__group"><legend class="vitrine-loop-filter__label">%4$s</legend><div class="vitrine-loop-filter__swatches">%5$s</div></fieldset><button type="submit" class="vitrine-loop-filter__apply">%6$s</button></form>',
			$wrapper,
			esc_url( $path ),
			FacetRenderer::hidden( $query, $widget_id, array( $name ) ),
			esc_html( $label ),
			$items,
			esc_html__( 'Apply', 'vitrine' )
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
