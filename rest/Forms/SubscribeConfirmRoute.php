<?php
/**
 * POST vitrine/v1/subscribe/confirm (id, page, expires, sig): sent by the button that the form's
 * page shows for the link of the confirmation mail (a POST, so mail scanners opening the link
 * confirm nobody). A valid, unexpired signature confirms the subscriber; every answer is a redirect
 * to the form's page with a notice (confirmed, expired or invalid). Public: the signature is the
 * permission.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\SubscriberStore;
use Vitrine\Forms\Subscriptions;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

final class SubscribeConfirmRoute extends Route {
	protected const PATH = '/subscribe/confirm';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'id'      => array( 'type' => 'integer', 'minimum' => 1 ),
			'page'    => array( 'type' => 'integer', 'minimum' => 0, 'default' => 0 ),
			'expires' => array( 'type' => 'integer', 'minimum' => 1 ),
			'sig'     => array( 'type' => 'string', 'pattern' => '^[a-f0-9]{64}$' ),
		);
	}

	protected function required(): array {
		return array( 'id', 'expires', 'sig' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // The signed link is the permission, checked in handle().
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$id         = (int) $request['id'];
		$subscriber = Subscriptions::verify( 'confirm', $id, (string) $request['sig'], (int) $request['expires'] );
		if ( $subscriber ) {
			if ( 'unsubscribed' !== $subscriber['status'] ) {
				SubscriberStore::set_status( $id, 'confirmed' );
			}
			$result = 'unsubscribed' === $subscriber['status'] ? 'invalid' : 'confirmed';
		} else {
			$known  = SubscriberStore::get( $id );
			$valid  = $known && hash_equals( Subscriptions::signature( 'confirm', $id, (string) $known['email'], (int) $request['expires'] ), (string) $request['sig'] );
			$result = $valid ? 'expired' : 'invalid';
			// Only a genuine (but expired) link may lead to the subscriber's page.
			$subscriber = $valid ? $known : null;
		}
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', Subscriptions::landing( $subscriber, $result, (int) $request['page'] ) );
		return $response;
	}
}
