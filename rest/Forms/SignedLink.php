<?php
/**
 * A POST route sent by a button on the form's page for a signed link of a subscription mail (id,
 * page, sig, and whatever else the link signs): a POST, so mail scanners that open links change
 * nothing. Public: the signature is the permission, checked in handle(). Every answer is a 303 to the
 * form's page with a notice (docs/forms.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Forms;

use Vitrine\Forms\Subscriptions;
use Vitrine\Rest\Route;

defined( 'ABSPATH' ) || exit;

abstract class SignedLink extends Route {
	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'id'   => array( 'type' => 'integer', 'minimum' => 1 ),
			'page' => array( 'type' => 'integer', 'minimum' => 0, 'default' => 0 ),
			'sig'  => array( 'type' => 'string', 'pattern' => '^[a-f0-9]{64}$' ),
		);
	}

	protected function required(): array {
		return array( 'id', 'sig' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // The signed link is the permission, checked in handle().
	}

	/**
	 * The answer: back to the form's page with the notice for `$result`.
	 *
	 * @param array<string, mixed>|null $subscriber The subscriber a genuine link names, or null.
	 */
	protected function back( ?array $subscriber, string $result, \WP_REST_Request $request ): \WP_REST_Response {
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', Subscriptions::landing( $subscriber, $result, (int) $request['page'] ) );
		return $response;
	}
}
