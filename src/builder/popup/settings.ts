/**
 * A popup's settings as the server prints them in `data-settings` (the keys of docs/popups.md), read once and
 * coerced into safe values: anything missing, of the wrong type or out of range falls back to its
 * default, so a damaged or hand-edited value never throws later.
 */
import type { Settings } from '@vitrine/shared';

export type Period = 'none' | 'session' | 'day' | 'week' | 'month';
export const PERIODS: readonly Period[] = [ 'none', 'session', 'day', 'week', 'month' ];

/** Conditions and triggers are "set" when their object is present and not switched off. */
export type Part = Record< string, unknown >;

export interface PopupSettings {
	id: string;
	/** Printed only because an action link on the page names it: no triggers, no conditions. */
	manual: boolean;
	open_selector: string;
	timing: Record< string, Part >;
	triggers: Record< string, Part >;
	close_button_delay: number;
	close_button_position: 'inside' | 'outside';
	close_automatically: number;
	prevent_scroll: boolean;
	prevent_close_on_background_click: boolean;
	prevent_close_on_esc_key: boolean;
	entrance_animation: string;
	/** Seconds. */
	entrance_animation_duration: number;
	exit_animation: string;
	a11y_navigation: boolean;
	classes: string[];
	avoid_multiple_popups: boolean;
}

export const ENTRANCE_ANIMATIONS = [ 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight' ];
export const EXIT_ANIMATIONS = [ 'fadeOut', 'zoomOut', 'slideOutUp', 'slideOutDown', 'slideOutLeft', 'slideOutRight' ];

/** A non-negative finite number, or the fallback. */
export function num( value: unknown, fallback = 0 ): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number( value ) : value;
	return typeof n === 'number' && Number.isFinite( n ) && n >= 0 ? n : fallback;
}

export function bool( value: unknown, fallback = false ): boolean {
	if ( typeof value === 'boolean' ) {
		return value;
	}
	if ( value === 'yes' || value === 'true' || value === 1 || value === '1' ) {
		return true;
	}
	if ( value === 'no' || value === 'false' || value === 0 || value === '0' || value === '' ) {
		return false;
	}
	return fallback;
}

export function str( value: unknown, fallback = '' ): string {
	return typeof value === 'string' ? value : fallback;
}

export function strings( value: unknown ): string[] {
	return Array.isArray( value ) ? value.filter( ( item ): item is string => typeof item === 'string' ) : [];
}

function isObject( value: unknown ): value is Part {
	return value !== null && typeof value === 'object' && ! Array.isArray( value );
}

/** The parts (conditions or triggers) that are set: present, an object, and not `enabled: false`. */
function parts( value: unknown ): Record< string, Part > {
	const out: Record< string, Part > = {};
	if ( ! isObject( value ) ) {
		return out;
	}
	for ( const [ key, part ] of Object.entries( value ) ) {
		if ( part === true ) {
			out[ key ] = {};
		} else if ( isObject( part ) && bool( part.enabled, true ) ) {
			out[ key ] = part;
		}
	}
	return out;
}

function oneOf< T extends string >( value: unknown, allowed: readonly T[], fallback: T ): T {
	return allowed.includes( value as T ) ? ( value as T ) : fallback;
}

export function readPopupSettings( raw: Settings, id: string ): PopupSettings {
	const duration = isObject( raw.entrance_animation_duration )
		? raw.entrance_animation_duration.size
		: raw.entrance_animation_duration;
	return {
		id,
		manual: bool( raw.manual ),
		open_selector: str( raw.open_selector ).trim(),
		timing: parts( raw.timing ),
		triggers: parts( raw.triggers ),
		close_button_delay: num( raw.close_button_delay ),
		close_button_position: oneOf( raw.close_button_position, [ 'inside', 'outside' ] as const, 'inside' ),
		close_automatically: num( raw.close_automatically ),
		prevent_scroll: bool( raw.prevent_scroll ),
		prevent_close_on_background_click: bool( raw.prevent_close_on_background_click ),
		prevent_close_on_esc_key: bool( raw.prevent_close_on_esc_key ),
		entrance_animation: oneOf( raw.entrance_animation, ENTRANCE_ANIMATIONS, '' ),
		entrance_animation_duration: Math.min( num( duration, 0.5 ), 10 ),
		exit_animation: oneOf( raw.exit_animation, EXIT_ANIMATIONS, '' ),
		a11y_navigation: bool( raw.a11y_navigation, true ),
		classes: str( raw.classes )
			.split( /\s+/ )
			.filter( ( name ) => /^-?[_a-zA-Z][\w-]*$/.test( name ) ),
		avoid_multiple_popups: bool( raw.avoid_multiple_popups ),
	};
}
