<?php
/**
 * The `vitrine/product` block bindings source (WordPress 6.9 and later, docs/affiliate.md): core
 * Heading, Paragraph, Image and Button blocks show a catalogue product's title, price (an Amazon
 * price with the time it was fetched), image and affiliate link. The block names the product by
 * `asin` or `id` and the field by `field`:
 *
 *   {"metadata":{"bindings":{"url":{"source":"vitrine/product","args":{"asin":"B0EXAMPLE1","field":"url"}}}}}
 *
 * A bound block is a product element for the visitor script (the data attributes of Links::data()),
 * so its link is click-tracked and geotargeted like the shortcode's, and the page gets the
 * affiliate disclosure. A product that is missing or unpublished leaves the block's saved content.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class ProductBinding {
	public const SOURCE = 'vitrine/product';

	/** Field => what it gives: text, an address or a link attribute. */
	public const FIELDS = array( 'title', 'price', 'image', 'url', 'rel', 'target' );

	/** Block attributes that hold rich text: their value is HTML, so plain text is escaped for them. */
	private const RICH_TEXT = array( 'content', 'text', 'caption' );

	public static function register(): void {
		// 6.9 brought the bindings of the four core blocks' attributes this source fills in and the
		// editor's display of server sources; before it the blocks keep their saved content.
		if ( ! function_exists( 'get_block_bindings_supported_attributes' ) ) {
			return;
		}
		add_action( 'init', array( self::class, 'register_source' ) );
		add_filter( 'render_block', array( self::class, 'mark' ), 10, 2 );
	}

	public static function register_source(): void {
		register_block_bindings_source(
			self::SOURCE,
			array(
				'label'              => __( 'Vitrine product', 'vitrine' ),
				'get_value_callback' => array( self::class, 'value' ),
			)
		);
	}

	/**
	 * The product the binding arguments name: `id` (a product post) or `asin`; published only.
	 *
	 * @param array<string, mixed> $args
	 * @return array<string, mixed>|null
	 */
	public static function product( array $args ): ?array {
		if ( isset( $args['id'] ) && is_numeric( $args['id'] ) ) {
			return Catalogue::product( (int) $args['id'] );
		}
		return isset( $args['asin'] ) && is_string( $args['asin'] ) ? Catalogue::by_asin( $args['asin'] ) : null;
	}

	/**
	 * The bound value. Null (the block keeps its saved content) for an unknown product or field.
	 *
	 * @param array<string, mixed> $args           The binding's arguments.
	 * @param mixed                $block          The block instance (unused: the product is named in $args).
	 * @param string               $attribute_name The bound attribute.
	 */
	public static function value( array $args, $block = null, string $attribute_name = '' ): ?string {
		$product = self::product( $args );
		$field   = (string) ( $args['field'] ?? $args['key'] ?? '' ); // `key` is what 6.9's own sources accepted first.
		if ( ! $product ) {
			return null;
		}
		$value = match ( $field ) {
			'title'  => self::text( (string) $product['title'] ),
			'price'  => Renderer::price_text( $product ),
			'image'  => (string) $product['image'],
			'url'    => Links::product_url( $product ),
			'rel'    => Links::REL,
			'target' => '_blank',
			default  => null,
		};
		if ( null === $value || '' === $value ) {
			return null;
		}
		return in_array( $attribute_name, self::RICH_TEXT, true ) ? esc_html( $value ) : $value;
	}

	/**
	 * Plain text from a stored title: WordPress keeps `&` as `&amp;` in post titles, and the HTML API
	 * escapes attribute values itself, so the entity is decoded once rather than escaped twice.
	 */
	private static function text( string $stored ): string {
		return html_entity_decode( $stored, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * The first binding of a parsed block that names a product, if any.
	 *
	 * @param array<string, mixed> $block
	 * @return array<string, mixed>|null Its arguments.
	 */
	public static function binding( array $block ): ?array {
		$bindings = $block['attrs']['metadata']['bindings'] ?? null;
		foreach ( is_array( $bindings ) ? $bindings : array() as $binding ) {
			if ( is_array( $binding ) && self::SOURCE === ( $binding['source'] ?? '' ) && is_array( $binding['args'] ?? null ) ) {
				return $binding['args'];
			}
		}
		return null;
	}

	/**
	 * Makes a bound block a product element: the product data on its outer tag (click tracking and
	 * geotargeting read it there), the button class on a Button's link so clicks count as buttons,
	 * and the links script and disclosure for the page.
	 *
	 * @param string               $html  The rendered block.
	 * @param array<string, mixed> $block The parsed block.
	 */
	public static function mark( $html, $block = array() ) {
		$args    = is_string( $html ) && '' !== $html && is_array( $block ) ? self::binding( $block ) : null;
		$product = null === $args ? null : self::product( $args );
		if ( ! $product ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$tags->add_class( 'vitrine-product' );
		foreach ( Links::data( $product ) as $name => $value ) {
			$tags->set_attribute( $name, self::text( $value ) );
		}
		if ( 'core/button' === ( $block['blockName'] ?? '' ) && $tags->next_tag( 'A' ) ) {
			$tags->add_class( 'vitrine-product__button' );
		}
		Frontend::used();
		return $tags->get_updated_html();
	}
}
