<?php
/**
 * Default settings written at activation with add_option (an existing value is never replaced).
 * Features add theirs through the `vitrine_default_options` filter.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

final class Defaults {
	/** @return array<string, mixed> option name => default value. */
	public static function options(): array {
		/**
		 * Options Vitrine writes with their defaults when it is activated.
		 *
		 * @param array<string, mixed> $options option name => value.
		 */
		$options                     = (array) apply_filters( 'vitrine_default_options', array() );
		$options[ Settings::OPTION ] = Settings::defaults();
		return $options;
	}

	public static function add(): void {
		foreach ( self::options() as $name => $value ) {
			if ( str_starts_with( (string) $name, 'vitrine_' ) ) {
				add_option( (string) $name, $value );
			}
		}
	}
}
