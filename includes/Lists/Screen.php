<?php
/**
 * Prints an admin list's mount point and loads its app (src/lists/app.entry.tsx, built with
 * @wordpress/dataviews, admin only). What the app needs beyond the REST route (the filter choices
 * of this site, the user's delete right) rides on the mount point's data attribute.
 *
 * @package Vitrine
 */

namespace Vitrine\Lists;

defined( 'ABSPATH' ) || exit;

final class Screen {
	public const HANDLE = 'vitrine-lists-app';

	/**
	 * @param array<string, mixed> $config Extra data for the app (e.g. the forms to filter by).
	 */
	public static function mount( string $list, array $config = array() ): void {
		$source = Registry::get( $list );
		if ( ! $source ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
		$config += array(
			'list'      => $list,
			'canDelete' => current_user_can( $source->delete_capability() ),
		);
		printf( '<div class="vitrine-list" data-vitrine-list="%s"></div>', esc_attr( (string) wp_json_encode( $config ) ) );
	}
}
