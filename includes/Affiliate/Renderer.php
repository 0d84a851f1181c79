<?php
/**
 * The markup of every shortcode variant. Everything printed is escaped here; links carry the
 * product element data (on the product element, or on the link itself in tables), the class that
 * tells click tracking the link type, rel="sponsored nofollow noopener" and the geotargeting marker.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Renderer {
	public const TEMPLATES = array( 'default', 'vertical', 'list' );
	public const FIELDS    = array( 'title', 'price', 'rating', 'image', 'prime', 'button', 'url', 'features', 'asin' );

	/** Whether an Amazon price was printed, so the disclosure adds Amazon's price disclaimer. */
	private static bool $amazon_price = false;

	/** @param array<string, mixed> $product */
	public static function box( array $product, string $template, string $ribbon = '' ): string {
		$url  = Links::product_url( $product );
		$html = '<div class="' . esc_attr( "vitrine-product vitrine-product--box vitrine-template-$template" ) . '"' . Links::attributes( Links::data( $product ) ) . '>';
		if ( '' !== $ribbon ) {
			$html .= '<span class="vitrine-product__ribbon">' . esc_html( $ribbon ) . '</span>';
		}
		$html .= self::thumbnail( $product, $url, 'vitrine-product__thumb' );
		$html .= '<div class="vitrine-product__body">';
		$html .= '<h3 class="vitrine-product__heading">' . Links::anchor( $url, 'vitrine-product__title', esc_html( $product['title'] ) ) . '</h3>';
		$html .= self::rating( $product, $url );
		if ( $product['features'] && 'list' !== $template ) {
			$html .= self::features( $product );
		}
		$html .= '<div class="vitrine-product__footer">' . self::price( $product ) . self::prime( $product ) . self::button( $product, $url ) . '</div>';
		return $html . '</div></div>';
	}

	/** @param array<string, mixed> $product */
	public static function link( array $product, string $text = '' ): string {
		$text = '' !== $text ? $text : (string) $product['title'];
		return '<span class="vitrine-product vitrine-product--link"' . Links::attributes( Links::data( $product ) ) . '>'
			. Links::anchor( Links::product_url( $product ), 'vitrine-product__link', esc_html( $text ) ) . '</span>';
	}

	/** @param array<string, mixed> $product */
	public static function field( array $product, string $value ): string {
		$url   = Links::product_url( $product );
		$inner = match ( $value ) {
			'title'    => Links::anchor( $url, 'vitrine-product__link', esc_html( $product['title'] ) ),
			'price'    => self::price( $product ),
			'rating'   => self::rating( $product, $url ),
			'image'    => self::thumbnail( $product, $url, 'vitrine-product__thumb' ),
			'prime'    => self::prime( $product ),
			'button'   => self::button( $product, $url ),
			'url'      => esc_html( $url ),
			'features' => self::features( $product ),
			default    => esc_html( $product['asin'] ),
		};
		return '<span class="' . esc_attr( "vitrine-product vitrine-product--field vitrine-product--field-$value" ) . '"' . Links::attributes( Links::data( $product ) ) . '>' . $inner . '</span>';
	}

	/**
	 * @param array<int, array<string, mixed>> $products
	 */
	public static function listing( string $list, array $products, string $template ): string {
		$html = '<div class="' . esc_attr( "vitrine-product-list vitrine-product-list--$list" ) . '">';
		foreach ( $products as $index => $product ) {
			/* translators: %d: position in the bestseller list */
			$ribbon = 'new' === $list ? __( 'New', 'vitrine' ) : sprintf( __( 'Bestseller No. %d', 'vitrine' ), $index + 1 );
			$html  .= self::box( $product, $template, $ribbon );
		}
		return $html . '</div>';
	}

	/**
	 * A comparison table's row headings as visitors read them, by row (Catalogue::TABLE_ROWS); the
	 * table's edit screen names its row choices the same way.
	 *
	 * @return array<string, string>
	 */
	public static function table_row_labels(): array {
		return array(
			'thumbnail' => __( 'Product', 'vitrine' ),
			'title'     => __( 'Name', 'vitrine' ),
			'rating'    => __( 'Rating', 'vitrine' ),
			'price'     => __( 'Price', 'vitrine' ),
			'prime'     => __( 'Prime', 'vitrine' ),
			'features'  => __( 'Features', 'vitrine' ),
			'button'    => __( 'Offer', 'vitrine' ),
		);
	}

	/** @param array{id: int, title: string, rows: string[], products: array<int, array<string, mixed>>} $table */
	public static function table( array $table ): string {
		$labels = self::table_row_labels();
		$html   = '<div class="vitrine-table-wrap" role="region" tabindex="0" aria-label="' . esc_attr( $table['title'] ) . '">'
			. '<table class="vitrine-table"><caption>' . esc_html( $table['title'] ) . '</caption><tbody>';
		foreach ( $table['rows'] as $row ) {
			$html .= '<tr class="' . esc_attr( "vitrine-table__row vitrine-table__row--$row" ) . '"><th scope="row">' . esc_html( $labels[ $row ] ) . '</th>';
			foreach ( $table['products'] as $product ) {
				$url  = Links::product_url( $product );
				$data = Links::data( $product );
				$cell = match ( $row ) {
					'thumbnail' => self::thumbnail( $product, $url, 'vitrine-table__link', $data ),
					'title'     => Links::anchor( $url, 'vitrine-product__title', esc_html( $product['title'] ), $data ),
					'rating'    => self::rating( $product, $url, $data ),
					'price'     => self::price( $product ),
					'prime'     => self::prime( $product, $data ),
					'features'  => self::features( $product ),
					default     => self::button( $product, $url, $data ),
				};
				$class = 'thumbnail' === $row ? 'vitrine-table__thumb' : 'vitrine-table__cell';
				$html .= '<td class="' . $class . '">' . $cell . '</td>';
			}
			$html .= '</tr>';
		}
		return $html . '</tbody></table></div>';
	}

	public static function disclosure(): string {
		$text = Settings::disclosure();
		if ( self::$amazon_price ) {
			$text .= ' ' . __( 'Product prices and availability are accurate as of the date/time indicated and are subject to change. Any price and availability information displayed on Amazon at the time of purchase will apply to the purchase of this product.', 'vitrine' );
		}
		return '<p class="vitrine-disclosure">' . esc_html( $text ) . '</p>';
	}

	/**
	 * @param array<string, mixed>  $product
	 * @param array<string, string> $data
	 */
	private static function thumbnail( array $product, string $url, string $class, array $data = array() ): string {
		if ( '' === (string) $product['image'] ) {
			return '';
		}
		$img = sprintf(
			'<img src="%s" alt="%s" width="160" height="160" loading="lazy" decoding="async">',
			esc_url( $product['image'] ),
			esc_attr( $product['title'] )
		);
		return Links::anchor( $url, $class, $img, $data );
	}

	/**
	 * @param array<string, mixed>  $product
	 * @param array<string, string> $data
	 */
	private static function rating( array $product, string $url, array $data = array() ): string {
		if ( null === $product['rating'] ) {
			return '';
		}
		$rating = (float) $product['rating'];
		/* translators: 1: rating such as 4.5, 2: number of reviews */
		$label = sprintf( _n( 'Rated %1$s out of 5, %2$d review', 'Rated %1$s out of 5, %2$d reviews', (int) $product['reviews'], 'vitrine' ), number_format_i18n( $rating, 1 ), (int) $product['reviews'] );
		$stars = '<span class="vitrine-stars" style="--vitrine-rating:' . esc_attr( (string) round( $rating * 20 ) ) . '%" aria-hidden="true"></span>'
			. '<span class="vitrine-product__reviews" aria-hidden="true">(' . esc_html( number_format_i18n( (int) $product['reviews'] ) ) . ')</span>';
		return Links::anchor( $url, 'vitrine-product__rating', $stars, $data + array( 'aria-label' => $label ) );
	}

	/**
	 * The price; an Amazon price with its savings and the time Amazon gave it (Amazon's rules ask
	 * for a date/time stamp next to any price not refreshed hourly). The stamp is the same for every
	 * visitor, so the page stays cacheable.
	 *
	 * @param array<string, mixed> $product
	 */
	private static function price( array $product ): string {
		if ( '' === (string) $product['price'] ) {
			return '';
		}
		$html = '<span class="vitrine-product__price">' . esc_html( $product['price'] ) . '</span>';
		if ( 'amazon' !== ( $product['source'] ?? '' ) || (int) ( $product['fetched_at'] ?? 0 ) <= 0 ) {
			return $html;
		}
		self::$amazon_price = true;
		if ( '' !== (string) ( $product['savings'] ?? '' ) ) {
			/* translators: %s: amount saved, e.g. "$5.00 (20%)" */
			$html .= '<span class="vitrine-product__savings">' . esc_html( sprintf( __( 'You save %s', 'vitrine' ), $product['savings'] ) ) . '</span>';
		}
		$time  = (int) $product['fetched_at'];
		$stamp = '<time datetime="' . esc_attr( gmdate( 'c', $time ) ) . '">' . esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T', $time ) ) . '</time>';
		/* translators: %s: date and time */
		return '<span class="vitrine-product__offer">' . $html . '<span class="vitrine-product__updated">' . sprintf( esc_html__( 'Price as of %s', 'vitrine' ), $stamp ) . '</span></span>';
	}

	/**
	 * The price as plain text for places that print text only (the `vitrine/product` block binding,
	 * docs/affiliate.md): an Amazon price carries its date the way price() prints it, and notes the
	 * disclaimer the disclosure adds. Empty when there is no price to show.
	 *
	 * @param array<string, mixed> $product
	 */
	public static function price_text( array $product ): string {
		$price = (string) $product['price'];
		if ( '' === $price || 'amazon' !== ( $product['source'] ?? '' ) || (int) ( $product['fetched_at'] ?? 0 ) <= 0 ) {
			return $price;
		}
		self::$amazon_price = true;
		$time               = (int) $product['fetched_at'];
		/* translators: 1: price, 2: date and time */
		return sprintf( __( '%1$s (Price as of %2$s)', 'vitrine' ), $price, wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T', $time ) );
	}

	/**
	 * @param array<string, mixed>  $product
	 * @param array<string, string> $data
	 */
	private static function prime( array $product, array $data = array() ): string {
		if ( ! $product['prime'] ) {
			return '';
		}
		return Links::anchor( Links::prime_url(), 'vitrine-product__prime', esc_html__( 'prime', 'vitrine' ), $data + array( 'aria-label' => __( 'Amazon Prime', 'vitrine' ) ) );
	}

	/**
	 * @param array<string, mixed>  $product
	 * @param array<string, string> $data
	 */
	private static function button( array $product, string $url, array $data = array() ): string {
		$inner = esc_html( Settings::button_text() ) . '<span class="vitrine-sr-only">: ' . esc_html( $product['title'] ) . '</span>';
		return Links::anchor( $url, 'vitrine-product__button', $inner, $data );
	}

	/** @param array<string, mixed> $product */
	private static function features( array $product ): string {
		if ( ! $product['features'] ) {
			return '';
		}
		return '<ul class="vitrine-product__features"><li>' . implode( '</li><li>', array_map( 'esc_html', $product['features'] ) ) . '</li></ul>';
	}
}
