<?php
/**
 * Share links for the share-buttons widget: plain URLs of each network's own share page, so no
 * third-party script loads and nothing is fetched (no counts).
 *
 * @package Vitrine
 */

namespace Vitrine\Widgets;

defined( 'ABSPATH' ) || exit;

final class Share {
	/** Networks with a share URL, in the editor's order. */
	public const NETWORKS = array( 'facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'pinterest', 'reddit', 'email' );
	/** Buttons that need the browser (clipboard, Web Share API). */
	public const ACTIONS = array( 'copy', 'native' );

	/** WordPress's Social Icons service whose icon each button shows. */
	private const ICONS = array(
		'email'  => 'mail',
		'copy'   => 'chain',
		'native' => 'share',
	);

	/**
	 * The button's icon: the brand mark WordPress's own Social Icons block draws (an SVG, so no font
	 * can turn it into an empty box), or the short glyph where that block's code is missing.
	 * Returned escaped.
	 */
	public static function icon( string $button ): string {
		if ( ! function_exists( 'block_core_social_link_get_icon' ) ) {
			return esc_html( self::labels()[ $button ][1] ?? '' );
		}
		$svg = (string) block_core_social_link_get_icon( self::ICONS[ $button ] ?? $button );
		$svg = str_replace( '<svg ', '<svg aria-hidden="true" focusable="false" ', $svg );
		return wp_kses(
			$svg,
			array(
				'svg'  => array( 'width' => true, 'height' => true, 'viewbox' => true, 'version' => true, 'xmlns' => true, 'aria-hidden' => true, 'focusable' => true ),
				'path' => array( 'd' => true ),
			)
		);
	}

	/** @return array<string, array{0: string, 1: string}> Network => [visible name, short glyph]. */
	public static function labels(): array {
		return array(
			'facebook'  => array( 'Facebook', 'f' ),
			'x'         => array( 'X', '𝕏' ),
			'linkedin'  => array( 'LinkedIn', 'in' ),
			'whatsapp'  => array( 'WhatsApp', 'wa' ),
			'telegram'  => array( 'Telegram', 'tg' ),
			'pinterest' => array( 'Pinterest', 'P' ),
			'reddit'    => array( 'Reddit', 'r/' ),
			'email'     => array( __( 'Email', 'vitrine' ), '@' ),
			'copy'      => array( __( 'Copy link', 'vitrine' ), '⧉' ),
			'native'    => array( __( 'More options', 'vitrine' ), '⋯' ),
		);
	}

	/** The share URL of a network for a page, or '' for an unknown network. */
	public static function url( string $network, string $url, string $title ): string {
		$u = rawurlencode( $url );
		$t = rawurlencode( $title );
		return match ( $network ) {
			'facebook'  => "https://www.facebook.com/sharer/sharer.php?u=$u",
			'x'         => "https://twitter.com/intent/tweet?url=$u&text=$t",
			'linkedin'  => "https://www.linkedin.com/sharing/share-offsite/?url=$u",
			'whatsapp'  => 'https://wa.me/?text=' . rawurlencode( trim( "$title $url" ) ),
			'telegram'  => "https://t.me/share/url?url=$u&text=$t",
			'pinterest' => "https://pinterest.com/pin/create/button/?url=$u&description=$t",
			'reddit'    => "https://www.reddit.com/submit?url=$u&title=$t",
			'email'     => "mailto:?subject=$t&body=$u",
			default     => '',
		};
	}

	/**
	 * The valid buttons from saved input, in the saved order, and the unknown names.
	 *
	 * @return array{0: string[], 1: string[]}
	 */
	public static function buttons( mixed $raw ): array {
		$known   = array_merge( self::NETWORKS, self::ACTIONS );
		$valid   = array();
		$unknown = array();
		foreach ( is_array( $raw ) ? $raw : array() as $name ) {
			$name = is_string( $name ) ? $name : '';
			if ( in_array( $name, $known, true ) ) {
				$valid[] = $name;
			} else {
				$unknown[] = $name;
			}
		}
		return array( array_values( array_unique( $valid ) ), $unknown );
	}
}
