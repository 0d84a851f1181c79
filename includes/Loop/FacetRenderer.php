<?php
/**
 * The markup of a Loop Facet (docs/loop.md): a plain GET form, so every filter works and has an
 * address without JavaScript (FormRedirect makes the submitted fields canonical), carrying the
 * page's other parameters as hidden fields and dropping the grid's page. Types: `choice` over a
 * meta key (checkboxes, radio buttons or a dropdown, each value with its facet count, zero-count
 * values disabled), `range` over a numeric key (two number fields and two sliders, bounds from the
 * data), `search` and `sort`; `chips` lists the active filters as links that remove them.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class FacetRenderer {
	/**
	 * @param array<string, mixed> $attributes  The block's attributes.
	 * @param string               $request_uri The path and query of the current request.
	 */
	public static function render( array $attributes, string $request_uri, int $post_id ): string {
		$widget_id = (string) ( $attributes['targetWidgetId'] ?? '' );
		$type      = (string) ( $attributes['type'] ?? 'choice' );
		$key       = (string) ( $attributes['key'] ?? '' );
		$content   = (string) get_post_field( 'post_content', $post_id );
		$saved     = Url::is_widget_id( $widget_id ) ? SavedGrid::find( $content, $widget_id ) : null;
		if ( null === $saved || ( in_array( $type, array( 'choice', 'range' ), true ) && ! Url::is_key( $key ) ) ) {
			return '';
		}
		$grid    = GridSettings::from_attributes( $saved );
		$at      = strpos( $request_uri, '?' );
		$query   = false === $at ? '' : substr( $request_uri, $at + 1 );
		$path    = false === $at ? $request_uri : substr( $request_uri, 0, $at );
		$filters = Filters::lenient( Url::read_filters( $query, $widget_id ), $grid->post_type );
		$facets  = Facets::lenient( Url::read_facets( $query, $widget_id ), Facets::declared( $content, $widget_id ) );
		$label   = trim( (string) ( $attributes['label'] ?? '' ) );
		$own     = match ( $type ) {
			'choice' => array( Url::meta_key( $widget_id, $key ) ),
			'range' => array( Url::range_key( $widget_id, $key ) ),
			'search' => array( Url::search_key( $widget_id ) ),
			'sort' => array( Url::sort_key( $widget_id ) ),
			'sale' => array( Url::sale_key( $widget_id ) ),
			default => array(),
		};
		$body = match ( $type ) {
			'choice' => self::choice( $attributes, $grid, $filters, $facets, $key, $label ),
			'range' => match ( true ) {
				Facets::DATE === $key => self::dates( $grid, $facets, $label ),
				Facets::RATING === $key && 'product' === $grid->post_type => self::rating( $grid, $filters, $facets, $label ),
				default => self::range( $attributes, $grid, $facets, $key, $label ),
			},
			'search' => self::search( $widget_id, $facets['search'], $label ),
			'sort' => self::sort( $attributes, $widget_id, $facets['sort'], $label ),
			'chips' => self::chips( $path, $query, $grid, $filters, $facets ),
			'sale' => self::sale( $grid, $filters, $facets, $label ),
			default => '',
		};
		if ( '' === $body ) {
			return '';
		}
		$settings = array(
			'widgetId' => $widget_id,
			'type'     => $type,
			'key'      => $key,
		);
		$wrapper  = get_block_wrapper_attributes(
			array(
				'class'         => 'vitrine-loop-facet is-type-' . $type,
				'data-vitrine'  => 'loop-facet',
				'data-settings' => wp_json_encode( $settings ),
			)
		);
		if ( 'chips' === $type ) {
			return sprintf( '<div %s>%s</div>', $wrapper, $body );
		}
		$hidden = self::hidden( $query, $widget_id, $own, Url::range_key( $widget_id, $key ) . '-' );
		$button = 'search' === $type ? __( 'Search', 'vitrine' ) : __( 'Apply', 'vitrine' );
		return sprintf(
			'<form %1$s method="get" action="%2$s"%3$s>%5$s%4$s<button type="submit" class="vitrine-loop-facet__apply">%6$s</button></form>',
			$wrapper,
			esc_url( $path ),
			'search' === $type ? ' role="search"' : '',
			$body,
			$hidden,
			esc_html( $button )
		);
	}

	/**
	 * The page's other parameters as hidden fields of a filter's GET form: all but the form's own
	 * ($own, and names starting with $own_prefix when given) and the grid's page.
	 *
	 * @param string[] $own
	 */
	public static function hidden( string $query, string $widget_id, array $own, string $own_prefix = '' ): string {
		$hidden = '';
		foreach ( Url::pairs( $query ) as list( $name, $value ) ) {
			if ( in_array( $name, $own, true ) || Url::page_key( $widget_id ) === $name || ( '' !== $own_prefix && str_starts_with( $name, $own_prefix ) ) ) {
				continue;
			}
			$hidden .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( urldecode( $name ) ), esc_attr( urldecode( $value ) ) );
		}
		return $hidden;
	}

	/** Checkboxes, radio buttons or a dropdown over a meta key's values, with counts. */
	private static function choice( array $attributes, GridSettings $grid, array $filters, array $facets, string $key, string $label ): string {
		$others = $facets;
		unset( $others['meta'][ $key ] );
		$counts  = FacetCounts::meta( $grid, $filters, $others, $key );
		$listed  = array_values( array_filter( (array) ( $attributes['choices'] ?? array() ), 'is_string' ) );
		$values  = $listed ? $listed : array_map( 'strval', array_keys( $counts ) );
		$current = $facets['meta'][ $key ] ?? null;
		$chosen  = $current && ! $current['exclude'] ? $current['terms'] : array();
		$name    = Url::meta_key( (string) $attributes['targetWidgetId'], $key );
		$display = (string) ( $attributes['display'] ?? 'checkboxes' );
		$label   = '' !== $label ? $label : $key;
		$values  = array_values( array_filter( $values, static fn( string $value ): bool => (bool) preg_match( '#' . Url::rules()['metaValue'] . '#D', $value ) ) );
		if ( ! $values ) {
			return '';
		}
		$name_of = static fn( string $value ): string => ChipLabels::value( $key, $value );
		$text    = static fn( string $value ): string => $name_of( $value ) . ' (' . (int) ( $counts[ $value ] ?? 0 ) . ')';
		if ( 'dropdown' === $display ) {
			$id      = wp_unique_id( 'vitrine-loop-facet-' );
			$options = '<option value="">' . esc_html__( 'Any', 'vitrine' ) . '</option>';
			foreach ( $values as $value ) {
				$on       = in_array( $value, $chosen, true );
				$options .= sprintf( '<option value="%1$s" data-label="%5$s"%2$s%3$s>%4$s</option>', esc_attr( $value ), selected( $on, true, false ), ! $on && empty( $counts[ $value ] ) ? ' disabled' : '', esc_html( $text( $value ) ), esc_attr( $name_of( $value ) ) );
			}
			return sprintf( '<label class="vitrine-loop-facet__label" for="%1$s">%2$s</label><select id="%1$s" name="%3$s" data-facet-input>%4$s</select>', esc_attr( $id ), esc_html( $label ), esc_attr( $name ), $options );
		}
		$radio = 'radio' === $display;
		$items = '';
		foreach ( $values as $value ) {
			$on     = in_array( $value, $chosen, true );
			$items .= sprintf(
				'<label class="vitrine-loop-facet__choice"><input type="%1$s" name="%2$s" value="%3$s"%4$s%5$s data-facet-input data-label="%8$s"> <span>%7$s</span> <span class="vitrine-loop-facet__count">(%6$d)</span></label>',
				$radio ? 'radio' : 'checkbox',
				esc_attr( $name ),
				esc_attr( $value ),
				checked( $on, true, false ),
				! $on && empty( $counts[ $value ] ) ? ' disabled' : '',
				(int) ( $counts[ $value ] ?? 0 ),
				esc_html( $name_of( $value ) ),
				esc_attr( $name_of( $value ) )
			);
		}
		if ( $radio ) {
			$items = sprintf( '<label class="vitrine-loop-facet__choice"><input type="radio" name="%1$s" value=""%2$s data-facet-input> <span>%3$s</span></label>', esc_attr( $name ), checked( ! $chosen, true, false ), esc_html__( 'Any', 'vitrine' ) ) . $items;
		}
		return sprintf( '<fieldset class="vitrine-loop-facet__group"><legend class="vitrine-loop-facet__label">%1$s</legend>%2$s</fieldset>', esc_html( $label ), $items );
	}

	/** Two number fields (what the form sends) and two sliders over the data's bounds. */
	private static function range( array $attributes, GridSettings $grid, array $facets, string $key, string $label ): string {
		$bounds = FacetCounts::bounds( $grid, $key );
		if ( null === $bounds ) {
			return '';
		}
		$step    = (float) ( $attributes['step'] ?? 1 );
		$step    = $step > 0 ? $step : 1;
		$current = $facets['range'][ $key ] ?? array(
			'min' => null,
			'max' => null,
		);
		$name    = Url::range_key( (string) $attributes['targetWidgetId'], $key );
		$label   = '' !== $label ? $label : $key;
		$format  = ChipLabels::format( $grid, $key );
		$fields  = '';
		$sliders = array();
		foreach ( array(
			'min' => __( 'Minimum', 'vitrine' ),
			'max' => __( 'Maximum', 'vitrine' ),
		) as $end => $end_label ) {
			$id    = wp_unique_id( 'vitrine-loop-facet-' );
			$value = $current[ $end ] ?? null;
			$shown = null === $value ? ( 'min' === $end ? $bounds[0] : $bounds[1] ) : $value;
			/* translators: 1: "Minimum" or "Maximum", 2: the filter's label, e.g. "Price". */
			$full      = sprintf( __( '%1$s %2$s', 'vitrine' ), $end_label, $label );
			$fields   .= sprintf(
				'<span class="vitrine-loop-facet__end"><label for="%1$s">%2$s</label><input id="%1$s" type="number" name="%3$s-%4$s" value="%5$s" placeholder="%10$s" min="%6$s" max="%7$s" step="%8$s" inputmode="decimal" data-range-end="%4$s" data-format="%9$s"></span>',
				esc_attr( $id ),
				esc_html( $end_label ),
				esc_attr( $name ),
				esc_attr( $end ),
				null === $value ? '' : esc_attr( (string) $value ),
				esc_attr( (string) $bounds[0] ),
				esc_attr( (string) $bounds[1] ),
				esc_attr( (string) $step ),
				esc_attr( $format ),
				esc_attr( (string) ( 'min' === $end ? $bounds[0] : $bounds[1] ) ) // Each field shows its own end of the data.
			);
			$sliders[] = sprintf(
				'<input type="range" min="%1$s" max="%2$s" step="%3$s" value="%4$s" aria-label="%5$s" data-range-slider="%6$s">',
				esc_attr( (string) $bounds[0] ),
				esc_attr( (string) $bounds[1] ),
				esc_attr( (string) $step ),
				esc_attr( (string) $shown ),
				esc_attr( $full ),
				esc_attr( $end )
			);
		}
		return sprintf(
			'<fieldset class="vitrine-loop-facet__group"><legend class="vitrine-loop-facet__label">%1$s</legend><div class="vitrine-loop-facet__sliders" hidden>%2$s</div><div class="vitrine-loop-facet__ends">%3$s</div></fieldset>',
			esc_html( $label ),
			implode( '', $sliders ),
			$fields
		);
	}

	/**
	 * The `date` range as two date fields, From and To, over the first and last day of the grid's
	 * posts (no sliders: a day is not a number a visitor slides over). The fields send YYYY-MM-DD,
	 * which FormRedirect (and the view script) write as the contract's YYYYMMDD. The From field
	 * carries the site's date format, its names and the chip's words (`data-day`), so the chips
	 * the browser rebuilds say what ChipLabels::days says (docs/loop.md, "Date range").
	 */
	private static function dates( GridSettings $grid, array $facets, string $label ): string {
		$bounds = FacetCounts::day_bounds( $grid );
		if ( null === $bounds ) {
			return '';
		}
		$current = $facets['range'][ Facets::DATE ] ?? array(
			'min' => null,
			'max' => null,
		);
		$name    = Url::range_key( $grid->widget_id, Facets::DATE );
		$day     = wp_json_encode(
			array(
				'format' => ChipLabels::day_format(),
				'names'  => ChipLabels::day_names(),
			) + ChipLabels::day_words()
		);
		$fields  = '';
		foreach ( array(
			'min' => __( 'From', 'vitrine' ),
			'max' => __( 'To', 'vitrine' ),
		) as $end => $end_label ) {
			$id      = wp_unique_id( 'vitrine-loop-facet-' );
			$value   = $current[ $end ] ?? null;
			$fields .= sprintf(
				'<span class="vitrine-loop-facet__end"><label for="%1$s">%2$s</label><input id="%1$s" type="date" name="%3$s-%4$s" value="%5$s" min="%6$s" max="%7$s" data-range-end="%4$s"%8$s></span>',
				esc_attr( $id ),
				esc_html( $end_label ),
				esc_attr( $name ),
				esc_attr( $end ),
				null === $value ? '' : esc_attr( Url::day_to_form( (int) $value ) ),
				esc_attr( Url::day_to_form( $bounds[0] ) ),
				esc_attr( Url::day_to_form( $bounds[1] ) ),
				'min' === $end ? ' data-day="' . esc_attr( (string) $day ) . '"' : ''
			);
		}
		return sprintf(
			'<fieldset class="vitrine-loop-facet__group"><legend class="vitrine-loop-facet__label">%1$s</legend><div class="vitrine-loop-facet__ends is-dates">%2$s</div></fieldset>',
			esc_html( '' !== $label ? $label : __( 'Date', 'vitrine' ) ),
			$fields
		);
	}

	/**
	 * A product grid's rating as WooCommerce's and FacetWP's shoppers know it: "Any rating", then
	 * "4 stars & up" … "1 star & up" radio buttons writing `n..` (the range's -min field without
	 * JavaScript), each with how many products under the other filters it keeps (one query,
	 * FacetCounts::rating), a choice with none disabled. The stars are drawn for the eye only; the
	 * accessible name is words ("4 stars and up (3)").
	 */
	private static function rating( GridSettings $grid, array $filters, array $facets, string $label ): string {
		$others = $facets;
		unset( $others['range'][ Facets::RATING ] );
		$counts  = FacetCounts::rating( $grid, $filters, $others );
		$current = $facets['range'][ Facets::RATING ] ?? null;
		$chosen  = null === $current ? '' : (string) ( null === ChipLabels::rating( $current ) ? '' : $current['min'] );
		$name    = Url::range_key( $grid->widget_id, Facets::RATING ) . '-min';
		$items   = sprintf(
			'<label class="vitrine-loop-facet__choice"><input type="radio" name="%1$s" value=""%2$s data-rating=""> <span>%3$s</span></label>',
			esc_attr( $name ),
			checked( null === $current, true, false ),
			esc_html__( 'Any rating', 'vitrine' )
		);
		foreach ( Facets::RATINGS as $stars ) {
			$words  = (string) ChipLabels::rating(
				array(
					'min' => $stars,
					'max' => null,
				)
			);
			$count  = $counts[ (string) $stars ] ?? 0;
			$on     = (string) $stars === $chosen;
			$items .= sprintf(
				'<label class="vitrine-loop-facet__choice"><input type="radio" name="%1$s" value="%2$d"%3$s%4$s data-rating="%2$d" data-label="%5$s"> <span class="vitrine-loop-facet__stars" aria-hidden="true"><span class="is-on">%6$s</span>%7$s</span> <span aria-hidden="true">%8$s</span><span class="screen-reader-text">%5$s</span> <span class="vitrine-loop-facet__count">(%9$d)</span></label>',
				esc_attr( $name ),
				$stars,
				checked( $on, true, false ),
				! $on && ! $count ? ' disabled' : '',
				esc_attr( $words ),
				str_repeat( '★', $stars ),
				str_repeat( '☆', 5 - $stars ),
				/* translators: after drawn stars: "★★★★☆ & up", products rated that many stars or more. */
				esc_html__( '& up', 'vitrine' ),
				$count
			);
		}
		return sprintf( '<fieldset class="vitrine-loop-facet__group is-rating"><legend class="vitrine-loop-facet__label">%1$s</legend>%2$s</fieldset>', esc_html( '' !== $label ? $label : __( 'Rating', 'vitrine' ) ), $items );
	}

	/**
	 * One checkbox, "On sale", with how many of the grid's products under the other filters are on
	 * sale (WooCommerce's on-sale ids; OnSale); nothing on a grid that is not of products.
	 */
	private static function sale( GridSettings $grid, array $filters, array $facets, string $label ): string {
		if ( 'product' !== $grid->post_type || ! OnSale::available() ) {
			return '';
		}
		$on    = ! empty( $facets['sale'] );
		$count = FacetCounts::sale( $grid, $filters, array_merge( $facets, array( 'sale' => false ) ) );
		$text  = '' !== $label ? $label : __( 'On sale', 'vitrine' );
		return sprintf(
			'<label class="vitrine-loop-facet__choice"><input type="checkbox" name="%2$s" value="%3$s"%4$s%5$s data-facet-input data-label="%1$s"> <span>%1$s</span> <span class="vitrine-loop-facet__count">(%6$d)</span></label>',
			esc_html( $text ),
			esc_attr( Url::sale_key( $grid->widget_id ) ),
			esc_attr( (string) Url::rules()['saleOn'] ),
			checked( $on, true, false ),
			! $on && ! $count ? ' disabled' : '',
			$count
		);
	}

	private static function search( string $widget_id, string $current, string $label ): string {
		$id = wp_unique_id( 'vitrine-loop-facet-' );
		return sprintf(
			'<label class="vitrine-loop-facet__label" for="%1$s">%2$s</label><input id="%1$s" type="search" name="%3$s" value="%4$s" maxlength="%5$d" autocomplete="off" data-facet-input>',
			esc_attr( $id ),
			esc_html( '' !== $label ? $label : __( 'Search', 'vitrine' ) ),
			esc_attr( Url::search_key( $widget_id ) ),
			esc_attr( $current ),
			(int) Url::rules()['searchMax']
		);
	}

	/** @return array<string, string> Sort values (`key` or `key-desc`) and their labels. */
	public static function sort_labels(): array {
		return array(
			'date-desc'       => __( 'Newest first', 'vitrine' ),
			'date'            => __( 'Oldest first', 'vitrine' ),
			'title'           => __( 'Title, A to Z', 'vitrine' ),
			'title-desc'      => __( 'Title, Z to A', 'vitrine' ),
			'price'           => __( 'Price, low to high', 'vitrine' ),
			'price-desc'      => __( 'Price, high to low', 'vitrine' ),
			'popularity-desc' => __( 'Most popular', 'vitrine' ),
			'rating-desc'     => __( 'Best rated', 'vitrine' ),
		);
	}

	private static function sort( array $attributes, string $widget_id, ?array $current, string $label ): string {
		$id      = wp_unique_id( 'vitrine-loop-facet-' );
		$value   = $current ? Url::encode_sort( $current ) : '';
		$labels  = self::sort_labels();
		$options = '<option value="">' . esc_html__( 'Default order', 'vitrine' ) . '</option>';
		foreach ( (array) ( $attributes['sortOptions'] ?? array() ) as $key ) {
			if ( ! Url::is_key( $key ) ) {
				continue;
			}
			$pairs = isset( $labels[ $key . '-desc' ] ) || isset( $labels[ $key ] )
				? array_filter( array( $key => $labels[ $key ] ?? null, $key . '-desc' => $labels[ $key . '-desc' ] ?? null ) )
				/* translators: %s: a custom field's name. */
				: array( $key => sprintf( __( '%s, ascending', 'vitrine' ), $key ), $key . '-desc' => sprintf( __( '%s, descending', 'vitrine' ), $key ) );
			foreach ( $pairs as $option => $text ) {
				$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $option ), selected( $value, $option, false ), esc_html( $text ) );
			}
		}
		return sprintf(
			'<label class="vitrine-loop-facet__label" for="%1$s">%2$s</label><select id="%1$s" name="%3$s" data-facet-input>%4$s</select>',
			esc_attr( $id ),
			esc_html( '' !== $label ? $label : __( 'Sort by', 'vitrine' ) ),
			esc_attr( Url::sort_key( $widget_id ) ),
			$options
		);
	}

	/**
	 * The active filters as links that remove one each, and "Clear all"; nothing when none is active.
	 *
	 * @return string
	 */
	private static function chips( string $path, string $query, GridSettings $grid, array $filters, array $facets ): string {
		$widget_id = $grid->widget_id;
		$chips     = array();
		$drop      = static fn( string $key ): string => $path . Url::query( array_values( array_filter( Url::pairs( $query ), static fn( array $pair ): bool => $pair[0] !== $key && Url::page_key( $widget_id ) !== $pair[0] ) ) );
		foreach ( $filters as $taxonomy => $filter ) {
			$chips[] = array( $drop( Url::filter_key( $widget_id, $taxonomy ) ), ChipLabels::terms( $taxonomy, $filter['terms'] ) );
		}
		foreach ( $facets['meta'] as $key => $filter ) {
			$chips[] = array( $drop( Url::meta_key( $widget_id, (string) $key ) ), ChipLabels::values( (string) $key, $filter['terms'] ) );
		}
		foreach ( $facets['range'] as $key => $range ) {
			$text = match ( true ) {
				Facets::DATE === $key => ChipLabels::days( $range ),
				Facets::RATING === $key && 'product' === $grid->post_type => ChipLabels::rating( $range ),
				default => null,
			};
			$chips[] = array( $drop( Url::range_key( $widget_id, (string) $key ) ), $text ?? ChipLabels::range( ChipLabels::format( $grid, (string) $key ), $range ) );
		}
		if ( '' !== $facets['search'] ) {
			$chips[] = array( $drop( Url::search_key( $widget_id ) ), '“' . $facets['search'] . '”' );
		}
		if ( ! empty( $facets['sale'] ) ) {
			$chips[] = array( $drop( Url::sale_key( $widget_id ) ), __( 'On sale', 'vitrine' ) );
		}
		$clear = $path . Url::query( array_values( array_filter( Url::pairs( $query ), static fn( array $pair ): bool => ! Url::is_own_key( $pair[0], $widget_id ) || Url::sort_key( $widget_id ) === $pair[0] ) ) );
		$items = '';
		foreach ( $chips as list( $href, $text ) ) {
			/* translators: %s: an active filter's values. */
			$items .= sprintf( '<li><a class="vitrine-loop-facet__chip" href="%1$s" aria-label="%2$s">%3$s <span aria-hidden="true">×</span></a></li>', esc_url( $href ), esc_attr( sprintf( __( 'Remove filter: %s', 'vitrine' ), $text ) ), esc_html( $text ) );
		}
		return sprintf(
			'<ul class="vitrine-loop-facet__chips" role="list" aria-label="%1$s"%2$s>%3$s<li><a class="vitrine-loop-facet__clear" href="%4$s">%5$s</a></li></ul>',
			esc_attr__( 'Active filters', 'vitrine' ),
			$chips ? '' : ' hidden',
			$items,
			esc_url( $clear ),
			esc_html__( 'Clear all', 'vitrine' )
		);
	}
}
