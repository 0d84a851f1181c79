<?php
/**
 * The consent settings: one option (`vitrine_consent`) whose keys, limits and defaults are
 * includes/schemas/consent.json, registered for the REST settings API, and its translated default
 * texts and category names.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

use Vitrine\SettingsSchema;

defined( 'ABSPATH' ) || exit;

final class Options {
	public const OPTION     = 'vitrine_consent';
	public const CATEGORIES = array( 'necessary', 'functional', 'analytics', 'performance', 'advertisement', 'others' );
	public const BUTTONS    = array( '1', '2', '3', '4', '7' );

	/**
	 * The option's schema, from includes/schemas/consent.json (docs/architecture.md, "Adding a
	 * setting"), with one property per region of includes/Consent/data/regions.json.
	 *
	 * @return array<string, mixed>
	 */
	private static function described(): array {
		$schema = SettingsSchema::read( 'consent' );
		foreach ( Regions::defaults() as $region => $mode ) {
			$schema['properties']['regions']['properties'][ $region ] = array(
				'type'    => 'string',
				'enum'    => Regions::modes(),
				'default' => $mode,
			);
		}
		return $schema;
	}

	/** @return string[] The keys the page's consent code reads, printed as they are (Gate::page_settings()). */
	public static function page_keys(): array {
		return SettingsSchema::page_keys( self::described() );
	}

	/** @return array<string, mixed> */
	public static function defaults(): array {
		return (array) SettingsSchema::defaults( self::described() );
	}

	/**
	 * The A/B test of the first layer (docs/consent.md, "A/B test of the bar"): the control (these
	 * settings, variant `a`) and up to three variants `b`, `c`, `d`, each with its own layout,
	 * position and texts and a weight. Variants carry no colour, size or visibility of their own, so
	 * none can make reject harder to find than accept.
	 */
	public const BAR_VARIANTS = array( 'b', 'c', 'd' );

	/** @return array<string, mixed> A variant with every field; empty texts mean the control's. */
	public static function bar_variant( array $variant, array $settings ): array {
		return array_replace(
			array(
				'weight'                     => 50,
				'cookie_bar_as'              => $settings['cookie_bar_as'],
				'notify_position_vertical'   => $settings['notify_position_vertical'],
				'notify_position_horizontal' => $settings['notify_position_horizontal'],
				'widget_position'            => $settings['widget_position'],
				'title'                      => '',
				'message'                    => '',
				'accept'                     => '',
				'reject'                     => '',
				'settings'                   => '',
			),
			array_intersect_key( $variant, array_flip( array( 'weight', 'cookie_bar_as', 'notify_position_vertical', 'notify_position_horizontal', 'widget_position', 'title', 'message', 'accept', 'reject', 'settings' ) ) )
		);
	}

	/** @return array<string, string> The built-in texts, translated; an empty saved text means this one. */
	public static function default_texts(): array {
		return array(
			'title'          => __( 'We value your privacy', 'vitrine' ),
			'message'        => __( 'We use cookies to remember your choices, measure visits and show relevant content. Nothing beyond what the site needs runs until you accept.', 'vitrine' ),
			'region'         => __( 'Cookie consent', 'vitrine' ),
			'settings_title' => __( 'Privacy and cookie settings', 'vitrine' ),
			'overview_title' => __( 'Privacy overview', 'vitrine' ),
			'overview'       => __( 'This website uses cookies to improve your experience while you navigate through it. The cookies categorised as necessary are stored in your browser because they are essential for the basic functions of the site. We also use third-party cookies that help us analyse and understand how you use this website. These cookies are stored only with your consent, and you can refuse or withdraw it at any time from the cookie settings link on every page.', 'vitrine' ),
			'enable_all'     => __( 'Enable all categories', 'vitrine' ),
			'always_enabled' => __( 'Always enabled', 'vitrine' ),
			'state_on'       => __( 'On', 'vitrine' ),
			'state_off'      => __( 'Off', 'vitrine' ),
			'save'           => __( 'Save my choices', 'vitrine' ),
			'reject_all'     => __( 'Reject all', 'vitrine' ),
			'close'          => __( 'Close', 'vitrine' ),
			'show_more'      => __( 'Read more', 'vitrine' ),
			'show_less'      => __( 'Show less', 'vitrine' ),
			'cookies_heading' => __( 'Cookies in this category', 'vitrine' ),
			'ccpa_link'      => __( 'Do not sell or share my personal information', 'vitrine' ),
			'ccpa_title'     => __( 'Opt out of sale and sharing', 'vitrine' ),
			'ccpa_text'      => __( 'We will stop selling or sharing your personal information with third parties for advertising and analytics. Do you want to opt out?', 'vitrine' ),
			'ccpa_confirm'   => __( 'Confirm opt-out', 'vitrine' ),
			'ccpa_cancel'    => __( 'Cancel', 'vitrine' ),
			'gpc_notice'     => __( 'Your browser sends a Global Privacy Control signal: we treat it as an opt-out of sale and sharing.', 'vitrine' ),
			'tab'            => __( 'Cookie settings', 'vitrine' ),
			'tab_region'     => __( 'Cookie settings', 'vitrine' ),
		);
	}

	/** @return array<string, string> */
	public static function default_button_texts(): array {
		return array(
			'1' => __( 'Accept all', 'vitrine' ),
			'2' => __( 'Privacy policy', 'vitrine' ),
			'3' => __( 'Reject', 'vitrine' ),
			'4' => __( 'Settings', 'vitrine' ),
			'7' => __( 'Accept all', 'vitrine' ),
		);
	}

	/** @return array<string, array{name: string, description: string}> */
	public static function category_labels(): array {
		return array(
			'necessary'     => array( 'name' => __( 'Necessary', 'vitrine' ), 'description' => __( 'Needed for the site to work, such as remembering your consent. They cannot be switched off.', 'vitrine' ) ),
			'functional'    => array( 'name' => __( 'Functional', 'vitrine' ), 'description' => __( 'Remember your preferences and enable features such as embedded videos and social sharing.', 'vitrine' ) ),
			'analytics'     => array( 'name' => __( 'Analytics', 'vitrine' ), 'description' => __( 'Help us understand how visitors use the site, such as the number of visits and where they come from.', 'vitrine' ) ),
			'performance'   => array( 'name' => __( 'Performance', 'vitrine' ), 'description' => __( 'Measure how fast pages load, to keep the site quick.', 'vitrine' ) ),
			'advertisement' => array( 'name' => __( 'Advertisement', 'vitrine' ), 'description' => __( 'Show you relevant advertising and measure its effect, on this site and others.', 'vitrine' ) ),
			'others'        => array( 'name' => __( 'Others', 'vitrine' ), 'description' => __( 'Cookies that are not yet classified.', 'vitrine' ) ),
		);
	}

	/** The JSON schema of the option, for register_setting and the REST settings API. */
	public static function schema(): array {
		return SettingsSchema::rest( self::described() );
	}

	public static function register(): void {
		register_setting(
			'vitrine',
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'Cookie consent settings', 'vitrine' ),
				'default'           => self::defaults(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * Fills what a partial save left out from the defaults, keeps necessary first and unique, and
	 * cleans texts and addresses (SettingsSchema::sanitize(), by the schema's formats).
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$defaults = self::defaults();
		$value    = SettingsSchema::sanitize( self::described(), is_array( $value ) ? $value : array(), self::OPTION );
		if ( is_wp_error( $value ) ) {
			// A save that bypassed REST with bad data keeps the previous settings.
			$previous = get_option( self::OPTION );
			return is_array( $previous ) ? array_replace( $defaults, $previous ) : $defaults;
		}
		$clean      = SettingsSchema::complete( self::described(), $value );
		$categories = array();
		foreach ( array_merge( array( array( 'slug' => 'necessary' ) ), (array) ( $value['categories'] ?? $defaults['categories'] ) ) as $category ) {
			// A category keeps what its default has and the save left out (its cookies, say).
			$slug = $category['slug'];
			$base = self::category( $slug );
			foreach ( $defaults['categories'] as $default ) {
				$base = $default['slug'] === $slug ? $default : $base;
			}
			$category = array_replace( $base, $category );
			if ( 'necessary' === $slug ) {
				$category['enabled'] = true;
				$category['ccpa']    = false;
			}
			$categories[ $slug ] = $category; // Necessary stays first; a repeated slug keeps its last values.
		}
		$clean['categories'] = array_values( $categories );
		$clean['bar_test']   = self::clean_bar_test( $clean, $defaults['bar_test'] );
		return self::ask_again_for_new_cookies( $clean, get_option( self::OPTION ) );
	}

	/**
	 * The bar's A/B test as saved: at most three variants, lettered b, c, d in order; texts cleaned;
	 * a reject or accept label left empty (or only spaces) is the control's, so no variant can hide
	 * reject or leave it without words; `started` is the site's day the first variant appeared and
	 * is cleared when the last one goes (the results count from it, docs/insights.md).
	 *
	 * @param array<string, mixed> $clean    The settings being saved.
	 * @param array<string, mixed> $defaults The test's defaults.
	 * @return array<string, mixed>
	 */
	private static function clean_bar_test( array $clean, array $defaults ): array {
		$test     = array_replace( $defaults, array_intersect_key( (array) $clean['bar_test'], $defaults ) );
		$variants = array();
		foreach ( array_slice( array_values( (array) $test['variants'] ), 0, count( self::BAR_VARIANTS ) ) as $variant ) {
			$variant = self::bar_variant( (array) $variant, $clean );
			foreach ( array( 'title', 'accept', 'reject', 'settings' ) as $key ) {
				$variant[ $key ] = trim( sanitize_text_field( (string) $variant[ $key ] ) );
			}
			$variant['message'] = trim( sanitize_textarea_field( (string) $variant['message'] ) );
			$variant['weight']  = max( 0, min( 100, (int) $variant['weight'] ) );
			$variants[]         = $variant;
		}
		$started = (string) $test['started'];
		if ( ! $variants ) {
			$started = '';
		} elseif ( '' === $started ) {
			$started = wp_date( 'Y-m-d' );
		}
		return array(
			'started'        => $started,
			'control_weight' => max( 0, min( 100, (int) $test['control_weight'] ) ),
			'variants'       => $variants,
		);
	}

	/** @return array<string, mixed> A category with the schema's defaults. */
	private static function category( string $slug ): array {
		return array( 'slug' => $slug ) + (array) SettingsSchema::defaults( self::described()['properties']['categories']['items'] );
	}

	/**
	 * Re-consent when the declaration gains a cookie in a category a visitor may have accepted: the
	 * consent version moves on, and `reconsent` says which categories changed since which version,
	 * so a visitor who accepted none of them keeps their decision (docs/consent.md, Re-consent).
	 *
	 * @param array<string, mixed> $clean    The settings being saved.
	 * @param mixed                $previous The saved settings.
	 * @return array<string, mixed>
	 */
	private static function ask_again_for_new_cookies( array $clean, $previous ): array {
		if ( ! is_array( $previous ) || ( $previous['version'] ?? '' ) !== $clean['version'] ) {
			return $clean; // A first save, or the owner moved the version on already.
		}
		$before = array();
		foreach ( (array) ( $previous['declaration'] ?? array() ) as $entry ) {
			$before[ ( $entry['category'] ?? '' ) . ':' . ( $entry['name'] ?? '' ) ] = true;
		}
		$changed = array();
		foreach ( $clean['declaration'] as $entry ) {
			if ( 'necessary' !== $entry['category'] && ! isset( $before[ $entry['category'] . ':' . $entry['name'] ] ) ) {
				$changed[ $entry['category'] ] = $entry['category'];
			}
		}
		if ( $changed ) {
			$clean['reconsent'] = array(
				'from'       => $clean['version'],
				'categories' => array_values( $changed ),
			);
			$clean['version']   = preg_match( '/^(.*?)(\d+)$/', $clean['version'], $m ) ? $m[1] . ( (int) $m[2] + 1 ) : $clean['version'] . '.1';
		}
		return $clean;
	}

	/** @return array<string, mixed> The saved settings with every key present. */
	public static function get(): array {
		$saved = get_option( self::OPTION );
		return is_array( $saved ) ? array_replace( self::defaults(), $saved ) : self::defaults();
	}

	/** @return array<int, array<string, mixed>> The enabled categories, with translated defaults. */
	public static function categories( array $settings ): array {
		$labels = self::category_labels();
		$out    = array();
		foreach ( $settings['categories'] as $category ) {
			if ( empty( $category['enabled'] ) || ! isset( $labels[ $category['slug'] ] ) ) {
				continue;
			}
			$out[] = array(
				'slug'        => $category['slug'],
				'name'        => '' !== $category['name'] ? $category['name'] : $labels[ $category['slug'] ]['name'],
				'description' => '' !== $category['description'] ? $category['description'] : $labels[ $category['slug'] ]['description'],
				'cookies'     => array_values( (array) $category['cookies'] ),
				'ccpa'        => (bool) $category['ccpa'],
			);
		}
		return $out;
	}

	/** A category's visible name. */
	public static function category_name( array $settings, string $slug ): string {
		foreach ( self::categories( $settings ) as $category ) {
			if ( $category['slug'] === $slug ) {
				return $category['name'];
			}
		}
		return self::category_labels()[ $slug ]['name'] ?? $slug;
	}

	/** Whether a category blocks under a CCPA opt-out. */
	public static function category_ccpa( array $settings, string $slug ): bool {
		foreach ( $settings['categories'] as $category ) {
			if ( $category['slug'] === $slug ) {
				return (bool) $category['ccpa'];
			}
		}
		return true;
	}
}
