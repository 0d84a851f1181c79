/**
 * The triggers of docs/popups.md (Triggers). Each one arms itself from its part of the settings, calls `fire`
 * once when its moment comes, and returns the function that disarms it (every listener, observer
 * and timer removed). Bad input (an invalid selector, a missing element) leaves that trigger unarmed.
 */
import { num, str, type Part } from './settings';
import { adblockDetection } from './adblock';

export interface TriggerContext {
	win: Window;
	doc: Document;
	fire: () => void;
	/** For the adblock bait's id; Math.random by default. */
	random?: () => number;
}

export type Disarm = () => void;
export type Trigger = ( part: Part, ctx: TriggerContext ) => Disarm;

const noop: Disarm = () => {};

/** The element matching a selector, or null when the selector is invalid or matches nothing. */
export function safeQuery( doc: Document, selector: string ): Element | null {
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
		return selector.trim() !== '';
	} catch {
		return false;
	}
}

export const pageLoad: Trigger = ( part, { win, fire } ) => {
	const timer = win.setTimeout( fire, num( part.delay ) * 1000 );
	return () => win.clearTimeout( timer );
};

/** Share of the scrollable height that has been scrolled, 0 to 100. */
export function scrolledPercent( scrollY: number, scrollHeight: number, viewportHeight: number ): number {
	const scrollable = scrollHeight - viewportHeight;
	return scrollable <= 0 ? 100 : Math.min( 100, Math.max( 0, ( scrollY / scrollable ) * 100 ) );
}

/** Down: fires once the configured percentage of the page has been scrolled. Up: at the first scroll up. */
export const scrolling: Trigger = ( part, { win, doc, fire } ) => {
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
	win.addEventListener( 'scroll', onScroll, { passive: true } );
	return () => win.removeEventListener( 'scroll', onScroll );
};

/** Fires when the element matching the selector comes into the viewport. */
export const scrollingTo: Trigger = ( part, { win, doc, fire } ) => {
	const target = safeQuery( doc, str( part.selector ) );
	const Observer = ( win as Window & { IntersectionObserver?: typeof IntersectionObserver } ).IntersectionObserver;
	if ( ! target || typeof Observer !== 'function' ) {
		return noop;
	}
	const observer = new Observer( ( entries: IntersectionObserverEntry[] ) => {
		if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
			fire();
		}
	} );
	observer.observe( target );
	return () => observer.disconnect();
};

/** Fires on the configured number of clicks anywhere on the page. */
export const click: Trigger = ( part, { doc, fire } ) => {
	const needed = Math.max( 1, Math.floor( num( part.times, 1 ) ) );
	let clicks = 0;
	const onClick = () => {
		clicks += 1;
		if ( clicks >= needed ) {
			fire();
		}
	};
	doc.addEventListener( 'click', onClick );
	return () => doc.removeEventListener( 'click', onClick );
};

/** Fires after the configured seconds without a key press or a mouse move. */
export const inactivity: Trigger = ( part, { win, doc, fire } ) => {
	const ms = num( part.time, 30 ) * 1000;
	let timer = win.setTimeout( fire, ms );
	const restart = () => {
		win.clearTimeout( timer );
		timer = win.setTimeout( fire, ms );
	};
	doc.addEventListener( 'keydown', restart );
	doc.addEventListener( 'mousemove', restart );
	return () => {
		win.clearTimeout( timer );
		doc.removeEventListener( 'keydown', restart );
		doc.removeEventListener( 'mousemove', restart );
	};
};

/** Fires when the mouse leaves the window through its top edge. */
export const exitIntent: Trigger = ( _part, { doc, fire } ) => {
	const onOut = ( event: MouseEvent ) => {
		if ( ! event.relatedTarget && event.clientY <= 0 ) {
			fire();
		}
	};
	doc.addEventListener( 'mouseout', onOut );
	return () => doc.removeEventListener( 'mouseout', onOut );
};

/**
 * Clicks on elements matching open_selector (delegated, so elements added later count too). Not an
 * automatic trigger: it stays armed after the popup has shown, so the same button opens it again.
 */
export function openSelector( selector: string, { doc, fire }: TriggerContext ): Disarm {
	if ( ! isValidSelector( doc, selector ) ) {
		return noop;
	}
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target.closest( selector ) : null;
		if ( target ) {
			event.preventDefault();
			fire();
		}
	};
	doc.addEventListener( 'click', onClick );
	return () => doc.removeEventListener( 'click', onClick );
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
 * Arms every set trigger; the first to fire calls `fire` and disarms them all. Returns the disarm.
 */
export function armTriggers( triggers: Record< string, Part >, ctx: TriggerContext ): Disarm {
	const disarms: Disarm[] = [];
	let done = false;
	const disarmAll = () => {
		done = true;
		disarms.splice( 0 ).forEach( ( disarm ) => disarm() );
	};
	const once = () => {
		if ( ! done ) {
			disarmAll();
			ctx.fire();
		}
	};
	for ( const [ name, part ] of Object.entries( triggers ) ) {
		const trigger = TRIGGERS[ name ];
		if ( trigger && ! done ) {
			disarms.push( trigger( part, { ...ctx, fire: once } ) );
		}
	}
	if ( done ) {
		disarmAll(); // A trigger fired while arming (a zero delay is still a timer, so rarely).
	}
	return disarmAll;
}
