<?php
/**
 * The `vitrine_popup` post type, edited in the block editor, with its two meta values registered
 * for the REST API with their schemas: `_vitrine_popup_settings` and `_vitrine_popup_location`.
 * Popups have no public page of their own; an editor's preview shows the popup over a plain page.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class PostType {
	public const NAME         = 'vitrine_popup';
	public const SETTINGS_KEY = '_vitrine_popup_settings';
	public const LOCATION_KEY = '_vitrine_popup_location';

	public function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'              => array(
					'name'          => __( 'Popups', 'vitrine' ),
					'singular_name' => __( 'Popup', 'vitrine' ),
					'add_new_item'  => __( 'Add New Popup', 'vitrine' ),
					'edit_item'     => __( 'Edit Popup', 'vitrine' ),
					'new_item'      => __( 'New Popup', 'vitrine' ),
					'view_item'     => __( 'Preview Popup', 'vitrine' ),
					'search_items'  => __( 'Search Popups', 'vitrine' ),
					'not_found'     => __( 'No popups found.', 'vitrine' ),
					'all_items'     => __( 'Popups', 'vitrine' ), // Its label in the Vitrine menu.
				),
				'public'              => false,
				'publicly_queryable'  => true, // For the editor's preview only; see Preview.
				'exclude_from_search' => true,
				'show_ui'             => true,
				'show_in_menu'        => \Vitrine\Admin\Menu::SLUG,
				'show_in_nav_menus'   => false,
				'show_in_rest'        => true,
				'rest_controller_class' => \Vitrine\Security\EditorsOnlyRestController::class, // Editors only: docs/security.md.
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => self::NAME,
				'menu_icon'           => 'dashicons-format-aside',
				'capability_type'     => 'page',
				'map_meta_cap'        => true,
				'supports'            => array( 'title', 'editor', 'custom-fields', 'revisions' ),
			)
		);
		$this->register_meta( self::SETTINGS_KEY, Schema::settings(), Schema::default_settings() );
		$this->register_meta( self::LOCATION_KEY, Schema::location(), Schema::default_location() );
	}

	private function register_meta( string $key, array $schema, array $default ): void {
		register_post_meta(
			self::NAME,
			$key,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => $default,
				'show_in_rest'      => array( 'schema' => $schema ),
				'sanitize_callback' => static fn( $value ) => is_array( $value ) ? $value : $default,
				'auth_callback'     => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
			)
		);
	}

	/** @return array<string, mixed> The stored settings over the defaults. */
	public static function settings( int $post_id ): array {
		$stored = get_post_meta( $post_id, self::SETTINGS_KEY, true );
		return array_merge( Schema::default_settings(), is_array( $stored ) ? $stored : array() );
	}

	/** @return array<string, mixed> */
	public static function location( int $post_id ): array {
		$stored = get_post_meta( $post_id, self::LOCATION_KEY, true );
		return array_merge( Schema::default_location(), is_array( $stored ) ? $stored : array() );
	}
}
