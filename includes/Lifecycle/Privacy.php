<?php
/**
 * WordPress's privacy tools for every data store: one personal data exporter and one eraser per
 * store (Tools → Export / Erase Personal Data), and the suggested privacy-policy text (Settings →
 * Privacy → Policy Guide) saying what each feature stores and for how long.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

use Vitrine\Data\Store;

defined( 'ABSPATH' ) || exit;

final class Privacy {
	public static function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( self::class, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( self::class, 'erasers' ) );
		add_action( 'admin_init', array( self::class, 'add_policy_text' ) );
	}

	/**
	 * @param mixed $exporters The exporters listed so far.
	 * @return array<string, array{exporter_friendly_name: string, callback: callable}>
	 */
	public static function exporters( $exporters ): array {
		return self::listed( $exporters, 'exporter_friendly_name', 'export_personal_data' );
	}

	/**
	 * @param mixed $erasers The erasers listed so far.
	 * @return array<string, array{eraser_friendly_name: string, callback: callable}>
	 */
	public static function erasers( $erasers ): array {
		return self::listed( $erasers, 'eraser_friendly_name', 'erase_personal_data' );
	}

	/**
	 * Adds one exporter or eraser per data store to WordPress's list: the store's label, and a callback
	 * that calls the store's `$method` with the address and the page (1 at least).
	 *
	 * @param mixed  $listed The exporters or erasers listed so far.
	 * @param string $name   The key of the friendly name ('exporter_friendly_name' or 'eraser_friendly_name').
	 * @param string $method The Store method: 'export_personal_data' or 'erase_personal_data'.
	 * @return array<string, array<string, mixed>>
	 */
	private static function listed( $listed, string $name, string $method ): array {
		$listed = (array) $listed;
		foreach ( DataStores::all() as $id => $store ) {
			$listed[ 'vitrine-' . $id ] = array(
				$name      => $store->label(),
				'callback' => static fn( $email, $page = 1 ) => $store->$method( (string) $email, max( 1, (int) $page ) ),
			);
		}
		return $listed;
	}

	public static function add_policy_text(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( 'Vitrine', self::policy_text() );
		}
	}

	/** The suggested text: the browser storage every feature uses, then each store and its retention. */
	public static function policy_text(): string {
		$html  = '<p class="privacy-policy-tutorial">' . esc_html__( 'Vitrine adds the following. Edit it to match the features you use.', 'vitrine' ) . '</p>';
		$html .= '<h2>' . esc_html__( 'Cookies and storage in your browser', 'vitrine' ) . '</h2>';
		$html .= '<p><strong class="privacy-policy-tutorial">' . esc_html__( 'Suggested text:', 'vitrine' ) . ' </strong>';
		$html .= esc_html__( 'We remember your cookie choices in the cookies viewed_cookie_policy, CookieLawInfoConsent and cookielawinfo-checkbox-* (kept for up to a year). Affiliate links remember the country of the store that serves you in the cookie vitrine-country. Popups count page views and sessions in your browser\'s local storage so they do not show too often. None of these leave your browser except the consent cookies, which the site reads to respect your choice.', 'vitrine' ) . '</p>';
		// Social embeds and video playlists (docs/widgets-media.md).
		$html .= '<h2>' . esc_html__( 'Embedded content from other websites', 'vitrine' ) . '</h2>';
		$html .= '<p><strong class="privacy-policy-tutorial">' . esc_html__( 'Suggested text:', 'vitrine' ) . ' </strong>';
		$html .= esc_html__( 'Posts from social networks and videos from YouTube or Vimeo load from those websites only after you allow their cookie category, press "Load content" or play the video. Those websites then receive your IP address and may set their own cookies. Video playlists remember which videos you watched in your browser\'s local storage, and only if you allowed functional cookies.', 'vitrine' ) . '</p>';
		$html .= '<h2>' . esc_html__( 'What we keep on the server', 'vitrine' ) . '</h2>';
		foreach ( DataStores::all() as $store ) {
			$html .= '<p><strong class="privacy-policy-tutorial">' . esc_html__( 'Suggested text:', 'vitrine' ) . ' </strong>' . esc_html( self::store_text( $store ) ) . '</p>';
		}
		return $html;
	}

	private static function store_text( Store $store ): string {
		$days = Settings::retention( $store )['days'];
		$kept = $days > 0
			/* translators: %d: number of days */
			? sprintf( _n( 'They are deleted automatically after %d day.', 'They are deleted automatically after %d days.', $days, 'vitrine' ), $days )
			: __( 'They are kept until the site owner deletes them.', 'vitrine' );
		$texts = array(
			'consent_records' => __( 'Consent records: when you make a cookie choice we store a random identifier from your consent cookie, the time, your choice per category, the consent version and the applicable law, as proof of consent. No IP address or browser details are stored.', 'vitrine' ),
			'clicks'          => __( 'Affiliate clicks: we count clicks on product links per day, product, link type and country. Nothing that identifies you is stored.', 'vitrine' ),
		);
		/**
		 * What a data store keeps, in one or two sentences for the suggested privacy-policy text.
		 *
		 * @param string $text  The sentence ('' for stores Vitrine does not describe itself).
		 * @param Store  $store The store.
		 */
		$text = (string) apply_filters( 'vitrine_privacy_store_text', $texts[ $store->id() ] ?? '', $store );
		if ( '' === $text ) {
			/* translators: %s: name of a data store, e.g. "Form entries" */
			$text = sprintf( __( '%s: what you send through this feature is stored on the site.', 'vitrine' ), $store->label() );
		}
		return $text . ' ' . $kept;
	}
}
