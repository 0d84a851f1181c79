<?php
/**
 * The lifecycle's own settings (option `vitrine_lifecycle`): whether deleting the plugin deletes its
 * data (off by default) and the retention of stores whose feature has no retention setting of its own.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

use Vitrine\Data\Store;

defined( 'ABSPATH' ) || exit;

final class Settings {
	public const OPTION       = 'vitrine_lifecycle';
	public const DEFAULT_DAYS = 365;

	/** @return array{delete_data: bool, retention: array<string, int>} */
	public static function defaults(): array {
		return array(
			'delete_data' => false,
			'retention'   => array(),
		);
	}

	/** @return array{delete_data: bool, retention: array<string, int>} */
	public static function get(): array {
		$saved = get_option( self::OPTION );
		return self::sanitize( is_array( $saved ) ? $saved : array() );
	}

	/**
	 * @param mixed $input Raw settings.
	 * @return array{delete_data: bool, retention: array<string, int>}
	 */
	public static function sanitize( $input ): array {
		$input     = is_array( $input ) ? $input : array();
		$retention = array();
		foreach ( (array) ( $input['retention'] ?? array() ) as $id => $days ) {
			if ( preg_match( '/^[a-z0-9_]{1,40}$/', (string) $id ) && is_numeric( $days ) ) {
				$retention[ (string) $id ] = max( 0, min( 3650, (int) $days ) );
			}
		}
		return array(
			'delete_data' => ! empty( $input['delete_data'] ),
			'retention'   => $retention,
		);
	}

	/**
	 * Where a store's retention is set: a feature's own setting (filter `vitrine_retention_setting`
	 * answers with days and the settings page's address) or this option.
	 *
	 * @return array{days: int, url: string} url is '' when the retention is set on the Vitrine page.
	 */
	public static function retention( Store $store ): array {
		/**
		 * A feature that keeps the retention of its store in its own settings says so here.
		 *
		 * @param null|array{days: int, url: string} $setting Null when nobody owns it.
		 * @param string                             $id      The store's id.
		 */
		$owned = apply_filters( 'vitrine_retention_setting', null, $store->id() );
		if ( is_array( $owned ) && isset( $owned['days'] ) ) {
			return array(
				'days' => max( 0, (int) $owned['days'] ),
				'url'  => (string) ( $owned['url'] ?? '' ),
			);
		}
		$saved = self::get()['retention'];
		/**
		 * The retention of a store nobody has set yet, in days (0 keeps everything).
		 *
		 * @param int    $days Default 365.
		 * @param string $id   The store's id.
		 */
		$default = (int) apply_filters( 'vitrine_retention_default_days', self::DEFAULT_DAYS, $store->id() );
		return array(
			'days' => $saved[ $store->id() ] ?? max( 0, $default ),
			'url'  => '',
		);
	}
}
