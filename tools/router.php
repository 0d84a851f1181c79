<?php
/**
 * Router for PHP's built-in web server: serves existing files as they are, refuses the project's
 * private folders (reachable through the plugin's symlink), and sends every other path to WordPress.
 */
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
	return false;
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
