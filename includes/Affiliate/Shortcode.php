<?php
/**
 * [vitrine_product]: one tag, six variants.
 *
 *   [vitrine_product box="ASIN[,ASIN...]" template="vertical"]
 *   [vitrine_product link="ASIN" text="optional link text"]
 *   [vitrine_product fields="ASIN" value="price"]
 *   [vitrine_product bestseller="keywords" items="3"]
 *   [vitrine_product new="keywords" items="3"]
 *   [vitrine_product table="123"]
 *
 * A reference to something that is not in the catalogue shows a notice to editors and nothing to
 * visitors, so a page never breaks.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Shortcode {
	public const TAG      = 'vitrine_product';
	public const VARIANTS = array( 'box', 'link', 'fields', 'bestseller', 'new', 'table' );

	/**
	 * @param array<string, string>|string $atts
	 */
	public static function render( $atts ): string {
		$atts    = is_array( $atts ) ? array_change_key_case( $atts, CASE_LOWER ) : array();
		$variant = '';
		foreach ( self::VARIANTS as $candidate ) {
			if ( isset( $atts[ $candidate ] ) && '' !== trim( (string) $atts[ $candidate ] ) ) {
				$variant = $candidate;
				break;
			}
		}
		if ( '' === $variant ) {
			return self::notice( __( 'The product shortcode needs one of box, link, fields, bestseller, new or table.', 'vitrine' ) );
		}
		$value    = trim( (string) $atts[ $variant ] );
		$template = in_array( $atts['template'] ?? '', Renderer::TEMPLATES, true ) ? (string) $atts['template'] : 'default';
		$html     = match ( $variant ) {
			'box'                => self::boxes( $value, $template ),
			'link'               => self::single( $value, static fn( $p ) => Renderer::link( $p, sanitize_text_field( (string) ( $atts['text'] ?? '' ) ) ) ),
			'fields'             => self::fields( $value, (string) ( $atts['value'] ?? '' ) ),
			'bestseller', 'new'  => self::listing( $variant, $value, (int) ( $atts['items'] ?? 3 ), $template ),
			default              => self::table( $value ),
		};
		return $html;
	}

	private static function boxes( string $value, string $template ): string {
		$html = '';
		foreach ( array_filter( array_map( 'trim', explode( ',', $value ) ) ) as $asin ) {
			$html .= self::single( $asin, static fn( $p ) => Renderer::box( $p, $template ) );
		}
		return $html && str_contains( $html, 'vitrine-product--box' ) ? $html . Frontend::disclose() : $html;
	}

	private static function single( string $asin, callable $render ): string {
		$product = Catalogue::by_asin( $asin );
		if ( ! $product ) {
			/* translators: %s: the ASIN given in the shortcode */
			return self::notice( sprintf( __( 'No product with the ASIN "%s" is in the catalogue.', 'vitrine' ), $asin ) );
		}
		Frontend::used();
		return $render( $product );
	}

	private static function fields( string $asin, string $value ): string {
		if ( ! in_array( $value, Renderer::FIELDS, true ) ) {
			/* translators: 1: the value given, 2: the allowed values */
			return self::notice( sprintf( __( 'The field value "%1$s" is not one of: %2$s.', 'vitrine' ), $value, implode( ', ', Renderer::FIELDS ) ) );
		}
		return self::single( $asin, static fn( $p ) => Renderer::field( $p, $value ) );
	}

	private static function listing( string $list, string $keywords, int $items, string $template ): string {
		$products = Catalogue::listing( $list, $keywords, $items );
		if ( ! $products ) {
			/* translators: %s: keywords */
			return self::notice( sprintf( __( 'No product in the catalogue matches "%s".', 'vitrine' ), $keywords ) );
		}
		Frontend::used();
		return Renderer::listing( $list, $products, $template ) . Frontend::disclose();
	}

	private static function table( string $id ): string {
		$table = ctype_digit( $id ) ? Catalogue::table( (int) $id ) : null;
		if ( ! $table ) {
			/* translators: %s: the table id given in the shortcode */
			return self::notice( sprintf( __( 'There is no comparison table with the id "%s".', 'vitrine' ), $id ) );
		}
		$notice = $table['missing'] ? self::notice(
			/* translators: %s: list of ASINs */
			sprintf( __( 'These products of the table are not in the catalogue: %s.', 'vitrine' ), implode( ', ', $table['missing'] ) )
		) : '';
		if ( ! $table['products'] ) {
			return $notice;
		}
		Frontend::used();
		return $notice . Renderer::table( $table ) . Frontend::disclose();
	}

	/**
	 * The shortcode attributes for the block's attributes (the rules of src/affiliate/shortcode.ts),
	 * or an empty array when no variant is chosen or its value is missing.
	 *
	 * @param array<string, mixed> $block Block attributes.
	 * @return array<string, string>
	 */
	public static function block_atts( array $block ): array {
		$variant = (string) ( $block['display_variant'] ?? '' );
		if ( ! in_array( $variant, self::VARIANTS, true ) ) {
			return array();
		}
		$clean = static fn( $v ) => trim( (string) preg_replace( '/["\'\[\]<>\r\n\\\\]/', '', (string) $v ) );
		$atts  = array();
		if ( in_array( $variant, array( 'box', 'link', 'fields' ), true ) ) {
			$atts[ $variant ] = strtoupper( (string) preg_replace( '/\s+/', '', $clean( $block['asin'] ?? '' ) ) );
		} elseif ( 'table' === $variant ) {
			$atts[ $variant ] = (string) preg_replace( '/\D/', '', $clean( $block['table'] ?? '' ) );
		} else {
			$atts[ $variant ] = $clean( $block['keywords'] ?? '' );
			$items            = (int) ( $block['items'] ?? 0 );
			if ( $items > 0 ) {
				$atts['items'] = (string) min( 10, $items );
			}
		}
		if ( '' === $atts[ $variant ] ) {
			return array();
		}
		if ( 'fields' === $variant ) {
			$atts['value'] = $clean( $block['field_value'] ?? '' );
		}
		$template = $clean( $block['template'] ?? '' );
		if ( '' !== $template && 'default' !== $template ) {
			$atts['template'] = $template;
		}
		return $atts;
	}

	/** A message for people who can fix the page; visitors see nothing. */
	public static function notice( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return '<p class="vitrine-affiliate-notice" role="note"><strong>' . esc_html__( 'Affiliate product:', 'vitrine' ) . '</strong> ' . esc_html( $message ) . '</p>';
	}
}
