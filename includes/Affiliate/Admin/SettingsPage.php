<?php
/**
 * Vitrine → Affiliate settings: store and tracking ids, click tracking and retention, analytics label,
 * geotargeting (mode, country source, country → store map), the Creators API credentials and the
 * "Test connection" button.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Maintenance;
use Vitrine\Affiliate\Settings;
use Vitrine\Affiliate\Source\CreatorsSource;
use Vitrine\Affiliate\Source\Sources;
use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class SettingsPage {
	public const SLUG = 'vitrine-affiliate-settings';

	public function register(): void {
		add_action( 'admin_post_vitrine_affiliate_settings', array( $this, 'save' ) );
	}

	public function render(): void {
		$s   = Settings::all();
		$api = Settings::api();
		echo '<div class="wrap"><h1>' . esc_html__( 'Affiliate settings', 'vitrine' ) . '</h1>';
		Notices::show( 'settings' );
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		wp_nonce_field( 'vitrine_affiliate_settings' );
		echo '<input type="hidden" name="action" value="vitrine_affiliate_settings"><table class="form-table" role="presentation">';
		$this->select( 'store', __( 'Store of this site', 'vitrine' ), Stores::labels(), $s['store'] );
		echo '<tr><th scope="row">' . esc_html__( 'Tracking ids', 'vitrine' ) . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html__( 'Tracking id per store', 'vitrine' ) . '</legend>';
		// The site's store and those with an id first; the other stores one click away.
		$rows = array( array(), array() );
		foreach ( Stores::labels() as $store => $label ) {
			$id = (string) ( $s['tracking_ids'][ $store ] ?? '' );
			$rows[ (int) ( '' === $id && $store !== $s['store'] ) ][] = sprintf(
				'<tr><th scope="row"><label for="vitrine-tracking-%1$s">%2$s</label></th><td><input type="text" id="vitrine-tracking-%1$s" name="vitrine[tracking_ids][%3$s]" value="%4$s" class="regular-text" spellcheck="false"></td></tr>',
				esc_attr( str_replace( '.', '-', $store ) ),
				esc_html( $label ),
				esc_attr( $store ),
				esc_attr( $id )
			);
		}
		echo '<table class="vitrine-tracking-ids" role="presentation">' . implode( '', $rows[0] ) . '</table>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		if ( $rows[1] ) {
			printf(
				'<details class="vitrine-more"><summary>%1$s</summary><table class="vitrine-tracking-ids" role="presentation">%2$s</table></details>',
				/* translators: %d: Amazon stores without a tracking id */
				esc_html( sprintf( _n( 'Add a tracking id for %d more store', 'Add a tracking id for %d more stores', count( $rows[1] ), 'vitrine' ), count( $rows[1] ) ) ),
				implode( '', $rows[1] ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			);
		}
		echo '<p class="description">' . esc_html__( 'Links are rewritten to a visitor\'s store only when that store has a tracking id.', 'vitrine' ) . '</p></fieldset></td></tr>';
		$this->checkbox( 'click_tracking', __( 'Click tracking', 'vitrine' ), __( 'Count clicks on affiliate links (no IP address or personal data is stored).', 'vitrine' ), $s['click_tracking'] );
		printf( '<tr><th scope="row"><label for="vitrine-retention_days">%1$s</label></th><td><input id="vitrine-retention_days" type="number" min="1" max="3650" name="vitrine[retention_days]" value="%2$d"> %3$s</td></tr>', esc_html__( 'Keep clicks for', 'vitrine' ), (int) $s['retention_days'], esc_html__( 'days', 'vitrine' ) );
		$this->select(
			'analytics_mode',
			__( 'Analytics event label', 'vitrine' ),
			array(
				''      => __( 'No analytics events', 'vitrine' ),
				'asin'  => __( 'ASIN', 'vitrine' ),
				'title' => __( 'Product title', 'vitrine' ),
			),
			$s['analytics_mode']
		);
		$this->checkbox( 'geo_enabled', __( 'Geotargeting', 'vitrine' ), __( 'Send visitors from other countries to their own Amazon store.', 'vitrine' ), $s['geo_enabled'] );
		$this->select(
			'geo_mode',
			__( 'Geotargeting mode', 'vitrine' ),
			array(
				'asin'  => __( 'Same product (ASIN) on the visitor\'s store', 'vitrine' ),
				'title' => __( 'Search for the title on the visitor\'s store', 'vitrine' ),
			),
			$s['geo_mode']
		);
		$this->select(
			'country_source',
			__( 'Visitor country from', 'vitrine' ),
			array(
				'guess'  => __( 'The browser\'s time zone and language', 'vitrine' ),
				'header' => __( 'A header set by the CDN (asked once per visitor)', 'vitrine' ),
			),
			$s['country_source']
		);
		printf( '<tr><th scope="row"><label for="vitrine-country_header">%1$s</label></th><td><input type="text" id="vitrine-country_header" name="vitrine[country_header]" value="%2$s" class="regular-text"><p class="description">%3$s</p></td></tr>', esc_html__( 'Country header', 'vitrine' ), esc_attr( $s['country_header'] ), esc_html__( 'e.g. CF-IPCountry (Cloudflare), CloudFront-Viewer-Country, X-Vercel-IP-Country.', 'vitrine' ) );
		echo '<tr><th scope="row">' . esc_html__( 'Country → store', 'vitrine' ) . '</th><td>';
		CountryStoreEditor::render( $s['countries'] );
		echo '</td></tr>';
		printf( '<tr><th scope="row"><label for="vitrine-button_text">%1$s</label></th><td><input type="text" id="vitrine-button_text" name="vitrine[button_text]" value="%2$s" class="regular-text" placeholder="%3$s"></td></tr>', esc_html__( 'Button text', 'vitrine' ), esc_attr( $s['button_text'] ), esc_attr__( 'View on Amazon', 'vitrine' ) );
		printf( '<tr><th scope="row"><label for="vitrine-disclosure">%1$s</label></th><td><input type="text" id="vitrine-disclosure" name="vitrine[disclosure]" value="%2$s" class="large-text" placeholder="%3$s"></td></tr>', esc_html__( 'Associate disclosure', 'vitrine' ), esc_attr( $s['disclosure'] ), esc_attr( Settings::disclosure() ) );
		echo '</table>';
		( new CreatorsFields() )->render( $api );
		echo '<p class="submit vitrine-affiliate-submit">';
		submit_button( __( 'Save Changes', 'vitrine' ), 'primary', 'submit', false );
		echo ' ';
		submit_button( __( 'Test connection', 'vitrine' ), 'secondary', 'vitrine_test_connection', false, array( 'aria-describedby' => 'vitrine-test-connection-help' ) );
		// The test's answer beside its button, pass or fail in words as well as colour.
		foreach ( Notices::take( 'settings-test' ) as $result ) {
			$pass = 'success' === $result[0];
			printf(
				' <span class="vitrine-test-result vitrine-test-result--%1$s" role="status"><span class="dashicons dashicons-%2$s" aria-hidden="true"></span> <strong>%3$s</strong> %4$s</span>',
				$pass ? 'pass' : 'fail',
				$pass ? 'yes-alt' : 'warning',
				// A passed test's message starts "Connected:" already.
				esc_html( $pass ? '' : __( 'Failed:', 'vitrine' ) ),
				esc_html( $result[1] )
			);
		}
		echo '</p><p id="vitrine-test-connection-help" class="description">' . esc_html__( 'Test connection saves the settings, then asks Amazon for an access token and runs one product search.', 'vitrine' ) . '</p>';
		echo '</form></div>';
	}

	public function save(): void {
		check_admin_referer( 'vitrine_affiliate_settings' );
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You may not change these settings.', 'vitrine' ), 403 );
		}
		$input              = isset( $_POST['vitrine'] ) && is_array( $_POST['vitrine'] ) ? wp_unslash( $_POST['vitrine'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Settings::sanitize().
		$input['countries'] = isset( $input['country_rows'] ) && is_array( $input['country_rows'] )
			? CountryStoreEditor::parse( $input['country_rows'] )
			: self::parse_map( (string) ( $input['countries'] ?? '' ) );
		unset( $input['country_rows'] );
		update_option( Settings::OPTION, Settings::sanitize( $input ) );

		$api_in = isset( $_POST['vitrine_api'] ) && is_array( $_POST['vitrine_api'] ) ? wp_unslash( $_POST['vitrine_api'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Settings::sanitize_api().
		update_option( Settings::API_OPTION, Settings::sanitize_api( $api_in ), false );
		Notices::add( 'settings', 'success', __( 'Settings saved.', 'vitrine' ) );
		if ( isset( $_POST['vitrine_test_connection'] ) ) {
			$result = Sources::amazon();
			$result = $result instanceof CreatorsSource ? $result->test_connection() : new \WP_Error( 'vitrine_source', $result->label() );
			Notices::add( 'settings-test', is_wp_error( $result ) ? 'error' : 'success', is_wp_error( $result ) ? $result->get_error_message() : $result );
		}
		Maintenance::schedule();
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG ) );
		exit;
	}

	/** @return array<string, string> "at=de" lines to a map (bad lines are dropped by sanitize). */
	public static function parse_map( string $text ): array {
		$map = array();
		foreach ( preg_split( '/\r\n|\n|\r/', $text ) ?: array() as $line ) {
			$parts = array_map( 'trim', explode( '=', $line, 2 ) );
			if ( 2 === count( $parts ) ) {
				$map[ strtolower( $parts[0] ) ] = strtolower( $parts[1] );
			}
		}
		return $map;
	}

	/** @param array<string, string> $options */
	private function select( string $key, string $label, array $options, string $current ): void {
		printf( '<tr><th scope="row"><label for="vitrine-%1$s">%2$s</label></th><td><select id="vitrine-%1$s" name="vitrine[%1$s]">', esc_attr( $key ), esc_html( $label ) );
		foreach ( $options as $value => $text ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $value ), selected( $current, (string) $value, false ), esc_html( $text ) );
		}
		echo '</select></td></tr>';
	}

	private function checkbox( string $key, string $label, string $text, bool $checked ): void {
		printf( '<tr><th scope="row">%1$s</th><td><label><input type="checkbox" name="vitrine[%2$s]" value="1"%3$s> %4$s</label></td></tr>', esc_html( $label ), esc_attr( $key ), checked( $checked, true, false ), esc_html( $text ) );
	}
}
