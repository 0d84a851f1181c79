<?php
/**
 * Which published popups belong on the current request: the whole site, chosen pages (any
 * singular post by id) or chosen post types (their singular views). Decided on the server from the
 * URL alone, so the page is the same for every visitor and page caches stay valid; everything that
 * depends on the visitor is decided in the browser.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class Locations {
	/** Whether a location matches the current main query. */
	public static function matches( array $location ): bool {
		$scope = $location['scope'] ?? 'none';
		if ( 'site' === $scope ) {
			return true;
		}
		if ( 'pages' === $scope ) {
			$ids = array_map( 'intval', (array) ( $location['pages'] ?? array() ) );
			return is_singular() && in_array( (int) get_queried_object_id(), $ids, true );
		}
		if ( 'post_types' === $scope ) {
			$types = array_filter( (array) ( $location['post_types'] ?? array() ), 'is_string' );
			return array() !== $types && is_singular( $types );
		}
		return false;
	}

	/** @return int[] Ids of the published popups, newest first (at most 100); A/B variants print with their control (Output). */
	public static function published(): array {
		$ids = get_posts(
			array(
				'post_type'        => PostType::NAME,
				'post_status'      => 'publish',
				'post_parent'      => 0,
				'numberposts'      => 100,
				'fields'           => 'ids',
				'suppress_filters' => false,
			)
		);
		return array_map( 'intval', $ids );
	}

	/** @return int[] The published popups whose location matches the current request. */
	public static function for_request(): array {
		if ( is_admin() || is_feed() || is_embed() || is_singular( PostType::NAME ) ) {
			return array();
		}
		return array_values( array_filter( self::published(), static fn( int $id ) => self::matches( PostType::location( $id ) ) ) );
	}
}
