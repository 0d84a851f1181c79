<?php
/**
 * The "Amazon Creators API" part of Affiliate → Settings: credential, version, partner tag and
 * marketplace, the background refresh's last result, and the old PA-API 5 keys (masked) with a box
 * to delete them. The secret is never printed: a saved one shows as a placeholder.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

use Vitrine\Affiliate\Maintenance;
use Vitrine\Affiliate\Source\CreatorsVersion;
use Vitrine\Affiliate\Stores;

defined( 'ABSPATH' ) || exit;

final class CreatorsFields {
	/** Where Associates create Creators API credentials (each marketplace's Associates Central has the same path). */
	public const CREDENTIALS_URL = 'https://affiliate-program.amazon.com/creatorsapi';

	/** @param array<string, string> $api Settings::api(). */
	public function render( array $api ): void {
		echo '<h2 id="vitrine-creators-api">' . esc_html__( 'Amazon Creators API', 'vitrine' ) . '</h2>';
		printf(
			'<p>%1$s <a href="%2$s" target="_blank" rel="noopener noreferrer">%3$s<span class="screen-reader-text"> %4$s</span></a></p>',
			esc_html__( 'Product data, prices and lists come from Amazon\'s Creators API. Create a credential in Associates Central under Tools → Creators API (Create application, then Add new credential) and copy its Credential ID, Credential Secret (shown once) and Version here.', 'vitrine' ),
			esc_url( self::CREDENTIALS_URL ),
			esc_html__( 'Open Creators API in Associates Central', 'vitrine' ),
			esc_html__( '(opens in a new tab)', 'vitrine' )
		);
		echo '<table class="form-table" role="presentation">';
		printf( '<tr><th scope="row"><label for="vitrine-api-credential-id">%1$s</label></th><td><input type="text" id="vitrine-api-credential-id" name="vitrine_api[credential_id]" value="%2$s" class="regular-text" autocomplete="off" spellcheck="false"></td></tr>', esc_html__( 'Credential ID', 'vitrine' ), esc_attr( $api['credential_id'] ) );
		printf(
			'<tr><th scope="row"><label for="vitrine-api-credential-secret">%1$s</label></th><td><input id="vitrine-api-credential-secret" type="password" name="vitrine_api[credential_secret]" value="" class="regular-text" autocomplete="new-password" placeholder="%2$s" aria-describedby="vitrine-api-secret-help"><p id="vitrine-api-secret-help" class="description">%3$s</p></td></tr>',
			esc_html__( 'Credential Secret', 'vitrine' ),
			esc_attr( '' !== $api['credential_secret'] ? __( 'Saved; leave empty to keep it', 'vitrine' ) : '' ),
			esc_html( '' !== $api['credential_secret'] ? __( 'A secret is saved. It is never shown again; type a new one to replace it.', 'vitrine' ) : __( 'Stored on this site only, never shown again and never sent to browsers.', 'vitrine' ) )
		);
		echo '<tr><th scope="row"><label for="vitrine-api-credential-version">' . esc_html__( 'Credential version', 'vitrine' ) . '</label></th><td><select id="vitrine-api-credential-version" name="vitrine_api[credential_version]" aria-describedby="vitrine-api-version-help">';
		echo '<option value="">' . esc_html__( 'Choose the version shown next to the credential', 'vitrine' ) . '</option>';
		foreach ( array_keys( CreatorsVersion::VERSIONS ) as $version ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $version ), selected( $api['credential_version'], $version, false ), esc_html( CreatorsVersion::label( $version ) ) );
		}
		echo '</select><p id="vitrine-api-version-help" class="description">' . esc_html__( 'The version names the region and the token service: 2.x credentials use Amazon Cognito, 3.x Login with Amazon.', 'vitrine' ) . '</p></td></tr>';
		printf( '<tr><th scope="row"><label for="vitrine-api-tag">%1$s</label></th><td><input type="text" id="vitrine-api-tag" name="vitrine_api[partner_tag]" value="%2$s" class="regular-text" aria-describedby="vitrine-api-tag-help"><p id="vitrine-api-tag-help" class="description">%3$s</p></td></tr>', esc_html__( 'Partner Tag', 'vitrine' ), esc_attr( $api['partner_tag'] ), esc_html__( 'A tracking id of your Associates account in the marketplace below, e.g. name-21.', 'vitrine' ) );
		echo '<tr><th scope="row"><label for="vitrine-api-store">' . esc_html__( 'Marketplace', 'vitrine' ) . '</label></th><td><select id="vitrine-api-store" name="vitrine_api[store]">';
		foreach ( Stores::labels() as $store => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $store ), selected( $api['store'], $store, false ), esc_html( $label ) );
		}
		echo '</select></td></tr>';
		$this->status();
		$this->legacy( $api );
		echo '</table>';
	}

	private function status(): void {
		$status = Maintenance::status();
		if ( ! $status['time'] ) {
			return;
		}
		$text = sprintf(
			/* translators: 1: date and time, 2: the result */
			__( 'Last background refresh %1$s: %2$s', 'vitrine' ),
			wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $status['time'] ),
			$status['message']
		);
		if ( $status['backoff_until'] > time() ) {
			/* translators: %s: time */
			$text .= ' ' . sprintf( __( 'Next try after %s.', 'vitrine' ), wp_date( get_option( 'time_format' ), $status['backoff_until'] ) );
		}
		echo '<tr><th scope="row">' . esc_html__( 'Background refresh', 'vitrine' ) . '</th><td><p>' . esc_html( $text ) . '</p></td></tr>';
	}

	/** @param array<string, string> $api */
	private function legacy( array $api ): void {
		if ( '' === $api['access_key'] ) {
			return;
		}
		printf(
			'<tr><th scope="row">%1$s</th><td><p>%2$s</p><p><label><input type="checkbox" name="vitrine_api[forget_paapi]" value="1"> %3$s</label></p></td></tr>',
			esc_html__( 'Old PA-API 5 keys', 'vitrine' ),
			/* translators: %s: the access key's last four characters */
			esc_html( sprintf( __( 'An access key ending in %s is saved for the Product Advertising API 5, which Amazon switched off on 15 May 2026. It no longer works and Vitrine does not use it; the partner tag above was kept.', 'vitrine' ), substr( $api['access_key'], -4 ) ) ),
			esc_html__( 'Delete the old PA-API 5 keys', 'vitrine' )
		);
	}
}
