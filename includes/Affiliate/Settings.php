<?php
/**
 * The affiliate settings (one option), with defaults and sanitizing. Saved settings always win over
 * anything a browser sends: the page only receives what these say.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate;

defined( 'ABSPATH' ) || exit;

final class Settings {
	public const OPTION     = 'vitrine_affiliate';
	public const API_OPTION = 'vitrine_affiliate_api';

	/** @return array<string, mixed> */
	public static function defaults(): array {
		return array(
			'store'          => 'com',
			'tracking_ids'   => array( 'com' => 'vitrine-20' ),
			'click_tracking' => true,
			'analytics_mode' => 'asin',
			'geo_enabled'    => true,
			'geo_mode'       => 'asin',
			'countries'      => Stores::COUNTRIES,
			'country_source' => 'guess',
			'country_header' => 'CF-IPCountry',
			'retention_days' => 365,
			'button_text'    => '',
			'disclosure'     => '',
		);
	}

	/** @return array<string, mixed> */
	public static function all(): array {
		$saved = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $saved ) ? array_merge( self::defaults(), $saved ) : self::defaults() );
	}

	public static function get( string $key ): mixed {
		return self::all()[ $key ] ?? null;
	}

	/** The tracking id of a store ('' when none is set). */
	public static function tracking_id( ?string $store = null ): string {
		$all = self::all();
		return (string) ( $all['tracking_ids'][ $store ?? $all['store'] ] ?? '' );
	}

	public static function disclosure(): string {
		$text = (string) self::get( 'disclosure' );
		return '' !== $text ? $text : __( 'As an Amazon Associate we earn from qualifying purchases.', 'vitrine' );
	}

	public static function button_text(): string {
		$text = (string) self::get( 'button_text' );
		return '' !== $text ? $text : __( 'View on Amazon', 'vitrine' );
	}

	/**
	 * @param array<string, mixed> $input Raw settings (from the settings form or the option).
	 * @return array<string, mixed>
	 */
	public static function sanitize( array $input ): array {
		$defaults     = self::defaults();
		$out          = array();
		$store        = (string) ( $input['store'] ?? $defaults['store'] );
		$out['store'] = Stores::exists( $store ) ? $store : $defaults['store'];

		$out['tracking_ids'] = array();
		foreach ( (array) ( $input['tracking_ids'] ?? array() ) as $key => $id ) {
			$id = self::tracking_id_value( (string) $id );
			if ( Stores::exists( (string) $key ) && '' !== $id ) {
				$out['tracking_ids'][ (string) $key ] = $id;
			}
		}
		$out['countries'] = array();
		foreach ( (array) ( $input['countries'] ?? array() ) as $country => $target ) {
			$country = strtolower( (string) $country );
			if ( preg_match( '/^[a-z]{2}$/', $country ) && Stores::exists( (string) $target ) ) {
				$out['countries'][ $country ] = (string) $target;
			}
		}
		$out['click_tracking'] = ! empty( $input['click_tracking'] );
		$out['geo_enabled']    = ! empty( $input['geo_enabled'] );
		$out['analytics_mode'] = in_array( $input['analytics_mode'] ?? '', array( 'asin', 'title' ), true ) ? $input['analytics_mode'] : '';
		$out['geo_mode']       = 'title' === ( $input['geo_mode'] ?? '' ) ? 'title' : 'asin';
		$out['country_source'] = 'header' === ( $input['country_source'] ?? '' ) ? 'header' : 'guess';
		$header                = preg_replace( '/[^A-Za-z0-9-]/', '', (string) ( $input['country_header'] ?? '' ) );
		$out['country_header'] = '' !== $header ? substr( $header, 0, 64 ) : $defaults['country_header'];
		$out['retention_days'] = max( 1, min( 3650, (int) ( $input['retention_days'] ?? $defaults['retention_days'] ) ) );
		$out['button_text']    = sanitize_text_field( (string) ( $input['button_text'] ?? '' ) );
		$out['disclosure']     = sanitize_text_field( (string) ( $input['disclosure'] ?? '' ) );
		return $out;
	}

	/** Amazon tracking ids look like "name-21": letters, digits, dots, dashes and underscores. */
	public static function tracking_id_value( string $id ): string {
		$id = trim( $id );
		return preg_match( '/^[A-Za-z0-9._-]{1,64}$/', $id ) ? $id : '';
	}

	/**
	 * The Amazon API settings (one option, never autoloaded, never sent to a browser or over REST).
	 * Creators API credentials, plus the PA-API 5 keys a site saved before Amazon switched that API
	 * off (kept only so the migration notice can name them and the partner tag carries over).
	 *
	 * @return array{credential_id: string, credential_secret: string, credential_version: string, partner_tag: string, store: string, access_key: string, secret_key: string}
	 */
	public static function api(): array {
		$saved = get_option( self::API_OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		$store = (string) ( $saved['store'] ?? '' );
		return array(
			'credential_id'      => (string) ( $saved['credential_id'] ?? '' ),
			'credential_secret'  => (string) ( $saved['credential_secret'] ?? '' ),
			'credential_version' => Source\CreatorsVersion::normalize( (string) ( $saved['credential_version'] ?? '' ) ),
			'partner_tag'        => (string) ( $saved['partner_tag'] ?? '' ),
			'store'              => Stores::exists( $store ) ? $store : (string) self::get( 'store' ),
			'access_key'         => (string) ( $saved['access_key'] ?? '' ),
			'secret_key'         => (string) ( $saved['secret_key'] ?? '' ),
		);
	}

	/** Whether PA-API 5 keys are saved and no Creators API credential replaces them yet. */
	public static function needs_migration(): bool {
		$api = self::api();
		return '' !== $api['access_key'] && '' === $api['credential_id'];
	}

	/**
	 * Sanitizes the API form; an empty secret keeps the saved one (the form never shows it).
	 *
	 * @param array<string, mixed> $input
	 * @return array<string, string>
	 */
	public static function sanitize_api( array $input ): array {
		$api    = self::api();
		$secret = trim( (string) ( $input['credential_secret'] ?? '' ) );
		$store  = (string) ( $input['store'] ?? '' );
		$out    = array(
			'credential_id'      => substr( (string) preg_replace( '/[^A-Za-z0-9._-]/', '', (string) ( $input['credential_id'] ?? '' ) ), 0, 128 ),
			'credential_secret'  => '' !== $secret ? substr( (string) preg_replace( '/[^\x21-\x7E]/', '', $secret ), 0, 256 ) : $api['credential_secret'],
			'credential_version' => Source\CreatorsVersion::normalize( (string) ( $input['credential_version'] ?? '' ) ),
			'partner_tag'        => self::tracking_id_value( (string) ( $input['partner_tag'] ?? '' ) ),
			'store'              => Stores::exists( $store ) ? $store : (string) self::get( 'store' ),
		);
		if ( empty( $input['forget_paapi'] ) ) {
			$out['access_key'] = $api['access_key'];
			$out['secret_key'] = $api['secret_key'];
		}
		return $out;
	}
}
