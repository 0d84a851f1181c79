<?php
/**
 * Router for PHP's built-in web server: serves existing files with the caching headers nginx sends
 * with docs/nginx-page-cache.conf (docs/caching.md, "Static files"), refuses the project's private
 * folders (reachable through the plugin's symlink), and sends every other path to WordPress.
 */

/**
 * What nginx sends (the map $vitrine_cache_control in docs/nginx-page-cache.conf): versioned files a
 * year and immutable; unversioned code (a stylesheet or script without `?ver=` may change under the
 * same address) revalidated every time; unversioned media 30 days, as before.
 */
function vitrine_cache_control( bool $versioned, string $type ): string {
	if ( $versioned ) {
		return 'public, max-age=31536000, immutable';
	}
	return preg_match( '#^(text/|application/json)#', $type ) ? 'no-cache' : 'public, max-age=2592000';
}

/**
 * Answers a static file the way nginx does: a `?ver=` address is a versioned asset (WordPress
 * changes the version when the file changes), cached a year and immutable, so a repeat view asks
 * nothing; any other file carries ETag and Last-Modified and is answered 304 when they still
 * match. Returns false for types it does not know (the built-in server serves
 * them as before, without validators).
 */
function vitrine_serve_static( string $file, string $query ): bool {
	$types = array(
		'css' => 'text/css; charset=UTF-8', 'js' => 'text/javascript; charset=UTF-8',
		'mjs' => 'text/javascript; charset=UTF-8', 'json' => 'application/json', 'map' => 'application/json',
		'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg',
		'gif' => 'image/gif', 'webp' => 'image/webp', 'avif' => 'image/avif', 'ico' => 'image/x-icon',
		'woff' => 'font/woff', 'woff2' => 'font/woff2', 'lottie' => 'application/zip', 'txt' => 'text/plain; charset=UTF-8',
	);
	$type  = $types[ strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ] ?? null;
	if ( null === $type ) {
		return false;
	}
	$mtime = (int) filemtime( $file );
	$size  = (int) filesize( $file );
	// nginx's ETag: the modification time and the size, in hex.
	$etag     = sprintf( '"%x-%x"', $mtime, $size );
	$modified = gmdate( 'D, d M Y H:i:s', $mtime ) . ' GMT';
	parse_str( $query, $args );
	header( 'Content-Type: ' . $type );
	header( 'ETag: ' . $etag );
	header( 'Last-Modified: ' . $modified );
	header( 'Cache-Control: ' . vitrine_cache_control( isset( $args['ver'] ) && '' !== $args['ver'], $type ) );
	$match = $_SERVER['HTTP_IF_NONE_MATCH'] ?? null;
	$since = $_SERVER['HTTP_IF_MODIFIED_SINCE'] ?? null;
	// If-None-Match wins over If-Modified-Since when both are sent (RFC 9110, 13.2.2).
	$fresh = null !== $match
		? in_array( $etag, array_map( 'trim', explode( ',', str_replace( 'W/', '', $match ) ) ), true ) || '*' === trim( $match )
		: ( null !== $since && strtotime( $since ) >= $mtime );
	if ( $fresh ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Length: ' . $size );
	if ( 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		readfile( $file );
	}
	return true;
}
$vitrine_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( preg_match( '#/(\.git|\.wp|node_modules|tests|tools)(/|$)#', $vitrine_path ) ) {
	http_response_code( 404 );
	return true;
}

$vitrine_file = $_SERVER['DOCUMENT_ROOT'] . $vitrine_path;
if ( '/' !== $vitrine_path && is_file( $vitrine_file ) ) {
	if ( str_ends_with( $vitrine_path, '.php' ) ) {
		chdir( dirname( $vitrine_file ) );
		$_SERVER['SCRIPT_NAME']     = $vitrine_path;
		$_SERVER['SCRIPT_FILENAME'] = $vitrine_file;
		require $vitrine_file;
		return true;
	}
	return vitrine_serve_static( $vitrine_file, (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY ) );
}
if ( is_dir( $vitrine_file ) && is_file( rtrim( $vitrine_file, '/' ) . '/index.php' ) ) {
	chdir( $vitrine_file );
	$_SERVER['SCRIPT_NAME']     = rtrim( $vitrine_path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = rtrim( $vitrine_file, '/' ) . '/index.php';
	require rtrim( $vitrine_file, '/' ) . '/index.php';
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
