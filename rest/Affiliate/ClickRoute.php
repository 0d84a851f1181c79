<?php
/**
 * POST vitrine/v1/click/{counter}: counts one click on an affiliate link. The visitor script sends
 * it with navigator.sendBeacon as a multipart form with the fields sourceType, sourceId, isWidget,
 * refererUrl, productId, trackingId, linkType and country; the counter only breaks caches.
 *
 * Public by design: anonymous visitors click. Every field is checked by the schema (400 with the
 * field's name otherwise), the product must be published (an unknown and an unpublished id get the
 * same answer), the source must be a page that can show the link (a public post, a term, an author,
 * or home/archive with id 0), prefetches are never counted, and each visitor may count a burst of
 * clicks per product and page before the route answers 429 with Retry-After (docs/security.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest\Affiliate;

use Vitrine\Affiliate\Catalogue;
use Vitrine\Affiliate\ClickStore;
use Vitrine\Affiliate\Settings;
use Vitrine\Rest\Route;
use Vitrine\Security\ClientAddress;
use Vitrine\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

final class ClickRoute extends Route {
	protected const PATH = '/click/(?P<counter>\d+)';

	protected const METHODS = \WP_REST_Server::CREATABLE;

	protected function properties(): array {
		return array(
			'counter'    => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'sourceType' => array(
				'type'      => 'string',
				'pattern'   => '^[a-z0-9_-]+$',
				'minLength' => 1,
				'maxLength' => 20,
			),
			'sourceId'   => array(
				'type'    => 'integer',
				'minimum' => 0,
				'maximum' => 9007199254740991,
			),
			'isWidget'   => array(
				'type'    => 'integer',
				'enum'    => array( 0, 1 ),
				'default' => 0,
			),
			'refererUrl' => array(
				'type'      => 'string',
				'format'    => 'uri',
				'maxLength' => 2048,
			),
			'productId'  => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 9007199254740991,
			),
			'trackingId' => array(
				'type'      => 'string',
				'pattern'   => '^[A-Za-z0-9._-]*$',
				'maxLength' => 64,
				'default'   => '',
			),
			'linkType'   => array(
				'type' => 'string',
				'enum' => ClickStore::LINK_TYPES,
			),
			'country'    => array(
				'type'    => 'string',
				'pattern' => '^([A-Za-z]{2})?$',
				'default' => '',
			),
		);
	}

	protected function required(): array {
		return array( 'counter', 'sourceType', 'sourceId', 'productId', 'linkType' );
	}

	/** Anyone may report a click: visitors are anonymous. The input is validated, never trusted. */
	public function permission( \WP_REST_Request $request ): bool {
		return true;
	}

	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( self::is_prefetch( $request ) ) {
			return new \WP_REST_Response( array( 'counted' => false ), 200 );
		}
		if ( ! Settings::get( 'click_tracking' ) ) {
			return new \WP_REST_Response( array( 'counted' => false ), 200 );
		}
		$product_id = (int) $request['productId'];
		if ( Catalogue::PRODUCT !== get_post_type( $product_id ) || 'publish' !== get_post_status( $product_id ) ) {
			return $this->bad_request( 'vitrine_unknown_product', __( 'productId does not name a product of the catalogue.', 'vitrine' ) );
		}
		if ( ! self::is_source( (string) $request['sourceType'], (int) $request['sourceId'] ) ) {
			return $this->bad_request( 'vitrine_unknown_source', __( 'sourceType and sourceId do not name a page of this site.', 'vitrine' ) );
		}
		$wait = RateLimiter::hit(
			'click',
			ClientAddress::visitor(),
			$product_id . '|' . $request['sourceType'] . '|' . (int) $request['sourceId'],
			/**
			 * Clicks one visitor address may count on one product from one page in the window. It
			 * is a burst limit, not a total: many visitors behind one address still count.
			 *
			 * @param int $limit Default 60.
			 */
			(int) apply_filters( 'vitrine_click_rate_limit', 60 ),
			/**
			 * The click limit's window in seconds.
			 *
			 * @param int $window Default 60.
			 */
			(int) apply_filters( 'vitrine_click_rate_window', MINUTE_IN_SECONDS )
		);
		if ( $wait ) {
			return RateLimiter::too_many( 'vitrine_click_rate_limited', __( 'Too many clicks from your network on this link; they are counted again shortly.', 'vitrine' ), $wait );
		}
		$wait = RateLimiter::hit(
			'click-address',
			ClientAddress::visitor(),
			'all',
			/**
			 * Clicks one visitor address may count in the window, on all products and pages together.
			 * The limit above is per product and page, so without this one an address could count 60
			 * clicks a minute on every product of every page. The beacon is sent after navigation
			 * started, so a refused click never delays the visitor (docs/security.md).
			 *
			 * @param int $limit Default 600.
			 */
			(int) apply_filters( 'vitrine_click_address_limit', 600 ),
			/**
			 * The window of the per-address click limit, in seconds.
			 *
			 * @param int $window Default 3600.
			 */
			(int) apply_filters( 'vitrine_click_address_window', HOUR_IN_SECONDS )
		);
		if ( $wait ) {
			return RateLimiter::too_many( 'vitrine_click_address_limited', __( 'Too many clicks from your network this hour; they are not counted for now.', 'vitrine' ), $wait );
		}
		$click  = array(
			'product_id'  => $product_id,
			'link_type'   => (string) $request['linkType'],
			'source_type' => (string) $request['sourceType'],
			'source_id'   => (int) $request['sourceId'],
			'is_widget'   => (int) $request['isWidget'],
			'country'     => strtolower( (string) $request['country'] ),
			'tracking_id' => (string) $request['trackingId'],
		);
		$stored = ClickStore::record( $click );
		if ( ! $stored ) {
			return new \WP_Error( 'vitrine_click_busy', __( 'The click could not be stored right now; try again.', 'vitrine' ), array( 'status' => 503 ) );
		}
		/**
		 * Fires after a click on an affiliate link was counted.
		 *
		 * @param array<string, mixed> $click The validated click (no personal data).
		 */
		do_action( 'vitrine_affiliate_click', $click );
		return new \WP_REST_Response( array( 'counted' => true ), 200 );
	}

	/** A page the links script can report (see Frontend::source()): public, existing, id 0 only for home/archive. */
	public static function is_source( string $type, int $id ): bool {
		switch ( $type ) {
			case 'home':
			case 'archive':
				return 0 === $id;
			case 'term':
				return $id > 0 && get_term( $id ) instanceof \WP_Term;
			case 'author':
				return $id > 0 && false !== get_userdata( $id );
			default:
				$post = $id > 0 ? get_post( $id ) : null;
				return $post instanceof \WP_Post && substr( $post->post_type, 0, 20 ) === $type && is_post_publicly_viewable( $post );
		}
	}

	/** Browsers mark speculative requests; they are not clicks. */
	private static function is_prefetch( \WP_REST_Request $request ): bool {
		foreach ( array( 'sec_purpose', 'purpose', 'x_moz', 'x_purpose' ) as $header ) {
			if ( str_contains( strtolower( (string) $request->get_header( $header ) ), 'prefetch' ) ) {
				return true;
			}
		}
		return false;
	}
}
