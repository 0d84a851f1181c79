<?php
/**
 * The consent bar's first layer as server-rendered markup: the banner, popup or corner widget with
 * its texts and buttons, translated and escaped here, identical for every visitor (cacheable) and
 * hidden until the head script decides from the cookies that it must show. Its stylesheet is linked
 * in <head> (versioned, cached), so a bar shown at first paint is styled and nothing shifts. The settings modal
 * and the CCPA confirmation stay React, loaded on intent (docs/consent.md).
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class FirstLayer {
	public const STYLE_HANDLE = 'vitrine-consent-first-layer';

	private bool $printed = false;

	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		// Right after the gate, before any stylesheet: the bar may show at first paint.
		add_action( 'wp_head', array( $this, 'print_style' ), PHP_INT_MIN + 1 );
		// At the start of <body>, so keyboard and screen-reader users meet it first; in the footer
		// when a theme does not call wp_body_open().
		add_action( 'wp_body_open', array( $this, 'print_layer' ), 1 );
		add_action( 'wp_footer', array( $this, 'print_layer' ), 4 );
	}

	/**
	 * Links the consent stylesheet (the first layer, the re-open tab, embed placeholders), versioned
	 * so the browser keeps it, render-blocking so a bar shown at first paint is styled; WordPress
	 * picks its -rtl twin on right-to-left pages.
	 */
	public function print_style(): void {
		if ( ! Gate::active_here() || ! wp_style_is( self::STYLE_HANDLE, 'registered' ) ) {
			return;
		}
		wp_print_styles( self::STYLE_HANDLE );
	}

	public function print_layer(): void {
		if ( $this->printed || ! Gate::active_here() ) {
			return;
		}
		$this->printed = true;
		echo self::markup( Options::get() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
	}

	/** The bar's classes from the position settings (the CSS places it by them). */
	public static function bar_classes( array $s ): string {
		$classes = array( 'vitrine-consent-bar', 'is-' . $s['cookie_bar_as'] );
		if ( 'banner' === $s['cookie_bar_as'] ) {
			$classes[] = 'is-' . $s['notify_position_vertical'];
			$classes[] = 'is-align-' . $s['notify_position_horizontal'];
			if ( $s['header_fix'] || 'bottom' === $s['notify_position_vertical'] ) {
				$classes[] = 'is-fixed';
			}
		} elseif ( 'widget' === $s['cookie_bar_as'] ) {
			$classes[] = 'is-' . $s['notify_position_vertical'];
			$classes[] = 'is-' . $s['widget_position'];
		}
		return implode( ' ', $classes );
	}

	/** Custom properties as an inline style, leaving out empty values (the stylesheet's defaults apply). */
	private static function style_attr( array $properties ): string {
		$style = '';
		foreach ( $properties as $name => $value ) {
			if ( '' !== (string) $value ) {
				$style .= $name . ':' . $value . ';';
			}
		}
		return '' === $style ? '' : ' style="' . esc_attr( $style ) . '"';
	}

	/** @param array{colour: string, hover: string, text_colour: string} $b */
	private static function button_style( array $b ): string {
		return self::style_attr(
			array(
				'--vitrine-consent-btn-bg'    => $b['colour'],
				'--vitrine-consent-btn-hover' => '' !== $b['hover'] ? $b['hover'] : $b['colour'],
				'--vitrine-consent-btn-fg'    => $b['text_colour'],
			)
		);
	}

	/**
	 * The whole first layer for these settings; every visitor gets the same bytes. With an A/B test
	 * of the bar, the control (`a`) and each variant are printed, marked `data-vitrine-consent-variant`;
	 * the browser shows the one it drew for the visitor and removes the others (docs/consent.md,
	 * "A/B test of the bar").
	 */
	public static function markup( array $s ): string {
		$out = '';
		foreach ( self::variants( $s ) as $key => $settings ) {
			$out .= self::layer( $settings, $key );
		}
		return $out;
	}

	/**
	 * The settings of each variant of the bar, by letter: only the control (key '') without a test.
	 * A variant changes the layout, the position and the texts; an empty text is the control's.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function variants( array $s ): array {
		$test = (array) ( $s['bar_test'] ?? array() );
		if ( empty( $test['variants'] ) ) {
			return array( '' => $s );
		}
		$out = array( 'a' => $s );
		foreach ( array_values( $test['variants'] ) as $i => $variant ) {
			$key = Options::BAR_VARIANTS[ $i ] ?? '';
			if ( '' === $key ) {
				break;
			}
			$v  = Options::bar_variant( (array) $variant, $s );
			$vs = $s;
			foreach ( array( 'cookie_bar_as', 'notify_position_vertical', 'notify_position_horizontal', 'widget_position' ) as $field ) {
				$vs[ $field ] = $v[ $field ];
			}
			foreach ( array( 'title', 'message' ) as $field ) {
				if ( '' !== trim( $v[ $field ] ) ) {
					$vs['texts'][ $field ] = $v[ $field ];
				}
			}
			foreach ( array( '1' => 'accept', '3' => 'reject', '4' => 'settings' ) as $n => $field ) {
				if ( '' !== trim( $v[ $field ] ) ) {
					$vs['buttons'][ $n ]['text'] = $v[ $field ];
				}
			}
			$out[ $key ] = $vs;
		}
		return $out;
	}

	/** One first layer; a variant's ids carry its letter so the page has each id once. */
	private static function layer( array $s, string $variant ): string {
		$suffix = in_array( $variant, array( '', 'a' ), true ) ? '' : '-' . $variant;
		$t      = Gate::texts( $s );
		$labels = Options::default_button_texts();
		$text   = static fn( string $n ): string => esc_html( '' !== $s['buttons'][ $n ]['text'] ? $s['buttons'][ $n ]['text'] : $labels[ $n ] );
		$popup  = 'popup' === $s['cookie_bar_as'];
		$button = static fn( string $n, string $do, string $extra = '' ): string => sprintf(
			'<button type="button" class="vitrine-consent-button vitrine-consent-button-%1$s%2$s"%3$s data-vitrine-consent-do="%4$s">%5$s</button>',
			esc_attr( $n ),
			$extra,
			self::button_style( $s['buttons'][ $n ] ),
			esc_attr( $do ),
			$text( $n )
		);
		$more   = '';
		$read   = $s['buttons']['2'];
		$href   = esc_url( $read['url'] );
		if ( '' !== $href ) {
			$more = sprintf(
				' <a class="vitrine-consent-readmore"%1$s href="%2$s"%3$s>%4$s</a>',
				self::button_style( $read ),
				$href,
				$read['new_win'] ? ' target="_blank" rel="noopener noreferrer"' : '',
				$text( '2' )
			);
		}
		$bar_style = self::style_attr(
			array(
				'--vitrine-consent-bg'   => $s['background'],
				'--vitrine-consent-fg'   => $s['text_colour'],
				'--vitrine-consent-show' => (int) $s['animate_speed_show'] . 'ms',
				'--vitrine-consent-hide' => (int) $s['animate_speed_hide'] . 'ms',
			)
		);
		$settings  = sprintf(
			'<button type="button" class="vitrine-consent-button vitrine-consent-button-4 is-secondary"%1$s aria-haspopup="dialog" data-vitrine-consent-do="settings" data-vitrine-consent-ui>%2$s</button>',
			self::button_style( $s['buttons']['4'] ),
			$text( '4' )
		);
		return sprintf(
			'<section class="vitrine-consent-layer" aria-label="%1$s" data-vitrine-consent-layer%15$s hidden>%2$s'
			. '<div id="%3$s" class="%4$s"%5$s%6$s aria-labelledby="vitrine-consent-title%16$s" aria-describedby="vitrine-consent-message%16$s" tabindex="-1">'
			. '<p id="vitrine-consent-title%16$s" class="vitrine-consent-title">%7$s</p>'
			. '<p id="vitrine-consent-message%16$s" class="vitrine-consent-message">%8$s%9$s</p>'
			. '<p class="vitrine-consent-gpc">%10$s</p>'
			. '<div class="vitrine-consent-actions">%11$s%12$s%13$s</div>'
			. '<button type="button" class="vitrine-consent-ccpa-link" aria-haspopup="dialog" data-vitrine-consent-do="ccpa" data-vitrine-consent-ui>%14$s</button>'
			. "</div></section>\n",
			esc_attr( $t['region'] ),
			$popup && $s['popup_overlay'] ? '<div class="vitrine-consent-overlay"></div>' : '',
			esc_attr( $s['notify_div_id'] . $suffix ),
			esc_attr( self::bar_classes( $s ) ),
			$bar_style,
			$popup ? ' role="dialog" aria-modal="true"' : '',
			esc_html( $t['title'] ),
			esc_html( $t['message'] ),
			$more,
			esc_html( $t['gpc_notice'] ),
			$button( '3', 'reject', ' is-secondary' ),
			$settings,
			$button( '1', 'accept' ),
			esc_html( $t['ccpa_link'] ),
			'' === $variant ? '' : ' data-vitrine-consent-variant="' . esc_attr( $variant ) . '"',
			esc_attr( $suffix )
		);
	}
}
