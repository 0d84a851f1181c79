<?php
/**
 * The markup Vitrine's scripts trust, kept out of content written by people who may not write
 * scripts. Every Vitrine block is dynamic: its `data-vitrine`, `data-settings`, endpoints and
 * configuration ids are printed by PHP at render time and never saved in post content. A Contributor's
 * Custom HTML could otherwise imitate a widget (a fake loop grid whose REST base points at another
 * origin) or shadow a page setting by id. This is the one list of those names (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Security;

defined( 'ABSPATH' ) || exit;

final class ContentAttributes {
	/** Attributes a Vitrine handler reads as configuration, an endpoint or the element it drives. */
	public const RESERVED = array(
		'data-vitrine',
		'data-settings',
		'data-rest-base',
		'data-widget-id',
		'data-post-id',
		'data-popup-id',
		'data-endpoint',
		'data-page-url',
	);

	/** Prefixes of reserved attributes: Vitrine's own and the consent blocker's script markers. */
	public const RESERVED_PREFIXES = array( 'data-vitrine-', 'data-cli-' );

	/**
	 * Vitrine attributes documented for use in content (manage-consent links, link markers). The
	 * accept marker (`data-vitrine-consent-accept`) is not one of them: a click on it gives consent, so
	 * only the server (blocked-embed placeholders) and people with `unfiltered_html` may write it; in
	 * anyone else's content it would let a page-sized invisible link consent for the visitor.
	 */
	public const CONTENT_MARKERS = array(
		'data-vitrine-consent-open',
		'data-vitrine-prevent-click-tracking',
		'data-vitrine-geotargeting',
	);

	/**
	 * Element ids the scripts look up by id (settings scripts, the blog grid, the header's panels,
	 * the consent bar and its re-open tab, the admin bar the sticky offset measures), and the prefix
	 * of the popups' ids. Other ids, even starting with `vitrine-`, are the author's own anchors.
	 */
	public const RESERVED_IDS       = array(
		'vitrine-breakpoints',
		'vitrine-runtime',
		'vitrine-affiliate-settings',
		'vitrine-popups-visitor',
		'vitrine-insights',
		'vitrine-blog-properties',
		'vitrine-consent-settings',
		'vitrine-posts',
		'vitrine-sidebar',
		'vitrine-search',
		'cookie-law-info-bar',
		'cookie-law-info-again',
		'wpadminbar',
	);
	public const RESERVED_ID_PREFIX = 'vitrine-popup-';

	public static function is_reserved_id( string $id ): bool {
		$id = strtolower( trim( $id ) );
		return in_array( $id, self::RESERVED_IDS, true ) || str_starts_with( $id, self::RESERVED_ID_PREFIX );
	}

	public static function is_reserved( string $name ): bool {
		$name = strtolower( $name );
		if ( in_array( $name, self::CONTENT_MARKERS, true ) ) {
			return false;
		}
		if ( in_array( $name, self::RESERVED, true ) ) {
			return true;
		}
		foreach ( self::RESERVED_PREFIXES as $prefix ) {
			if ( str_starts_with( $name, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/** The markup without reserved attributes and reserved ids; everything else is left as it was. */
	public static function strip( string $html ): string {
		if ( ! str_contains( $html, 'data-' ) && ! str_contains( $html, 'id=' ) ) {
			return $html; // Nearly every post: nothing to look at.
		}
		$tags    = new \WP_HTML_Tag_Processor( $html );
		$changed = false;
		while ( $tags->next_tag() ) {
			foreach ( $tags->get_attribute_names_with_prefix( 'data-' ) ?? array() as $name ) {
				if ( self::is_reserved( $name ) ) {
					$tags->remove_attribute( $name );
					$changed = true;
				}
			}
			$id = $tags->get_attribute( 'id' );
			if ( is_string( $id ) && self::is_reserved_id( $id ) ) {
				$tags->remove_attribute( 'id' );
				$changed = true;
			}
		}
		return $changed ? $tags->get_updated_html() : $html;
	}

	/** content_save_pre: the content arrives slashed, as for WordPress's own kses filter. */
	public static function filter_saved( mixed $content ): mixed {
		if ( ! is_string( $content ) || current_user_can( 'unfiltered_html' ) ) {
			return $content;
		}
		return wp_slash( self::strip( wp_unslash( $content ) ) );
	}

	/**
	 * the_content, before blocks render: content saved before this filter existed, or by a path that
	 * skipped it, is cleaned again when its author may not write unfiltered HTML. Blocks render
	 * afterwards, so their own reserved attributes stay.
	 */
	public static function filter_rendered( mixed $content ): mixed {
		if ( ! is_string( $content ) || self::author_trusted() ) {
			return $content;
		}
		return self::strip( $content );
	}

	/**
	 * do_shortcode_tag: shortcodes run after the cleanup above, and turn their attributes into markup
	 * (`[caption id="wpadminbar"]` prints that id). In such content their output is cleaned too;
	 * Vitrine's own shortcodes print their reserved markup themselves and keep it.
	 */
	public static function filter_shortcode( mixed $output, string $tag ): mixed {
		if ( ! is_string( $output ) || str_starts_with( $tag, 'vitrine_' ) || ! doing_filter( 'the_content' ) || self::author_trusted() ) {
			return $output;
		}
		return self::strip( $output );
	}

	/** Whether the post being rendered was written by someone who may write unfiltered HTML. */
	private static function author_trusted(): bool {
		$post = get_post();
		return $post instanceof \WP_Post && user_can( (int) $post->post_author, 'unfiltered_html' );
	}
}
