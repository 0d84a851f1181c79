<?php
/**
 * Media that fit their column: an iframe, video, embed or object written with a width and height
 * (a pasted 560 × 315 player) keeps that ratio when the stylesheet narrows it to the column
 * (`max-width: 100%; height: auto`), through an `aspect-ratio` taken from its own attributes.
 * Core's embed blocks already keep theirs (theme support `responsive-embeds`). docs/theme.md, Media.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

/** The markup with `aspect-ratio: W / H` added to each sized iframe, video, embed and object. Pure. */
function media_ratios( string $html ): string {
	if ( ! preg_match( '/<(iframe|video|embed|object)\b/i', $html ) ) {
		return $html;
	}
	$tags = new \WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag() ) {
		if ( ! in_array( $tags->get_tag(), array( 'IFRAME', 'VIDEO', 'EMBED', 'OBJECT' ), true ) ) {
			continue;
		}
		$width  = (string) $tags->get_attribute( 'width' );
		$height = (string) $tags->get_attribute( 'height' );
		$style  = (string) $tags->get_attribute( 'style' );
		if ( ! ctype_digit( $width ) || ! ctype_digit( $height ) || ! (int) $width || ! (int) $height || str_contains( $style, 'aspect-ratio' ) ) {
			continue;
		}
		$tags->set_attribute( 'style', trim( rtrim( trim( $style ), ';' ) . ( '' === trim( $style ) ? '' : '; ' ) . "aspect-ratio: $width / $height" ) );
		$tags->add_class( 'vitrine-sized-media' );
	}
	return $tags->get_updated_html();
}

add_filter( 'the_content', __NAMESPACE__ . '\media_ratios', 20 );
