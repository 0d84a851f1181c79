/**
 * Settings of the Swiper-based widgets (carousel, slides), read from `data-settings`. Pure: no
 * Swiper import, so it is unit-tested alone and costs nothing on its own. Unknown or out-of-range
 * values fall back to the library defaults that docs/widgets-media.md lists.
 */
import type { Settings } from '@vitrine/shared';
import LIMITS from '../../includes/rules/slider.json';

/** The limits and defaults of the settings, shared with the PHP side (docs/widgets-media.md). */
export const SLIDER_LIMITS = LIMITS;

/** Swiper's defaults as docs/widgets-media.md fixes them; never changed by settings. */
export const SWIPER_DEFAULTS = Object.freeze( {
	speed: LIMITS.speed.default,
	touchAngle: 45,
	longSwipesMs: 300,
	longSwipesRatio: 0.5,
	resistanceRatio: 0.85,
} );
export const AUTOPLAY_DELAY = LIMITS.delay.default;

/** What the slider says to screen readers: translated by the server (includes/Media/Slider.php). */
export interface SliderMessages {
	prev: string;
	next: string;
	first: string;
	last: string;
	/** Swiper fills in {{index}}. */
	bullet: string;
	/** Swiper fills in {{index}} and {{slidesLength}}. */
	slide: string;
	item: string;
	container: string;
	play: string;
	pause: string;
}

/** The English texts, for markup printed without them (an older page in a cache). */
export const DEFAULT_MESSAGES: Readonly< SliderMessages > = Object.freeze( {
	prev: 'Previous slide',
	next: 'Next slide',
	first: 'This is the first slide',
	last: 'This is the last slide',
	bullet: 'Go to slide {{index}}',
	slide: '{{index}} of {{slidesLength}}',
	item: 'slide',
	container: 'carousel',
	play: 'Play slides',
	pause: 'Pause slides',
} );

export interface SliderSettings {
	perView: { mobile: number; tablet: number; desktop: number };
	gap: number;
	speed: number;
	loop: boolean;
	autoplay: boolean;
	delay: number;
	navigation: boolean;
	pagination: boolean;
	messages: SliderMessages;
}

function messages( raw: unknown ): SliderMessages {
	// Stryker disable next-line LogicalOperator,ConditionalExpression: a string, number or boolean has none of the keys read below either.
	const given = raw && typeof raw === 'object' ? ( raw as Record< string, unknown > ) : {};
	const out = { ...DEFAULT_MESSAGES };
	( Object.keys( out ) as Array< keyof SliderMessages > ).forEach( ( key ) => {
		const value = given[ key ];
		if ( typeof value === 'string' && value.trim() !== '' ) {
			out[ key ] = value;
		}
	} );
	return out;
}

function number( value: unknown, fallback: number, min: number, max: number ): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number( value ) : value;
	// Stryker disable next-line ConditionalExpression: Number.isFinite is false for anything but a number anyway.
	return typeof n === 'number' && Number.isFinite( n ) ? Math.min( max, Math.max( min, n ) ) : fallback;
}

function flag( value: unknown, fallback: boolean ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

export function parseSliderSettings( raw: Settings, defaults: Partial< SliderSettings > = {} ): SliderSettings {
	const perView = ( raw.perView ?? {} ) as Record< string, unknown >;
	const limited = ( value: unknown, fallback: number, rule: { min: number; max: number } ) =>
		number( value, fallback, rule.min, rule.max );
	const base = {
		mobile: defaults.perView?.mobile ?? 1,
		tablet: defaults.perView?.tablet ?? 1,
		desktop: defaults.perView?.desktop ?? 1,
	};
	return {
		perView: {
			mobile: Math.round( limited( perView.mobile, base.mobile, LIMITS.perView ) ),
			tablet: Math.round( limited( perView.tablet, base.tablet, LIMITS.perView ) ),
			desktop: Math.round( limited( perView.desktop, base.desktop, LIMITS.perView ) ),
		},
		gap: limited( raw.gap, defaults.gap ?? LIMITS.gap.default, LIMITS.gap ),
		speed: limited( raw.speed, SWIPER_DEFAULTS.speed, LIMITS.speed ),
		loop: flag( raw.loop, false ),
		autoplay: flag( raw.autoplay, false ),
		delay: limited( raw.delay, AUTOPLAY_DELAY, LIMITS.delay ),
		navigation: flag( raw.navigation, true ),
		pagination: flag( raw.pagination, true ),
		messages: messages( raw.messages ),
	};
}

/**
 * Swiper's breakpoints (min-width keys) for the site's device modes: mobile is the base, tablet
 * starts one pixel above the mobile bound, desktop one pixel above the tablet bound.
 */
export function swiperBreakpoints(
	settings: SliderSettings,
	bounds: { mobile: number; tablet: number }
): Record< number, { slidesPerView: number; slidesPerGroup: number } > {
	return {
		[ bounds.mobile + 1 ]: { slidesPerView: settings.perView.tablet, slidesPerGroup: 1 },
		[ bounds.tablet + 1 ]: { slidesPerView: settings.perView.desktop, slidesPerGroup: 1 },
	};
}

/** Autoplay runs only when asked for, with more than one slide, and never for reduced motion. */
export function autoplayAllowed( settings: SliderSettings, slideCount: number, reducedMotion: boolean ): boolean {
	return settings.autoplay && slideCount > 1 && ! reducedMotion;
}
