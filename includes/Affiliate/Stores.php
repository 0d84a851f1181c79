<?php
/**
 * Amazon's marketplaces: the 22 stores, their hosts, the Product Advertising API region of each,
 * and the default map from a visitor's country to the store that serves it.
 *
 * A store is named by its domain suffix ("de", "co.uk", "com.be"), which is unambiguous and is
 * exactly what a link's host needs.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Stores {
	/** Store => Product Advertising API region (North America, Europe, Far East). */
	public const STORES = array(
		'com'    => 'us-east-1',
		'ca'     => 'us-east-1',
		'com.mx' => 'us-east-1',
		'com.br' => 'us-east-1',
		'co.uk'  => 'eu-west-1',
		'ie'     => 'eu-west-1',
		'de'     => 'eu-west-1',
		'fr'     => 'eu-west-1',
		'it'     => 'eu-west-1',
		'es'     => 'eu-west-1',
		'nl'     => 'eu-west-1',
		'se'     => 'eu-west-1',
		'pl'     => 'eu-west-1',
		'com.be' => 'eu-west-1',
		'com.tr' => 'eu-west-1',
		'ae'     => 'eu-west-1',
		'sa'     => 'eu-west-1',
		'eg'     => 'eu-west-1',
		'in'     => 'eu-west-1',
		'co.jp'  => 'us-west-2',
		'sg'     => 'us-west-2',
		'com.au' => 'us-west-2',
	);

	/**
	 * ISO 3166 country (lower case) => store. Every marketplace's own country maps to itself
	 * (be, ae, eg, ie and sa included: older plugins got these wrong), and neighbours without a
	 * store of their own go to the store that ships to them.
	 */
	public const COUNTRIES = array(
		'us' => 'com',
		'ca' => 'ca',
		'mx' => 'com.mx',
		'br' => 'com.br',
		'gb' => 'co.uk',
		'uk' => 'co.uk',
		'ie' => 'ie',
		'de' => 'de',
		'at' => 'de',
		'ch' => 'de',
		'li' => 'de',
		'lu' => 'de',
		'fr' => 'fr',
		'mc' => 'fr',
		'it' => 'it',
		'sm' => 'it',
		'va' => 'it',
		'es' => 'es',
		'pt' => 'es',
		'ad' => 'es',
		'nl' => 'nl',
		'se' => 'se',
		'pl' => 'pl',
		'be' => 'com.be',
		'tr' => 'com.tr',
		'ae' => 'ae',
		'sa' => 'sa',
		'eg' => 'eg',
		'in' => 'in',
		'jp' => 'co.jp',
		'sg' => 'sg',
		'au' => 'com.au',
		'nz' => 'com.au',
	);

	public static function exists( string $store ): bool {
		return isset( self::STORES[ $store ] );
	}

	/** The shop host, e.g. www.amazon.de. */
	public static function host( string $store ): string {
		return 'www.amazon.' . ( self::exists( $store ) ? $store : 'com' );
	}

	/** The Product Advertising API host, e.g. webservices.amazon.de. */
	public static function api_host( string $store ): string {
		return 'webservices.amazon.' . ( self::exists( $store ) ? $store : 'com' );
	}

	public static function region( string $store ): string {
		return self::STORES[ $store ] ?? 'us-east-1';
	}

	/** @return array<string, string> store => label for select boxes. */
	public static function labels(): array {
		$labels = array();
		foreach ( array_keys( self::STORES ) as $store ) {
			$labels[ $store ] = 'amazon.' . $store;
		}
		return $labels;
	}
}
