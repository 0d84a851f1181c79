<?php
/**
 * The consent settings: one option (`vitrine_consent`) with a JSON schema, registered for the REST
 * settings API, and the settings object every page gets (with translated default texts).
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Options {
	public const OPTION     = 'vitrine_consent';
	public const CATEGORIES = array( 'necessary', 'functional', 'analytics', 'performance', 'advertisement', 'others' );
	public const BUTTONS    = array( '1', '2', '3', '4', '7' );
	private const COLOUR    = '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$';

	/** @return array<string, mixed> */
	public static function defaults(): array {
		$buttons = array();
		foreach ( self::BUTTONS as $n ) {
			$buttons[ $n ] = array(
				'text'        => '',
				'colour'      => '',
				'hover'       => '',
				'text_colour' => '',
				'url'         => '',
				'new_win'     => false,
			);
		}
		return array(
			'law'                        => 'gdpr',
			'lifetime'                   => 365,
			'version'                    => '1',
			'cookie_bar_as'              => 'banner',
			'notify_div_id'              => 'cookie-law-info-bar',
			'showagain_div_id'           => 'cookie-law-info-again',
			'widget_position'            => 'left',
			'notify_position_vertical'   => 'bottom',
			'notify_position_horizontal' => 'left',
			'popup_showagain_position'   => 'bottom-left', // Chat and contact buttons conventionally take the bottom-right corner.
			'show_once_yn'               => false,
			'show_once'                  => 10000,
			'scroll_close'               => false,
			'scroll_close_reload'        => false,
			'accept_close_reload'        => false,
			'reject_close_reload'        => false,
			'header_fix'                 => false,
			'animate_speed_show'         => 300,
			'animate_speed_hide'         => 300,
			'showagain_tab'              => true,
			'popup_overlay'              => true,
			'background'                 => '#ffffff',
			'text_colour'                => '#1f2937',
			'buttons'                    => $buttons,
			'texts'                      => array_fill_keys( array_keys( self::default_texts() ), '' ),
			'categories'                 => array(
				self::category( 'necessary', array( 'viewed_cookie_policy', 'CookieLawInfoConsent', 'cookielawinfo-checkbox-*' ), false ),
				self::category( 'functional', array(), false ),
				self::category( 'analytics', array( '_ga*', '_gid', '_gat*' ), true ),
				self::category( 'performance', array(), false ),
				self::category( 'advertisement', array( '_fbp', 'IDE', '_gcl_*' ), true ),
			),
			'blocking'                   => array(),
			'excluded_paths'             => array(),
			'records_enabled'            => true,
			'records_retention_days'     => 365,
			'regions'                    => Regions::defaults(),
			'gcm_mode'                   => 'basic',
			'gcm_wait_for_update'        => 500,
			'gcm_ads_data_redaction'     => false,
			'gcm_url_passthrough'        => false,
			'declaration'                => array(),
			'reconsent'                  => array(
				'from'       => '',
				'categories' => array(),
			),
		);
	}

	/** @return array<string, mixed> */
	private static function category( string $slug, array $cookies, bool $ccpa ): array {
		return array(
			'slug'        => $slug,
			'enabled'     => true,
			'name'        => '',
			'description' => '',
			'cookies'     => $cookies,
			'ccpa'        => $ccpa,
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
		$string = static fn( int $max, string $pattern = '' ) => array_filter( array( 'type' => 'string', 'maxLength' => $max, 'pattern' => $pattern ) );
		$enum   = static fn( array $values ) => array( 'type' => 'string', 'enum' => $values );
		$int    = static fn( int $min, int $max ) => array( 'type' => 'integer', 'minimum' => $min, 'maximum' => $max );
		$bool   = array( 'type' => 'boolean' );
		$button = array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'text'        => $string( 80 ),
				'colour'      => $string( 7, self::COLOUR ),
				'hover'       => $string( 7, self::COLOUR ),
				'text_colour' => $string( 7, self::COLOUR ),
				// No 'uri' format: an empty address must be accepted; addresses are sanitized instead.
				'url'         => $string( 500 ),
				'new_win'     => $bool,
			),
		);
		$texts  = array();
		foreach ( array_keys( self::default_texts() ) as $key ) {
			$texts[ $key ] = $string( 2000 );
		}
		$buttons = array();
		foreach ( self::BUTTONS as $n ) {
			$buttons[ $n ] = $button;
		}
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'law'                        => $enum( array( 'gdpr', 'ccpa', 'both', 'region' ) ),
				'lifetime'                   => $int( 1, 730 ),
				'version'                    => $string( 32, '^[A-Za-z0-9._-]+$' ),
				'cookie_bar_as'              => $enum( array( 'banner', 'popup', 'widget' ) ),
				'notify_div_id'              => $string( 64, '^[A-Za-z][A-Za-z0-9_-]*$' ),
				'showagain_div_id'           => $string( 64, '^[A-Za-z][A-Za-z0-9_-]*$' ),
				'widget_position'            => $enum( array( 'left', 'right' ) ),
				'notify_position_vertical'   => $enum( array( 'top', 'bottom' ) ),
				'notify_position_horizontal' => $enum( array( 'left', 'center', 'right' ) ),
				'popup_showagain_position'   => $enum( array( 'bottom-right', 'bottom-left', 'top-right', 'top-left' ) ),
				'show_once_yn'               => $bool,
				'show_once'                  => $int( 1000, 120000 ),
				'scroll_close'               => $bool,
				'scroll_close_reload'        => $bool,
				'accept_close_reload'        => $bool,
				'reject_close_reload'        => $bool,
				'header_fix'                 => $bool,
				'animate_speed_show'         => $int( 0, 5000 ),
				'animate_speed_hide'         => $int( 0, 5000 ),
				'showagain_tab'              => $bool,
				'popup_overlay'              => $bool,
				'background'                 => $string( 7, self::COLOUR ),
				'text_colour'                => $string( 7, self::COLOUR ),
				'buttons'                    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => $buttons,
				),
				'texts'                      => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => $texts,
				),
				'categories'                 => array(
					'type'     => 'array',
					'maxItems' => count( self::CATEGORIES ),
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'required'             => array( 'slug' ),
						'properties'           => array(
							'slug'        => $enum( self::CATEGORIES ),
							'enabled'     => $bool,
							'name'        => $string( 80 ),
							'description' => $string( 1000 ),
							'cookies'     => array( 'type' => 'array', 'maxItems' => 50, 'items' => $string( 100, '^[^\s;,=]+$' ) ),
							'ccpa'        => $bool,
						),
					),
				),
				'blocking'                   => array(
					'type'     => 'array',
					'maxItems' => 200,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'required'             => array( 'pattern', 'category' ),
						'properties'           => array(
							'pattern'  => array( 'type' => 'string', 'minLength' => 3, 'maxLength' => 300 ),
							'category' => $enum( array_values( array_diff( self::CATEGORIES, array( 'necessary' ) ) ) ),
						),
					),
				),
				'excluded_paths'             => array( 'type' => 'array', 'maxItems' => 100, 'items' => $string( 300, '^/' ) ),
				'records_enabled'            => $bool,
				'records_retention_days'     => $int( 1, 3650 ),
				'regions'                    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array_map( static fn() => $enum( Regions::modes() ), Regions::defaults() ),
				),
				'gcm_mode'                   => $enum( array( 'basic', 'advanced' ) ),
				'gcm_wait_for_update'        => $int( 0, 10000 ),
				'gcm_ads_data_redaction'     => $bool,
				'gcm_url_passthrough'        => $bool,
				'declaration'                => array(
					'type'     => 'array',
					'maxItems' => 300,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'required'             => array( 'name', 'category', 'type', 'source' ),
						'properties'           => array(
							'name'      => array( 'type' => 'string', 'minLength' => 1, 'maxLength' => 200, 'pattern' => '^\\S' ),
							'provider'  => $string( 200 ),
							'purpose'   => $string( 1000 ),
							'retention' => $string( 100 ),
							'type'      => $enum( Declaration::TYPES ),
							'category'  => $enum( self::CATEGORIES ),
							'source'    => $enum( Declaration::SOURCES ),
						),
					),
				),
				'reconsent'                  => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'from'       => $string( 32, '^[A-Za-z0-9._-]*$' ),
						'categories' => array( 'type' => 'array', 'maxItems' => count( self::CATEGORIES ), 'items' => $enum( self::CATEGORIES ) ),
					),
				),
			),
		);
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
	 * cleans texts and addresses (the schema already checked types and ranges for REST saves).
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$defaults = self::defaults();
		$value    = is_array( $value ) ? $value : array();
		$valid    = rest_validate_value_from_schema( $value, self::schema(), self::OPTION );
		if ( is_wp_error( $valid ) ) {
			// A save that bypassed REST with bad data keeps the previous settings.
			$previous = get_option( self::OPTION );
			return is_array( $previous ) ? array_replace( $defaults, $previous ) : $defaults;
		}
		$clean = array_replace( $defaults, $value );
		foreach ( self::BUTTONS as $n ) {
			$button                 = array_replace( $defaults['buttons'][ $n ], (array) ( $clean['buttons'][ $n ] ?? array() ) );
			$button['text']         = sanitize_text_field( $button['text'] );
			$button['url']          = esc_url_raw( $button['url'] );
			$clean['buttons'][ $n ] = $button;
		}
		$clean['declaration'] = array_map( array( self::class, 'clean_entry' ), array_values( (array) $clean['declaration'] ) );
		$clean['regions']     = array_replace( $defaults['regions'], array_intersect_key( (array) $clean['regions'], $defaults['regions'] ) );
		$clean['texts']       = array_replace( $defaults['texts'], array_map( 'sanitize_textarea_field', (array) $clean['texts'] ) );
		$categories           = array();
		foreach ( array_merge( array( array( 'slug' => 'necessary' ) ), (array) $clean['categories'] ) as $category ) {
			$slug = $category['slug'] ?? '';
			$base = self::category( $slug, array(), false );
			foreach ( $defaults['categories'] as $default ) {
				$base = $default['slug'] === $slug ? $default : $base;
			}
			$category                = array_replace( $base, $category );
			$category['name']        = sanitize_text_field( $category['name'] );
			$category['description'] = sanitize_textarea_field( $category['description'] );
			if ( 'necessary' === $slug ) {
				$category['enabled'] = true;
				$category['ccpa']    = false;
			}
			$categories[ $slug ] = $category; // Necessary stays first; a repeated slug keeps its last values.
		}
		$clean['categories'] = array_values( $categories );
		return self::ask_again_for_new_cookies( $clean, get_option( self::OPTION ) );
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

	/**
	 * @param array<string, string> $entry A declaration entry that passed the schema.
	 * @return array<string, string> The entry with every field, its texts cleaned.
	 */
	private static function clean_entry( array $entry ): array {
		$entry = array_replace( array( 'provider' => '', 'purpose' => '', 'retention' => '' ), $entry );
		foreach ( array( 'name', 'provider', 'retention' ) as $key ) {
			$entry[ $key ] = sanitize_text_field( $entry[ $key ] );
		}
		$entry['purpose'] = sanitize_textarea_field( $entry['purpose'] );
		return $entry;
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
