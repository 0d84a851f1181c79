<?php
/**
 * Words for the codes the click store keeps (docs/admin.md): link types by name, countries as a
 * span the admin script `vitrine-admin-settings-screens` names in the reader's language.
 *
 * @package Vitrine
 */

namespace Vitrine\Affiliate\Admin;

defined( 'ABSPATH' ) || exit;

final class ClickLabels {
	/** A link type (ClickStore::LINK_TYPES) in words; an unknown one stays as it was stored. */
	public static function link_type( string $type ): string {
		$names = array(
			'button'      => __( 'Button', 'vitrine' ),
			'title'       => __( 'Product title', 'vitrine' ),
			'thumbnail'   => __( 'Product image', 'vitrine' ),
			'star_rating' => __( 'Star rating', 'vitrine' ),
			'link'        => __( 'Text link', 'vitrine' ),
			'prime'       => __( 'Prime badge', 'vitrine' ),
		);
		return $names[ $type ] ?? ( '' === $type ? __( 'unknown', 'vitrine' ) : $type );
	}

	/** A country code as HTML: the code, which the admin script replaces by the country's name. */
	public static function country_html( string $code ): string {
		if ( '' === $code ) {
			return esc_html__( 'unknown', 'vitrine' );
		}
		return '<span data-vitrine-country="' . esc_attr( $code ) . '">' . esc_html( strtoupper( $code ) ) . '</span>';
	}
}
