<?php
/**
 * POST vitrine/v1/consent/record: proof of consent. The gate posts every decision here: the random
 * consent id from the visitor's cookie, the action, the categories, the consent version and the
 * law. Public on purpose (visitors have no account and pages are cached, so there is no nonce); it
 * stores nothing that identifies a person (no IP address, no user agent). Records are capped per
 * day for each consent id and for each visitor address (hashed, never stored with the record), with
 * 429 and Retry-After beyond the cap (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Consent;

use Vitrine\Consent\Options;
use Vitrine\Consent\Records;
use Vitrine\Rest\Route;
use Vitrine\Security\ClientAddress;
use Vitrine\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class RecordRoute extends Route {
	protected const PATH = '/consent/record';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'consent_id'  => array(
				'type'        => 'string',
				'pattern'     => '^[A-Za-z0-9-]{16,64}$',
				'description' => __( 'The random consent id kept in the visitor’s consent cookie.', 'vitrine' ),
			),
			'action'      => array(
				'type' => 'string',
				'enum' => Records::ACTIONS,
			),
			'accepted'    => array( 'type' => 'boolean' ),
			'categories'  => array(
				'type'                 => 'object',
				'additionalProperties' => array( 'type' => 'boolean' ),
				'maxProperties'        => count( Options::CATEGORIES ),
			),
			'version'     => array(
				'type'    => 'string',
				'pattern' => '^[A-Za-z0-9._-]{1,32}$',
			),
			'law'         => array(
				'type' => 'string',
				'enum' => array( 'gdpr', 'ccpa', 'both' ),
			),
			'ccpa_optout' => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}

	protected function required(): array {
		return array( 'consent_id', 'action', 'accepted', 'categories', 'version', 'law' );
	}

	public function permission( \WP_REST_Request $request ): bool {
		return true; // Anonymous visitors record their own decision; see the class comment.
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( ! Options::get()['records_enabled'] ) {
			return new \WP_Error( 'vitrine_consent_records_off', __( 'Consent records are turned off on this site.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$categories = (array) $request->get_param( 'categories' );
		$unknown    = array_diff( array_keys( $categories ), Options::CATEGORIES );
		if ( $unknown ) {
			/* translators: %s: the unknown category names */
			return $this->bad_request( 'vitrine_consent_unknown_category', sprintf( __( 'Unknown consent categories: %s.', 'vitrine' ), implode( ', ', $unknown ) ) );
		}
		$wait = self::over_cap( (string) $request->get_param( 'consent_id' ) );
		if ( $wait ) {
			return RateLimiter::too_many( 'vitrine_consent_rate_limited', __( 'Too many consent records from your network today.', 'vitrine' ), $wait );
		}
		$id = Records::insert(
			array(
				'consent_id'  => (string) $request->get_param( 'consent_id' ),
				'action'      => (string) $request->get_param( 'action' ),
				'accepted'    => (bool) $request->get_param( 'accepted' ),
				'categories'  => array_map( 'boolval', $categories ),
				'version'     => (string) $request->get_param( 'version' ),
				'law'         => (string) $request->get_param( 'law' ),
				'ccpa_optout' => (bool) $request->get_param( 'ccpa_optout' ),
			)
		);
		if ( ! $id ) {
			return new \WP_Error( 'vitrine_consent_not_recorded', __( 'The consent record could not be stored.', 'vitrine' ), array( 'status' => 503 ) );
		}
		return new \WP_REST_Response( array( 'recorded' => true, 'id' => $id ), 201 );
	}

	/**
	 * Seconds to wait when the visitor is over a cap, else 0. A visitor (one consent id) decides a
	 * few times a day at most; one address may hold many visitors (an office, or every visitor of a
	 * site behind a proxy nobody configured), so its cap is per hour and generous: it only bounds
	 * someone who makes up a new consent id for every request.
	 */
	private static function over_cap( string $consent_id ): int {
		$visitor = ClientAddress::visitor();
		/**
		 * Consent records per consent id and day.
		 *
		 * @param int $limit Default 20.
		 */
		$per_id = (int) apply_filters( 'vitrine_consent_records_per_id', 20 );
		/**
		 * Consent records per visitor address (IPv6: per /64) and hour.
		 *
		 * @param int $limit Default 1000.
		 */
		$per_address = (int) apply_filters( 'vitrine_consent_records_per_address', 1000 );
		return RateLimiter::hit( 'consent-id', $visitor, $consent_id, $per_id, DAY_IN_SECONDS )
			?: RateLimiter::hit( 'consent', $visitor, '', $per_address, HOUR_IN_SECONDS );
	}
}
