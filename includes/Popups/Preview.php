<?php
/**
 * A popup has no public page. Its editor's preview (the post type's single view) shows a short
 * note and an "Open the popup" action link over the theme's page, with the popup itself printed in
 * preview mode (triggers armed, the visitor's "do not show again" ignored). Anyone else gets a 404.
 *
 * @package Vitrine
 */

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

final class Preview {
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'guard' ) );
		add_filter( 'the_content', array( $this, 'content' ), 1 );
	}

	public static function is_preview(): bool {
		return is_singular( PostType::NAME ) && current_user_can( 'edit_post', (int) get_queried_object_id() );
	}

	public function guard(): void {
		if ( is_singular( PostType::NAME ) && ! self::is_preview() ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
		}
	}

	/** Replaces the popup's own content on its preview page (it shows in the popup instead). */
	public function content( $content ) {
		if ( ! self::is_preview() || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		$id = (int) get_queried_object_id();
		return sprintf(
			'<p>%1$s</p><p><a class="wp-element-button" href="#vitrine-action:popup:open?id=%2$d" data-vitrine="actions">%3$s</a></p>',
			esc_html__( 'This is a preview of the popup with its settings: its triggers are armed as on your site, and "do not show again" is ignored.', 'vitrine' ),
			$id,
			esc_html__( 'Open the popup', 'vitrine' )
		);
	}
}
