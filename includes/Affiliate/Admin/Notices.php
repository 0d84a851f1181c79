<?php
/**
 * Admin notices that survive the redirect after a form post (one transient per user and screen).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

defined( 'ABSPATH' ) || exit;

final class Notices {
	public static function add( string $screen, string $type, string $message ): void {
		$key       = self::key( $screen );
		$notices   = (array) get_transient( $key );
		$notices[] = array( $type, $message );
		set_transient( $key, array_filter( $notices ), 120 );
	}

	public static function show( string $screen ): void {
		$key = self::key( $screen );
		foreach ( (array) get_transient( $key ) as $notice ) {
			if ( is_array( $notice ) && 2 === count( $notice ) ) {
				$type = in_array( $notice[0], array( 'error', 'warning', 'success', 'info' ), true ) ? $notice[0] : 'info';
				echo '<div class="notice notice-' . esc_attr( $type ) . '" role="alert"><p>' . esc_html( (string) $notice[1] ) . '</p></div>';
			}
		}
		delete_transient( $key );
	}

	private static function key( string $screen ): string {
		return 'vitrine_notice_' . $screen . '_' . get_current_user_id();
	}
}
