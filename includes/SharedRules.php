<?php
/**
 * The rules both languages need, in includes/rules/*.json (docs/architecture.md): read here for the
 * PHP side, once per request; the browser code imports the same files at build time.
 *
 * @package Vitrine
 */

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

final class SharedRules {
	/** @return array<string, mixed> includes/rules/<name>.json decoded (empty when it cannot be read). */
	public static function read( string $name ): array {
		static $files = array();
		if ( ! isset( $files[ $name ] ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$decoded        = json_decode( (string) file_get_contents( __DIR__ . '/rules/' . basename( $name ) . '.json' ), true );
			$files[ $name ] = is_array( $decoded ) ? $decoded : array();
		}
		return $files[ $name ];
	}
}
