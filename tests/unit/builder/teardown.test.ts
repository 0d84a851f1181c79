/**
 * Every handler tears down completely: each registered handler (every block's view script and the
 * builder's feature scripts) is mounted on the markup its render.php prints (fixtures/handler-markup.json,
 * captured from the demo pages) and torn down 100 times; afterwards no event listener, observer, timer,
 * interval, animation frame or DOM node that it created may be left.
 *
 * jsdom has no IntersectionObserver or ResizeObserver: the counting classes below stand in for the
 * browser's. Lottie's player is replaced by a recording one: in jsdom it would request the animation
 * over the network and lay out SVG it cannot measure.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import markup from './fixtures/handler-markup.json';
import { parseSettings } from '../../../src/shared/settings';
import type { Handler, HandlerLoader } from '../../../src/builder/runtime/types';
import { mount } from '../handler-mount';

jest.mock( 'lottie-web/build/player/lottie_light', () => ( {
	__esModule: true,
	default: {
		loadAnimation: () => ( {
			addEventListener: () => {},
			setSpeed: () => {},
			play: () => {},
			pause: () => {},
			goToAndStop: () => {},
			destroy: () => {},
			totalFrames: 10,
		} ),
	},
} ) );

const ROOT = join( __dirname, '../../..' );
const MOUNTS = 100;

/* ---- What is still live: listeners, observers, timers. ---- */

interface Listener {
	target: EventTarget;
	type: string;
	listener: unknown;
	capture: boolean;
}
const listeners: Listener[] = [];
const observed = new Set< object >();
const timers = new Set< number >();
const intervals = new Set< number >();
const frames = new Set< number >();
let tracking = false;

const add = EventTarget.prototype.addEventListener;
const remove = EventTarget.prototype.removeEventListener;
const captureOf = ( options: unknown ) =>
	typeof options === 'boolean' ? options : Boolean( ( options as AddEventListenerOptions | undefined )?.capture );
const sameAs = ( target: EventTarget, type: string, listener: unknown, capture: boolean ) => ( entry: Listener ) =>
	entry.target === target && entry.type === type && entry.listener === listener && entry.capture === capture;

function trackedAdd( this: EventTarget, type: string, listener: unknown, options?: unknown ) {
	add.call( this, type, listener as EventListener, options as AddEventListenerOptions );
	const capture = captureOf( options );
	const signal = ( options as AddEventListenerOptions | undefined )?.signal;
	if ( ! tracking || ! listener || signal?.aborted || listeners.some( sameAs( this, type, listener, capture ) ) ) {
		return;
	}
	const entry = { target: this as EventTarget, type, listener, capture };
	listeners.push( entry );
	const drop = () => listeners.includes( entry ) && listeners.splice( listeners.indexOf( entry ), 1 );
	if ( signal ) {
		add.call( signal, 'abort', drop, { once: true } );
	}
	// What runs when a signal aborts (a timer cleared, an observer disconnected) is let go with it: an
	// aborted signal never fires again.
	if ( this instanceof AbortSignal && type === 'abort' ) {
		add.call( this, 'abort', drop, { once: true } );
	}
}
function trackedRemove( this: EventTarget, type: string, listener: unknown, options?: unknown ) {
	remove.call( this, type, listener as EventListener, options as EventListenerOptions );
	const index = listeners.findIndex( sameAs( this, type, listener, captureOf( options ) ) );
	if ( index >= 0 ) {
		listeners.splice( index, 1 );
	}
}
// jsdom gives the window its own copies of the methods: both are instrumented.
for ( const target of [ EventTarget.prototype, window ] ) {
	Object.assign( target, { addEventListener: trackedAdd, removeEventListener: trackedRemove } );
}

/** An observer whose observed targets are counted until unobserve() or disconnect(). */
function countingObserver< T extends { observe: ( ...a: any[] ) => void; disconnect: () => void } >(
	Base: new ( ...args: any[] ) => T
) {
	return class extends ( Base as new ( ...args: any[] ) => any ) {
		private readonly targets = new Set< object >();
		observe( target: object, ...rest: unknown[] ) {
			super.observe( target, ...rest );
			if ( tracking ) {
				this.targets.add( target );
				observed.add( this );
			}
		}
		unobserve( target: object ) {
			super.unobserve?.( target );
			this.targets.delete( target );
			if ( ! this.targets.size ) {
				observed.delete( this );
			}
		}
		disconnect() {
			super.disconnect();
			this.targets.clear();
			observed.delete( this );
		}
	} as unknown as new ( ...args: any[] ) => T;
}
class Noop {
	constructor( public callback: unknown ) {}
	observe() {}
	unobserve() {}
	disconnect() {}
	takeRecords() {
		return [];
	}
}
window.MutationObserver = countingObserver( window.MutationObserver );
( window as any ).IntersectionObserver = countingObserver( Noop );
( window as any ).ResizeObserver = countingObserver( Noop );

function countTimers< A extends unknown[] >(
	set: Set< number >,
	start: ( fn: () => void, ...a: A ) => number,
	stop: ( id: number ) => void,
	once: boolean
) {
	return {
		start: ( fn: ( ...args: unknown[] ) => void, ...args: A ) => {
			const id: number = start(
				() => {
					if ( once ) {
						set.delete( id );
					}
					fn();
				},
				...args
			);
			if ( tracking ) {
				set.add( id );
			}
			return id;
		},
		stop: ( id: number ) => {
			stop( id );
			set.delete( id );
		},
	};
}
const timeout = countTimers(
	timers,
	window.setTimeout.bind( window ) as any,
	window.clearTimeout.bind( window ),
	true
);
const interval = countTimers(
	intervals,
	window.setInterval.bind( window ) as any,
	window.clearInterval.bind( window ),
	false
);
const frame = countTimers(
	frames,
	window.requestAnimationFrame.bind( window ),
	window.cancelAnimationFrame.bind( window ),
	true
);
Object.assign( window, {
	setTimeout: timeout.start,
	clearTimeout: timeout.stop,
	setInterval: interval.start,
	clearInterval: interval.stop,
	requestAnimationFrame: frame.start,
	cancelAnimationFrame: frame.stop,
} );

function nodeCount(): number {
	const walker = document.createTreeWalker( document, NodeFilter.SHOW_ALL );
	let count = 0;
	while ( walker.nextNode() ) {
		count++;
	}
	return count;
}

/* ---- Every registered handler, as the runtime gets it. ---- */

const registered = new Map< string, HandlerLoader >();
window.vitrine = {
	runtime: {
		attach: () => Promise.resolve(),
		detach: () => {},
		register: ( name: string, handler: Handler ) => {
			registered.set( name, () => Promise.resolve( { default: handler } ) );
			return Promise.resolve();
		},
		registerLazy: ( name: string, load: HandlerLoader ) => {
			registered.set( name, load );
			return Promise.resolve();
		},
	},
};

const scripts = [
	...readdirSync( join( ROOT, 'blocks' ) )
		.map( ( name ) => join( ROOT, 'blocks', name, 'view.ts' ) )
		.filter( ( file ) => existsSync( file ) ),
	...readdirSync( join( ROOT, 'src/builder' ) )
		.filter( ( file ) => /^[a-z-]+\.entry\.ts$/.test( file ) && file !== 'runtime.entry.ts' )
		.map( ( file ) => join( ROOT, 'src/builder', file ) ),
];

beforeAll( async () => {
	// jsdom's selector engine adds its own document listeners the first time styles are computed.
	window.getComputedStyle( document.body );
	document.body.matches( 'body' );
	for ( const script of scripts ) {
		await import( script );
	}
} );

it( 'finds every view script and feature script, and each registers a handler', () => {
	expect( scripts.length ).toBeGreaterThanOrEqual( 29 );
	expect( [ ...registered.keys() ].sort() ).toEqual( expect.arrayContaining( Object.keys( markup ).sort() ) );
} );

beforeEach( () => {
	listeners.length = 0;
	observed.clear();
	timers.clear();
	intervals.clear();
	frames.clear();
} );

describe.each( Object.keys( markup ).sort() )( 'the %s handler', ( name ) => {
	it( `leaves nothing behind after ${ MOUNTS } mounts and teardowns`, async () => {
		const handler = ( await registered.get( name )!() ).default;
		document.body.innerHTML = ( markup as Record< string, string[] > )[ name ]!.join( '' );
		const elements = Array.from( document.querySelectorAll< HTMLElement >( '[data-vitrine]' ) ).filter( ( el ) =>
			( el.dataset.vitrine ?? '' ).split( /\s+/ ).includes( name )
		);
		expect( elements.length ).toBeGreaterThan( 0 );
		const nodes = nodeCount();
		let created = 0;

		tracking = true;
		try {
			for ( let round = 0; round < MOUNTS; round++ ) {
				const teardowns = elements.map( ( element ) =>
					mount( handler, element, parseSettings( element.dataset.settings ) ?? {} )
				);
				created = Math.max( created, listeners.length + observed.size + intervals.size );
				teardowns.forEach( ( teardown ) => teardown?.() );
			}
		} finally {
			tracking = false;
		}

		expect( {
			listeners: listeners.map( ( l ) => `${ l.type } on ${ ( l.target as Node ).nodeName ?? 'window' }` ),
			observers: observed.size,
			timeouts: timers.size,
			intervals: intervals.size,
			frames: frames.size,
			nodes: nodeCount() - nodes,
		} ).toEqual( { listeners: [], observers: 0, timeouts: 0, intervals: 0, frames: 0, nodes: 0 } );
		// The handler did attach something each time (else there was nothing to tear down).
		expect( created ).toBeGreaterThan( 0 );
	} );
} );
