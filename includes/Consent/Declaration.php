<?php
/**
 * The cookie declaration: every cookie and storage key the site uses, by category, from (a)
 * Vitrine's own, (b) what other plugins register through the WP Consent API's wp_add_cookie_info(),
 * (c) the owner's entries and (d) confirmed scan results (both saved in the consent settings'
 * `declaration`). Printed by the [vitrine_cookie_declaration] shortcode and the
 * vitrine/cookie-declaration block, served to the bar's details by a REST route.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Declaration {
	public const TYPES   = array( 'cookie', 'localStorage', 'sessionStorage' );
	public const SOURCES = array( 'owner', 'scan' );

	public function register(): void {
		add_shortcode( 'vitrine_cookie_declaration', array( self::class, 'shortcode' ) );
	}

	/** @return array<int, array<string, string>> Vitrine's own cookies. */
	public static function own( array $settings ): array {
		$days = (int) $settings['lifetime'];
		/* translators: %d: number of days */
		$lifetime = sprintf( _n( '%d day', '%d days', $days, 'vitrine' ), $days );
		$entry    = static fn( string $name, string $purpose, string $retention, string $category = 'necessary' ) => array(
			'name'      => $name,
			'provider'  => __( 'This site (Vitrine)', 'vitrine' ),
			'purpose'   => $purpose,
			'retention' => $retention,
			'type'      => 'cookie',
			'category'  => $category,
			'source'    => 'vitrine',
		);
		$own      = array(
			$entry( 'viewed_cookie_policy', __( 'Whether you accepted or refused cookies.', 'vitrine' ), $lifetime ),
			$entry( 'CookieLawInfoConsent', __( 'Your choice for each cookie category and a random id proving it.', 'vitrine' ), $lifetime ),
			$entry( 'cookielawinfo-checkbox-*', __( 'Your choice for one cookie category.', 'vitrine' ), $lifetime ),
			$entry( 'vitrine-country', __( 'Your country as the site’s network reports it, to apply your region’s privacy law and link to your local store.', 'vitrine' ), __( '30 days', 'vitrine' ) ),
		);
		if ( ! empty( $settings['bar_test']['variants'] ) ) {
			$own[] = array_replace(
				$entry( 'vitrine-consent-variant', __( 'Which version of the cookie bar this browser was shown, while the site compares versions, so you always see the same one. It holds only a letter.', 'vitrine' ), __( 'Until the comparison ends', 'vitrine' ) ),
				array( 'type' => 'localStorage' )
			);
		}
		if ( WpConsentApi::active() ) {
			$own[] = $entry( WpConsentApi::TYPE_COOKIE, __( 'Whether your region’s law asks for consent first, for other plugins.', 'vitrine' ), $lifetime );
			$own[] = $entry( 'wp_consent_*', __( 'Your choice for one category, for other plugins (WP Consent API).', 'vitrine' ), $lifetime );
		}
		return $own;
	}

	/** @return array<int, array<string, string>> What other plugins registered with wp_add_cookie_info(). */
	public static function from_plugins(): array {
		if ( ! function_exists( 'wp_get_cookie_info' ) ) {
			return array();
		}
		$map = WpConsentApi::category_map();
		$out = array();
		foreach ( (array) wp_get_cookie_info() as $name => $info ) {
			if ( ! is_array( $info ) || '' === trim( (string) $name ) ) {
				continue;
			}
			$api   = (string) ( $info['category'] ?? '' );
			$out[] = array(
				'name'      => sanitize_text_field( (string) $name ),
				'provider'  => sanitize_text_field( (string) ( $info['plugin_or_service'] ?? '' ) ),
				'purpose'   => sanitize_text_field( (string) ( $info['function'] ?? '' ) ),
				'retention' => sanitize_text_field( (string) ( $info['expires'] ?? '' ) ),
				'type'      => 'HTTP' === ( $info['type'] ?? 'HTTP' ) ? 'cookie' : ( in_array( $info['type'], self::TYPES, true ) ? $info['type'] : 'cookie' ),
				'category'  => (string) ( $map[ $api ][0] ?? 'others' ),
				'source'    => 'plugin',
			);
		}
		return $out;
	}

	/**
	 * Every entry, one per name and type: the owner's (and confirmed scan results) over what plugins
	 * registered, over Vitrine's own.
	 *
	 * @return array<int, array<string, string>>
	 */
	public static function entries( ?array $settings = null ): array {
		$settings = $settings ?? Options::get();
		$all      = array();
		foreach ( array_merge( self::own( $settings ), self::from_plugins(), (array) $settings['declaration'] ) as $entry ) {
			$all[ $entry['type'] . ':' . $entry['name'] ] = $entry;
		}
		return array_values( $all );
	}

	/**
	 * The entries by category, in the bar's order; a category that is not offered (or unknown) is
	 * listed under "others", never guessed.
	 *
	 * @return array<int, array{slug: string, name: string, cookies: array<int, array<string, string>>}>
	 */
	public static function by_category( ?array $settings = null ): array {
		$settings = $settings ?? Options::get();
		$groups   = array();
		foreach ( Options::categories( $settings ) as $category ) {
			$groups[ $category['slug'] ] = array( 'slug' => $category['slug'], 'name' => $category['name'], 'cookies' => array() );
		}
		$groups['others'] = $groups['others'] ?? array( 'slug' => 'others', 'name' => __( 'Unclassified', 'vitrine' ), 'cookies' => array() );
		foreach ( self::entries( $settings ) as $entry ) {
			$slug                         = isset( $groups[ $entry['category'] ] ) ? $entry['category'] : 'others';
			$groups[ $slug ]['cookies'][] = $entry;
		}
		return array_values( array_filter( $groups, static fn( $g ) => $g['cookies'] ) );
	}

	/** @param array<string, string>|string $atts Shortcode attributes (none). */
	public static function shortcode( $atts = array() ): string {
		return self::render();
	}

	/** @return array<string, string> The column headings and the word for a missing value. */
	public static function labels(): array {
		return array(
			'name'      => __( 'Name', 'vitrine' ),
			'provider'  => __( 'Provider', 'vitrine' ),
			'purpose'   => __( 'Purpose', 'vitrine' ),
			'retention' => __( 'Retention', 'vitrine' ),
			'type'      => __( 'Type', 'vitrine' ),
			'unknown'   => __( 'Unknown', 'vitrine' ),
		);
	}

	/** @return array<string, string> */
	public static function type_labels(): array {
		return array(
			'cookie'         => __( 'Cookie', 'vitrine' ),
			'localStorage'   => __( 'Local storage', 'vitrine' ),
			'sessionStorage' => __( 'Session storage', 'vitrine' ),
		);
	}

	/** The declaration as one table per category, the same for every visitor. */
	public static function render(): string {
		$types = self::type_labels();
		$l     = self::labels();
		$html  = '';
		foreach ( self::by_category() as $group ) {
			$rows = '';
			foreach ( $group['cookies'] as $c ) {
				$rows .= sprintf(
					// data-label: the column's name, shown beside each value where the rows stack on a phone.
					'<tr><th scope="row"><code>%1$s</code></th><td data-label="%6$s">%2$s</td><td data-label="%7$s">%3$s</td><td data-label="%8$s">%4$s</td><td data-label="%9$s">%5$s</td></tr>',
					esc_html( $c['name'] ),
					esc_html( '' !== $c['provider'] ? $c['provider'] : $l['unknown'] ),
					esc_html( '' !== $c['purpose'] ? $c['purpose'] : $l['unknown'] ),
					esc_html( '' !== $c['retention'] ? $c['retention'] : $l['unknown'] ),
					esc_html( $types[ $c['type'] ] ?? $c['type'] ),
					esc_attr( $l['provider'] ),
					esc_attr( $l['purpose'] ),
					esc_attr( $l['retention'] ),
					esc_attr( $l['type'] )
				);
			}
			$html .= sprintf(
				'<table class="vitrine-cookie-declaration__table" data-category="%1$s"><caption>%2$s</caption><thead><tr><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col">%6$s</th><th scope="col">%7$s</th></tr></thead><tbody>%8$s</tbody></table>',
				esc_attr( $group['slug'] ),
				esc_html( $group['name'] ),
				esc_html( $l['name'] ),
				esc_html( $l['provider'] ),
				esc_html( $l['purpose'] ),
				esc_html( $l['retention'] ),
				esc_html( $l['type'] ),
				$rows
			);
		}
		return '<div class="vitrine-cookie-declaration">' . $html . '</div>';
	}
}
