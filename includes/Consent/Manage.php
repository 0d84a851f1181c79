<?php
/**
 * The manage-consent control, anywhere on the page: the [vitrine_consent_manage] shortcode and the
 * vitrine/consent-manage block print a button that the head gate wires up (it loads the consent UI
 * on demand and shows the bar again). The markup is the same for every visitor.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

defined( 'ABSPATH' ) || exit;

final class Manage {
	public function register(): void {
		add_shortcode( 'vitrine_consent_manage', array( self::class, 'shortcode' ) );
	}

	/** @param array<string, string>|string $atts Shortcode attributes: label. */
	public static function shortcode( $atts ): string {
		$atts = shortcode_atts( array( 'label' => '' ), is_array( $atts ) ? $atts : array(), 'vitrine_consent_manage' );
		return self::button( (string) $atts['label'] );
	}

	public static function button( string $label = '', string $extra_attributes = '' ): string {
		$label = trim( $label );
		if ( '' === $label ) {
			$label = __( 'Manage cookie consent', 'vitrine' );
		}
		return sprintf(
			'<button type="button" class="vitrine-consent-manage" data-vitrine-consent-open%s>%s</button>',
			$extra_attributes,
			esc_html( $label )
		);
	}
}
