/**
 * Motion effects on an element (`motion_fx_*`) and its background (`background_motion_fx_*`): scroll
 * effects (translateY, translateX, rotateZ, scale, opacity, blur) and mouse effects (mouseTrack, tilt).
 * Active only on a device in the devices list, switched on or off after resizes (200 ms), skipped
 * entirely when the visitor prefers reduced motion. All frames go through the shared engine.
 */
import { currentDevice, deviceAllowed, prefersReducedMotion, readBreakpoints } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { createBackgroundLayer, type BackgroundLayer } from './background';
import { clearStyles, engineFor, type MotionItem } from './engine';
import { readMotion } from './settings';

const motion: Handler = ( { element, settings, signal } ) => {
	const own = readMotion( settings, 'motion_fx_' );
	const background = readMotion( settings, 'background_motion_fx_' );
	const win = element.ownerDocument.defaultView;
	if ( ( ! own && ! background ) || ! win ) {
		return;
	}
	const engine = engineFor( win );
	const breakpoints = readBreakpoints( element.ownerDocument );
	let bgLayer: BackgroundLayer | null = null;
	let joined = false;

	const item: MotionItem = {
		element,
		own: null,
		background: null,
		layer: null,
		top: 0,
		height: 0,
		extraX: 0,
		extraY: 0,
		near: false,
		written: new Map(),
	};

	function update(): void {
		const device = currentDevice( breakpoints, win as Window );
		const reduced = prefersReducedMotion( win as Window );
		const ownOn = ! reduced && !! own && deviceAllowed( own.devices, device );
		const bgOn = ! reduced && !! background && deviceAllowed( background.devices, device );
		if ( ! ownOn && item.own ) {
			clearStyles( item );
		}
		item.own = ownOn ? own : null;
		if ( bgOn && ! bgLayer && background ) {
			bgLayer = createBackgroundLayer( element, background );
		} else if ( ! bgOn && bgLayer ) {
			item.written.delete( bgLayer.layer );
			bgLayer.remove();
			bgLayer = null;
		}
		item.background = bgOn ? background : null;
		item.layer = bgLayer?.layer ?? null;
		const wanted = ownOn || bgOn;
		if ( wanted && ! joined ) {
			engine.add( item );
		} else if ( ! wanted && joined ) {
			engine.remove( item );
		}
		joined = wanted;
	}

	// The visitor can switch reduced motion on while the page is open: effects stop at once.
	win.matchMedia?.( '(prefers-reduced-motion: reduce)' )?.addEventListener?.( 'change', update, {
		signal,
	} );
	const unwatch = engine.watch( update );
	update();

	return () => {
		unwatch();
		if ( joined ) {
			engine.remove( item );
		}
		bgLayer?.remove();
	};
};

export default motion;
