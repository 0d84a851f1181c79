/**
 * Device modes from the site's breakpoints, read with matchMedia (never from computed styles, which
 * forces a layout on every call). The server prints the breakpoints as JSON in
 * <script id="vitrine-breakpoints" type="application/json">; without them the defaults apply.
 */
import { readSettingsScript } from './settings';

export type Device = 'mobile' | 'tablet' | 'desktop';
export const DEVICES: readonly Device[] = [ 'mobile', 'tablet', 'desktop' ];

/** Upper bounds in CSS pixels: mobile up to `mobile`, tablet up to `tablet`, desktop above. */
export interface Breakpoints {
	mobile: number;
	tablet: number;
}

export const DEFAULT_BREAKPOINTS: Breakpoints = { mobile: 767, tablet: 1024 };

export function readBreakpoints( doc: Document = document ): Breakpoints {
	const raw = readSettingsScript( 'vitrine-breakpoints', doc );
	const mobile = Number( raw?.mobile );
	const tablet = Number( raw?.tablet );
	if ( Number.isFinite( mobile ) && Number.isFinite( tablet ) && mobile > 0 && tablet > mobile ) {
		return { mobile, tablet };
	}
	return DEFAULT_BREAKPOINTS;
}

/** The device mode for a viewport width. */
export function deviceForWidth( width: number, breakpoints: Breakpoints = DEFAULT_BREAKPOINTS ): Device {
	if ( width <= breakpoints.mobile ) {
		return 'mobile';
	}
	return width <= breakpoints.tablet ? 'tablet' : 'desktop';
}

function queries( breakpoints: Breakpoints ): Record< Device, string > {
	return {
		mobile: `(max-width: ${ breakpoints.mobile }px)`,
		tablet: `(min-width: ${ breakpoints.mobile + 1 }px) and (max-width: ${ breakpoints.tablet }px)`,
		desktop: `(min-width: ${ breakpoints.tablet + 1 }px)`,
	};
}

/** The current device mode. */
export function currentDevice( breakpoints: Breakpoints = readBreakpoints(), win: Window = window ): Device {
	const q = queries( breakpoints );
	return DEVICES.find( ( device ) => win.matchMedia( q[ device ] ).matches ) ?? 'desktop';
}

/** Whether a device list (as editors save it) includes the current device; an empty list means all. */
export function deviceAllowed( list: unknown, device: Device = currentDevice() ): boolean {
	if ( ! Array.isArray( list ) || list.length === 0 ) {
		return true;
	}
	return list.includes( device );
}

/**
 * Calls back with the new mode whenever the device mode changes; returns the unsubscribe function.
 * Media-query listeners fire only when a boundary is crossed, so there is no resize storm.
 */
export function onDeviceChange(
	callback: ( device: Device ) => void,
	breakpoints: Breakpoints = readBreakpoints(),
	win: Window = window
): () => void {
	const q = queries( breakpoints );
	const lists = DEVICES.map( ( device ) => win.matchMedia( q[ device ] ) );
	const listener = ( event: MediaQueryListEvent ) => {
		if ( event.matches ) {
			callback( currentDevice( breakpoints, win ) );
		}
	};
	lists.forEach( ( list ) => list.addEventListener( 'change', listener ) );
	return () => lists.forEach( ( list ) => list.removeEventListener( 'change', listener ) );
}

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion( win: Window = window ): boolean {
	return typeof win.matchMedia === 'function' && win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
}
