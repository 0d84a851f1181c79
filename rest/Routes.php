<?php
/**
 * Finds every route class under rest/ (any Route subclass that is not abstract) and registers it.
 *
 * @package Vitrine
 */

namespace Vitrine\Rest;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Routes {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
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
