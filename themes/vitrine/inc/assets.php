<?php
/**
 * The theme's built assets (themes/vitrine/src/<name>.entry.ts built to themes/vitrine/build/<name>.js, its imported
 * styles to <name>.css and <name>-rtl.css): registered from their .asset.php files, scripts deferred in
 * the footer. The header script loads everywhere; the blog script only where a post list needs it.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

/** The asset data webpack wrote for a built entry, or null when the theme is not built. */
function asset( string $entry ): ?array {
	$file = get_template_directory() . "/build/$entry.asset.php";
	if ( ! is_file( $file ) ) {
		return null;
	}
	$data = require $file;
	return array(
		'dependencies' => (array) ( $data['dependencies'] ?? array() ),
		'version'      => (string) ( $data['version'] ?? VITRINE_THEME_VERSION ),
	);
}

/** Registers the script (and its stylesheet, when built) of an entry as handle $handle. */
function register_entry( string $handle, string $entry ): void {
	$data = asset( $entry );
	if ( null === $data ) {
		return;
	}
	$base = get_template_directory_uri() . "/build/$entry";
	wp_register_script( $handle, "$base.js", $data['dependencies'], $data['version'], array( 'strategy' => 'defer', 'in_footer' => true ) );
	if ( in_array( 'wp-i18n', $data['dependencies'], true ) ) {
		wp_set_script_translations( $handle, 'vitrine', get_template_directory() . '/languages' );
	}
	if ( is_file( get_template_directory() . "/build/$entry.css" ) ) {
		wp_register_style( $handle, "$base.css", array(), $data['version'] );
		wp_style_add_data( $handle, 'rtl', 'replace' );
	}
}

/** The content of a built file, for the few bytes that must run inline before first paint. */
function inline_build( string $file ): string {
	$path = get_template_directory() . "/build/$file";
	return is_file( $path ) ? trim( (string) file_get_contents( $path ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
}

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		register_entry( 'vitrine-theme', 'theme' );
		register_entry( 'vitrine-theme-blog', 'blog' );
		wp_enqueue_style( 'vitrine-theme' );
		wp_enqueue_script( 'vitrine-theme' );
	}
);

/*
 * WordPress's emoji loader: about 5 KB of inline script and a stylesheet on every page, to draw emoji
 * as images in browsers that cannot. Every browser this theme supports renders emoji natively.
 * Site owners who want it back: add_filter( 'vitrine_theme_emoji', '__return_true' ).
 */
add_action(
	'init',
	static function (): void {
		if ( apply_filters( 'vitrine_theme_emoji', false ) ) {
			return;
		}
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		remove_filter( 'the_content_feed', 'wp_staticize_emoji' );
		remove_filter( 'comment_text_rss', 'wp_staticize_emoji' );
		remove_filter( 'wp_mail', 'wp_staticize_emoji_for_email' );
		add_filter( 'emoji_svg_url', '__return_false' );
	}
);
