/**
 * Moves the progress bar or circle with the reading position of the page, or of one element of it
 * (`settings.selector`). One passive scroll listener, one animation frame per change, layout read
 * before any write, and only custom-property and attribute writes.
 */
import type { Handler } from '@vitrine/runtime';
import { register } from '@vitrine/runtime';

/** Share of the page read, 0 to 1, from the scroll offset and the scrollable height. */
export function readProgress( scrollTop: number, scrollHeight: number, viewportHeight: number ): number {
	const scrollable = scrollHeight - viewportHeight;
	if ( scrollable <= 0 ) {
		return 1;
	}
	return Math.min( 1, Math.max( 0, scrollTop / scrollable ) );
}

/**
 * Share of an element read: 0 while its top is below the window's top, 1 once its bottom reached
 * the window's bottom. `top` is the element's top relative to the window (getBoundingClientRect).
 */
export function elementProgress( top: number, height: number, viewportHeight: number ): number {
	const travel = height - viewportHeight;
	if ( travel <= 0 ) {
		// Shorter than the window: read once it is fully in view.
		return top + height <= viewportHeight ? 1 : 0;
	}
	return Math.min( 1, Math.max( 0, -top / travel ) );
}

/** The tracked element, or null for the page (no selector, an invalid one, or nothing matching). */
export function findTarget( selector: unknown, doc: Document ): HTMLElement | null {
	if ( typeof selector !== 'string' || selector.trim() === '' ) {
		return null;
	}
	try {
		return doc.querySelector< HTMLElement >( selector );
	} catch {
		return null; // An invalid selector: track the page.
	}
}

const progressTracker: Handler = ( { element, settings, signal } ) => {
	const target = findTarget( settings.selector, element.ownerDocument );
	const percent = element.querySelector< HTMLElement >( '.vitrine-progress-tracker__percent' );
	let frame = 0;
	const update = () => {
		frame = 0;
		let progress: number;
		if ( target ) {
			const rect = target.getBoundingClientRect();
			progress = elementProgress( rect.top, rect.height, window.innerHeight );
		} else {
			const root = document.documentElement;
			progress = readProgress( window.scrollY, root.scrollHeight, window.innerHeight );
		}
		const rounded = String( Math.round( progress * 100 ) );
		element.style.setProperty( '--vitrine-progress', String( progress ) );
		element.setAttribute( 'aria-valuenow', rounded );
		if ( percent ) {
			percent.textContent = `${ rounded }%`;
		}
	};
	const schedule = () => {
		frame ||= window.requestAnimationFrame( update );
	};
	window.addEventListener( 'scroll', schedule, { passive: true, signal } );
	window.addEventListener( 'resize', schedule, { passive: true, signal } );
	update();
	return () => {
		window.cancelAnimationFrame( frame );
		element.style.removeProperty( '--vitrine-progress' );
	};
};

export default progressTracker;

register( 'progress-tracker', progressTracker );
