<?php
/**
 * POST vitrine/v1/subscribe/confirm (id, page, expires, sig): sent by the button that the form's
 * page shows for the link of the confirmation mail (a POST, so mail scanners opening the link
 * confirm nobody). A valid, unexpired signature confirms the subscriber; every answer is a redirect
 * to the form's page with a notice (confirmed, expired or invalid). Public: the signature is the
 * permission (SignedLink).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\SubscriberStore;
use Vitrine\Forms\Subscriptions;

defined( 'ABSPATH' ) || exit;

final class SubscribeConfirmRoute extends SignedLink {
	protected const PATH = '/subscribe/confirm';

	protected function properties(): array {
		$link = parent::properties(); // expires goes between page and sig, where the schema always had it.
		return array_slice( $link, 0, 2 ) + array( 'expires' => array( 'type' => 'integer', 'minimum' => 1 ) ) + $link;
	}

	protected function required(): array {
		return array( 'id', 'expires', 'sig' );
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
		return $this->back( $subscriber, $result, $request );
	}
}
