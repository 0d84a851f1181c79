<?php
/**
 * The country → store map of the affiliate settings as rows (a country code, its name, a store
 * picked from a list) instead of "us=com" lines; the option keeps its format (country => store).
 * Three empty rows add countries; emptying a code removes its row (docs/affiliate.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class CountryStoreEditor {
	private const BLANK_ROWS = 3;

	/** @param array<string, string> $map country code => store */
	public static function render( array $map ): void {
		$stores = Stores::labels();
		// Closed by default: most owners keep the map as shipped, and sixty rows of selects would bury the fields below.
		printf(
			'<details class="vitrine-country-stores-editor"><summary>%s</summary>',
			/* translators: %d: number of countries */
			esc_html( sprintf( _n( '%d country sent to its nearest Amazon store: edit the list', '%d countries sent to their nearest Amazon store: edit the list', count( $map ), 'vitrine' ), count( $map ) ) )
		);
		echo '<table class="widefat striped vitrine-country-stores"><caption class="screen-reader-text">' . esc_html__( 'Which Amazon store visitors from each country go to', 'vitrine' ) . '</caption>';
		echo '<thead><tr><th scope="col" id="vitrine-cs-country">' . esc_html__( 'Visitors from (country code)', 'vitrine' ) . '</th><th scope="col" id="vitrine-cs-store">' . esc_html__( 'Go to store', 'vitrine' ) . '</th></tr></thead><tbody>';
		$rows = array_map( null, array_keys( $map ), array_values( $map ) );
		$rows = array_merge( $rows, array_fill( 0, self::BLANK_ROWS, array( '', '' ) ) );
		foreach ( $rows as $i => list( $country, $store ) ) {
			printf(
				'<tr><td><input type="text" id="vitrine-cs-%1$d" name="vitrine[country_rows][%1$d][country]" value="%2$s" maxlength="2" size="3" pattern="[A-Za-z]{2}" class="vitrine-country-code" aria-labelledby="vitrine-cs-country vitrine-cs-%1$d-name" autocomplete="off"> <span id="vitrine-cs-%1$d-name" %3$s>%4$s</span></td><td><select name="vitrine[country_rows][%1$d][store]" aria-labelledby="vitrine-cs-store vitrine-cs-%1$d-name">',
				(int) $i,
				esc_attr( (string) $country ),
				'' === (string) $country ? '' : 'data-vitrine-country="' . esc_attr( (string) $country ) . '"',
				esc_html( '' === (string) $country ? __( 'new country', 'vitrine' ) : strtoupper( (string) $country ) )
			);
			foreach ( $stores as $value => $label ) {
				printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $value ), selected( (string) $store, (string) $value, false ), esc_html( $label ) );
			}
			echo '</select></td></tr>';
		}
		echo '</tbody></table>';
		echo '<p class="description">' . esc_html__( 'Two-letter country codes (ISO 3166, e.g. AT for Austria). Fill an empty row to add a country; empty a code to remove its row.', 'vitrine' ) . '</p></details>';
	}

	/**
	 * The posted rows as the option's map; rows without a two-letter code are dropped (sanitize
	 * drops unknown stores).
	 *
	 * @param array<mixed> $rows
	 * @return array<string, string>
	 */
	public static function parse( array $rows ): array {
		$map = array();
		foreach ( $rows as $row ) {
			$country = is_array( $row ) ? strtolower( trim( (string) ( $row['country'] ?? '' ) ) ) : '';
			$store   = is_array( $row ) ? strtolower( trim( (string) ( $row['store'] ?? '' ) ) ) : '';
			if ( preg_match( '/^[a-z]{2}$/', $country ) && '' !== $store ) {
				$map[ $country ] = $store;
			}
		}
		return $map;
	}
}
