<?php
/**
 * POST vitrine/v1/insights/events: the one beacon route of every Insights counter
 * (docs/insights.md). The visitor script sends a batch of up to 20 events with
 * navigator.sendBeacon as a form (`events[0][entity]=popup:12&events[0][event]=impression…`) and
 * never reads the answer, so counting never delays a click, a popup or a page.
 *
 * Public by design: visitors are anonymous. Every field is checked by the schema (400 naming the
 * field otherwise); events of a popup or product that is not published are dropped; each address
 * may send a burst of beacons before the route answers 429 with Retry-After, as the click route
 * (docs/security.md). Nothing about the visitor is stored: the counts are aggregates.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Insights;

use Vitrine\Insights\Buffer;
use Vitrine\Insights\Settings;
use Vitrine\Rest\Route;
use Vitrine\Security\ClientAddress;
use Vitrine\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class EventsRoute extends Route {
	protected const PATH = '/insights/events';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	/** What can be counted (docs/insights.md, "Events"). */
	public const EVENTS = array( 'impression', 'conversion', 'close_button', 'close_escape', 'close_background', 'close_auto', 'close_other', 'accept_all', 'reject_all', 'custom', 'implied', 'dismiss', 'optin', 'optout' );

	/**
	 * The consent first layer's types (`consent:banner`…), and `consent:bar`, the first layer under
	 * an A/B test (its variant says which); its categories are `consent:cat-{slug}`.
	 */
	private const CONSENT_TYPES = array( 'banner', 'popup', 'widget', 'bar' );

	/** Entities whose id is a post of this type; the others (off-canvas panels, bars) are element ids. */
	private const POST_TYPES = array(
		'popup'   => \Vitrine\Popups\PostType::NAME,
		'product' => \Vitrine\Affiliate\Catalogue::PRODUCT,
	);

	public const MAX_EVENTS = 20;

	protected function properties(): array {
		return array(
			'events' => array(
				'type'     => 'array',
				'minItems' => 1,
				'maxItems' => self::MAX_EVENTS,
				'items'    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'required'             => array( 'entity', 'event' ),
					'properties'           => array(
						'entity'    => array(
							'type'    => 'string',
							'pattern' => '^(popup|offcanvas|bar|product|consent):[a-z0-9_-]{1,40}$',
						),
						'variant'   => array(
							'type'    => 'string',
							'pattern' => '^[a-z0-9]{0,12}$',
						),
						'event'     => array(
							'type' => 'string',
							'enum' => self::EVENTS,
						),
						'dimension' => array(
							'type'    => 'string',
							'pattern' => '^[a-z0-9_-]{0,40}$',
						),
					),
				),
			),
		);
	}

	protected function required(): array {
		return array( 'events' );
	}

	/** Anyone may send counts: visitors are anonymous. The input is validated, never trusted. */
	public function permission( \WP_REST_Request $request ): bool {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( ! Settings::get( 'enabled' ) ) {
			return new \WP_REST_Response( array( 'counted' => 0 ), 200 );
		}
		$wait = RateLimiter::hit(
			'insights',
			ClientAddress::visitor(),
			'minute',
			/**
			 * Insights beacons one visitor address may send in the window. A page sends one or two;
			 * many visitors behind one address still count.
			 *
			 * @param int $limit Default 60.
			 */
			(int) apply_filters( 'vitrine_insights_rate_limit', 60 ),
			MINUTE_IN_SECONDS
		);
		if ( $wait ) {
			return RateLimiter::too_many( 'vitrine_insights_rate_limited', __( 'Too many counts from your network; they are counted again shortly.', 'vitrine' ), $wait );
		}
		$rows = self::rows( (array) $request['events'], wp_date( 'Y-m-d' ) );
		if ( $rows && ! Buffer::add( $rows ) ) {
			return new \WP_Error( 'vitrine_insights_busy', __( 'The counts could not be stored right now; try again.', 'vitrine' ), array( 'status' => 503 ) );
		}
		return new \WP_REST_Response( array( 'counted' => count( $rows ) ), 200 );
	}

	/**
	 * The validated events as counter rows of one day, without the entities this site cannot show.
	 *
	 * @param array<int, array<string, string>> $events
	 * @return array<int, array{day: string, entity: string, variant: string, event: string, dimension: string, count: int}>
	 */
	public static function rows( array $events, string $day ): array {
		$rows  = array();
		$known = array();
		foreach ( $events as $event ) {
			$entity = (string) $event['entity'];
			if ( ! isset( $known[ $entity ] ) ) {
				$known[ $entity ] = self::is_known( $entity );
			}
			if ( $known[ $entity ] ) {
				$rows[] = array(
					'day'       => $day,
					'entity'    => $entity,
					'variant'   => (string) ( $event['variant'] ?? '' ),
					'event'     => (string) $event['event'],
					'dimension' => (string) ( $event['dimension'] ?? '' ),
					'count'     => 1,
				);
			}
		}
		return $rows;
	}

	/**
	 * A popup or product must be a published post of its type, a consent entity a first-layer type
	 * or a category of the consent settings; element ids cannot be checked.
	 */
	private static function is_known( string $entity ): bool {
		list( $kind, $id ) = explode( ':', $entity, 2 );
		if ( 'consent' === $kind ) {
			return in_array( $id, self::CONSENT_TYPES, true ) || ( str_starts_with( $id, 'cat-' ) && in_array( substr( $id, 4 ), \Vitrine\Consent\Options::CATEGORIES, true ) );
		}
		if ( ! isset( self::POST_TYPES[ $kind ] ) ) {
			return true;
		}
		return ctype_digit( $id ) && self::POST_TYPES[ $kind ] === get_post_type( (int) $id ) && 'publish' === get_post_status( (int) $id );
	}
}
