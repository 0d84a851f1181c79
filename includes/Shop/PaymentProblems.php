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
		// The demo's own buttons are no sign the owner chose a provider (docs/shop.md).
		if ( 'publish' !== $post->post_status || ! has_block( PaymentBlock::NAME, $post ) || get_post_meta( $post_id, \Vitrine\Lifecycle\Demo\Ledger::META, true ) ) {
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

	/**
	 * Whether the notice shows on a screen: the payment settings and the Vitrine dashboard (which
	 * also lists it among its problems), never every screen (docs/admin.md, "Notices").
	 */
	public static function concerns( string $screen_id ): bool {
		return \Vitrine\Admin\Menu::is_screen( $screen_id, SettingsPage::SLUG ) || \Vitrine\Admin\Menu::is_screen( $screen_id, \Vitrine\Admin\Menu::SLUG );
	}

	public const DISMISS = 'vitrine_dismiss_payment_problem';

	/** What a dismissal remembers: this problem, so a new or changed one shows again. */
	private static function signature( string $provider, array $problem ): string {
		return md5( $provider . '|' . ( $problem['message'] ?? '' ) . '|' . ( $problem['time'] ?? 0 ) );
	}

	/**
	 * The admin notice, for people who can change the settings, on the screens it concerns only
	 * (never on every screen), until they dismiss it or the problem is solved.
	 */
	public static function notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! current_user_can( 'manage_options' ) || ! $screen || ! self::concerns( $screen->id ) ) {
			return;
		}
		$dismissed = (array) get_user_option( self::DISMISS );
		foreach ( self::all() as $provider => $problem ) {
			$signature = self::signature( $provider, $problem );
			if ( in_array( $signature, $dismissed, true ) ) {
				continue;
			}
			// A button without settings is a warning; a provider that failed a visitor is an error.
			$missing = (string) ( $problem['message'] ?? '' ) === self::missing_settings( $provider, 'any' );
			printf(
				'<div class="notice %1$s"><p><strong>%2$s</strong> %3$s <a href="%4$s">%5$s</a> · <a href="%6$s">%7$s</a></p></div>',
				$missing ? 'notice-warning' : 'notice-error',
				/* translators: %s: PayPal or Stripe. */
				esc_html( sprintf( __( 'Vitrine payment buttons (%s):', 'vitrine' ), 'paypal' === $provider ? 'PayPal' : 'Stripe' ) ),
				esc_html( (string) ( $problem['message'] ?? '' ) ),
				esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG ) ),
				esc_html__( 'Open the payment settings', 'vitrine' ),
				esc_url( wp_nonce_url( add_query_arg( array( 'action' => self::DISMISS, 'problem' => $signature ), admin_url( 'admin-post.php' ) ), self::DISMISS ) ),
				esc_html__( 'Dismiss', 'vitrine' )
			);
		}
	}

	/** admin-post.php: remembers, for this user, that they saw this problem; back to where they were. */
	public static function dismiss(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to do this.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::DISMISS );
		$signature = sanitize_key( wp_unslash( $_GET['problem'] ?? '' ) );
		$dismissed = array_slice( array_filter( (array) get_user_option( self::DISMISS ) ), -20 );
		if ( '' !== $signature && ! in_array( $signature, $dismissed, true ) ) {
			$dismissed[] = $signature;
			update_user_option( get_current_user_id(), self::DISMISS, $dismissed );
		}
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
		exit;
	}
}
