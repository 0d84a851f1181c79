<?php
/**
 * Speculative loading (WordPress 6.8+ prints speculation rules for visitors: the browser prefetches,
 * or with a prerender setting renders, a same-site link before it is followed). A prefetch is a GET,
 * and no Vitrine GET of a page writes (docs/caching.md); what Vitrine adds here is that its REST
 * addresses are never speculated on: they are answers, not pages, and the subscription mails' signed
 * links (confirm, unsubscribe) are GETs that act. Affiliate links need nothing: they lead to another
 * site and carry rel="nofollow", both of which core's rules already exclude. Visitor scripts that
 * count a visit or decide on their own wait until a prerendered page is shown (src/shared/shown.ts).
 *
 * @package Vitrine
 */

namespace Vitrine\Caching;

defined( 'ABSPATH' ) || exit;

final class SpeculativeLoading {
	/** REST namespaces of Vitrine, as in rest/Route.php and the theme's routes. */
	private const NAMESPACES = array( 'vitrine/v1', 'vitrine-theme/v1' );

	public static function register(): void {
		add_filter( 'wp_speculation_rules_href_exclude_paths', array( self::class, 'exclude_paths' ) );
	}

	/**
	 * @param mixed $paths Path patterns core will not speculate on (relative to the site's home).
	 * @return string[]
	 */
	public static function exclude_paths( $paths ): array {
		$paths  = is_array( $paths ) ? $paths : array();
		$prefix = '/' . trim( rest_get_url_prefix(), '/' );
		foreach ( self::NAMESPACES as $namespace ) {
			$paths[] = "$prefix/$namespace/*";
		}
		// Without pretty permalinks the same routes are ?rest_route=/vitrine/...; core speculates on
		// no URL with a query once pretty permalinks are on, and on plain ones only a site's filter
		// turns speculation on at all.
		$paths[] = '/*\\?*rest_route=*';
		return $paths;
	}
}
