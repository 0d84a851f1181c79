<?php
/**
 * POST vitrine/v1/subscribe/unsubscribe (id, page, sig): sent by the button that the form's page
 * shows for the unsubscribe link of every mail (a POST, so mail scanners unsubscribe nobody). A valid
 * signature marks the subscriber unsubscribed (kept, so the owner can prove the address left, until
 * retention removes it); the visitor lands on the form's page with a notice. Public: the signature
 * is the permission (SignedLink).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\SubscriberStore;
use Vitrine\Forms\Subscriptions;

defined( 'ABSPATH' ) || exit;

final class SubscribeUnsubscribeRoute extends SignedLink {
	protected const PATH = '/subscribe/unsubscribe';

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$subscriber = Subscriptions::verify( 'unsubscribe', (int) $request['id'], (string) $request['sig'] );
		if ( $subscriber && 'unsubscribed' !== $subscriber['status'] ) {
			SubscriberStore::set_status( (int) $subscriber['id'], 'unsubscribed' );
		}
		return $this->back( $subscriber, $subscriber ? 'unsubscribed' : 'invalid', $request );
	}
}
