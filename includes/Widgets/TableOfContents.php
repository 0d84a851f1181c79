<?php
/**
 * The table of contents, built on the server from the rendered post content: headings of the chosen
 * levels get stable ids (kept when they have one), and the block's placeholder becomes the list.
 * So the list works without JavaScript and the links never change between visits.
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class TableOfContents {
	public const PLACEHOLDER = '/<!--vitrine-toc levels=([1-6,]+) layout=(nested|flat)-->/';
	private const HEADING    = '/<h([1-6])\b([^>]*)>(.*?)<\/h\1>/is';

	/** The placeholder a block prints where the list goes. */
	public static function placeholder( array $levels, string $layout ): string {
		return sprintf( '<!--vitrine-toc levels=%s layout=%s-->', implode( ',', $levels ), 'flat' === $layout ? 'flat' : 'nested' );
	}

	/** Valid heading levels from saved input (ints 1 to 6, unique, sorted), or [] when none are. */
	public static function levels( mixed $raw ): array {
		$levels = array_filter( array_map( 'intval', is_array( $raw ) ? $raw : array() ), fn( $l ) => $l >= 1 && $l <= 6 );
		$levels = array_values( array_unique( $levels ) );
		sort( $levels );
		return $levels;
	}

	/** A URL fragment for the heading text, unique among $used. */
	public static function slug( string $text, array &$used ): string {
		$base = sanitize_title( $text );
		$base = '' === $base ? 'section' : $base;
		$slug = $base;
		for ( $n = 2; isset( $used[ $slug ] ); $n++ ) {
			$slug = $base . '-' . $n;
		}
		$used[ $slug ] = true;
		return $slug;
	}

	/**
	 * Gives every heading an id (keeping existing ones) and lists them in order.
	 *
	 * @return array{0: string, 1: array<int, array{level: int, id: string, text: string}>}
	 */
	public static function index( string $html ): array {
		$used     = array();
		$headings = array();
		preg_match_all( '/\sid="([^"]+)"/', $html, $ids );
		foreach ( $ids[1] as $id ) {
			$used[ $id ] = true;
		}
		$html = preg_replace_callback(
			self::HEADING,
			function ( array $m ) use ( &$used, &$headings ) {
				$text = trim( html_entity_decode( wp_strip_all_tags( $m[3] ), ENT_QUOTES, 'UTF-8' ) );
				if ( '' === $text || str_contains( $m[2], 'vitrine-toc-exclude' ) ) {
					return $m[0];
				}
				if ( preg_match( '/(?:^|\s)id="([^"]*)"/', $m[2], $id ) ) {
					$headings[] = array( 'level' => (int) $m[1], 'id' => $id[1], 'text' => $text );
					return $m[0];
				}
				$slug       = self::slug( $text, $used );
				$headings[] = array( 'level' => (int) $m[1], 'id' => $slug, 'text' => $text );
				return sprintf( '<h%1$d id="%2$s"%3$s>%4$s</h%1$d>', $m[1], esc_attr( $slug ), $m[2], $m[3] );
			},
			$html
		) ?? $html;
		return array( $html, $headings );
	}

	/** The list markup: nested by level, or flat. */
	public static function render_list( array $headings, array $levels, string $layout ): string {
		$items = array_values( array_filter( $headings, fn( $h ) => in_array( $h['level'], $levels, true ) ) );
		if ( ! $items ) {
			return '';
		}
		$link = fn( $h ) => sprintf( '<a href="#%s">%s</a>', esc_attr( $h['id'] ), esc_html( $h['text'] ) );
		if ( 'flat' === $layout ) {
			$out = '';
			foreach ( $items as $h ) {
				$out .= sprintf( '<li class="is-level-%d">%s</li>', $h['level'], $link( $h ) );
			}
			return '<ol class="vitrine-toc__list">' . $out . '</ol>';
		}
		// Nested: a deeper heading opens a sub-list in the previous item; a shallower one closes back.
		$out   = '<ol class="vitrine-toc__list">';
		$stack = array( $items[0]['level'] );
		foreach ( $items as $i => $h ) {
			if ( $i > 0 ) {
				if ( $h['level'] > end( $stack ) ) {
					$out    .= '<ol>';
					$stack[] = $h['level'];
				} else {
					$out .= '</li>';
					while ( count( $stack ) > 1 && $h['level'] < end( $stack ) ) {
						array_pop( $stack );
						$out .= '</ol></li>';
					}
				}
			}
			$out .= '<li>' . $link( $h );
		}
		$out .= '</li>' . str_repeat( '</ol></li>', count( $stack ) - 1 ) . '</ol>';
		return $out;
	}

	/** the_content filter: fills each placeholder with the list of the content's headings. */
	public static function fill( string $content ): string {
		if ( ! str_contains( $content, '<!--vitrine-toc ' ) ) {
			return $content;
		}
		list( $content, $headings ) = self::index( $content );
		return preg_replace_callback(
			self::PLACEHOLDER,
			fn( $m ) => self::render_list( $headings, self::levels( explode( ',', $m[1] ) ), $m[2] ),
			$content
		) ?? $content;
	}
}
