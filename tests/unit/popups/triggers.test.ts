import * as t from '../../../src/builder/popup/triggers';
import { randomId, baitBlocked, adblockDetection } from '../../../src/builder/popup/adblock';
import { onAbort } from '../../../src/builder/popup/trigger-context';

/** A trigger's context with its own controller: `abort()` disarms what was armed with it. */
function ctx( fire = jest.fn() ) {
	const controller = new AbortController();
	return { win: window, doc: document, fire, signal: controller.signal, abort: () => controller.abort() };
}

function scrollTo( y: number ) {
	Object.defineProperty( window, 'scrollY', { value: y, configurable: true } );
	window.dispatchEvent( new Event( 'scroll' ) );
}

describe( 'triggers', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
		scrollTo( 0 );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'page load fires after its delay in seconds', () => {
		const c = ctx();
		t.pageLoad( { delay: 2 }, c );
		jest.advanceTimersByTime( 1999 );
		expect( c.fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		const d = ctx();
		t.pageLoad( { delay: 1 }, d );
		d.abort();
		jest.advanceTimersByTime( 5000 );
		expect( d.fire ).not.toHaveBeenCalled();
	} );

	it( 'scrolling down fires at the configured percentage of the page', () => {
		Object.defineProperty( document.documentElement, 'scrollHeight', { value: 2000, configurable: true } );
		Object.defineProperty( window, 'innerHeight', { value: 1000, configurable: true } );
		expect( t.scrolledPercent( 500, 2000, 1000 ) ).toBe( 50 );
		expect( t.scrolledPercent( 0, 500, 1000 ) ).toBe( 100 );
		const c = ctx();
		t.scrolling( { direction: 'down', offset: 50 }, c );
		scrollTo( 499 );
		expect( c.fire ).not.toHaveBeenCalled();
		scrollTo( 500 );
		expect( c.fire ).toHaveBeenCalled();
		c.abort();
	} );

	it( 'scrolling up fires at the first scroll up', () => {
		scrollTo( 300 );
		const c = ctx();
		t.scrolling( { direction: 'up', offset: 90 }, c );
		scrollTo( 400 );
		expect( c.fire ).not.toHaveBeenCalled();
		scrollTo( 399 );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
		scrollTo( 10 );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'scrolling to an element observes it; an invalid or missing selector arms nothing', () => {
		const observed: Element[] = [];
		let callback: IntersectionObserverCallback = () => {};
		const disconnect = jest.fn();
		( window as unknown as { IntersectionObserver: unknown } ).IntersectionObserver = class {
			constructor( cb: IntersectionObserverCallback ) {
				callback = cb;
			}
			observe( el: Element ) {
				observed.push( el );
			}
			disconnect = disconnect;
		};
		document.body.innerHTML = '<p id="target">x</p>';
		const c = ctx();
		t.scrollingTo( { selector: '#target' }, c );
		expect( observed[ 0 ]?.id ).toBe( 'target' );
		callback( [ { isIntersecting: false } as IntersectionObserverEntry ], {} as IntersectionObserver );
		expect( c.fire ).not.toHaveBeenCalled();
		callback( [ { isIntersecting: true } as IntersectionObserverEntry ], {} as IntersectionObserver );
		expect( c.fire ).toHaveBeenCalled();
		c.abort();
		expect( disconnect ).toHaveBeenCalled();
		expect( () => t.scrollingTo( { selector: '[[bad' }, ctx() ) ).not.toThrow();
		expect( observed ).toHaveLength( 1 );
		t.scrollingTo( { selector: '#missing' }, ctx() );
		expect( observed ).toHaveLength( 1 );
	} );

	it( 'click count fires on the configured click', () => {
		const c = ctx();
		t.click( { times: 3 }, c );
		document.body.click();
		document.body.click();
		expect( c.fire ).not.toHaveBeenCalled();
		document.body.click();
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
	} );

	it( 'open_selector clicks fire (delegated); an invalid selector is ignored', () => {
		document.body.innerHTML = '<button class="open-me"><span>Open</span></button><button id="other">x</button>';
		const c = ctx();
		t.openSelector( '.open-me', c );
		( document.getElementById( 'other' ) as HTMLElement ).click();
		expect( c.fire ).not.toHaveBeenCalled();
		( document.querySelector( '.open-me span' ) as HTMLElement ).click();
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
		( document.querySelector( '.open-me' ) as HTMLElement ).click();
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		const bad = ctx();
		expect( () => t.openSelector( 'a[[', bad ) ).not.toThrow();
		document.body.click();
		expect( bad.fire ).not.toHaveBeenCalled();
		expect( t.isValidSelector( document, '' ) ).toBe( false );
	} );

	it( 'inactivity restarts on key press and mouse move', () => {
		const c = ctx();
		t.inactivity( { time: 10 }, c );
		jest.advanceTimersByTime( 9000 );
		document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'a' } ) );
		jest.advanceTimersByTime( 9000 );
		document.dispatchEvent( new MouseEvent( 'mousemove' ) );
		jest.advanceTimersByTime( 9999 );
		expect( c.fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
	} );

	it( 'exit intent fires only when the mouse leaves through the top edge', () => {
		const c = ctx();
		t.exitIntent( {}, c );
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: 300 } ) );
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: -2, relatedTarget: document.body } ) );
		expect( c.fire ).not.toHaveBeenCalled();
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: -2 } ) );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
	} );

	it( 'adblock: a bait with a random 6-letter id, blocked when hidden after the delay', () => {
		expect( randomId( () => 0 ) ).toBe( 'aaaaaa' );
		expect( randomId( () => 0.999999 ) ).toBe( 'zzzzzz' );
		expect( randomId() ).toMatch( /^[a-z]{6}$/ );
		const c = { ...ctx(), random: () => 0.5 };
		adblockDetection( { delay: 2 }, c );
		const bait = document.getElementById( 'nnnnnn' ) as HTMLElement;
		expect( bait ).not.toBeNull();
		expect( bait.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		bait.style.display = 'none'; // what a blocker's cosmetic filter does
		jest.advanceTimersByTime( 1999 );
		expect( c.fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		expect( document.getElementById( 'nnnnnn' ) ).toBeNull();
		c.abort();
	} );

	it( 'adblock: a visible bait means no blocker', () => {
		const bait = document.createElement( 'div' );
		document.body.appendChild( bait );
		jest.spyOn( bait, 'offsetParent', 'get' ).mockReturnValue( document.body );
		jest.spyOn( bait, 'offsetHeight', 'get' ).mockReturnValue( 1 );
		expect( baitBlocked( bait, window ) ).toBe( false );
		bait.style.visibility = 'hidden';
		expect( baitBlocked( bait, window ) ).toBe( true );
		bait.remove();
		expect( baitBlocked( bait, window ) ).toBe( true );
	} );

	it( 'an aborted context disarms every listening trigger and its timer', () => {
		const c = ctx();
		t.click( { times: 1 }, c );
		t.exitIntent( {}, c );
		t.inactivity( { time: 1 }, c );
		c.abort();
		document.body.click();
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: -2 } ) );
		jest.advanceTimersByTime( 5000 );
		expect( c.fire ).not.toHaveBeenCalled();
		// Arming on an already aborted signal undoes at once.
		const undo = jest.fn();
		onAbort( c.signal, undo );
		expect( undo ).toHaveBeenCalledTimes( 1 );
		const keyed = ctx();
		t.inactivity( { time: 1 }, keyed );
		keyed.abort();
		document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'a' } ) );
		document.dispatchEvent( new MouseEvent( 'mousemove' ) );
		jest.advanceTimersByTime( 5000 );
		expect( keyed.fire ).not.toHaveBeenCalled();
	} );

	it( 'exit intent fires at the very top edge (clientY 0)', () => {
		const c = ctx();
		t.exitIntent( {}, c );
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: 0 } ) );
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
	} );

	it( 'scrolling: a page that cannot scroll counts as fully scrolled; up needs a real move up', () => {
		expect( t.scrolledPercent( 0, 1000, 1000 ) ).toBe( 100 );
		scrollTo( 300 );
		const c = ctx();
		t.scrolling( { direction: 'up' }, c );
		scrollTo( 300 );
		expect( c.fire ).not.toHaveBeenCalled();
		c.abort();
	} );

	it( 'scrolling to: any intersecting entry fires; no IntersectionObserver arms nothing', () => {
		let callback: IntersectionObserverCallback = () => {};
		const win = window as unknown as { IntersectionObserver?: unknown };
		win.IntersectionObserver = class {
			constructor( cb: IntersectionObserverCallback ) {
				callback = cb;
			}
			observe() {}
			disconnect() {}
		};
		document.body.innerHTML = '<p id="target">x</p>';
		const c = ctx();
		t.scrollingTo( { selector: '#target' }, c );
		callback(
			[ { isIntersecting: false }, { isIntersecting: true } ] as IntersectionObserverEntry[],
			{} as IntersectionObserver
		);
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
		delete win.IntersectionObserver;
		expect( () => t.scrollingTo( { selector: '#target' }, ctx() ) ).not.toThrow();
	} );

	it( 'safeQuery answers null for an invalid selector', () => {
		expect( t.safeQuery( document, 'a[[' ) ).toBeNull();
	} );

	it( 'the first trigger to fire shows once and disarms the others', () => {
		const c = ctx();
		t.armTriggers( { page_load: { delay: 5 }, click: { times: 1 }, unknown: {} }, c );
		document.body.click();
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 10000 );
		document.body.click();
		expect( c.fire ).toHaveBeenCalledTimes( 1 );
		c.abort();
	} );
} );
