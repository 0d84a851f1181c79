<?php
/**
 * Finds every route class under rest/ (any Route subclass that is not abstract) and registers it,
 * and is the one place that makes every Vitrine REST answer uncacheable.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Routes {
	/** The REST namespaces whose answers must never be stored by a browser, proxy or CDN. */
	public const NO_CACHE_NAMESPACES = array( 'vitrine/v1', 'vitrine-theme/v1' );

	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
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

	public function register_routes(): void {
		$dir      = $this->plugin->path( 'rest' );
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
		$files    = array();
		foreach ( $iterator as $file ) {
			if ( str_ends_with( $file->getFilename(), 'Route.php' ) ) {
				$files[] = substr( $file->getPathname(), strlen( $dir ) + 1, -4 );
			}
		}
		sort( $files );
		foreach ( $files as $relative ) {
			$class = __NAMESPACE__ . '\\' . str_replace( '/', '\\', $relative );
			if ( class_exists( $class ) && is_subclass_of( $class, Route::class ) && ! ( new \ReflectionClass( $class ) )->isAbstract() ) {
				( new $class() )->register_route();
			}
		}
	}
}
