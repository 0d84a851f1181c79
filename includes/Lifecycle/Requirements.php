<?php
/**
 * The WordPress and PHP versions Vitrine needs, read from the plugin header ("Requires at least",
 * "Requires PHP"). plugin.php loads this file before anything else and registers nothing more when a
 * requirement is not met: the owner sees an admin notice instead of a fatal error.
 *
 * Written in PHP 7.0-compatible syntax on purpose: it must parse on the versions it turns away.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Requirements {
	/** @var string[] Problems found by guard(), shown by notice(). */
	private static $problems = array();

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
	 * What is missing on a site with these versions (the running ones when null).
	 *
	 * @return string[] Translated messages, empty when every requirement is met.
	 */
	public static function problems( $wp_version = null, $php_version = null ) {
		$minimum     = self::minimum();
		$wp_version  = null === $wp_version ? (string) get_bloginfo( 'version' ) : (string) $wp_version;
		$php_version = null === $php_version ? PHP_VERSION : (string) $php_version;
		$problems    = array();
		if ( '' !== $minimum['wp'] && version_compare( $wp_version, $minimum['wp'], '<' ) ) {
			/* translators: 1: required WordPress version, 2: running WordPress version */
			$problems[] = sprintf( __( 'Vitrine needs WordPress %1$s or later; this site runs %2$s.', 'vitrine' ), $minimum['wp'], $wp_version );
		}
		if ( '' !== $minimum['php'] && version_compare( $php_version, $minimum['php'], '<' ) ) {
			/* translators: 1: required PHP version, 2: running PHP version */
			$problems[] = sprintf( __( 'Vitrine needs PHP %1$s or later; this server runs %2$s.', 'vitrine' ), $minimum['php'], $php_version );
		}
		return $problems;
	}

	/**
	 * True when Vitrine can run; otherwise queues the admin notice and returns false.
	 */
	public static function guard( $wp_version = null, $php_version = null ) {
		self::$problems = self::problems( $wp_version, $php_version );
		if ( empty( self::$problems ) ) {
			return true;
		}
		add_action( 'admin_notices', array( __CLASS__, 'notice' ) );
		add_action( 'network_admin_notices', array( __CLASS__, 'notice' ) );
		return false;
	}

	public static function notice() {
		if ( empty( self::$problems ) || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		echo '<div class="notice notice-error"><p><strong>' . esc_html__( 'Vitrine is not running.', 'vitrine' ) . '</strong> ';
		echo esc_html( implode( ' ', self::$problems ) ) . ' ';
		echo esc_html__( 'Your content is safe; update the server or WordPress and Vitrine starts again.', 'vitrine' ) . '</p></div>';
	}
}
