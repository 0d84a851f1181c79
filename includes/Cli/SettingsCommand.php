<?php
/**
 * `wp vitrine settings export|import`: Vitrine's settings as JSON, to copy a set-up from one site
 * to another. Covers every option with a default (Lifecycle\Defaults: consent, affiliate, data
 * settings, and what features add through `vitrine_default_options`); secrets (API keys) are
 * separate options and never exported.
 *
 * @package Vitrine
 */

namespace Vitrine\Cli;

use Vitrine\Lifecycle\Defaults;
use Vitrine\Lifecycle\Settings as DataSettings;
use Vitrine\Affiliate\Settings as AffiliateSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Exports or imports Vitrine's settings as JSON.
 */
final class SettingsCommand {
	/** Settings whose screen sanitizes them itself rather than through register_setting. */
	private const SANITIZERS = array(
		'vitrine_affiliate' => array( AffiliateSettings::class, 'sanitize' ),
		'vitrine_lifecycle' => array( DataSettings::class, 'sanitize' ),
	);

	/**
	 * Exports the settings as a JSON object: option name => value.
	 *
	 * ## OPTIONS
	 *
	 * [--file=<file>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine settings export --file=vitrine-settings.json
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$settings = array();
		foreach ( Defaults::options() as $name => $default ) {
			$settings[ $name ] = get_option( $name, $default );
		}
		ksort( $settings );
		Output::write( wp_json_encode( $settings, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n", $assoc_args, __( 'The settings', 'vitrine' ) );
	}

	/**
	 * Imports settings from a JSON file made by `wp vitrine settings export`. Nothing is saved when
	 * the file names an unknown setting or a value of the wrong kind.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The JSON file.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine settings import vitrine-settings.json
	 *
	 * @param string[]             $args       The file.
	 * @param array<string, mixed> $assoc_args Options (none).
	 */
	public function import( array $args, array $assoc_args ): void {
		$settings = json_decode( Output::read( (string) ( $args[0] ?? '' ) ), true );
		if ( ! is_array( $settings ) || array_is_list( $settings ) && $settings ) {
			\WP_CLI::error( __( 'The file is not a JSON object of settings (option name => value).', 'vitrine' ) );
		}
		$known    = Defaults::options();
		$problems = array();
		foreach ( $settings as $name => $value ) {
			if ( ! array_key_exists( $name, $known ) ) {
				/* translators: %s: option name */
				$problems[] = sprintf( __( '%s is not a Vitrine setting', 'vitrine' ), $name );
			} elseif ( gettype( $value ) !== gettype( $known[ $name ] ) && ! ( is_array( $known[ $name ] ) && is_array( $value ) ) ) {
				/* translators: 1: option name, 2: expected kind, e.g. array */
				$problems[] = sprintf( __( '%1$s must be a %2$s', 'vitrine' ), $name, gettype( $known[ $name ] ) );
			}
		}
		if ( $problems ) {
			/* translators: %s: list of problems */
			\WP_CLI::error( sprintf( __( 'Nothing was imported: %s.', 'vitrine' ), implode( '; ', $problems ) ) );
		}
		foreach ( $settings as $name => $value ) {
			// The feature's own sanitizing applies (its sanitizer, or register_setting's through
			// update_option), as when saved from its screen.
			$value = is_array( $known[ $name ] ) ? array_replace( $known[ $name ], $value ) : $value;
			update_option( $name, isset( self::SANITIZERS[ $name ] ) ? call_user_func( self::SANITIZERS[ $name ], $value ) : $value );
		}
		/* translators: %d: number of settings */
		\WP_CLI::success( sprintf( _n( '%d setting imported.', '%d settings imported.', count( $settings ), 'vitrine' ), count( $settings ) ) );
	}
}
