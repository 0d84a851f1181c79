/**
 * Moves the reading-progress bar with the page's scroll position. One passive scroll listener, one
 * animation frame per change, and only transform writes (no layout reads after writes).
 */
import type { Handler } from '../../src/builder/runtime/types';

/** Share of the page read, 0 to 1, from the scroll offset and the scrollable height. */
export function readProgress( scrollTop: number, scrollHeight: number, viewportHeight: number ): number {
	const scrollable = scrollHeight - viewportHeight;
	if ( scrollable <= 0 ) {
		return 1;
	}
	return Math.min( 1, Math.max( 0, scrollTop / scrollable ) );
}

const progressTracker: Handler = ( { element } ) => {
	let frame = 0;
	const update = () => {
		frame = 0;
		const root = document.documentElement;
		const progress = readProgress( window.scrollY, root.scrollHeight, window.innerHeight );
		element.style.setProperty( '--vitrine-progress', String( progress ) );
		element.setAttribute( 'aria-valuenow', String( Math.round( progress * 100 ) ) );
	};
	const schedule = () => {
		frame ||= window.requestAnimationFrame( update );
	};
	window.addEventListener( 'scroll', schedule, { passive: true } );
	window.addEventListener( 'resize', schedule, { passive: true } );
	update();
	return () => {
		window.removeEventListener( 'scroll', schedule );
		window.removeEventListener( 'resize', schedule );
		window.cancelAnimationFrame( frame );
		element.style.removeProperty( '--vitrine-progress' );
	};
};

export default progressTracker;
