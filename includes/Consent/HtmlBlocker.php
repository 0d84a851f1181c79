<?php
/**
 * Rewrites scripts, iframes and embeds of blocked categories in a piece of HTML into the blocked
 * form of the contracts:
 *   <script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="{category}"
 *     data-cli-block="true" data-cli-block-if-ccpa-optout="true|false" data-cli-element-position="head|body">
 * Iframes and embeds keep their address in data-cli-src, are hidden, and get an accessible
 * placeholder before them that offers to accept that category. Uses the HTML API's tag processor
 * to find tags (no regular expressions over HTML); the opening tags are rebuilt and spliced in.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class HtmlBlocker {
	public function __construct( private Rules $rules, private array $settings ) {}

	/** Quick check so most HTML is returned untouched without parsing. */
	private static function may_contain( string $html ): bool {
		return false !== stripos( $html, '<script' ) || false !== stripos( $html, '<iframe' ) || false !== stripos( $html, '<embed' );
	}

	public function process( string $html, string $position = 'body' ): string {
		if ( $this->rules->is_empty() || ! self::may_contain( $html ) ) {
			return $html;
		}
		$processor = new SpanProcessor( $html );
		$splices   = array();
		while ( $processor->next_tag() ) {
			$tag = $processor->get_tag();
			if ( ! in_array( $tag, array( 'SCRIPT', 'IFRAME', 'EMBED' ), true ) || 'cli-blocker-script' === $processor->get_attribute( 'data-cli-class' ) ) {
				continue;
			}
			$attributes = array();
			foreach ( $processor->get_attribute_names_with_prefix( '' ) ?? array() as $name ) {
				$attributes[ $name ] = $processor->get_attribute( $name );
			}
			$category = 'SCRIPT' === $tag ? $this->script_category( $attributes, $processor->get_modifiable_text() ) : $this->rules->for_text( (string) ( $attributes['src'] ?? '' ) );
			if ( null === $category || str_starts_with( (string) ( $attributes['id'] ?? '' ), 'vitrine-consent' ) ) {
				continue;
			}
			$span = $processor->opening_tag_span();
			if ( null === $span ) {
				continue;
			}
			$replacement = 'SCRIPT' === $tag
				? self::opening_tag( 'script', $this->blocked_script( $attributes, $category, $position ) )
				: $this->placeholder( $attributes, $category ) . self::opening_tag( strtolower( $tag ), $this->blocked_frame( $attributes, $category ) );
			$splices[]   = array( $span[0], $span[1], $replacement );
		}
		for ( $i = count( $splices ) - 1; $i >= 0; $i-- ) {
			list( $start, $length, $replacement ) = $splices[ $i ];
			$html                                 = substr_replace( $html, $replacement, $start, $length );
		}
		return $html;
	}

	private function script_category( array $attributes, string $code ): ?string {
		$type = strtolower( (string) ( $attributes['type'] ?? '' ) );
		if ( '' !== $type && ! in_array( $type, array( 'text/javascript', 'module', 'application/javascript' ), true ) ) {
			return null; // JSON data, templates, import maps: not executable, nothing to block.
		}
		$handle = Rules::handle_of_id( (string) ( $attributes['id'] ?? '' ) );
		return ( $handle ? $this->rules->for_handle( $handle ) : null )
			?? $this->rules->for_text( (string) ( $attributes['src'] ?? '' ) )
			?? ( empty( $attributes['src'] ) ? $this->rules->for_text( $code ) : null );
	}

	/** The blocked attributes of the contracts, for a category. */
	public function blocked_attributes( string $category, string $position ): array {
		return array(
			'type'                          => 'text/plain',
			'data-cli-class'                => 'cli-blocker-script',
			'data-cli-script-type'          => $category,
			'data-cli-block'                => 'true',
			'data-cli-block-if-ccpa-optout' => Options::category_ccpa( $this->settings, $category ) ? 'true' : 'false',
			'data-cli-element-position'     => 'head' === $position ? 'head' : 'body',
		);
	}

	/** A script's attributes in blocked form; a module keeps its type for activation. */
	public function blocked_script( array $attributes, string $category, string $position ): array {
		$type = (string) ( $attributes['type'] ?? '' );
		unset( $attributes['type'] );
		$blocked = $this->blocked_attributes( $category, $position );
		if ( 'module' === $type ) {
			$blocked['data-vitrine-type'] = 'module';
		}
		return array_merge( $blocked, $attributes );
	}

	private function blocked_frame( array $attributes, string $category ): array {
		$src = (string) ( $attributes['src'] ?? '' );
		unset( $attributes['src'] );
		$blocked = $this->blocked_attributes( $category, 'body' );
		unset( $blocked['type'] ); // The type marks scripts; a frame is inert without its address.
		return array_merge( $blocked, array( 'data-cli-src' => $src, 'hidden' => true ), $attributes );
	}

	private function placeholder( array $attributes, string $category ): string {
		$name  = Options::category_name( $this->settings, $category );
		$host  = (string) wp_parse_url( (string) ( $attributes['src'] ?? '' ), PHP_URL_HOST );
		$title = trim( (string) ( $attributes['title'] ?? '' ) );
		$style = '';
		$w     = (int) ( $attributes['width'] ?? 0 );
		$h     = (int) ( $attributes['height'] ?? 0 );
		if ( $w > 0 && $h > 0 ) {
			// The placeholder takes the embed's box, so activating it does not move the page.
			$style = sprintf( ' style="width:%1$dpx;aspect-ratio:%1$d / %2$d"', $w, $h );
		}
		$text = sprintf(
			/* translators: 1: the embedded content's title or host, 2: a cookie category name */
			__( '%1$s is blocked until you accept %2$s cookies, because it may set them.', 'vitrine' ),
			'' !== $title ? $title : ( '' !== $host ? $host : __( 'This embedded content', 'vitrine' ) ),
			$name
		);
		return sprintf(
			'<div class="vitrine-consent-placeholder" data-vitrine-consent-for="%1$s"%2$s><p>%3$s</p><button type="button" data-vitrine-consent-accept="%1$s">%4$s</button></div>',
			esc_attr( $category ),
			$style,
			esc_html( $text ),
			/* translators: %s: a cookie category name */
			esc_html( sprintf( __( 'Accept %s cookies and show it', 'vitrine' ), $name ) )
		);
	}

	/** An opening tag from attributes (true means a boolean attribute), escaped. */
	public static function opening_tag( string $tag, array $attributes ): string {
		$html = '<' . $tag;
		foreach ( $attributes as $name => $value ) {
			if ( false === $value || null === $value || ! preg_match( '/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/', (string) $name ) ) {
				continue;
			}
			$html .= true === $value ? ' ' . $name : sprintf( ' %s="%s"', $name, esc_attr( (string) $value ) );
		}
		return $html . '>';
	}
}
