<?php
/**
 * Every script the build wrote can load on the WordPress this runs on: each dependency handle named
 * by a build/…/*.asset.php (plugin and theme, blocks included) is registered. WordPress silently
 * drops a script whose dependency is missing, so a handle only newer WordPress registers (`wp-theme`,
 * 7.0+) leaves a blank screen on the floor, 6.8. The floor leg runs the PHP suite on 6.8
 * (tools/test-floor.sh), where this fails for such a handle (docs/admin.md, "Lists on WordPress 6.8").
 */

namespace Vitrine\Tests;

final class ScriptHandlesTest extends TestCase {
	/** @return string[] Every asset file of the plugin's and the theme's builds. */
	private static function asset_files(): array {
		$files = array();
		foreach ( array( VITRINE_DIR . '/build', get_template_directory() . '/build' ) as $dir ) {
			if ( ! is_dir( $dir ) ) {
				continue;
			}
			$tree = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $tree as $file ) {
				if ( str_ends_with( $file->getPathname(), '.asset.php' ) ) {
					$files[] = $file->getPathname();
				}
			}
		}
		sort( $files );
		return $files;
	}

	public function test_every_built_script_depends_only_on_registered_handles(): void {
		$files = self::asset_files();
		if ( ! $files ) {
			$this->markTestSkipped( 'No build: run `npm run build` first.' );
		}
		$missing = array();
		foreach ( $files as $file ) {
			$asset = require $file;
			foreach ( (array) ( $asset['dependencies'] ?? array() ) as $handle ) {
				if ( ! wp_script_is( $handle, 'registered' ) ) {
					$missing[] = str_replace( array( VITRINE_DIR . '/', get_template_directory() . '/' ), array( 'plugin: ', 'theme: ' ), $file ) . ": $handle";
				}
			}
		}
		$this->assertSame( array(), $missing, 'WordPress ' . get_bloginfo( 'version' ) . ' registers no such handle, so it would drop the script' );
	}

	public function test_the_admin_lists_and_consent_settings_scripts_are_checked(): void {
		// The scripts that went blank on 6.8 once: the check above must see them, or it proves nothing.
		foreach ( array( 'vitrine-lists-app', 'vitrine-consent-admin' ) as $handle ) {
			$script = wp_scripts()->query( $handle );
			$this->assertNotFalse( $script, "$handle is registered" );
			$this->assertContains( 'wp-components', $script->deps, "$handle is the built React app" );
			$this->assertNotContains( 'wp-theme', $script->deps, "$handle bundles @wordpress/theme (webpack.config.js)" );
		}
	}
}
