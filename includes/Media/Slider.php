<?php
/**
 * Server side of the Swiper-based widgets (carousel, slides): the settings they print into
 * data-settings (clamped here, so saved settings beat anything else) and their controls, printed
 * complete so the handler only wires them and nothing moves when it attaches.
 *
 * @package Vitrine
 */

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

final class Slider {
	/**
	 * The handler settings from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param array<string, int>   $per_view   Defaults per device.
	 * @return array<string, mixed>
	 */
	/**
	 * The limits and defaults of the slider settings, from includes/rules/slider.json, which the
	 * browser code reads too (docs/widgets-media.md): one source for both languages.
	 *
	 * @return array<string, array{min: int, max: int, step: int, default?: int}>
	 */
	public static function limits(): array {
		return \Vitrine\SharedRules::read( 'slider' );
	}

	public static function settings( array $attributes, array $per_view ): array {
		$limits = self::limits();
		$clamp  = static function ( $value, ?int $fallback, string $rule ) use ( $limits ): int {
			$min = (int) $limits[ $rule ]['min'];
			$max = (int) $limits[ $rule ]['max'];
			return is_numeric( $value ) ? max( $min, min( $max, (int) $value ) ) : ( $fallback ?? (int) $limits[ $rule ]['default'] );
		};
		return array(
			'perView'    => array(
				'mobile'  => $clamp( $attributes['perViewMobile'] ?? null, $per_view['mobile'], 'perView' ),
				'tablet'  => $clamp( $attributes['perViewTablet'] ?? null, $per_view['tablet'], 'perView' ),
				'desktop' => $clamp( $attributes['perView'] ?? null, $per_view['desktop'], 'perView' ),
			),
			'gap'        => $clamp( $attributes['gap'] ?? null, null, 'gap' ),
			'speed'      => $clamp( $attributes['speed'] ?? null, null, 'speed' ),
			'loop'       => ! empty( $attributes['loop'] ),
			'autoplay'   => ! empty( $attributes['autoplay'] ),
			'delay'      => $clamp( $attributes['delay'] ?? null, null, 'delay' ),
			'navigation' => (bool) ( $attributes['navigation'] ?? true ),
			'pagination' => (bool) ( $attributes['pagination'] ?? true ),
			'messages'   => self::messages(),
		);
	}

	/**
	 * What the slider says to screen readers, translated here so the slider's script needs no wp-i18n
	 * (docs/widgets-media.md). Swiper fills in {{index}} and {{slidesLength}}.
	 *
	 * @return array<string, string>
	 */
	public static function messages(): array {
		return array(
			'prev'      => __( 'Previous slide', 'vitrine' ),
			'next'      => __( 'Next slide', 'vitrine' ),
			'first'     => __( 'This is the first slide', 'vitrine' ),
			'last'      => __( 'This is the last slide', 'vitrine' ),
			/* translators: {{index}} is a slide number; keep the braces. */
			'bullet'    => __( 'Go to slide {{index}}', 'vitrine' ),
			/* translators: {{index}} and {{slidesLength}} are numbers; keep the braces. */
			'slide'     => __( '{{index}} of {{slidesLength}}', 'vitrine' ),
			'item'      => __( 'slide', 'vitrine' ),
			'container' => __( 'carousel', 'vitrine' ),
			'play'      => __( 'Play slides', 'vitrine' ),
			'pause'     => __( 'Pause slides', 'vitrine' ),
		);
	}

	public static function style( array $settings ): string {
		return sprintf(
			'--vitrine-per-view-m:%d;--vitrine-per-view-t:%d;--vitrine-per-view-d:%d;--vitrine-gap:%dpx;',
			$settings['perView']['mobile'],
			$settings['perView']['tablet'],
			$settings['perView']['desktop'],
			$settings['gap']
		);
	}

	/** The controls row: previous, pagination, pause, next (only those the settings ask for). */
	public static function controls( array $settings ): string {
		if ( ! $settings['navigation'] && ! $settings['pagination'] && ! $settings['autoplay'] ) {
			return '';
		}
		$html = '<div class="vitrine-slider__controls">';
		if ( $settings['navigation'] ) {
			$html .= '<button type="button" class="vitrine-slider__prev" aria-label="' . esc_attr__( 'Previous slide', 'vitrine' ) . '"><span aria-hidden="true">&#8249;</span></button>';
		}
		$html .= $settings['pagination'] ? '<div class="vitrine-slider__pagination"></div>' : '<div class="vitrine-slider__spacer"></div>';
		if ( $settings['autoplay'] ) {
			$html .= '<button type="button" class="vitrine-slider__toggle" aria-pressed="false" aria-label="' . esc_attr__( 'Pause slides', 'vitrine' ) . '" hidden><span aria-hidden="true"></span></button>';
		}
		if ( $settings['navigation'] ) {
			$html .= '<button type="button" class="vitrine-slider__next" aria-label="' . esc_attr__( 'Next slide', 'vitrine' ) . '"><span aria-hidden="true">&#8250;</span></button>';
		}
		return $html . '</div>';
	}
}
