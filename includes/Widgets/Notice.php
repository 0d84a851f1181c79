<?php
/**
 * The notice a widget shows instead of broken output when its saved settings cannot work: visible
 * to people who can edit the page, and nothing at all for visitors.
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class Notice {
	/** The notice markup for editors, or an empty string for visitors. */
	public static function for_editors( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf(
			'<div class="vitrine-widget-notice" role="note"><strong>%s</strong> %s</div>',
			esc_html__( 'Vitrine widget:', 'vitrine' ),
			esc_html( $message )
		);
	}
}
