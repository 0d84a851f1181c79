<?php
/**
 * The Vitrine theme's bootstrap: theme supports and menus. Features live in inc/, one file per concern
 * (assets, navigation, cart, blog, Customizer, the posts endpoint), all required here.
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
		add_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_theme_support( 'responsive-embeds' );
		add_theme_support( 'wp-block-styles' );
		add_theme_support( 'custom-logo', array( 'height' => 48, 'width' => 160, 'flex-width' => true ) );
		add_theme_support( 'customize-selective-refresh-widgets' );
		register_nav_menus( array( 'primary' => __( 'Primary menu', 'vitrine' ) ) );
	}
);
