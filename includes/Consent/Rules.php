<?php
/**
 * The owner's blocking map: each rule names a category and a pattern, which matches a script handle
 * exactly, or appears in a script or embed address or in an inline script's code.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Rules {
	/** @param array<int, array{pattern: string, category: string}> $rules */
	public function __construct( private array $rules ) {}

	public static function from_settings( array $settings ): self {
		$rules    = array();
		$advanced = 'advanced' === ( $settings['gcm_mode'] ?? 'basic' );
		foreach ( (array) $settings['blocking'] as $rule ) {
			$pattern = trim( (string) ( $rule['pattern'] ?? '' ) );
			if ( $advanced && self::names_google_tag( $pattern ) ) {
				continue; // Consent Mode's advanced mode: Google's tags load at once and respect the signals.
			}
			// A rule for a disabled category still blocks: its scripts never get consent.
			if ( '' !== $pattern && in_array( $rule['category'] ?? '', Options::CATEGORIES, true ) ) {
				$rules[] = array( 'pattern' => $pattern, 'category' => (string) $rule['category'] );
			}
		}
		return new self( $rules );
	}

	/** Whether a rule's pattern names a Google tag (gtag.js, Tag Manager, Analytics). */
	public static function names_google_tag( string $pattern ): bool {
		return (bool) preg_match( '/googletagmanager\.com|google-analytics\.com|\bgtag\b/i', $pattern );
	}

	public function is_empty(): bool {
		return ! $this->rules;
	}

	/** The category of a script handle, if a rule names it. */
	public function for_handle( string $handle ): ?string {
		foreach ( $this->rules as $rule ) {
			if ( $rule['pattern'] === $handle ) {
				return $rule['category'];
			}
		}
		return null;
	}

	/** The category of an address or a piece of inline code that contains a rule's pattern. */
	public function for_text( string $text ): ?string {
		if ( '' === $text ) {
			return null;
		}
		foreach ( $this->rules as $rule ) {
			if ( false !== stripos( $text, $rule['pattern'] ) ) {
				return $rule['category'];
			}
		}
		return null;
	}

	/** The handle behind a WordPress script id: `ga-js`, `ga-js-before`, `ga-js-after`, `ga-js-extra`. */
	public static function handle_of_id( string $id ): ?string {
		return preg_match( '/^(.+)-js(?:-(?:before|after|extra|translations))?$/', $id, $m ) ? $m[1] : null;
	}
}
