<?php
/**
 * Law by region: the regions, their countries and default behaviour, and the time zones standing in
 * for a country, from includes/Consent/data/regions.json (the browser reads the same file's tables
 * through the page settings). The decision itself is made in the browser (docs/consent.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Regions {
	/** @var array<string, mixed>|null */
	private static ?array $data = null;

	/** @return array<string, mixed> The decoded file; an unreadable file gives no regions (strictest for all). */
	private static function data(): array {
		if ( null === self::$data ) {
			$raw        = (string) file_get_contents( __DIR__ . '/data/regions.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file in the plugin.
			$data       = json_decode( $raw, true );
			self::$data = is_array( $data ) ? $data : array();
		}
		return self::$data;
	}

	/** @return string[] The behaviours a region can have. */
	public static function modes(): array {
		return array( 'optin', 'optout', 'notice', 'none' );
	}

	/** @return array<string, string> Region key => its default behaviour. */
	public static function defaults(): array {
		$out = array();
		foreach ( (array) ( self::data()['regions'] ?? array() ) as $key => $region ) {
			$out[ (string) $key ] = in_array( $region['default'] ?? '', self::modes(), true ) ? $region['default'] : 'optin';
		}
		return $out;
	}

	/** @return array<string, string> Region key => its translated name. */
	public static function labels(): array {
		return array(
			'eea'   => __( 'European Economic Area (GDPR, ePrivacy)', 'vitrine' ),
			'uk'    => __( 'United Kingdom (UK GDPR, PECR)', 'vitrine' ),
			'ch'    => __( 'Switzerland (revFADP)', 'vitrine' ),
			'us'    => __( 'United States (CCPA/CPRA and other state laws)', 'vitrine' ),
			'other' => __( 'Everywhere else', 'vitrine' ),
		);
	}

	/**
	 * The tables the page's gate needs, with the owner's behaviour per region.
	 *
	 * @param array<string, string> $modes  The saved behaviours.
	 * @param string                $country_url The CDN country route, or '' without a CDN header.
	 * @return array{countries: array<string, string[]>, modes: array<string, string>, zones: array<string, string>, countryUrl: string}
	 */
	public static function page_tables( array $modes, string $country_url ): array {
		$countries = array();
		foreach ( (array) ( self::data()['regions'] ?? array() ) as $key => $region ) {
			$countries[ (string) $key ] = array_values( array_map( 'strval', (array) ( $region['countries'] ?? array() ) ) );
		}
		return array(
			'countries'  => $countries,
			'modes'      => array_replace( self::defaults(), array_intersect_key( $modes, self::defaults() ) ),
			'zones'      => array_map( 'strval', (array) ( self::data()['zones'] ?? array() ) ),
			'countryUrl' => $country_url,
		);
	}
}
