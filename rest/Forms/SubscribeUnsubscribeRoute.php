<?php
/**
 * POST vitrine/v1/subscribe/unsubscribe (id, page, sig): sent by the button that the form's page
 * shows for the unsubscribe link of every mail (a POST, so mail scanners unsubscribe nobody). A valid
 * signature marks the subscriber unsubscribed (kept, so the owner can prove the address left, until
 * retention removes it); the visitor lands on the form's page with a notice. Public: the signature
 * is the permission.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\SubscriberStore;
use Vitrine\Forms\Subscriptions;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class SubscribeUnsubscribeRoute extends Route {
	protected const PATH = '/subscribe/unsubscribe';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'id'   => array( 'type' => 'integer', 'minimum' => 1 ),
			'page' => array( 'type' => 'integer', 'minimum' => 0, 'default' => 0 ),
			'sig' => array( 'type' => 'string', 'pattern' => '^[a-f0-9]{64}$' ),
		);
	}

	protected function required(): array {
		return array( 'id', 'sig' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // The signed link is the permission, checked in handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$subscriber = Subscriptions::verify( 'unsubscribe', (int) $request['id'], (string) $request['sig'] );
		if ( $subscriber && 'unsubscribed' !== $subscriber['status'] ) {
			SubscriberStore::set_status( (int) $subscriber['id'], 'unsubscribed' );
		}
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', Subscriptions::landing( $subscriber, $subscriber ? 'unsubscribed' : 'invalid', (int) $request['page'] ) );
		return $response;
	}
}
