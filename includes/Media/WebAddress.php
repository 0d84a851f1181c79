<?php
/**
 * The parts of an http(s) address that the media widgets recognise providers by (docs/widgets-media.md):
 * the host in lower case without a leading subdomain that does not matter (www., and for video also
 * m.), the path, and the query as an array. Anything that is not an http(s) address with a host is
 * null, so a pasted address never reaches a provider's rules half-parsed.
 *
 * @package Vitrine
 */

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

final class WebAddress {
	/**
	 * @param string $url       The address as the editor typed it (trimmed here).
	 * @param string $subdomain A pattern of the leading subdomains to drop, e.g. 'www' or '(www|m)'.
	 * @return array{host: string, path: string, query: array<string, mixed>}|null
	 */
	public static function parts( string $url, string $subdomain = 'www' ): ?array {
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
			return null;
		}
		$query = array();
		wp_parse_str( $parts['query'] ?? '', $query );
		return array(
			'host'  => (string) preg_replace( '/^' . $subdomain . '\./', '', strtolower( $parts['host'] ) ),
			'path'  => $parts['path'] ?? '/',
			'query' => $query,
		);
	}
}
