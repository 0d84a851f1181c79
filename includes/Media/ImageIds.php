<?php
/**
 * Saved image ids checked against the media library: a media widget shows the images that still
 * exist and tells editors about the others (docs/widgets-media.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Media;

use Vitrine\Widgets\Notice;

defined( 'ABSPATH' ) || exit;

final class ImageIds {
	/**
	 * The image ids among $ids that are real image attachments, and an editors' notice for the others.
	 *
	 * @param array<int, mixed> $ids Ids as saved by the editor.
	 * @return array{0: int[], 1: string} Valid ids, and the notice markup ('' when all are valid).
	 */
	public static function valid( array $ids ): array {
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
			? Notice::for_editors( sprintf( __( 'These images no longer exist and are not shown: %s.', 'vitrine' ), implode( ', ', $missing ) ) )
			: '';
		return array( $valid, $notice );
	}
}
