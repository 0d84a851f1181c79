<?php
/**
 * URL action links (`#vitrine-action:<name>?<query>`, see docs/popups.md) in rendered blocks: each
 * one is marked with `data-vitrine="actions"`, and the small actions script (with the builder runtime
 * it depends on) is enqueued; popups named by popup:open links are remembered, so the footer can print
 * them even where their own location does not match.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class ActionLinks {
	public const PREFIX = '#vitrine-action:';

	/** @var array<int, true> Popups that a popup:open link on this page names. */
	private array $requested = array();

	public function register(): void {
		add_filter( 'render_block', array( $this, 'mark' ), 10, 1 );
		add_filter( 'kses_allowed_protocols', array( self::class, 'allow_protocol' ) );
	}

	/**
	 * To kses and esc_url(), `#vitrine-action:` looks like a URL scheme they do not know, and they
	 * would strip it from the links of authors without unfiltered_html, from menus and from buttons.
	 *
	 * @param string[] $protocols
	 * @return string[]
	 */
	public static function allow_protocol( $protocols ): array {
		$protocols   = (array) $protocols;
		$protocols[] = '#vitrine-action';
		return $protocols;
	}

	/** @return int[] */
	public function requested(): array {
		return array_keys( $this->requested );
	}

	/** Marks the action links in a block's HTML and notes the popups they open. */
	public function mark( $html ): string {
		$html = (string) $html;
		if ( ! str_contains( $html, 'vitrine-action:' ) ) {
			return $html;
		}
		$tags  = new \WP_HTML_Tag_Processor( $html );
		$found = false;
		while ( $tags->next_tag( 'a' ) ) {
			$action = self::parse( (string) $tags->get_attribute( 'href' ) );
			if ( null === $action ) {
				continue;
			}
			$found = true;
			$names = preg_split( '/\s+/', (string) $tags->get_attribute( 'data-vitrine' ), -1, PREG_SPLIT_NO_EMPTY ) ?: array();
			if ( ! in_array( 'actions', $names, true ) ) {
				$names[] = 'actions';
				$tags->set_attribute( 'data-vitrine', implode( ' ', $names ) );
			}
			if ( 'popup:open' === $action['name'] && ctype_digit( $action['params']['id'] ?? '' ) ) {
				$this->requested[ (int) $action['params']['id'] ] = true;
			}
		}
		if ( $found && ! is_admin() ) {
			wp_enqueue_script( 'vitrine-builder-actions' ); // With the runtime it depends on.
		}
		return $tags->get_updated_html();
	}

	/**
	 * The action of an href, as the browser reads it (docs/popups.md).
	 *
	 * @return array{name: string, params: array<string, string>}|null
	 */
	public static function parse( string $href ): ?array {
		$at = strpos( $href, self::PREFIX );
		if ( false === $at ) {
			return null;
		}
		$rest  = rawurldecode( substr( $href, $at + strlen( self::PREFIX ) ) );
		$parts = explode( '?', $rest, 2 );
		parse_str( $parts[1] ?? '', $params );
		return array(
			'name'   => trim( $parts[0] ),
			'params' => array_map( static fn( $v ) => is_string( $v ) ? $v : '', $params ),
		);
	}
}
