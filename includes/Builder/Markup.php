<?php
/**
 * Adds behaviour to a block's rendered wrapper (its first tag) with WP_HTML_Tag_Processor: handler
 * names join `data-vitrine`, settings merge into `data-settings` as JSON. Both keep what the block
 * already had.
 *
 * @package Vitrine
 */

namespace Vitrine\Builder;

defined( 'ABSPATH' ) || exit;

final class Markup {
	/**
	 * @param string               $html     A block's rendered HTML.
	 * @param string[]             $handlers Handler names to add.
	 * @param array<string, mixed> $settings Settings to merge.
	 * @return string The HTML, unchanged when it has no tag.
	 */
	public static function add_behaviour( string $html, array $handlers, array $settings ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$names = preg_split( '/\s+/', (string) $tags->get_attribute( 'data-vitrine' ), -1, PREG_SPLIT_NO_EMPTY ) ?: array();
		$tags->set_attribute( 'data-vitrine', implode( ' ', array_unique( array_merge( $names, $handlers ) ) ) );
		$existing = $tags->get_attribute( 'data-settings' );
		$current  = is_string( $existing ) ? json_decode( $existing, true ) : null;
		$merged   = array_merge( is_array( $current ) ? $current : array(), $settings );
		$tags->set_attribute( 'data-settings', (string) wp_json_encode( $merged ) );
		return $tags->get_updated_html();
	}

	/** Marks the first tag of a rendered template with its id, for `theme_template_id` links. */
	public static function mark_template( string $html, int $template_id ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$tags->set_attribute( 'data-vitrine-template-id', (string) $template_id );
		return $tags->get_updated_html();
	}
}
