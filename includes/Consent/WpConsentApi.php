<?php
/**
 * The WP Consent API (the interface WooCommerce, Site Kit and statistics plugins read): Vitrine
 * declares itself the site's consent manager, answers `wp_get_consent_type` and keeps the API's
 * cookies as long as its own. The browser side (window.wp_consent_type, wp_set_consent() on every
 * decision) is src/consent/wp-consent-bridge.ts. Nothing here runs or prints without the plugin.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class WpConsentApi {
	/** The cookie the gate writes where consent is implied (opt-out regions), so PHP knows the type. */
	public const TYPE_COOKIE = 'vitrine_consent_type';

	public function register(): void {
		add_filter( 'wp_consent_api_registered_' . plugin_basename( VITRINE_FILE ), '__return_true' );
		add_filter( 'wp_get_consent_type', array( $this, 'consent_type' ) );
		add_filter( 'wp_consent_api_cookie_expiration', array( $this, 'cookie_days' ) );
	}

	/** Whether the plugin is loaded (its functions exist only then). */
	public static function active(): bool {
		return class_exists( 'WP_Consent_API' ) && function_exists( 'wp_set_consent' ) && isset( \WP_Consent_API::$config );
	}

	/** @return array{prefix: string}|null What the page's gate needs to speak to the API. */
	public static function page_settings(): ?array {
		if ( ! self::active() ) {
			return null;
		}
		$prefix = (string) \WP_Consent_API::$config->consent_cookie_prefix();
		return preg_match( '/^[\w-]+$/', $prefix ) ? array( 'prefix' => $prefix ) : null;
	}

	/**
	 * The consent type. While a page is built the answer is the same for everyone (pages are cached;
	 * the browser then sets `window.wp_consent_type` for the visitor): opt-out for the CCPA law, else
	 * opt-in, the strictest. Elsewhere (a checkout, a REST call) the visitor's own type, which the gate
	 * keeps in a cookie where it is opt-out; anything unreadable there means opt-in.
	 *
	 * @param mixed $type The type another plugin may have set.
	 */
	public function consent_type( $type ): string {
		$settings = Options::get();
		if ( 'ccpa' === $settings['law'] ) {
			return 'optout';
		}
		if ( 'region' === $settings['law'] && ! doing_action( 'wp_enqueue_scripts' ) && ! doing_action( 'wp_head' ) ) {
			$visitor = sanitize_key( wp_unslash( $_COOKIE[ self::TYPE_COOKIE ] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated
			return 'optout' === $visitor ? 'optout' : 'optin';
		}
		return 'optin';
	}

	/** @param mixed $days The API's lifetime (30 days by default). */
	public function cookie_days( $days ): int {
		return (int) Options::get()['lifetime'];
	}

	/**
	 * @return array<string, string[]> API category => the Vitrine categories behind it, from
	 *                                 includes/Consent/data/wp-consent-api.json (shared with the browser).
	 */
	public static function category_map(): array {
		$data = json_decode( (string) file_get_contents( __DIR__ . '/data/wp-consent-api.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file in the plugin.
		return is_array( $data ) && is_array( $data['categories'] ?? null ) ? $data['categories'] : array();
	}
}
