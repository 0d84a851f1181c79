<?php
/**
 * Spam rules shared by the form and subscribe routes: a honeypot field people never see, a minimum
 * time between the page being served and the form being sent (a signed time stamp in the markup, so
 * it cannot be forged and still works from a page cache; it expires after two days, so a captured
 * request cannot be replayed for ever), and a rate limit per visitor address (IPv6 per /64, the
 * trusted proxy's forwarded address where one is configured), counted under a keyed hash so no
 * address is ever stored (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Forms;

use Vitrine\Security\ClientAddress;
use Vitrine\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class Spam {
	public const HONEYPOT = 'vitrine_website';

	/** A signed time stamp for the form's markup. */
	public static function stamp( ?int $now = null ): string {
		$now = $now ?? time();
		return $now . '.' . substr( hash_hmac( 'sha256', 'vitrine-form-stamp|' . $now, wp_salt( 'nonce' ) ), 0, 16 );
	}

	/** Whether this site signed the stamp (whatever its age). */
	public static function signed( string $stamp ): bool {
		$parts = explode( '.', $stamp );
		return 2 === count( $parts ) && ctype_digit( $parts[0] ) && hash_equals( self::stamp( (int) $parts[0] ), $stamp );
	}

	/** Seconds since a valid stamp was made, or null for a missing, forged or expired stamp. */
	public static function age( string $stamp, ?int $now = null ): ?int {
		if ( ! self::signed( $stamp ) ) {
			return null;
		}
		$parts = explode( '.', $stamp );
		$age   = ( $now ?? time() ) - (int) $parts[0];
		/**
		 * How long a form's time stamp is accepted, in seconds. Keep it longer than the page cache
		 * keeps a page, or cached forms expire.
		 *
		 * @param int $seconds Default two days.
		 */
		return $age > (int) apply_filters( 'vitrine_form_stamp_lifetime', 2 * DAY_IN_SECONDS ) ? null : $age;
	}

	/** True when the honeypot holds anything: only robots fill a field nobody can see. */
	public static function caught( mixed $honeypot ): bool {
		return is_string( $honeypot ) ? '' !== trim( $honeypot ) : null !== $honeypot;
	}

	/** A 400/429 error when a rule is broken, null when the request may go on. */
	public static function check( \WP_REST_Request $request, int $min_seconds, string $bucket ): ?\WP_Error {
		$stamp = (string) $request['stamp'];
		$age   = self::age( $stamp );
		if ( null === $age ) {
			$data = array( 'status' => 400 );
			if ( self::signed( $stamp ) ) {
				// Genuine but old: the page came from a cache that kept it longer than the stamp's
				// lifetime. A fresh stamp lets the browser send again after the minimum fill time,
				// as a reload would, without the visitor losing what they typed (docs/caching.md).
				$data['stamp'] = self::stamp();
				$data['retry'] = max( 0, $min_seconds );
			}
			return new \WP_Error( 'vitrine_form_stamp', __( 'The form has expired. Please reload the page and try again.', 'vitrine' ), $data );
		}
		if ( $age < $min_seconds ) {
			// The seconds left: the form's script waits them and sends once more, so a person who fills
			// the form quickly (autofill) loses nothing; a robot posting directly still gets the 400.
			return new \WP_Error(
				'vitrine_form_too_fast',
				__( 'The form was sent too quickly. Please wait a moment and send it again.', 'vitrine' ),
				array(
					'status' => 400,
					'retry'  => $min_seconds - $age,
				)
			);
		}
		if ( ! self::allow( $bucket ) ) {
			return new \WP_Error( 'vitrine_form_rate_limited', __( 'Too many submissions from your network. Please try again in a few minutes.', 'vitrine' ), array( 'status' => 429 ) );
		}
		return null;
	}

	/** Counts one request for the visitor's address in the bucket; false once over the limit. */
	public static function allow( string $bucket, ?string $ip = null ): bool {
		/**
		 * Submissions allowed per address and bucket ('form' or 'subscribe') in the window.
		 *
		 * @param int    $limit  Default 10.
		 * @param string $bucket The bucket.
		 */
		$limit  = (int) apply_filters( 'vitrine_form_rate_limit', 10, $bucket );
		$window = (int) apply_filters( 'vitrine_form_rate_window', 10 * MINUTE_IN_SECONDS, $bucket );
		return 0 === RateLimiter::hit( 'form-' . $bucket, ClientAddress::visitor( $ip ), '', $limit, $window );
	}
}
