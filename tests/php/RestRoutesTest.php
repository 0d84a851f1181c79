<?php
/**
 * REST routes live in rest/<Feature>/ and are registered by that feature's Module
 * (includes/<Feature>/Module.php), read rather than found (docs/architecture.md). A route file that
 * no Module registers, or a Module that registers another feature's route, fails here.
 */

namespace Vitrine\Tests;

use Vitrine\Rest\Route;

final class RestRoutesTest extends TestCase {
	/**
	 * Feature and class name of every route file; an abstract base that a feature's routes share
	 * (rest/Popups/AbRoute.php) is no route of its own.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function route_files(): array {
		$files = array();
		foreach ( glob( dirname( __DIR__, 2 ) . '/rest/*/*Route.php' ) ?: array() as $file ) {
			$feature = basename( dirname( $file ) );
			$name    = basename( $file, '.php' );
			if ( ( new \ReflectionClass( "Vitrine\\Rest\\$feature\\$name" ) )->isAbstract() ) {
				continue;
			}
			$files[ "$feature/$name" ] = array( $feature, $name );
		}
		return $files;
	}

	public function test_only_the_shared_classes_stay_at_the_top_of_rest(): void {
		$top = array_map( 'basename', glob( dirname( __DIR__, 2 ) . '/rest/*.php' ) ?: array() );
		$this->assertSame( array( 'Route.php', 'Routes.php' ), $top, 'every route is in its feature folder' );
		$this->assertGreaterThanOrEqual( 15, count( self::route_files() ) );
	}

	/** @dataProvider route_files */
	public function test_route_is_registered_by_its_features_module( string $feature, string $name ): void {
		$class = "Vitrine\\Rest\\$feature\\$name";
		$this->assertTrue( is_subclass_of( $class, Route::class ), "$class is a Route" );
		$path   = ( new $class() )->path();
		$routes = rest_get_server()->get_routes( 'vitrine/v1' );
		$this->assertArrayHasKey( '/' . Route::NAMESPACE . $path, $routes, "$class answers" );

		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$module = (string) file_get_contents( VITRINE_DIR . "/includes/$feature/Module.php" );
		$this->assertStringContainsString( "Rest\\$feature\\$name::class", $module, "includes/$feature/Module.php registers $name" );
	}
}
