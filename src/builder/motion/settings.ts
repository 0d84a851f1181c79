/**
 * Reads motion settings (the keys of docs/builder.md) for the element (`motion_fx_`) or its background
 * (`background_motion_fx_`). Values may be plain numbers or the builder's `{ size }` and
 * `{ sizes: { start, end } }` shapes. Bad values (unknown effects, out-of-range speeds or levels,
 * unknown directions) are dropped with a debug warning; the rest of the element's effects still run.
 */
import type { Settings } from '@vitrine/shared';
import { debugWarn } from '../runtime/messages';
import { sizeOf } from '../runtime/values';
import type { FadeDirection, Range } from './formulas';

export const SCROLL_EFFECTS = [ 'translateY', 'translateX', 'opacity', 'blur', 'rotateZ', 'scale' ] as const;
export const MOUSE_EFFECTS = [ 'mouseTrack', 'tilt' ] as const;
export type ScrollEffect = ( typeof SCROLL_EFFECTS )[ number ];
export type MouseEffect = ( typeof MOUSE_EFFECTS )[ number ];

export interface EffectOptions {
	speed: number;
	level: number;
	negative: boolean;
	direction: FadeDirection;
	range: Range;
}

export interface MotionConfig {
	scroll: Partial< Record< ScrollEffect, EffectOptions > >;
	mouse: Partial< Record< MouseEffect, EffectOptions > >;
	devices: string[] | null;
	/** 'viewport' (the element's trip through the viewport) or 'page' (the whole page's scroll). */
	range: 'viewport' | 'page';
	origin: string;
}

const FADES: readonly FadeDirection[] = [ 'out-in', 'in-out', 'in-out-in', 'out-in-out' ];
const FADING = new Set< string >( [ 'opacity', 'blur', 'scale' ] );
const DEFAULTS: Record< ScrollEffect | MouseEffect, { speed: number; level: number; range: Range } > = {
	translateY: { speed: 4, level: 0, range: { start: 0, end: 100 } },
	translateX: { speed: 4, level: 0, range: { start: 0, end: 100 } },
	rotateZ: { speed: 1, level: 0, range: { start: 0, end: 100 } },
	scale: { speed: 4, level: 0, range: { start: 20, end: 80 } },
	opacity: { speed: 0, level: 10, range: { start: 20, end: 80 } },
	blur: { speed: 0, level: 7, range: { start: 20, end: 80 } },
	mouseTrack: { speed: 1, level: 0, range: { start: 0, end: 100 } },
	tilt: { speed: 4, level: 0, range: { start: 0, end: 100 } },
};
const LEVEL_MAX: Record< string, number > = { opacity: 10, blur: 15 };
const ORIGINS = /^(left|center|right)$|^(top|center|bottom)$/;

const on = ( value: unknown ) => value === 'yes' || value === true;

/** A range from `{ start, end }` or `{ sizes: { start, end } }`; the default when absent or invalid. */
export function rangeOf( value: unknown, fallback: Range ): Range {
	const box = value && typeof value === 'object' ? ( ( value as { sizes?: unknown } ).sizes ?? value ) : null;
	if ( ! box || typeof box !== 'object' ) {
		return fallback;
	}
	const start = Number( ( box as Range ).start );
	const end = Number( ( box as Range ).end );
	return Number.isFinite( start ) && Number.isFinite( end ) && start >= 0 && end <= 100 && start <= end
		? { start, end }
		: fallback;
}

function effectOptions( settings: Settings, key: string, effect: ScrollEffect | MouseEffect ): EffectOptions | null {
	const defaults = DEFAULTS[ effect ];
	const rawSpeed = settings[ `${ key }_speed` ];
	const speed = rawSpeed === undefined ? defaults.speed : sizeOf( rawSpeed );
	if ( ! Number.isFinite( speed ) || speed < 0 || speed > 10 ) {
		debugWarn( `${ key }_speed out of range (0 to 10):`, rawSpeed );
		return null;
	}
	const rawLevel = settings[ `${ key }_level` ];
	const level = rawLevel === undefined ? defaults.level : sizeOf( rawLevel );
	if ( LEVEL_MAX[ effect ] && ( ! Number.isFinite( level ) || level < 0 || level > ( LEVEL_MAX[ effect ] ?? 0 ) ) ) {
		debugWarn( `${ key }_level out of range:`, rawLevel );
		return null;
	}
	const rawDirection = settings[ `${ key }_direction` ];
	const fade = FADING.has( effect );
	let direction: FadeDirection = 'out-in';
	if ( fade && rawDirection !== undefined && rawDirection !== '' ) {
		if ( ! FADES.includes( rawDirection as FadeDirection ) ) {
			debugWarn( `${ key }_direction unknown:`, rawDirection );
			return null;
		}
		direction = rawDirection as FadeDirection;
	}
	const rangeKey = fade ? `${ key }_range` : `${ key }_affectedRange`;
	return {
		speed,
		level,
		negative: ! fade && rawDirection === 'negative',
		direction,
		range: rangeOf( settings[ rangeKey ], defaults.range ),
	};
}

/** The motion config under a prefix, or null when neither scroll nor mouse effects are switched on. */
export function readMotion( settings: Settings, prefix: 'motion_fx_' | 'background_motion_fx_' ): MotionConfig | null {
	const scrolling = on( settings[ `${ prefix }motion_fx_scrolling` ] );
	const mouse = on( settings[ `${ prefix }motion_fx_mouse` ] );
	if ( ! scrolling && ! mouse ) {
		return null;
	}
	const known = new Set< string >( [ ...SCROLL_EFFECTS, ...MOUSE_EFFECTS ] );
	for ( const name of Object.keys( settings ) ) {
		const match = name.startsWith( prefix ) ? /^([A-Za-z]+)_effect$/.exec( name.slice( prefix.length ) ) : null;
		if ( match && ! known.has( match[ 1 ] as string ) ) {
			debugWarn( `unknown motion effect "${ match[ 1 ] }" ignored` );
		}
	}
	const config: MotionConfig = { scroll: {}, mouse: {}, devices: null, range: 'viewport', origin: 'center center' };
	const pick = < T extends ScrollEffect | MouseEffect >(
		effects: readonly T[],
		into: Partial< Record< T, EffectOptions > >
	) => {
		for ( const effect of effects ) {
			const key = `${ prefix }${ effect }`;
			if ( on( settings[ `${ key }_effect` ] ) ) {
				const options = effectOptions( settings, key, effect );
				if ( options ) {
					into[ effect ] = options;
				}
			}
		}
	};
	if ( scrolling ) {
		pick( SCROLL_EFFECTS, config.scroll );
	}
	if ( mouse ) {
		pick( MOUSE_EFFECTS, config.mouse );
	}
	const devices = settings[ `${ prefix }devices` ];
	config.devices = Array.isArray( devices ) ? devices.filter( ( d ): d is string => typeof d === 'string' ) : null;
	config.range = settings[ `${ prefix }range` ] === 'page' ? 'page' : 'viewport';
	const x = String( settings[ `${ prefix }transform_origin_x` ] ?? 'center' );
	const y = String( settings[ `${ prefix }transform_origin_y` ] ?? 'center' );
	config.origin = `${ ORIGINS.test( x ) ? x : 'center' } ${ ORIGINS.test( y ) ? y : 'center' }`;
	return Object.keys( config.scroll ).length || Object.keys( config.mouse ).length ? config : null;
}
