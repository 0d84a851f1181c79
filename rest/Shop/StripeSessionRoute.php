<?php
/**
 * POST vitrine/v1/stripe-session { post_id, button_id }: creates a Stripe Checkout Session for a saved
 * payment button and answers { url } of Stripe's payment page. Public on purpose (visitors pay), and
 * safe because the browser only names a button: the item, amount and currency come from the saved
 * block in a published post, and the secret key never leaves the server.
 *
 * A plain form post (the button before its script runs) gets a 303 to Stripe, or back to the page
 * with ?vitrine-payment=unavailable, where the block shows the visitor's message.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Shop;

use Vitrine\Rest\Route;
use Vitrine\Security\ClientAddress;
use Vitrine\Security\RateLimiter;
use Vitrine\Shop\PaymentBlock;
use Vitrine\Shop\Stripe;

defined( 'ABSPATH' ) || exit;

final class StripeSessionRoute extends Route {
	protected const PATH = '/stripe-session';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	/** Sessions one address may ask for per minute: enough for a buyer, not for a script filling Stripe. */
	public const PER_MINUTE = 10;

	protected function properties(): array {
		return array(
			'post_id'   => array( 'type' => 'integer', 'minimum' => 1, 'description' => __( 'The post that holds the button.', 'vitrine' ) ),
			'button_id' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]{1,64}$', 'description' => __( 'The saved button’s id.', 'vitrine' ) ),
			'redirect'  => array( 'type' => 'boolean', 'default' => false, 'description' => __( 'Answer with a redirect (a form post without JavaScript).', 'vitrine' ) ),
		);
	}

	protected function required(): array {
		return array( 'post_id', 'button_id' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Visitors pay; the request only names a saved button, see the class comment.
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( $this->too_many() ) {
			return new \WP_Error( 'vitrine_payment_rate_limited', __( 'Too many payment attempts. Please wait a minute and try again.', 'vitrine' ), array( 'status' => 429 ) );
		}
		$post_id = (int) $request['post_id'];
		$item    = PaymentBlock::find( $post_id, (string) $request['button_id'] );
		if ( ! $item || 'stripe' !== $item['provider'] ) {
			return new \WP_Error( 'vitrine_payment_unknown_button', __( 'There is no such payment button.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$page = add_query_arg( 'vitrine-button', (string) $request['button_id'], (string) get_permalink( $post_id ) );
		$url  = Stripe::create_session( $item, $page );
		if ( $request['redirect'] ) {
			$target   = is_wp_error( $url ) ? add_query_arg( 'vitrine-payment', 'unavailable', $page ) . '#' . $request['button_id'] : $url;
			$response = new \WP_REST_Response( null, 303 );
			$response->header( 'Location', $target );
			return $response;
		}
		if ( is_wp_error( $url ) ) {
			// The visitor's message never carries the reason; the owner sees it in an admin notice.
			return new \WP_Error( $url->get_error_code(), __( 'Card payment is not available at the moment. Please try again later or contact us.', 'vitrine' ), array( 'status' => 503 ) );
		}
		return new \WP_REST_Response( array( 'url' => $url ) );
	}

	/**
	 * Counts this request against its address's minute with the shared rate limiter: one atomic
	 * increment for every web node (docs/scaling.md, "No node-local state"), where a transient read
	 * and written back lost the hits of concurrent requests.
	 */
	private function too_many(): bool {
		return RateLimiter::hit( 'stripe-session', ClientAddress::visitor(), '', self::PER_MINUTE, MINUTE_IN_SECONDS ) > 0;
	}
}
