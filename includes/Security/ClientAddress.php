<?php
/**
 * Who a request comes from, as far as rate limits go (docs/security.md). The address is the
 * connection's own (REMOTE_ADDR) unless the site owner named trusted proxies on Settings → General:
 * only then, and only for requests that arrive from one of them, is the forwarded address used.
 * IPv6 visitors are grouped by their /64 (one household or device gets a whole /64), and every key
 * is a keyed hash, so no address is ever stored.
 *
 * @package Vitrine
 */

namespace Vitrine\Security;

defined( 'ABSPATH' ) || exit;

final class ClientAddress {
	public const OPTION  = 'vitrine_security';
	public const HEADERS = array( 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip' );

	/** @return array{proxy_header: string, trusted_proxies: string[]} */
	public static function settings(): array {
		return self::sanitize( get_option( self::OPTION, array() ) );
	}

	/**
	 * @param mixed $input Raw settings (the form posts the proxies as one text).
	 * @return array{proxy_header: string, trusted_proxies: string[]}
	 */
	public static function sanitize( $input ): array {
		$input   = is_array( $input ) ? $input : array();
		$header  = strtolower( (string) ( $input['proxy_header'] ?? '' ) );
		$proxies = $input['trusted_proxies'] ?? array();
		$proxies = is_array( $proxies ) ? $proxies : preg_split( '/[\s,]+/', (string) $proxies );
		$proxies = array_values( array_filter( array_map( 'trim', (array) $proxies ), array( self::class, 'is_range' ) ) );
		return array(
			'proxy_header'    => in_array( $header, self::HEADERS, true ) ? $header : '',
			'trusted_proxies' => array_slice( array_unique( $proxies ), 0, 50 ),
		);
	}

	/** An IP address or a CIDR range such as 10.0.0.0/8 or 2001:db8::/32. */
	public static function is_range( string $range ): bool {
		$parts = explode( '/', $range, 2 );
		$bin   = filter_var( $parts[0], FILTER_VALIDATE_IP ) ? inet_pton( $parts[0] ) : false;
		if ( false === $bin ) {
			return false;
		}
		return ! isset( $parts[1] ) || ( ctype_digit( $parts[1] ) && (int) $parts[1] <= strlen( $bin ) * 8 );
	}

	/**
	 * An IPv4-mapped IPv6 address (`::ffff:203.0.113.5`, what a dual-stack server reports for an IPv4
	 * client) as the IPv4 address it is, so it matches IPv4 proxy ranges; anything else as it was.
	 */
	public static function normalize( string $ip ): string {
		$bin = filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ? inet_pton( $ip ) : false;
		if ( false !== $bin && str_starts_with( $bin, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return (string) inet_ntop( substr( $bin, 12 ) );
		}
		return $ip;
	}

	public static function in_range( string $ip, string $range ): bool {
		$parts = explode( '/', $range, 2 );
		$ip    = self::normalize( $ip );
		$ip    = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
		$net   = filter_var( $parts[0], FILTER_VALIDATE_IP ) ? inet_pton( $parts[0] ) : false;
		if ( false === $ip || false === $net || strlen( $ip ) !== strlen( $net ) ) {
			return false;
		}
		$bits  = isset( $parts[1] ) ? (int) $parts[1] : strlen( $ip ) * 8;
		$bytes = intdiv( $bits, 8 );
		if ( substr( $ip, 0, $bytes ) !== substr( $net, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $ip[ $bytes ] ) & $mask ) === ( ord( $net[ $bytes ] ) & $mask );
	}

	/**
	 * The visitor's address: the connection's, or the one the trusted proxy forwarded.
	 *
	 * @param array<string, mixed>|null $server $_SERVER, for tests.
	 */
	public static function ip( ?array $server = null ): string {
		$server   = $server ?? $_SERVER;
		$remote   = self::normalize( (string) ( $server['REMOTE_ADDR'] ?? '' ) );
		$settings = self::settings();
		if ( '' === $settings['proxy_header'] || ! self::trusted( $remote, $settings['trusted_proxies'] ) ) {
			return $remote;
		}
		$key = 'HTTP_' . strtoupper( str_replace( '-', '_', $settings['proxy_header'] ) );
		$hop = array_map( static fn( $address ) => self::normalize( trim( $address ) ), explode( ',', (string) ( $server[ $key ] ?? '' ) ) );
		// X-Forwarded-For lists every hop; the visitor is the last address no trusted proxy added.
		for ( $i = count( $hop ) - 1; $i >= 0; $i-- ) {
			if ( ! filter_var( $hop[ $i ], FILTER_VALIDATE_IP ) ) {
				break;
			}
			if ( ! self::trusted( $hop[ $i ], $settings['trusted_proxies'] ) ) {
				return $hop[ $i ];
			}
		}
		return $remote;
	}

	/** @param string[] $ranges */
	private static function trusted( string $ip, array $ranges ): bool {
		foreach ( $ranges as $range ) {
			if ( self::in_range( $ip, $range ) ) {
				return true;
			}
		}
		return false;
	}

	/** What a rate limit counts: IPv4 as is, IPv6 by its /64 (IPv4-mapped IPv6 as IPv4). */
	public static function group( string $ip ): string {
		$bin = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
		if ( false === $bin ) {
			return 'unknown';
		}
		if ( 16 === strlen( $bin ) ) {
			if ( str_starts_with( $bin, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
				return (string) inet_ntop( substr( $bin, 12 ) );
			}
			return (string) inet_ntop( substr( $bin, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
		}
		return $ip;
	}

	/** A keyed hash of the visitor's group: the same visitor gives the same key, nobody can reverse it. */
	public static function visitor( ?string $ip = null ): string {
		return substr( hash_hmac( 'sha256', self::group( $ip ?? self::ip() ), wp_salt( 'auth' ) ), 0, 32 );
	}
}
