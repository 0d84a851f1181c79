<?php
/**
 * The one place that makes every Vitrine REST answer uncacheable, and the helper each feature's
 * Module uses to register its own routes (Routes::add).
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Routes {
	/** The REST namespaces whose answers must never be stored by a browser, proxy or CDN. */
	public const NO_CACHE_NAMESPACES = array( 'vitrine/v1', 'vitrine-theme/v1' );

	public function register(): void {
		add_filter( 'rest_post_dispatch', array( self::class, 'no_cache' ), 10, 3 );
	}

	/**
	 * Sends WordPress's no-cache headers with every answer of our namespaces, errors included.
	 * WordPress sends them only to logged-in users; but our answers depend on the visitor (consent
	 * records, country, clicks) or on who asks (search suggestions include private posts for editors),
	 * so a shared cache must never keep one. Runs after each route, so it overrides what a route set.
	 */
	public static function no_cache( mixed $response, \WP_REST_Server $server, \WP_REST_Request $request ): mixed {
		if ( ! $response instanceof \WP_REST_Response || ! self::is_ours( $request->get_route() ) ) {
			return $response;
		}
		foreach ( wp_get_nocache_headers() as $name => $value ) {
			if ( false !== $value && '' !== $value ) {
				$response->header( $name, (string) $value );
			}
		}
		return $response;
	}

	/** Whether a REST route (e.g. '/vitrine/v1/click/1') belongs to one of our namespaces. */
	public static function is_ours( string $route ): bool {
		foreach ( self::NO_CACHE_NAMESPACES as $namespace ) {
			if ( '/' . $namespace === $route || str_starts_with( $route, '/' . $namespace . '/' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Registers a feature's routes when the REST API starts. Each feature's Module calls this with
	 * its own route classes (rest/<Feature>/), so which routes exist is read in the Module, not
	 * found by scanning folders (docs/architecture.md).
	 *
	 * @param class-string<Route> ...$classes Route classes, built only when the REST API starts.
	 */
	public static function add( string ...$classes ): void {
		add_action(
			'rest_api_init',
			static function () use ( $classes ): void {
				foreach ( $classes as $class ) {
					( new $class() )->register_route();
				}
			}
		);
	}
}
