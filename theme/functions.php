<?php
/**
 * The Vitrine theme's bootstrap: theme supports, menus and assets. Features live in inc/.
 *
 * @package Vitrine\Theme
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRINE_THEME_VERSION', '0.1.0' );

foreach ( glob( __DIR__ . '/inc/*.php' ) ?: array() as $vitrine_theme_file ) {
	require_once $vitrine_theme_file;
}

add_action(
	'after_setup_theme',
	static function (): void {
		load_theme_textdomain( 'vitrine', get_template_directory() . '/languages' );
		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'automatic-feed-links' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_theme_support( 'responsive-embeds' );
		add_theme_support( 'wp-block-styles' );
		add_theme_support( 'custom-logo', array( 'height' => 48, 'width' => 160, 'flex-width' => true ) );
		register_nav_menus( array( 'primary' => __( 'Primary menu', 'vitrine' ) ) );
	}
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_enqueue_style( 'vitrine-theme', get_template_directory_uri() . '/assets/theme.css', array(), VITRINE_THEME_VERSION );
		wp_style_add_data( 'vitrine-theme', 'rtl', 'replace' );
	}
);
