<?php
/**
 * Every registered data store (filter `vitrine_data_stores`), keyed by id. The lifecycle installs,
 * purges, exports, erases and uninstalls whatever is listed here, so a feature adding a store edits
 * nothing in this folder.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

use Vitrine\Data\Store;

defined( 'ABSPATH' ) || exit;

final class DataStores {
	/** @return array<string, Store> */
	public static function all(): array {
		/**
		 * The places where Vitrine keeps data about visitors.
		 *
		 * @param Store[] $stores Stores listed so far.
		 */
		$listed = (array) apply_filters( 'vitrine_data_stores', array() );
		$stores = array();
		foreach ( $listed as $store ) {
			if ( $store instanceof Store && preg_match( '/^[a-z0-9_]{1,40}$/', $store->id() ) ) {
				$stores[ $store->id() ] = $store; // A store listed twice counts once.
			}
		}
		return $stores;
	}
}
