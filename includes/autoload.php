<?php
/**
 * PSR-4 autoloading with the same map as composer.json, so the plugin needs no vendor/ folder.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		// Longest prefix first: Vitrine\Rest\ lives in rest/, the rest of Vitrine\ in includes/.
		$map = array(
			'Vitrine\\Rest\\' => dirname( __DIR__ ) . '/rest/',
			'Vitrine\\'       => __DIR__ . '/',
		);
		foreach ( $map as $prefix => $dir ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require $file;
				}
				return;
			}
		}
	}
);
