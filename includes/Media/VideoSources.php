<?php
/**
 * What each video of a playlist is: a YouTube or Vimeo video (recognised from its address), or a
 * hosted file (a video in the media library, or an address of an .mp4/.webm/.ogv file). One place
 * for the patterns; the handler receives the provider and id it found.
 *
 * @package Vitrine
 */

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

final class VideoSources {
	private const FILE_TYPES = array(
		'mp4'  => 'video/mp4',
		'm4v'  => 'video/mp4',
		'webm' => 'video/webm',
		'ogv'  => 'video/ogg',
	);

	/**
	 * The video behind one playlist item, or null when it has no usable source.
	 *
	 * @param array<string, mixed> $item Saved item: url or mediaId.
	 * @return array{provider: string, id: string, src: string, type: string, link: string}|null
	 */
	public static function resolve( array $item ): ?array {
		$media = absint( $item['mediaId'] ?? 0 );
		if ( $media ) {
			$type = (string) get_post_mime_type( $media );
			$src  = str_starts_with( $type, 'video/' ) ? (string) wp_get_attachment_url( $media ) : '';
			return '' !== $src ? self::hosted( $src, $type ) : null;
		}
		return self::detect( (string) ( $item['url'] ?? '' ) );
	}

	/** @return array{provider: string, id: string, src: string, type: string, link: string}|null */
	public static function detect( string $url ): ?array {
		$url   = trim( $url );
		$parts = WebAddress::parts( $url, '(www|m)' );
		if ( ! $parts ) {
			return null;
		}
		list( 'host' => $host, 'path' => $path, 'query' => $query ) = $parts;
		$id = '';
		if ( 'youtube.com' === $host && '/watch' === rtrim( $path, '/' ) ) {
			$id = is_string( $query['v'] ?? null ) ? $query['v'] : '';
		} elseif ( 'youtube.com' === $host && preg_match( '#^/(?:embed|shorts|live)/([^/]+)/?$#', $path, $m ) ) {
			$id = $m[1];
		} elseif ( 'youtu.be' === $host && preg_match( '#^/([^/]+)/?$#', $path, $m ) ) {
			$id = $m[1];
		}
		if ( '' !== $id ) {
			return preg_match( '/^[A-Za-z0-9_-]{11}$/', $id )
				? self::provider( 'youtube', $id, 'https://www.youtube.com/watch?v=' . $id )
				: null;
		}
		if ( in_array( $host, array( 'vimeo.com', 'player.vimeo.com' ), true ) ) {
			return preg_match( '#^/(?:video/|channels/[\w-]+/)?(\d{1,12})/?$#', $path, $m )
				? self::provider( 'vimeo', $m[1], 'https://vimeo.com/' . $m[1] )
				: null;
		}
		$extension = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
		return isset( self::FILE_TYPES[ $extension ] ) ? self::hosted( esc_url_raw( $url ), self::FILE_TYPES[ $extension ] ) : null;
	}

	/** @return array<string, string> Provider => name shown to visitors. */
	public static function labels(): array {
		return array(
			'youtube' => 'YouTube',
			'vimeo'   => 'Vimeo',
			'hosted'  => __( 'Video', 'vitrine' ),
		);
	}

	private static function provider( string $provider, string $id, string $link ): array {
		return array(
			'provider' => $provider,
			'id'       => $id,
			'src'      => '',
			'type'     => '',
			'link'     => $link,
		);
	}

	private static function hosted( string $src, string $type ): array {
		return array(
			'provider' => 'hosted',
			'id'       => '',
			'src'      => $src,
			'type'     => $type,
			'link'     => $src,
		);
	}
}
