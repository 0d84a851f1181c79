/**
 * The motion engine of one window: every motion element of the page shares one scroll listener, one
 * pointer listener, one IntersectionObserver and one animation-frame task. Geometry is measured in a
 * batch when an element joins and after resizes (debounced 200 ms), with the element's own transform
 * cleared, so the scroll path reads nothing but `scrollY` and writes only transform, opacity and filter.
 */
import { pagePassed, viewportPassed } from './formulas';
import { motionStyle, type MotionStyle } from './compute';
import { debounce } from '../runtime/debounce';
import { schedule, unschedule, type FrameTask } from './scheduler';
import type { MotionConfig } from './settings';

export interface MotionItem {
	element: HTMLElement;
	/** Effects on the element itself, and on its background layer (when it has one). */
	own: MotionConfig | null;
	background: MotionConfig | null;
	layer: HTMLElement | null;
	// Measured (document coordinates, untransformed) and the last written styles.
	top: number;
	height: number;
	extraX: number;
	extraY: number;
	near: boolean;
	written: Map< HTMLElement, string >;
}

export interface Engine {
	add: ( item: MotionItem ) => void;
	remove: ( item: MotionItem ) => void;
	measure: () => void;
	size: () => number;
	/** Calls back after every debounced resize (200 ms), for elements whose effects are on or off. */
	watch: ( refresh: () => void ) => () => void;
}

const engines = new WeakMap< Window, Engine >();

function write( item: MotionItem, target: HTMLElement, style: MotionStyle ): void {
	const key = `${ style.transform }|${ style.opacity }|${ style.filter }`;
	if ( item.written.get( target ) === key ) {
		return; // Unchanged: no style invalidation at all.
	}
	item.written.set( target, key );
	target.style.transform = style.transform;
	target.style.opacity = style.opacity;
	target.style.filter = style.filter;
}

/** Clears what motion wrote, so the element is back to its server-rendered look. */
export function clearStyles( item: MotionItem ): void {
	for ( const target of item.written.keys() ) {
		target.style.transform = '';
		target.style.opacity = '';
		target.style.filter = '';
		target.style.transformOrigin = '';
	}
	item.written.clear();
}

export function engineFor( win: Window ): Engine {
	const existing = engines.get( win );
	if ( existing ) {
		return existing;
	}
	const items = new Set< MotionItem >();
	const doc = win.document;
	let scrollY = 0;
	let viewportHeight = win.innerHeight;
	let viewportWidth = win.innerWidth;
	let scrollHeight = 0;
	let pointerX = 50;
	let pointerY = 50;

	const frame: FrameTask = {
		read: () => {
			scrollY = win.scrollY;
		},
		write: () => {
			for ( const item of items ) {
				if ( ! item.near ) {
					continue;
				}
				const base = { pointerX, pointerY };
				if ( item.own ) {
					const passed =
						item.own.range === 'page'
							? pagePassed( scrollY, scrollHeight, viewportHeight )
							: viewportPassed( item.top - scrollY, item.height, viewportHeight );
					write( item, item.element, motionStyle( item.own, { ...base, passed } ) );
				}
				if ( item.background && item.layer ) {
					const passed =
						item.background.range === 'page'
							? pagePassed( scrollY, scrollHeight, viewportHeight )
							: viewportPassed( item.top - scrollY, item.height, viewportHeight );
					const state = { ...base, passed, extraX: item.extraX, extraY: item.extraY };
					write( item, item.layer, motionStyle( item.background, state, true ) );
				}
			}
		},
	};
	const request = () => schedule( frame );
	const onPointer = ( event: PointerEvent | MouseEvent ) => {
		pointerX = ( event.clientX / Math.max( 1, viewportWidth ) ) * 100;
		pointerY = ( event.clientY / Math.max( 1, viewportHeight ) ) * 100;
		request();
	};

	const observer = new ( win as Window & typeof globalThis ).IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				for ( const item of items ) {
					if ( item.element === entry.target ) {
						item.near = entry.isIntersecting;
					}
				}
			}
			request();
		},
		// A viewport's height of margin: an element moved by its transform still runs while its box is near.
		{ rootMargin: '100% 0px 100% 0px' }
	);

	/** One batch: clear transforms (writes), read every box (one layout), then the next frame writes. */
	const measure = () => {
		const list = Array.from( items );
		list.forEach( ( item ) => {
			item.element.style.transform = '';
			item.written.delete( item.element );
		} );
		scrollY = win.scrollY;
		viewportHeight = win.innerHeight;
		viewportWidth = win.innerWidth;
		scrollHeight = doc.documentElement.scrollHeight;
		list.forEach( ( item ) => {
			const rect = item.element.getBoundingClientRect();
			item.top = rect.top + scrollY;
			item.height = rect.height;
			if ( item.layer ) {
				item.extraX = item.layer.offsetWidth - rect.width;
				item.extraY = item.layer.offsetHeight - rect.height;
			}
		} );
		list.forEach( ( item ) => {
			if ( item.own ) {
				item.element.style.transformOrigin = item.own.origin;
			}
		} );
		request();
	};
	// Elements that attach together are measured together: one layout for all of them.
	let measurePending = false;
	const measureSoon = () => {
		if ( ! measurePending ) {
			measurePending = true;
			queueMicrotask( () => {
				measurePending = false;
				if ( items.size ) {
					measure();
				}
			} );
		}
	};
	const watchers = new Set< () => void >();
	const resize = debounce( () => {
		watchers.forEach( ( refresh ) => refresh() );
		if ( items.size ) {
			measure();
		}
	}, 200 );
	// Content above an element can change height (images, fonts, lazy widgets) without a window resize.
	const bodyObserver = new ( win as Window & typeof globalThis ).ResizeObserver( () => resize.run() );

	// The engine listens while it has items (scroll, pointer) and while handlers watch (resize), each
	// with one controller that the last one out aborts.
	let moving: AbortController | null = null;
	let resizing: AbortController | null = null;

	const engine: Engine = {
		add: ( item ) => {
			if ( items.size === 0 ) {
				moving = new AbortController();
				win.addEventListener( 'scroll', request, { passive: true, signal: moving.signal } );
				win.addEventListener( 'pointermove', onPointer as EventListener, {
					passive: true,
					signal: moving.signal,
				} );
				bodyObserver.observe( doc.body );
			}
			items.add( item );
			observer.observe( item.element );
			measureSoon();
		},
		remove: ( item ) => {
			items.delete( item );
			observer.unobserve( item.element );
			clearStyles( item );
			if ( items.size === 0 ) {
				moving?.abort();
				moving = null;
				bodyObserver.disconnect();
				unschedule( frame );
			}
		},
		measure,
		size: () => items.size,
		watch: ( refresh ) => {
			if ( watchers.size === 0 ) {
				resizing = new AbortController();
				win.addEventListener( 'resize', resize.run, { passive: true, signal: resizing.signal } );
			}
			watchers.add( refresh );
			return () => {
				watchers.delete( refresh );
				if ( watchers.size === 0 ) {
					resizing?.abort();
					resizing = null;
					resize.cancel();
				}
			};
		},
	};
	engines.set( win, engine );
	return engine;
}
