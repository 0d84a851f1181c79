<?php
/**
 * The demo content, part by part: the one list of the files the importer runs, in order, after
 * lib.php and lib-media.php. A new part is a file in this folder and a line here (a test fails when
 * a numbered file is missing from the list). Each part is idempotent: it finds what it made by a
 * stable key and creates only what is missing (docs/lifecycle.md, "Demo content").
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle\Demo;

defined( 'ABSPATH' ) || exit;

final class Parts {
	public const FILES = array(
		'00-pages.php',
		'10-theme.php',
		'20-consent.php',
		'25-cookie-declaration.php',
		'30-affiliate.php',
		'40-builder.php',
		'60-popups.php',
		'70-loop.php',
		'80-widgets-media.php',
		'81-widgets-content.php',
		'82-archive-posts.php',
		'82-forms.php',
		'83-woocommerce.php',
		'84-shop.php',
		'86-shop-bench.php',
	);

	/** Helpers every part may use. */
	public const LIBRARIES = array( 'lib.php', 'lib-media.php' );

	/** @return string[] Absolute paths of the parts, in order. */
	public static function files(): array {
		$files = array_map( static fn( string $file ): string => __DIR__ . '/' . $file, self::FILES );
		/**
		 * The demo parts the importer runs, in order (absolute paths). An extension adds its own.
		 *
		 * @param string[] $files
		 */
		return array_values( (array) apply_filters( 'vitrine_demo_parts', $files ) );
	}

	/** @return string[] Absolute paths of the helper files. */
	public static function libraries(): array {
		return array_map( static fn( string $file ): string => __DIR__ . '/' . $file, self::LIBRARIES );
	}

	/** A file of the demo that ships with the plugin (media the parts import), by its name in media/. */
	public static function media( string $name ): string {
		return __DIR__ . '/media/' . basename( $name );
	}
}
