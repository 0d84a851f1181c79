<?php
/**
 * The loop grid and its filters: the block markup is rendered by blocks/loop-grid and
 * blocks/loop-filter through the classes beside this one; this Module adds what the feature needs
 * at load time, its refresh route (docs/loop.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Loop;

use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function register(): void {
		Rest\Routes::add( Rest\Loop\RefreshLoopRoute::class );
		PriceLookup::register();
		Swatches::register();
		add_filter( 'wp_robots', array( self::class, 'robots' ) );
		add_action( 'template_redirect', array( FormRedirect::class, 'redirect' ) );
	}

	/**
	 * A page with more than one active loop filter or sort is crawlable (its links stay followed)
	 * but not indexed: every combination would otherwise be a near-duplicate page in search results
	 * (docs/loop.md, "Crawling").
	 *
	 * @param array<string, bool|string> $robots
	 * @return array<string, bool|string>
	 */
	public static function robots( array $robots ): array {
		$uri = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$at  = strpos( $uri, '?' );
		if ( false !== $at && Url::active_filters( substr( $uri, $at + 1 ) ) > (int) Url::rules()['indexableFilters'] ) {
			$robots['noindex'] = true;
			$robots['follow']  = true;
		}
		return $robots;
	}
}
