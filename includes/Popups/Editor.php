<?php
/**
 * Block-editor assets: the popup settings sidebar (only when editing a popup) with the data it
 * needs from the server (the site's roles and post types), and the URL action link format (in
 * every block editor, so any link can open a popup or an off-canvas panel).
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class Editor {
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	public function enqueue(): void {
		if ( wp_script_is( 'vitrine-builder-popup-link-format', 'registered' ) ) {
			wp_enqueue_script( 'vitrine-builder-popup-link-format' );
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || PostType::NAME !== $screen->post_type || ! wp_script_is( 'vitrine-builder-popup-editor', 'registered' ) ) {
			return;
		}
		wp_enqueue_script( 'vitrine-builder-popup-editor' );
		wp_enqueue_style( 'vitrine-builder-popup-editor' ); // The sidebar's own styles (editor.scss), registered under the same handle.
		wp_add_inline_script( 'vitrine-builder-popup-editor', 'window.vitrinePopupsEditor = ' . wp_json_encode( self::data() ) . ';', 'before' );
	}

	/** @return array{roles: array<int, array{value: string, label: string}>, postTypes: array<int, array{value: string, label: string}>, variant: array<string, string>|null} */
	public static function data(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $value => $label ) {
			$roles[] = array(
				'value' => (string) $value,
				'label' => translate_user_role( $label ),
			);
		}
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
			if ( 'attachment' !== $type->name ) {
				$types[] = array(
					'value' => $type->name,
					'label' => $type->labels->singular_name,
				);
			}
		}
		return array(
			'roles'     => $roles,
			'postTypes' => $types,
			'variant'   => self::variant(),
		);
	}

	/** @return array{letter: string, title: string, editLink: string}|null When the popup being edited is an A/B variant: its letter and its control. */
	private static function variant(): ?array {
		$post    = get_post();
		$control = $post ? AbTest::control_of( (int) $post->ID ) : 0;
		if ( ! $control ) {
			return null;
		}
		return array(
			'letter'   => (string) get_post_meta( $post->ID, AbTest::VARIANT_KEY, true ),
			'title'    => get_the_title( $control ),
			'editLink' => (string) get_edit_post_link( $control, 'raw' ),
		);
	}
}
