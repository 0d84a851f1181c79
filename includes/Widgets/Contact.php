<?php
/**
 * Contact channels of the contact-buttons widget: each saved value is checked against the shape
 * its channel accepts and turned into the channel's own link (no third-party script).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class Contact {
	public const CHANNELS = array( 'whatsapp', 'telegram', 'messenger', 'phone', 'email' );

	/** The channel's link for a saved value, or '' when the value does not fit the channel. */
	public static function link( string $channel, string $value ): string {
		$value  = trim( $value );
		$digits = preg_replace( '/[^0-9]/', '', $value ) ?? '';
		return match ( $channel ) {
			'whatsapp'  => preg_match( '/^\+?[0-9 ().-]{7,20}$/', $value ) && strlen( $digits ) >= 7 && strlen( $digits ) <= 15 ? 'https://wa.me/' . $digits : '',
			'telegram'  => preg_match( '/^@?([A-Za-z0-9_]{5,32})$/', $value, $m ) ? 'https://t.me/' . $m[1] : '',
			'messenger' => preg_match( '/^[A-Za-z0-9.]{5,50}$/', $value ) ? 'https://m.me/' . $value : '',
			'phone'     => preg_match( '/^\+?[0-9 ().-]{3,20}$/', $value ) && strlen( $digits ) >= 3 ? 'tel:' . ( str_starts_with( $value, '+' ) ? '+' : '' ) . $digits : '',
			'email'     => is_email( $value ) ? 'mailto:' . $value : '',
			default     => '',
		};
	}

	/** @return array<string, string> Channel => visible label. */
	public static function labels(): array {
		return array(
			'whatsapp'  => __( 'Chat on WhatsApp', 'vitrine' ),
			'telegram'  => __( 'Message on Telegram', 'vitrine' ),
			'messenger' => __( 'Message on Messenger', 'vitrine' ),
			'phone'     => __( 'Call us', 'vitrine' ),
			'email'     => __( 'Email us', 'vitrine' ),
		);
	}
}
