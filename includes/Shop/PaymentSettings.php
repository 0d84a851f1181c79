<?php
/**
 * The payment buttons' settings (one option): PayPal business email and sandbox switch, Stripe keys
 * and test mode. The Stripe secret key is only ever read on the server; a blank field on save keeps
 * the saved key, so the settings page never has to print it.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class PaymentSettings {
	public const OPTION = 'vitrine_payments';

	/** @return array{paypal_email: string, paypal_sandbox: bool, stripe_publishable_key: string, stripe_secret_key: string} */
	public static function all(): array {
		$saved = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $saved ) ? $saved : array() );
	}

	public static function paypal_email(): string {
		return self::all()['paypal_email'];
	}

	public static function stripe_secret(): string {
		return self::all()['stripe_secret_key'];
	}

	/**
	 * @param array<string, mixed> $input  Raw values (the settings form or the option).
	 * @param array<string, mixed> $stored The saved values, kept where the form left a key blank.
	 * @return array{paypal_email: string, paypal_sandbox: bool, stripe_publishable_key: string, stripe_secret_key: string}
	 */
	public static function sanitize( array $input, array $stored = array() ): array {
		$email  = sanitize_email( (string) ( $input['paypal_email'] ?? '' ) );
		$public = trim( (string) ( $input['stripe_publishable_key'] ?? '' ) );
		$secret = trim( (string) ( $input['stripe_secret_key'] ?? '' ) );
		if ( '' === $secret && ! empty( $stored['stripe_secret_key'] ) && empty( $input['stripe_secret_clear'] ) ) {
			$secret = (string) $stored['stripe_secret_key'];
		}
		return array(
			'paypal_email'           => is_email( $email ) ? $email : '',
			'paypal_sandbox'         => ! empty( $input['paypal_sandbox'] ),
			'stripe_publishable_key' => self::key( $public, array( 'pk_test_', 'pk_live_' ) ),
			'stripe_secret_key'      => self::key( $secret, array( 'sk_test_', 'sk_live_', 'rk_test_', 'rk_live_' ) ),
		);
	}

	/** A Stripe key with one of the prefixes and only key characters, or ''. */
	public static function key( string $value, array $prefixes ): string {
		foreach ( $prefixes as $prefix ) {
			if ( str_starts_with( $value, $prefix ) && preg_match( '/^[A-Za-z0-9_]{12,255}$/', $value ) ) {
				return $value;
			}
		}
		return '';
	}

	/** "…1234" so an owner can tell which key is saved without seeing it. */
	public static function masked( string $key ): string {
		return '' === $key ? '' : '…' . substr( $key, -4 );
	}
}
