<?php
/**
 * POST vitrine/v1/subscribe: a visitor signs up with their address and the owner's consent text
 * (both checked against the SAVED subscribe block, found by its form id). The subscriber is stored
 * as pending and a confirmation link is mailed; the answer is the same whether or not the address
 * was already on the list, so the form cannot be used to find out who subscribed. Public, like the
 * page; honeypot, minimum fill time and a rate limit per hashed address apply.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\Fields;
use Vitrine\Forms\Spam;
use Vitrine\Forms\SubscriberStore;
use Vitrine\Forms\Subscriptions;
use Vitrine\Forms\Validator;
use Vitrine\Rest\Route;
use Vitrine\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class SubscribeRoute extends Route {
	protected const PATH = '/subscribe';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	public function schema(): array {
		return ( new FormRoute() )->schema(); // The same envelope: post, form id, stamp, fields, honeypot, redirect.
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Anyone who can see the page may sign up; spam rules apply in handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$post_id = (int) $request['post_id'];
		$saved   = Fields::find( $post_id, (string) $request['form_id'], 'subscribe' );
		if ( null === $saved ) {
			return new \WP_Error( 'vitrine_subscribe_not_found', __( 'This sign-up form does not exist (any more). Please reload the page.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$config = Subscriptions::normalize( $saved );
		if ( Spam::caught( $request[ Spam::HONEYPOT ] ) ) {
			return $this->answer( $request, $config, null );
		}
		$error = Spam::check( $request, $config['minSeconds'], 'subscribe' );
		if ( ! $error ) {
			$result = Validator::validate( $config['fields'], (array) $request['fields'] );
			$error  = $result['errors'] ? new \WP_Error(
				'vitrine_subscribe_invalid',
				/* translators: %s: the problems */
				sprintf( __( 'Some fields need attention: %s', 'vitrine' ), implode( ' ', $result['errors'] ) ),
				array( 'status' => 400, 'errors' => $result['errors'] )
			) : null;
		}
		if ( ! $error ) {
			$email      = strtolower( (string) $result['values']['email'] );
			$subscriber = SubscriberStore::sign_up( $config['formId'], $post_id, $email, (string) ( $result['values']['name'] ?? '' ), $config['consentText'] );
			if ( ! $subscriber ) {
				$error = new \WP_Error( 'vitrine_subscribe_store', __( 'Your sign-up could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
			} elseif ( 'pending' === $subscriber['status'] && self::may_mail( $subscriber ) ) {
				Subscriptions::send_confirmation( $subscriber, $config );
			}
		}
		return $this->answer( $request, $config, $error );
	}

	private function answer( \WP_REST_Request $request, array $config, ?\WP_Error $error ): \WP_REST_Response|\WP_Error {
		$back = wp_validate_redirect( (string) $request['redirect'], '' );
		if ( '' !== $back ) {
			$status   = $error ? ( 400 === ( $error->get_error_data()['status'] ?? 0 ) ? 'invalid' : 'error' ) : 'pending';
			$response = new \WP_REST_Response( null, 303 );
			$response->header( 'Location', add_query_arg( 'vitrine-subscribe', $status, $back ) . '#' . $config['formId'] );
			return $response;
		}
		return $error ?? new \WP_REST_Response( array( 'ok' => true, 'message' => $config['successMessage'] ) );
	}

	/**
	 * One confirmation mail per address and list a day: signing up again (or someone signing up
	 * another person's address over and over) sends nothing new while one is on its way. A mail
	 * that failed may be sent again. The visitor's answer is the same either way.
	 *
	 * @param array<string, mixed> $subscriber
	 */
	private static function may_mail( array $subscriber ): bool {
		$first = 0 === RateLimiter::hit( 'confirm-mail', hash( 'sha256', $subscriber['list_id'] . '|' . $subscriber['email'] ), '', 1, DAY_IN_SECONDS );
		return $first || 'sent' !== $subscriber['mail_status'];
	}
}
