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
		foreach ( self::take( $screen ) as $notice ) {
			echo '<div class="notice notice-' . esc_attr( $notice[0] ) . '" role="alert"><p>' . esc_html( $notice[1] ) . '</p></div>';
		}
	}

	/**
	 * The screen's waiting notices, forgotten once read (for a result shown in place, such as
	 * Test connection's beside its button).
	 *
	 * @return array<int, array{0: string, 1: string}> [ type, message ]
	 */
	public static function take( string $screen ): array {
		$key   = self::key( $screen );
		$taken = array();
		foreach ( (array) get_transient( $key ) as $notice ) {
			if ( is_array( $notice ) && 2 === count( $notice ) ) {
				$type    = in_array( $notice[0], array( 'error', 'warning', 'success', 'info' ), true ) ? (string) $notice[0] : 'info';
				$taken[] = array( $type, (string) $notice[1] );
			}
		}
		delete_transient( $key );
		return $taken;
	}

	private static function key( string $screen ): string {
		return 'vitrine_notice_' . $screen . '_' . get_current_user_id();
	}
}
