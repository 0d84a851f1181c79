<?php
/**
 * The card template of a loop grid: image, title link, date, terms and excerpt, each optional.
 * Themes may replace it with the `vitrine_loop_card_html` filter.
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

defined( 'ABSPATH' ) || exit;

final class Card {
	public static function render( \WP_Post $post, GridSettings $grid ): string {
		$show  = $grid->show;
		$link  = esc_url( get_permalink( $post ) );
		$parts = array();
		if ( $show['showImage'] && has_post_thumbnail( $post ) ) {
			// Width and height come with the image, so the card keeps its size while it loads. No
			// loading attribute: WordPress's content filter makes the page's first images eager (the
			// first large one fetchpriority="high") and the rest lazy (docs/theme.md, "Images").
			$parts[] = '<div class="vitrine-loop-card__image">' . get_the_post_thumbnail( $post, 'medium_large', array( 'alt' => '' ) ) . '</div>';
		}
		$parts[] = sprintf( '<h2 class="vitrine-loop-card__title"><a href="%s">%s</a></h2>', $link, esc_html( get_the_title( $post ) ) );
		$meta    = array();
		if ( $show['showDate'] ) {
			$meta[] = sprintf( '<time datetime="%s">%s</time>', esc_attr( get_the_date( 'c', $post ) ), esc_html( get_the_date( '', $post ) ) );
		}
		if ( $show['showTerms'] ) {
			$names = array();
			foreach ( get_object_taxonomies( $post->post_type, 'objects' ) as $taxonomy ) {
				if ( $taxonomy->public && $taxonomy->hierarchical ) {
					foreach ( get_the_terms( $post, $taxonomy->name ) ?: array() as $term ) {
						$names[] = esc_html( $term->name );
					}
				}
			}
			if ( $names ) {
				$meta[] = '<span class="vitrine-loop-card__terms">' . implode( ', ', $names ) . '</span>';
			}
		}
		if ( $meta ) {
			$parts[] = '<p class="vitrine-loop-card__meta">' . implode( ' · ', $meta ) . '</p>';
		}
		if ( $show['showExcerpt'] ) {
			$parts[] = '<p class="vitrine-loop-card__excerpt">' . esc_html( wp_strip_all_tags( get_the_excerpt( $post ) ) ) . '</p>';
		}
		$html = '<article class="vitrine-loop-card">' . implode( '', $parts ) . '</article>';
		/**
		 * Filters the markup of one card of a loop grid. Return escaped markup.
		 *
		 * @param string       $html The card.
		 * @param \WP_Post     $post The post.
		 * @param GridSettings $grid The grid's settings.
		 */
		return (string) apply_filters( 'vitrine_loop_card_html', $html, $post, $grid );
	}
}
