<?php
/**
 * Creates a Stripe Checkout Session on the server (POST /v1/checkout/sessions, form-encoded, secret
 * key as Bearer token) for one saved item, and answers its hosted payment page's address. The API
 * base is filterable (vitrine_stripe_api_base), so tests can answer through pre_http_request.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

final class Stripe {
	public static function api_base(): string {
		return untrailingslashit( (string) apply_filters( 'vitrine_stripe_api_base', 'https://api.stripe.com' ) );
	}

	/**
	 * @param array{item: string, amount: string, currency: string} $item  What the saved button sells.
	 * @param string                                                 $page  Where the buyer comes back to.
	 * @return string|\WP_Error The Checkout page's URL, or why there is none (code vitrine_payment_*).
	 */
	public static function create_session( array $item, string $page ): string|\WP_Error {
		$secret = PaymentSettings::stripe_secret();
		if ( '' === $secret ) {
			PaymentProblems::record( 'stripe', __( 'No Stripe secret key is saved, so Stripe buttons show visitors that card payment is not available.', 'vitrine' ) );
			return new \WP_Error( 'vitrine_payment_not_configured', 'missing key' );
		}
		$response = wp_remote_post(
			self::api_base() . '/v1/checkout/sessions',
			array(
				'timeout' => 15,
				'headers' => array( 'Authorization' => 'Bearer ' . $secret ),
				'body'    => array(
					'mode'        => 'payment',
					'success_url' => add_query_arg( 'vitrine-payment', 'done', $page ),
					'cancel_url'  => add_query_arg( 'vitrine-payment', 'cancelled', $page ),
					'line_items'  => array(
						array(
							'quantity'   => 1,
							'price_data' => array(
								'currency'     => strtolower( $item['currency'] ),
								'unit_amount'  => PaymentBlock::minor_units( $item['amount'], $item['currency'] ),
								'product_data' => array( 'name' => $item['item'] ),
							),
						),
					),
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the connection error. */
			PaymentProblems::record( 'stripe', sprintf( __( 'Stripe could not be reached from this server (%s). Visitors are told that card payment is not available.', 'vitrine' ), $response->get_error_message() ) );
			return new \WP_Error( 'vitrine_payment_unreachable', $response->get_error_message() );
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$url  = is_array( $body ) ? (string) ( $body['url'] ?? '' ) : '';
		if ( 200 !== $code || ! str_starts_with( $url, 'https://' ) ) {
			$reason = is_array( $body ) ? (string) ( $body['error']['message'] ?? '' ) : '';
			/* translators: 1: HTTP status, 2: Stripe's message. */
			PaymentProblems::record( 'stripe', sprintf( __( 'Stripe refused to create a payment session (HTTP %1$d: %2$s).', 'vitrine' ), $code, '' !== $reason ? $reason : __( 'no message', 'vitrine' ) ) );
			return new \WP_Error( 'vitrine_payment_refused', $reason );
		}
		PaymentProblems::clear( 'stripe' );
		return $url;
	}
}
