<?php
/**
 * The WordPress and PHP versions Vitrine needs, read from the plugin header ("Requires at least",
 * "Requires PHP"). plugin.php loads this file before anything else and registers nothing more when a
 * requirement is not met: the owner sees an admin notice instead of a fatal error.
 *
 * Written in syntax PHP 7.2 (WordPress's own minimum) parses, on purpose: it must run on the versions
 * it turns away. Messages are translated only when shown: before init, WordPress 6.7+ refuses to
 * load translations.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Requirements {
	/** @var array<int, array{0: string, 1: string, 2: string}> What guard() found, shown by notice(). */
	private static $missing = array();

	/**
	 * @return array{wp: string, php: string} The minimum versions from the plugin header.
	 */
	public static function minimum() {
		$header = get_file_data(
			dirname( __DIR__, 2 ) . '/plugin.php',
			array(
				'wp'  => 'Requires at least',
				'php' => 'Requires PHP',
			)
		);
		return array(
			'wp'  => (string) $header['wp'],
			'php' => (string) $header['php'],
		);
	}

	/**
	 * What is missing on a site with these versions (the running ones when null), untranslated.
	 *
	 * @return array<int, array{0: string, 1: string, 2: string}> [ 'wp'|'php', required, running ].
	 */
	private static function missing( $wp_version = null, $php_version = null ) {
		$minimum = self::minimum();
		$running = array(
			'wp'  => null === $wp_version ? (string) get_bloginfo( 'version' ) : (string) $wp_version,
			'php' => null === $php_version ? PHP_VERSION : (string) $php_version,
		);
		$missing = array();
		foreach ( array( 'wp', 'php' ) as $what ) {
			if ( '' !== $minimum[ $what ] && version_compare( $running[ $what ], $minimum[ $what ], '<' ) ) {
				$missing[] = array( $what, $minimum[ $what ], $running[ $what ] );
			}
		}
		return $missing;
	}

	/**
	 * What is missing on a site with these versions (the running ones when null).
	 *
	 * @return string[] Translated messages, empty when every requirement is met.
	 */
	public static function problems( $wp_version = null, $php_version = null ) {
		return array_map( array( __CLASS__, 'message' ), self::missing( $wp_version, $php_version ) );
	}

	/** @param array{0: string, 1: string, 2: string} $missing */
	private static function message( $missing ) {
		return 'wp' === $missing[0]
			/* translators: 1: required WordPress version, 2: running WordPress version */
			? sprintf( __( 'Vitrine needs WordPress %1$s or later; this site runs %2$s.', 'vitrine' ), $missing[1], $missing[2] )
			/* translators: 1: required PHP version, 2: running PHP version */
			: sprintf( __( 'Vitrine needs PHP %1$s or later; this server runs %2$s.', 'vitrine' ), $missing[1], $missing[2] );
	}

	/**
	 * True when Vitrine can run; otherwise queues the admin notice and returns false.
	 */
	public static function guard( $wp_version = null, $php_version = null ) {
		self::$missing = self::missing( $wp_version, $php_version );
		if ( empty( self::$missing ) ) {
			return true;
		}
		add_action( 'admin_notices', array( __CLASS__, 'notice' ) );
		add_action( 'network_admin_notices', array( __CLASS__, 'notice' ) );
		return false;
	}

	public static function notice() {
		if ( empty( self::$missing ) || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		echo '<div class="notice notice-error"><p><strong>' . esc_html__( 'Vitrine is not running.', 'vitrine' ) . '</strong> ';
		echo esc_html( implode( ' ', array_map( array( __CLASS__, 'message' ), self::$missing ) ) ) . ' ';
		echo esc_html__( 'Your content is safe; update the server or WordPress and Vitrine starts again.', 'vitrine' ) . '</p></div>';
	}
}
