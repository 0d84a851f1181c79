<?php
/**
 * The networks the social embeds block knows, and which one a post address belongs to. Only the
 * server recognises addresses (one place for the patterns); the handler receives the network and
 * the post id it found and rebuilds the provider's embed from them.
 *
 * @package Vitrine
 */

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

final class SocialNetworks {
	/**
	 * Network id => [ label, hosts, path pattern whose first group is the post id ].
	 * Query-string ids (YouTube's watch?v=) are handled in detect().
	 */
	private const NETWORKS = array(
		'x'         => array( 'X (Twitter)', array( 'x.com', 'twitter.com', 'mobile.twitter.com' ), '#^/[A-Za-z0-9_]{1,15}/status(?:es)?/(\d{5,25})/?$#' ),
		'instagram' => array( 'Instagram', array( 'instagram.com' ), '#^/(?:[A-Za-z0-9_.]+/)?(?:p|reel|tv)/([A-Za-z0-9_-]{5,40})/?$#' ),
		'facebook'  => array( 'Facebook', array( 'facebook.com', 'm.facebook.com' ), '#^/(?:[A-Za-z0-9.\-]+/(?:posts|videos|photos(?:/[A-Za-z0-9.\-]+)?)/([A-Za-z0-9.\-_]{5,60})|permalink\.php|watch)/?$#' ),
		'youtube'   => array( 'YouTube', array( 'youtube.com', 'm.youtube.com', 'youtu.be' ), '#^/(?:shorts/|embed/|live/)?([A-Za-z0-9_-]{11})/?$#' ),
		'tiktok'    => array( 'TikTok', array( 'tiktok.com' ), '#^/@[A-Za-z0-9_.]{1,40}/video/(\d{5,25})/?$#' ),
		'pinterest' => array( 'Pinterest', array( 'pinterest.com' ), '#^/pin/(\d{5,25})/?$#' ),
	);

	/** @return array<string, string> Network id => label, for the editor and the docs. */
	public static function labels(): array {
		return array_map( static fn( array $network ): string => $network[0], self::NETWORKS );
	}

	/**
	 * The network and post id of an address, or null when it is not an https/http post address of
	 * a known network.
	 *
	 * @return array{network: string, label: string, id: string, url: string}|null
	 */
	public static function detect( string $url ): ?array {
		$url   = trim( $url );
		$parts = WebAddress::parts( $url );
		if ( ! $parts ) {
			return null;
		}
		list( 'host' => $host, 'path' => $path, 'query' => $query ) = $parts;
		foreach ( self::NETWORKS as $network => list( $label, $hosts, $pattern ) ) {
			if ( ! in_array( $host, $hosts, true ) ) {
				continue;
			}
			$id = '';
			if ( 'youtube' === $network && '/watch' === rtrim( $path, '/' ) ) {
				$id = is_string( $query['v'] ?? null ) && preg_match( '/^[A-Za-z0-9_-]{11}$/', $query['v'] ) ? $query['v'] : '';
			} elseif ( 'youtube' === $network && 'youtu.be' !== $host && ! preg_match( '#^/(shorts|embed|live)/#', $path ) ) {
				$id = ''; // youtube.com/<11 chars> is a channel or page, not a video.
			} elseif ( preg_match( $pattern, $path, $m ) ) {
				// Facebook's permalink.php and watch carry their ids in the query; the address is enough.
				$id = $m[1] ?? '';
				if ( 'facebook' === $network && '' === $id ) {
					$id = (string) ( $query['story_fbid'] ?? $query['v'] ?? '' );
					$id = preg_match( '/^[A-Za-z0-9._-]{5,60}$/', $id ) ? $id : '';
				}
			}
			if ( '' === $id ) {
				return null;
			}
			return array(
				'network' => $network,
				'label'   => $label,
				'id'      => $id,
				'url'     => esc_url_raw( $url, array( 'http', 'https' ) ),
			);
		}
		return null;
	}
}
