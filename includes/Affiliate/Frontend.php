<?php
/**
 * What a visitor's page gets when it shows affiliate output: the links script and stylesheet
 * (only then), the page settings the script reads, and the associate disclosure.
 *
 * The settings are the same for every visitor (no country, no consent state), so pages stay
 * cacheable; the browser decides the country and keeps it in the `vitrine-country` cookie.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Frontend {
	public const HANDLE      = 'vitrine-affiliate-links';
	public const SETTINGS_ID = 'vitrine-affiliate-settings';

	private static bool $rendered  = false;
	private static bool $disclosed = false;

	public static function register(): void {
		add_action( 'init', array( self::class, 'defer_script' ), 6 );
		add_action( 'wp', array( self::class, 'enqueue_early' ) );
		add_filter( 'the_content', array( self::class, 'append_disclosure' ), 20 );
		add_action( 'wp_footer', array( self::class, 'print_footer' ), 19 );
	}

	public static function defer_script(): void {
		wp_script_add_data( self::HANDLE, 'strategy', 'defer' );
	}

	/** Enqueue in the head when the main content will show products, so styles never shift layout. */
	public static function enqueue_early(): void {
		$post = is_singular() ? get_queried_object() : null;
		if ( $post instanceof \WP_Post && ( has_shortcode( $post->post_content, Shortcode::TAG ) || has_block( 'vitrine/affiliate-product', $post ) ) ) {
			self::enqueue();
		}
	}

	public static function enqueue(): void {
		wp_enqueue_script( self::HANDLE );
		if ( wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_enqueue_style( self::HANDLE );
		}
	}

	/** Called by every variant that printed a product. */
	public static function used(): void {
		self::$rendered = true;
		self::enqueue();
	}

	/** The disclosure, printed after boxes, lists and tables. */
	public static function disclose(): string {
		self::$disclosed = true;
		return Renderer::disclosure();
	}

	/** Inline links and fields print no disclosure of their own: the content gets one at its end. */
	public static function append_disclosure( string $content ): string {
		if ( self::$rendered && ! self::$disclosed && in_the_loop() ) {
			$content .= self::disclose();
		}
		return $content;
	}

	public static function print_footer(): void {
		if ( self::$rendered && ! self::$disclosed ) {
			echo '<aside class="vitrine-disclosure-footer" aria-label="' . esc_attr__( 'Affiliate disclosure', 'vitrine' ) . '">' . self::disclose() . '</aside>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in Renderer::disclosure().
		}
		if ( wp_script_is( self::HANDLE, 'enqueued' ) ) {
			printf(
				'<script type="application/json" id="%s">%s</script>' . "\n",
				esc_attr( self::SETTINGS_ID ),
				wp_json_encode( self::page_settings(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES )
			);
		}
	}

	/** @return array<string, mixed> What the visitor script needs, identical for every visitor. */
	public static function page_settings(): array {
		$settings = Settings::all();
		$data     = array( 'analytics' => $settings['analytics_mode'] );
		if ( $settings['click_tracking'] ) {
			list( $type, $id ) = self::source();
			$data['click']     = array(
				'source_type' => $type,
				'source_id'   => $id,
				'referer_url' => self::current_url(),
				'home_url'    => untrailingslashit( home_url() ),
				'country'     => (bool) $settings['geo_enabled'],
			);
		}
		if ( $settings['geo_enabled'] ) {
			$data['geo'] = array(
				'store'       => $settings['store'],
				'mode'        => $settings['geo_mode'],
				'countries'   => (object) $settings['countries'],
				'trackingIds' => (object) $settings['tracking_ids'],
				'source'      => $settings['country_source'],
				'countryUrl'  => rest_url( 'vitrine/v1/country' ),
			);
		}
		/**
		 * Filters the settings the visitor script reads. They must stay the same for every visitor
		 * (no country, no user data), or full-page caches break.
		 *
		 * @param array<string, mixed> $data Settings: analytics, click, geo.
		 */
		return (array) apply_filters( 'vitrine_affiliate_page_settings', $data );
	}

	/** @return array{0: string, 1: int} The source type and id of the page being shown. */
	public static function source(): array {
		$object = get_queried_object();
		if ( $object instanceof \WP_Post ) {
			return array( substr( $object->post_type, 0, 20 ), $object->ID );
		}
		if ( $object instanceof \WP_Term ) {
			return array( 'term', $object->term_id );
		}
		if ( $object instanceof \WP_User ) {
			return array( 'author', $object->ID );
		}
		return array( is_front_page() || is_home() ? 'home' : 'archive', 0 );
	}

	private static function current_url(): string {
		$object = get_queried_object();
		if ( $object instanceof \WP_Post ) {
			return (string) get_permalink( $object );
		}
		global $wp;
		return home_url( user_trailingslashit( (string) ( $wp->request ?? '' ) ) );
	}

	/** For tests: forget what the last page printed. */
	public static function reset(): void {
		self::$rendered  = false;
		self::$disclosed = false;
	}
}
