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

	/**
	 * Where an opening tag ends, by the HTML tokenizer's rules (docs/security.md): a quote opens a
	 * value only right after `=`; a quote anywhere else (`<script a"b src=...>`) is part of a name,
	 * so adversarial markup cannot make the tag seem to run on into the element's content.
	 */
	private static function opening_length( string $element ): int {
		$state = 'tag';
		$len   = strlen( $element );
		for ( $i = 1; $i < $len; $i++ ) {
			$c     = $element[ $i ];
			$space = str_contains( " \t\n\f\r", $c );
			if ( '"' === $state || "'" === $state ) {
				$state = $c === $state ? 'before-name' : $state;
				continue;
			}
			if ( '>' === $c ) {
				return $i + 1;
			}
			switch ( $state ) {
				case 'tag':
					// A solidus ends the tag name too (`<script/src="a>b">`): attributes follow.
					$state = $space || '/' === $c ? 'before-name' : $state;
					break;
				case 'unquoted':
					$state = $space ? 'before-name' : $state;
					break;
				case 'before-name':
					$state = $space || '/' === $c ? $state : 'name';
					break;
				case 'name':
				case 'after-name':
					if ( '=' === $c ) {
						$state = 'before-value';
					} elseif ( '/' === $c ) {
						$state = 'before-name';
					} else {
						$state = $space ? 'after-name' : 'name';
					}
					break;
				case 'before-value':
					if ( ! $space ) {
						$state = '"' === $c || "'" === $c ? $c : 'unquoted';
					}
					break;
			}
		}
		return $len;
	}
}
