<?php
/**
 * Notices for bad widget settings (an unknown image id, a malformed URL): shown to people who can
 * edit the page, so they can fix it, and never to visitors, who just get the widget without the bad
 * part.
 *
 * @package Vitrine
 */

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

final class Notice {
	/** The notice markup for editors, or '' for visitors. */
	public static function for_editors( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return '<p class="vitrine-widget-notice" role="note">' . esc_html( $message ) . '</p>';
	}

	/**
	 * The image ids among $ids that are real image attachments, and a notice for the others.
	 *
	 * @param array<int, mixed> $ids Ids as saved by the editor.
	 * @return array{0: int[], 1: string} Valid ids, and the notice markup ('' when all are valid).
	 */
	public static function valid_images( array $ids ): array {
		$valid   = array();
		$missing = array();
		foreach ( $ids as $id ) {
			$id = absint( $id );
			if ( $id && wp_attachment_is_image( $id ) ) {
				$valid[] = $id;
			} else {
				$missing[] = $id;
			}
		}
		$notice = $missing
			/* translators: %s: comma-separated attachment ids. */
			? self::for_editors( sprintf( __( 'These images no longer exist and are not shown: %s.', 'vitrine' ), implode( ', ', $missing ) ) )
			: '';
		return array( $valid, $notice );
	}
}
