/**
 * The triggers of docs/popups.md (Triggers). Each one arms itself from its part of the settings and
 * calls `fire` once when its moment comes; the context's signal disarms it (every listener, observer
 * and timer removed when it aborts: the popup's one controller per mount). Bad input (an invalid
 * selector, a missing element) leaves that trigger unarmed.
 */
import { num, str, type Part } from './settings';
import { adblockDetection } from './adblock';
import { onAbort, type Trigger, type TriggerContext } from './trigger-context';

export type { Trigger, TriggerContext } from './trigger-context';

/** The element matching a selector, or null when the selector is invalid or matches nothing. */
export function safeQuery( doc: Document, selector: string ): Element | null {
	// Stryker disable next-line ConditionalExpression,BlockStatement: a shortcut; querySelector( '' ) throws, and the catch answers null too.
	if ( ! selector ) {
		return null;
	}
	try {
		return doc.querySelector( selector );
	} catch {
		return null;
	}
}

export function isValidSelector( doc: Document, selector: string ): boolean {
	try {
		doc.createDocumentFragment().querySelector( selector );
		// Stryker disable next-line all: an empty or blank selector already threw above; this line only states it.
		return selector.trim() !== '';
	} catch {
		return false;
	}
}

export const pageLoad: Trigger = ( part, { win, fire, signal } ) => {
	const timer = win.setTimeout( fire, num( part.delay ) * 1000 );
	onAbort( signal, () => win.clearTimeout( timer ) );
};

/** Share of the scrollable height that has been scrolled, 0 to 100. */
export function scrolledPercent( scrollY: number, scrollHeight: number, viewportHeight: number ): number {
	const scrollable = scrollHeight - viewportHeight;
	return scrollable <= 0 ? 100 : Math.min( 100, Math.max( 0, ( scrollY / scrollable ) * 100 ) );
}

/** Down: fires once the configured percentage of the page has been scrolled. Up: at the first scroll up. */
export const scrolling: Trigger = ( part, { win, doc, fire, signal } ) => {
	// Stryker disable next-line StringLiteral: any default other than 'up' means down.
	const up = str( part.direction, 'down' ) === 'up';
	const offset = Math.min( 100, num( part.offset, 10 ) );
	let last = win.scrollY;
	const onScroll = () => {
		const y = win.scrollY;
		if ( up ? y < last : scrolledPercent( y, doc.documentElement.scrollHeight, win.innerHeight ) >= offset ) {
			fire();
		}
		last = y;
	};
	// Stryker disable next-line BooleanLiteral: `passive` only lets the browser scroll without waiting for the listener; no test can see it.
	win.addEventListener( 'scroll', onScroll, { passive: true, signal } );
};

/** Fires when the element matching the selector comes into the viewport. */
export const scrollingTo: Trigger = ( part, { win, doc, fire, signal } ) => {
	const target = safeQuery( doc, str( part.selector ) );
	const Observer = ( win as Window & { IntersectionObserver?: typeof IntersectionObserver } ).IntersectionObserver;
	if ( ! target || typeof Observer !== 'function' || signal.aborted ) {
		return;
	}
	const observer = new Observer( ( entries: IntersectionObserverEntry[] ) => {
		if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
			fire();
		}
	} );
	observer.observe( target );
	onAbort( signal, () => observer.disconnect() );
};

/** Fires on the configured number of clicks anywhere on the page. */
export const click: Trigger = ( part, { doc, fire, signal } ) => {
	const needed = Math.max( 1, Math.floor( num( part.times, 1 ) ) );
	let clicks = 0;
	const onClick = () => {
		clicks += 1;
		if ( clicks >= needed ) {
			fire();
		}
	};
	doc.addEventListener( 'click', onClick, { signal } );
};

/** Fires after the configured seconds without a key press or a mouse move. */
export const inactivity: Trigger = ( part, { win, doc, fire, signal } ) => {
	const ms = num( part.time, 30 ) * 1000;
	let timer = win.setTimeout( fire, ms );
	const restart = () => {
		win.clearTimeout( timer );
		timer = win.setTimeout( fire, ms );
	};
	doc.addEventListener( 'keydown', restart, { signal } );
	doc.addEventListener( 'mousemove', restart, { signal } );
	onAbort( signal, () => win.clearTimeout( timer ) );
};

/** Fires when the mouse leaves the window through its top edge. */
export const exitIntent: Trigger = ( _part, { doc, fire, signal } ) => {
	const onOut = ( event: MouseEvent ) => {
		if ( ! event.relatedTarget && event.clientY <= 0 ) {
			fire();
		}
	};
	doc.addEventListener( 'mouseout', onOut, { signal } );
};

/**
 * Clicks on elements matching open_selector (delegated, so elements added later count too). Not an
 * automatic trigger: it stays armed after the popup has shown, so the same button opens it again.
 */
export function openSelector( selector: string, { doc, fire, signal }: TriggerContext ): void {
	if ( ! isValidSelector( doc, selector ) ) {
		return;
	}
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target.closest( selector ) : null;
		if ( target ) {
			event.preventDefault();
			fire();
		}
	};
	doc.addEventListener( 'click', onClick, { signal } );
}

export const TRIGGERS: Record< string, Trigger > = {
	page_load: pageLoad,
	scrolling,
	scrolling_to: scrollingTo,
	click,
	inactivity,
	exit_intent: exitIntent,
	adblock_detection: adblockDetection,
};

/**
 * Arms every set trigger; the first to fire calls `fire` and disarms them all (their own controller,
 * which the context's signal aborts too).
 */
export function armTriggers( triggers: Record< string, Part >, ctx: TriggerContext ): void {
	const armed = new AbortController();
	onAbort( ctx.signal, () => armed.abort() );
	const once = () => {
		// Stryker disable next-line ConditionalExpression: a guard; every trigger's listeners and timers go with the armed signal, so nothing calls once() after it aborts.
		if ( ! armed.signal.aborted ) {
			armed.abort();
			ctx.fire();
		}
	};
	for ( const [ name, part ] of Object.entries( triggers ) ) {
		const trigger = TRIGGERS[ name ];
		// A trigger that fired while arming (a zero delay is still a timer, so rarely) ends the arming.
		if ( trigger && ! armed.signal.aborted ) {
			trigger( part, { ...ctx, fire: once, signal: armed.signal } );
		}
	}
}
