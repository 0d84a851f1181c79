<?php
/**
 * What every page prints for consent, identical for every visitor (cacheable): the settings as one
 * JSON object, the small inline head script and the deferred, versioned gate file, first in <head>,
 * then the re-open tab in the footer. No cookie is read or written here; the browser decides.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

use Vitrine\Assets;
use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Gate {
	public const UI_HANDLE   = 'vitrine-consent-ui';
	public const GATE_HANDLE = 'vitrine-consent-gate';

	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		// The earliest priority: Consent Mode defaults must precede every tag.
		add_action( 'wp_head', array( $this, 'print_head' ), PHP_INT_MIN );
		add_action( 'wp_footer', array( $this, 'print_tab' ), 5 );
	}

	/** Whether the consent bar belongs on this request (front end, not an excluded path). */
	public static function active_here(): bool {
		if ( is_admin() || is_feed() || wp_is_json_request() || is_embed() ) {
			return false;
		}
		$settings = Options::get();
		$path     = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$path     = trailingslashit( $path );
		foreach ( (array) $settings['excluded_paths'] as $excluded ) {
			if ( trailingslashit( (string) $excluded ) === $path ) {
				return false;
			}
		}
		/**
		 * Filters whether the consent gate and bar are printed on this request. Blocked scripts stay
		 * blocked where it is not.
		 *
		 * @param bool $active Whether consent is active here.
		 */
		return (bool) apply_filters( 'vitrine_consent_active', true );
	}

	public function print_head(): void {
		if ( ! self::active_here() ) {
			return;
		}
		$head = ( new Assets( $this->plugin ) )->inline( 'consent/head.js' );
		$gate = wp_scripts()->registered[ self::GATE_HANDLE ] ?? null;
		if ( '' === $head || ! $gate ) {
			return; // Not built: nothing can read consent, and blocked scripts stay blocked.
		}
		printf(
			"<script id=\"vitrine-consent-settings\" type=\"application/json\">%s</script>\n",
			wp_json_encode( self::page_settings(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE )
		);
		// Inline and small: Consent Mode defaults and the first-paint classes (docs/consent.md).
		wp_print_inline_script_tag( trim( $head ), array( 'id' => 'vitrine-consent-head' ) );
		// The rest is a versioned file: cached by the browser, deferred (never blocks rendering), and
		// first among the page's deferred scripts, so window.vitrine.consent exists before they run.
		wp_print_script_tag(
			array(
				'src'   => self::url( (string) $gate->src, (string) $gate->ver, wp_scripts()->base_url ),
				'id'    => self::GATE_HANDLE . '-js',
				'defer' => true,
			)
		);
	}

	public function print_tab(): void {
		$settings = Options::get();
		if ( ! $settings['showagain_tab'] || ! self::active_here() ) {
			return;
		}
		$texts = self::texts( $settings );
		printf(
			'<div id="%1$s" class="vitrine-consent-tab is-%2$s" role="region" aria-label="%3$s" hidden><button type="button" data-vitrine-consent-open>%4$s</button></div>' . "\n",
			esc_attr( $settings['showagain_div_id'] ),
			esc_attr( $settings['popup_showagain_position'] ),
			esc_attr( $texts['tab_region'] ),
			esc_html( $texts['tab'] )
		);
	}

	/** @return array<string, string> Saved texts, with the translated defaults where left empty. */
	public static function texts( array $settings ): array {
		$texts = Options::default_texts();
		foreach ( (array) $settings['texts'] as $key => $text ) {
			if ( isset( $texts[ $key ] ) && '' !== trim( (string) $text ) ) {
				$texts[ $key ] = (string) $text;
			}
		}
		return $texts;
	}

	/** @return array<string, mixed> The one settings object the page's consent code reads. */
	public static function page_settings(): array {
		$s       = Options::get();
		$labels  = Options::default_button_texts();
		$buttons = array();
		foreach ( Options::BUTTONS as $n ) {
			$b             = $s['buttons'][ $n ];
			$buttons[ $n ] = array(
				'text'       => '' !== $b['text'] ? $b['text'] : $labels[ $n ],
				'colour'     => $b['colour'],
				'hover'      => $b['hover'],
				'textColour' => $b['text_colour'],
				'url'        => $b['url'],
				'newWindow'  => (bool) $b['new_win'],
			);
		}
		// Only what the browser reads ("page": true in includes/schemas/consent.json): the bar's place,
		// colours and entrance are in its markup already (FirstLayer).
		$page = array_intersect_key( $s, array_flip( Options::page_keys() ) );
		if ( 'region' === $s['law'] ) {
			// The strictest law until the browser knows the visitor's region (docs/consent.md).
			$page['law']     = 'gdpr';
			$page['regions'] = Regions::page_tables( (array) $s['regions'], self::country_url() );
		}
		if ( '' !== ( $s['reconsent']['from'] ?? '' ) ) {
			$page['reconsent'] = $s['reconsent'];
		}
		$test = self::bar_test( $s );
		if ( $test ) {
			$page['barTest'] = $test;
		}
		$api = WpConsentApi::page_settings();
		if ( $api ) {
			$page['wpConsentApi'] = $api;
		}
		return array_merge(
			$page,
			array(
				'gcm'        => array(
					'mode'             => $s['gcm_mode'],
					'waitForUpdate'    => (int) $s['gcm_wait_for_update'],
					'adsDataRedaction' => (bool) $s['gcm_ads_data_redaction'],
					'urlPassthrough'   => (bool) $s['gcm_url_passthrough'],
				),
				'categories' => Options::categories( $s ),
				'buttons'    => $buttons,
				'texts'      => self::texts( $s ),
				'declarationUrl' => rest_url( 'vitrine/v1/consent/declaration' ),
				'recordUrl'  => $s['records_enabled'] ? rest_url( 'vitrine/v1/consent/record' ) : '',
				'ui'         => self::ui_assets(),
			)
		);
	}

	/**
	 * The bar's A/B test as the browser draws it: each variant's letter and weight, the control
	 * first (docs/consent.md, "A/B test of the bar"); empty without a test.
	 *
	 * @return array<int, array{key: string, weight: int}>
	 */
	public static function bar_test( array $s ): array {
		$variants = (array) ( $s['bar_test']['variants'] ?? array() );
		if ( ! $variants ) {
			return array();
		}
		$out = array(
			array(
				'key'    => 'a',
				'weight' => (int) ( $s['bar_test']['control_weight'] ?? 50 ),
			),
		);
		foreach ( array_values( $variants ) as $i => $variant ) {
			if ( isset( Options::BAR_VARIANTS[ $i ] ) ) {
				$out[] = array(
					'key'    => Options::BAR_VARIANTS[ $i ],
					'weight' => (int) ( $variant['weight'] ?? 50 ),
				);
			}
		}
		return $out;
	}

	/** The CDN country route when the site reads the country from a CDN header (the affiliate setting). */
	private static function country_url(): string {
		return 'header' === \Vitrine\Affiliate\Settings::get( 'country_source' ) ? rest_url( 'vitrine/v1/country' ) : '';
	}

	/**
	 * The consent UI's scripts in load order (its dependencies first) and its stylesheet, so the gate
	 * can load them only when the bar must show.
	 *
	 * @return array{scripts: array<int, array{handle: string, src: string}>, styles: string[]}
	 */
	public static function ui_assets(): array {
		$scripts = wp_scripts();
		$order   = array();
		$visit   = static function ( string $handle ) use ( &$visit, &$order, $scripts ): void {
			$item = $scripts->registered[ $handle ] ?? null;
			if ( ! $item || isset( $order[ $handle ] ) ) {
				return;
			}
			$order[ $handle ] = false; // Marks the visit, so a dependency cycle cannot loop.
			foreach ( $item->deps as $dep ) {
				$visit( $dep );
			}
			unset( $order[ $handle ] );
			$order[ $handle ] = $item;
		};
		$visit( self::UI_HANDLE );
		$list = array();
		foreach ( $order as $handle => $item ) {
			if ( ! $item || ! $item->src ) {
				continue; // An alias handle: its dependencies are already listed.
			}
			$list[] = array(
				'handle' => $handle,
				'src'    => self::url( (string) $item->src, $item->ver ? (string) $item->ver : (string) $scripts->default_version, $scripts->base_url ),
			);
		}
		$styles = array();
		$style  = wp_styles()->registered[ self::UI_HANDLE ] ?? null;
		if ( $style && $style->src ) {
			$styles[] = self::url( self::style_src( $style ), (string) $style->ver, wp_styles()->base_url );
		}
		return array(
			'scripts' => $list,
			'styles'  => $styles,
		);
	}

	/**
	 * The stylesheet's file for the page's direction: its -rtl.css twin on right-to-left pages, as
	 * WordPress itself picks when it prints a style with 'rtl' => 'replace' (the gate loads it instead).
	 */
	private static function style_src( \_WP_Dependency $style ): string {
		$src = (string) $style->src;
		if ( 'rtl' === wp_styles()->text_direction && ! empty( $style->extra['rtl'] ) ) {
			$suffix = (string) ( $style->extra['suffix'] ?? '' );
			$src    = 'replace' === $style->extra['rtl'] ? str_replace( "{$suffix}.css", "-rtl{$suffix}.css", $src ) : (string) $style->extra['rtl'];
		}
		return $src;
	}

	private static function url( string $src, string $ver, string $base ): string {
		if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
			$src = $base . $src;
		}
		return $ver ? add_query_arg( 'ver', $ver, $src ) : $src;
	}
}
