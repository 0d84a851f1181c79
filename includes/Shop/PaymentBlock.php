<?php
/**
 * The saved payment button a request names: found in the published post's content by its buttonId,
 * so the item, amount and currency charged are the ones the owner saved, never what a browser sends.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class PaymentBlock {
	public const NAME = 'vitrine/payment-buttons';

	/** Currencies without minor units at Stripe (amounts are whole numbers). */
	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/**
	 * The saved and checked attributes of the button, or null when the post cannot be read by this
	 * visitor or holds no such button.
	 *
	 * @return array{item: string, amount: string, currency: string, provider: string}|null
	 */
	public static function find( int $post_id, string $button_id ): ?array {
		$post = get_post( $post_id );
		if ( ! $post || ! is_post_publicly_viewable( $post ) || post_password_required( $post ) ) {
			return null;
		}
		foreach ( self::buttons( parse_blocks( $post->post_content ) ) as $attrs ) {
			if ( (string) ( $attrs['buttonId'] ?? '' ) === $button_id ) {
				return self::item( $attrs );
			}
		}
		return null;
	}

	/**
	 * Every payment button's attributes in parsed blocks, inner blocks included.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return array<int, array<string, mixed>>
	 */
	public static function buttons( array $blocks ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			if ( self::NAME === ( $block['blockName'] ?? '' ) ) {
				$found[] = (array) ( $block['attrs'] ?? array() );
			}
			array_push( $found, ...self::buttons( $block['innerBlocks'] ?? array() ) );
		}
		return $found;
	}

	/**
	 * The item a button sells, or null when its saved amount or currency cannot be charged.
	 *
	 * @param array<string, mixed> $attrs Block attributes.
	 * @return array{item: string, amount: string, currency: string, provider: string}|null
	 */
	public static function item( array $attrs ): ?array {
		$amount   = trim( (string) ( $attrs['amount'] ?? '' ) );
		$currency = strtoupper( trim( (string) ( $attrs['currency'] ?? 'USD' ) ) );
		$item     = trim( wp_strip_all_tags( (string) ( $attrs['itemName'] ?? '' ) ) );
		if ( ! preg_match( '/^\d{1,7}(\.\d{1,2})?$/', $amount ) || (float) $amount <= 0 || ! preg_match( '/^[A-Z]{3}$/', $currency ) || '' === $item ) {
			return null;
		}
		return array(
			'item'     => substr( $item, 0, 127 ),
			'amount'   => number_format( (float) $amount, in_array( $currency, self::ZERO_DECIMAL, true ) ? 0 : 2, '.', '' ),
			'currency' => $currency,
			'provider' => 'stripe' === ( $attrs['provider'] ?? 'paypal' ) ? 'stripe' : 'paypal',
		);
	}

	/** The amount in the currency's smallest unit, as Stripe expects it ("12.50" USD -> 1250). */
	public static function minor_units( string $amount, string $currency ): int {
		return in_array( $currency, self::ZERO_DECIMAL, true ) ? (int) round( (float) $amount ) : (int) round( (float) $amount * 100 );
	}
}
