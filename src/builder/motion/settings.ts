/**
 * Reads motion settings (the keys of docs/builder.md) for the element (`motion_fx_`) or its background
 * (`background_motion_fx_`). Values may be plain numbers or the builder's `{ size }` and
 * `{ sizes: { start, end } }` shapes. Bad values (unknown effects, out-of-range speeds or levels,
 * unknown directions) are dropped with a debug warning; the rest of the element's effects still run.
 */
import type { Settings } from '@vitrine/shared';
import { debugWarn } from '../runtime/messages';
import { sizeOf } from '../runtime/values';
import RULES from '../../../includes/rules/motion.json';
import type { FadeDirection, Range } from './formulas';

/** The effects, in the order they apply, and their limits: shared with the server (includes/rules/motion.json). */
export type ScrollEffect = keyof typeof RULES.effects.scroll;
export type MouseEffect = keyof typeof RULES.effects.mouse;
export const SCROLL_EFFECTS = Object.keys( RULES.effects.scroll ) as ScrollEffect[];
export const MOUSE_EFFECTS = Object.keys( RULES.effects.mouse ) as MouseEffect[];

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

const FADES = RULES.fades as readonly FadeDirection[];
const FADING = new Set< string >( RULES.fading );
const DEFAULTS: Record< ScrollEffect | MouseEffect, { speed: number; level: number; range: Range } > = {
	...RULES.effects.scroll,
	...RULES.effects.mouse,
};
const LEVEL_MAX: Record< string, number > = RULES.levelMax;
const SPEED = RULES.speed;
const RANGE = RULES.range;
// Either axis takes any keyword of both (CSS reads `top center` as well as `center top`).
const ORIGINS = new Set< string >( [ ...RULES.origins.x, ...RULES.origins.y ] );

const on = ( value: unknown ) => value === 'yes' || value === true;

/** A range from `{ start, end }` or `{ sizes: { start, end } }`; the default when absent or invalid. */
export function rangeOf( value: unknown, fallback: Range ): Range {
	const box = value && typeof value === 'object' ? ( ( value as { sizes?: unknown } ).sizes ?? value ) : null;
	if ( ! box || typeof box !== 'object' ) {
		return fallback;
	}
	const start = Number( ( box as Range ).start );
	const end = Number( ( box as Range ).end );
	return Number.isFinite( start ) && Number.isFinite( end ) && start >= RANGE.min && end <= RANGE.max && start <= end
		? { start, end }
		: fallback;
}

function effectOptions( settings: Settings, key: string, effect: ScrollEffect | MouseEffect ): EffectOptions | null {
	const defaults = DEFAULTS[ effect ];
	const rawSpeed = settings[ `${ key }_speed` ];
	const speed = rawSpeed === undefined ? defaults.speed : sizeOf( rawSpeed );
	if ( ! Number.isFinite( speed ) || speed < SPEED.min || speed > SPEED.max ) {
		debugWarn( `${ key }_speed out of range (${ SPEED.min } to ${ SPEED.max }):`, rawSpeed );
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
	config.origin = `${ ORIGINS.has( x ) ? x : 'center' } ${ ORIGINS.has( y ) ? y : 'center' }`;
	return Object.keys( config.scroll ).length || Object.keys( config.mouse ).length ? config : null;
}
