<?php
/**
 * Affiliate URLs and the attributes every affiliate link carries.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Links {
	public const REL = 'sponsored nofollow noopener';

	/**
	 * The product's detail page on the site's store, always with the store's tracking id as `tag`
	 * (geotargeting needs it, and Amazon pays only for tagged links).
	 *
	 * @param array<string, mixed> $product
	 */
	public static function product_url( array $product ): string {
		$url = (string) ( $product['url'] ?? '' );
		if ( '' === $url || ! self::is_retailer( $url ) ) {
			$url = 'https://' . Stores::host( (string) Settings::get( 'store' ) ) . '/dp/' . rawurlencode( (string) $product['asin'] ) . '/';
		}
		return self::with_tag( $url );
	}

	public static function prime_url(): string {
		return self::with_tag( 'https://' . Stores::host( (string) Settings::get( 'store' ) ) . '/gp/prime/' );
	}

	public static function with_tag( string $url ): string {
		$tag = Settings::tracking_id();
		return '' === $tag ? $url : add_query_arg( 'tag', rawurlencode( $tag ), remove_query_arg( 'tag', $url ) );
	}

	/** Amazon's own hosts: amazon.* and the amzn.* short links, with or without www. */
	public static function is_retailer( string $url ): bool {
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		return (bool) preg_match( '/^(www\.)?(amazon|amzn)\.[a-z.]{2,10}$/', $host );
	}

	/**
	 * An affiliate link: the markup attributes are escaped here, once.
	 *
	 * @param array<string, string> $extra More attributes (already plain values, escaped here).
	 */
	public static function anchor( string $url, string $class, string $inner_html, array $extra = array() ): string {
		$attrs = array_merge(
			array(
				'href'   => $url,
				'class'  => $class,
				'rel'    => self::REL,
				'target' => '_blank',
			),
			$extra
		);
		$html  = '';
		foreach ( $attrs as $name => $value ) {
			$html .= sprintf( ' %s="%s"', $name, 'href' === $name ? esc_url( $value ) : esc_attr( $value ) );
		}
		return '<a' . $html . '>' . $inner_html . '</a>';
	}

	/**
	 * The product element data that click tracking and geotargeting read.
	 *
	 * @param array<string, mixed> $product
	 * @return array<string, string>
	 */
	public static function data( array $product ): array {
		return array(
			'data-vitrine-product-id'    => (string) $product['id'],
			'data-vitrine-tracking-id'   => Settings::tracking_id(),
			'data-vitrine-product-asin'  => (string) $product['asin'],
			'data-vitrine-product-title' => (string) $product['title'],
			'data-vitrine-geotargeting'  => '1',
		);
	}

	/** @param array<string, string> $attrs */
	public static function attributes( array $attrs ): string {
		$html = '';
		foreach ( $attrs as $name => $value ) {
			$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		return $html;
	}
}
