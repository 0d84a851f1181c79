<?php
/**
 * The HTML API's tag processor, plus where the current opening tag starts and how long it is, so a
 * caller can splice in a rebuilt tag (and insert content before it) without parsing HTML by hand.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class SpanProcessor extends \WP_HTML_Tag_Processor {
	/** @return array{0: int, 1: int}|null Start offset and length of the current opening tag. */
	public function opening_tag_span(): ?array {
		if ( ! $this->set_bookmark( 'vitrine-span' ) ) {
			return null;
		}
		$span = $this->bookmarks['vitrine-span'] ?? null;
		$this->release_bookmark( 'vitrine-span' );
		if ( ! $span ) {
			return null;
		}
		$length = $span->length;
		if ( 'SCRIPT' === $this->get_tag() || 'IFRAME' === $this->get_tag() ) {
			// Special elements' bookmarks span the whole element; the opening tag ends at its first '>'
			// outside quotes, which the attribute scan below finds.
			$length = self::opening_length( substr( $this->html, $span->start, $span->length ) );
		}
		return array( $span->start, $length );
	}

	private static function opening_length( string $element ): int {
		$quote = '';
		$len   = strlen( $element );
		for ( $i = 1; $i < $len; $i++ ) {
			$c = $element[ $i ];
			if ( '' !== $quote ) {
				$quote = $c === $quote ? '' : $quote;
			} elseif ( '"' === $c || "'" === $c ) {
				$quote = $c;
			} elseif ( '>' === $c ) {
				return $i + 1;
			}
		}
		return $len;
	}
}
