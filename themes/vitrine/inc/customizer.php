<?php
/**
 * The Customizer's "Blog" section: masonry on or off, the column count, and infinite scroll.
 * Theme mods: vitrine_blog_masonry, vitrine_blog_columns, vitrine_blog_infinite_scroll.
 *
 * @package Vitrine\Theme
 */

namespace Vitrine\Theme;

defined( 'ABSPATH' ) || exit;

const MIN_COLUMNS     = 1;
const MAX_COLUMNS     = 4;
const DEFAULT_COLUMNS = 3;

/**
 * The blog settings as saved (never as a browser sent them).
 *
 * @return array{masonry: bool, columns: int, infinite: bool}
 */
function blog_settings(): array {
	return array(
		'masonry'  => (bool) get_theme_mod( 'vitrine_blog_masonry', false ),
		'columns'  => sanitize_columns( get_theme_mod( 'vitrine_blog_columns', DEFAULT_COLUMNS ) ),
		'infinite' => (bool) get_theme_mod( 'vitrine_blog_infinite_scroll', false ),
	);
}

/** A column count between 1 and 4; anything else becomes the default. */
function sanitize_columns( mixed $value ): int {
	$columns = is_numeric( $value ) ? (int) $value : DEFAULT_COLUMNS;
	return $columns >= MIN_COLUMNS && $columns <= MAX_COLUMNS ? $columns : DEFAULT_COLUMNS;
}

function sanitize_checkbox( mixed $value ): bool {
	return in_array( $value, array( true, 1, '1', 'true', 'on', 'yes' ), true );
}

add_action(
	'customize_register',
	static function ( \WP_Customize_Manager $manager ): void {
		$manager->add_section(
			'vitrine_blog',
			array(
				'title'       => __( 'Blog', 'vitrine' ),
				'description' => __( 'How the blog index and archives list posts.', 'vitrine' ),
				'priority'    => 120,
			)
		);
		$manager->add_setting( 'vitrine_blog_masonry', array( 'default' => false, 'sanitize_callback' => __NAMESPACE__ . '\sanitize_checkbox' ) );
		$manager->add_control(
			'vitrine_blog_masonry',
			array(
				'section' => 'vitrine_blog',
				'type'    => 'checkbox',
				'label'   => __( 'Masonry layout', 'vitrine' ),
				'description' => __( 'Cards of different heights pack into columns without gaps.', 'vitrine' ),
			)
		);
		$manager->add_setting( 'vitrine_blog_columns', array( 'default' => DEFAULT_COLUMNS, 'sanitize_callback' => __NAMESPACE__ . '\sanitize_columns' ) );
		$manager->add_control(
			'vitrine_blog_columns',
			array(
				'section'     => 'vitrine_blog',
				'type'        => 'select',
				'label'       => __( 'Columns on wide screens', 'vitrine' ),
				'description' => __( 'Tablets show at most two columns, phones one.', 'vitrine' ),
				'choices'     => array( 1 => '1', 2 => '2', 3 => '3', 4 => '4' ),
			)
		);
		$manager->add_setting( 'vitrine_blog_infinite_scroll', array( 'default' => false, 'sanitize_callback' => __NAMESPACE__ . '\sanitize_checkbox' ) );
		$manager->add_control(
			'vitrine_blog_infinite_scroll',
			array(
				'section'     => 'vitrine_blog',
				'type'        => 'checkbox',
				'label'       => __( 'Infinite scroll', 'vitrine' ),
				'description' => __( 'Load the next posts as the reader nears the end of the list. A "Load more" button and the page links stay available.', 'vitrine' ),
			)
		);
	}
);
