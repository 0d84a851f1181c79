<?php
/**
 * Plugin Name: Vitrine example block
 * Description: An example of another plugin's block whose behaviour runs in Vitrine's builder runtime
 * (docs/builder.md, "A block from another plugin"). Loaded on the local dev and test site only, by
 * tests/mu-plugins/vitrine-example-block.php; not part of the release.
 * Requires Plugins: vitrine
 * Text Domain: vitrine-example
 *
 * @package VitrineExample
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	static function (): void {
		// block.json names the view script; view.asset.php makes it depend on `vitrine-builder-runtime`.
		register_block_type( __DIR__ );
	}
);
