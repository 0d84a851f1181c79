<?php
/**
 * Why a payment button could not work, for the site owner: a provider without settings, or Stripe
 * that could not be reached or refused the request. Visitors only ever see a plain "not available"
 * message; the owner sees this admin notice with the reason and a link to the settings, until the
 * settings are saved again or a payment session succeeds.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class PaymentProblems {
	public const OPTION = 'vitrine_payment_problems';

	/** Remembers a problem of a provider ('paypal' or 'stripe'); writes only when it changed. */
	public static function record( string $provider, string $message ): void {
		$all = self::all();
		if ( ( $all[ $provider ]['message'] ?? '' ) === $message ) {
			return;
		}
		$all[ $provider ] = array( 'message' => $message, 'time' => time() );
		update_option( self::OPTION, $all, false );
	}

	/**
	 * Why a button of this provider cannot work with the saved settings, or '' when it can.
	 *
	 * @param string $provider  'paypal' or 'stripe'.
	 * @param string $button_id The button's saved id (Stripe sessions name the button by it).
	 */
	public static function missing_settings( string $provider, string $button_id ): string {
		$settings = PaymentSettings::all();
		if ( 'stripe' === $provider && ( '' === $settings['stripe_secret_key'] || '' === $button_id ) ) {
			return __( 'No Stripe secret key is saved, so Stripe buttons show visitors that card payment is not available.', 'vitrine' );
		}
		if ( 'stripe' !== $provider && '' === $settings['paypal_email'] ) {
			return __( 'No PayPal business email is saved, so PayPal buttons show visitors that payment is not available.', 'vitrine' );
		}
		return '';
	}

	/**
	 * On saving a published post: remembers the problem of each payment button in it that cannot work
	 * with the saved settings. Done at save time, never when a visitor views the page.
	 */
	public static function record_for_post( int $post_id, \WP_Post $post ): void {
		if ( 'publish' !== $post->post_status || ! has_block( PaymentBlock::NAME, $post ) ) {
			return;
		}
		foreach ( PaymentBlock::buttons( parse_blocks( $post->post_content ) ) as $attrs ) {
			$item      = PaymentBlock::item( $attrs );
			$button_id = (string) ( $attrs['buttonId'] ?? '' );
			$problem   = $item && '' !== $button_id ? self::missing_settings( $item['provider'], $button_id ) : '';
			if ( '' !== $problem ) {
				self::record( $item['provider'], $problem );
			}
		}
	}

	public static function clear( string $provider = '' ): void {
		$all = '' === $provider ? array() : array_diff_key( self::all(), array( $provider => true ) );
		if ( $all !== self::all() ) {
			update_option( self::OPTION, $all, false );
		}
	}

	/** @return array<string, array{message: string, time: int}> */
	public static function all(): array {
		$saved = get_option( self::OPTION, array() );
		return is_array( $saved ) ? $saved : array();
	}

	/** The admin notice, for people who can change the settings. */
	public static function notice(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		foreach ( self::all() as $provider => $problem ) {
			printf(
				'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s <a href="%3$s">%4$s</a></p></div>',
				/* translators: %s: PayPal or Stripe. */
				esc_html( sprintf( __( 'Vitrine payment buttons (%s):', 'vitrine' ), 'paypal' === $provider ? 'PayPal' : 'Stripe' ) ),
				esc_html( (string) ( $problem['message'] ?? '' ) ),
				esc_url( admin_url( 'options-general.php?page=' . SettingsPage::SLUG ) ),
				esc_html__( 'Open the payment settings', 'vitrine' )
			);
		}
	}
}
