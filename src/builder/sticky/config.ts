/**
 * The sticky configuration an element has on the current device, from the keys of docs/builder.md: sticky (top or
 * bottom), sticky_on (devices), sticky_offset and sticky_effects_offset (responsive: a number, a
 * `{ size }`, a `{ desktop, tablet, mobile }` object, or `_tablet`/`_mobile` suffixed keys; a device
 * without its own value inherits the next larger one), sticky_parent. Pure, so it can be compared:
 * a resize rebuilds only when this changes.
 */
import { type Device, deviceAllowed, type Settings } from '@vitrine/shared';
import { debugWarn } from '../runtime/messages';
import { sizeOf } from '../runtime/values';
import RULES from '../../../includes/rules/motion.json';

/** The sides, shared with the server (includes/rules/motion.json). */
const SIDES: readonly string[] = RULES.sticky.sides;

export interface StickyConfig {
	side: 'top' | 'bottom';
	/** Distance from the viewport edge in px, the admin bar included when it is fixed. */
	offset: number;
	/** Scroll distance in px after which the effects class is added. */
	effectsOffset: number;
	/** Stays within its parent (CSS sticky); otherwise fixed to the viewport for the rest of the page. */
	parent: boolean;
}

const INHERIT: Record< Device, Device[] > = {
	desktop: [ 'desktop' ],
	tablet: [ 'tablet', 'desktop' ],
	mobile: [ 'mobile', 'tablet', 'desktop' ],
};

/** A responsive px value for the device; 0 (with a debug warning) when invalid or negative. */
export function responsiveValue( settings: Settings, key: string, device: Device ): number {
	const raw = settings[ key ];
	let value: unknown;
	for ( const size of INHERIT[ device ] ) {
		if ( raw && typeof raw === 'object' && ! ( 'size' in raw ) ) {
			value = ( raw as Record< string, unknown > )[ size ];
		} else {
			value = size === 'desktop' ? raw : settings[ `${ key }_${ size }` ];
		}
		if ( value !== undefined && value !== '' ) {
			break;
		}
	}
	if ( value === undefined || value === '' ) {
		return 0;
	}
	const number = sizeOf( value );
	if ( ! Number.isFinite( number ) || number < 0 ) {
		debugWarn( `${ key } must be a number of px, 0 or more:`, value );
		return 0;
	}
	return number;
}

/** The config on this device, or null when sticky is off here (or its settings are unusable). */
export function stickyConfig( settings: Settings, device: Device, adminBarHeight = 0 ): StickyConfig | null {
	const side = settings.sticky;
	if ( typeof side !== 'string' || ! SIDES.includes( side ) ) {
		if ( side !== undefined && side !== '' ) {
			debugWarn( `sticky must be "${ SIDES.join( '" or "' ) }":`, side );
		}
		return null;
	}
	const devices = settings.sticky_on;
	if ( ! deviceAllowed( Array.isArray( devices ) ? devices : null, device ) ) {
		return null;
	}
	return {
		side: side as StickyConfig[ 'side' ],
		offset: responsiveValue( settings, 'sticky_offset', device ) + ( side === 'top' ? adminBarHeight : 0 ),
		effectsOffset: responsiveValue( settings, 'sticky_effects_offset', device ),
		parent: settings.sticky_parent === 'yes' || settings.sticky_parent === true,
	};
}

export function sameConfig( a: StickyConfig | null, b: StickyConfig | null ): boolean {
	return JSON.stringify( a ) === JSON.stringify( b );
}
