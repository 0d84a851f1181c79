<?php
/**
 * The Creators API credential versions. Amazon issues each credential with a version that names the
 * region it serves and the token service that accepts it (docs/affiliate.md, "Creators API"):
 * 2.x credentials get tokens from Amazon Cognito (form-encoded request, scope creatorsapi/default,
 * and the version repeated in the Authorization header), 3.x credentials from Login with Amazon
 * (JSON request, scope creatorsapi::default, bearer token alone).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Source;

use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class CreatorsVersion {
	/** The catalogue API, one host for every marketplace. */
	public const API_BASE = 'https://creatorsapi.amazon';

	/** Version => token endpoint and the region (as Stores names it) the credential serves. */
	public const VERSIONS = array(
		'2.1' => array(
			'token'  => 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
			'region' => 'us-east-1',
		),
		'2.2' => array(
			'token'  => 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
			'region' => 'eu-west-1',
		),
		'2.3' => array(
			'token'  => 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
			'region' => 'us-west-2',
		),
		'3.1' => array(
			'token'  => 'https://api.amazon.com/auth/o2/token',
			'region' => 'us-east-1',
		),
		'3.2' => array(
			'token'  => 'https://api.amazon.co.uk/auth/o2/token',
			'region' => 'eu-west-1',
		),
		'3.3' => array(
			'token'  => 'https://api.amazon.co.jp/auth/o2/token',
			'region' => 'us-west-2',
		),
	);

	/** Test-only: lets the PHP and browser tests point every request at a loopback server. */
	public const ENDPOINTS_FILTER = 'vitrine_test_creators_api_endpoints';

	/** Accepts "3.2", "v3.2" or " 3.2 " as Associates Central writes it; '' when unknown. */
	public static function normalize( string $version ): string {
		$version = ltrim( strtolower( trim( $version ) ), 'v' );
		return isset( self::VERSIONS[ $version ] ) ? $version : '';
	}

	public static function is_lwa( string $version ): bool {
		return str_starts_with( $version, '3.' );
	}

	public static function scope( string $version ): string {
		return self::is_lwa( $version ) ? 'creatorsapi::default' : 'creatorsapi/default';
	}

	/** The Authorization header of a catalogue request. */
	public static function authorization( string $token, string $version ): string {
		return 'Bearer ' . $token . ( self::is_lwa( $version ) ? '' : ', Version ' . $version );
	}

	/** A name for the admin, e.g. "3.2 (Europe, Login with Amazon)". */
	public static function label( string $version ): string {
		$regions = array(
			'us-east-1' => __( 'North America', 'vitrine' ),
			'eu-west-1' => __( 'Europe, Middle East and India', 'vitrine' ),
			'us-west-2' => __( 'Far East and Australia', 'vitrine' ),
		);
		$service = self::is_lwa( $version ) ? __( 'Login with Amazon', 'vitrine' ) : __( 'Amazon Cognito', 'vitrine' );
		return sprintf( '%1$s (%2$s, %3$s)', $version, $regions[ self::VERSIONS[ $version ]['region'] ?? '' ] ?? '', $service );
	}

	/** Whether a credential of this version serves the store's marketplace (same region). */
	public static function serves( string $version, string $store ): bool {
		return isset( self::VERSIONS[ $version ] ) && Stores::exists( $store ) && self::VERSIONS[ $version ]['region'] === Stores::region( $store );
	}

	/**
	 * Where requests go: the real hosts, unless a test hooks ENDPOINTS_FILTER (never set on a site).
	 *
	 * @return array{api: string, token: string}
	 */
	public static function endpoints( string $version ): array {
		$endpoints = array(
			'api'   => self::API_BASE,
			'token' => self::VERSIONS[ $version ]['token'] ?? '',
		);
		$filtered  = apply_filters( self::ENDPOINTS_FILTER, $endpoints, $version );
		foreach ( array( 'api', 'token' ) as $key ) {
			$url = is_array( $filtered ) ? (string) ( $filtered[ $key ] ?? '' ) : '';
			if ( in_array( wp_parse_url( $url, PHP_URL_SCHEME ), array( 'http', 'https' ), true ) ) {
				$endpoints[ $key ] = untrailingslashit( $url );
			}
		}
		return $endpoints;
	}
}
