/**
 * What Insights counts of one popup (docs/insights.md): an impression each time it shows, how it
 * closed, and at most one conversion a showing: a click on a link or button inside it (not its
 * close button) or a form sent from it. The same for off-canvas panels and floating bars, which
 * call it with their own entity.
 */
import { countInsight } from '@vitrine/shared';
import type { CloseReason } from './display';

export interface Watch {
	shown: () => void;
	closed: ( reason: CloseReason ) => void;
	stop: () => void;
}

/** The element's close controls: never a conversion. */
const CLOSERS = '.vitrine-popup__close, a[href^="#vitrine-action:popup:close"]';

export interface WatchOptions {
	count?: typeof countInsight;
	/** The A/B variant the visitor sees (popups only). */
	variant?: string;
	/** The element's own close controls, never a conversion. */
	closers?: string;
}

export function watchPopup( element: HTMLElement, entity: string, count = countInsight, variant?: string ): Watch {
	return watchElement( element, entity, { count, variant } );
}

/** The same counting for any element that shows and closes: off-canvas panels and floating bars. */
export function watchElement( element: HTMLElement, entity: string, options: WatchOptions = {} ): Watch {
	const { count = countInsight, variant, closers = CLOSERS } = options;
	let open = false;
	let converted = false;
	// Every event of an A/B test carries the visitor's variant (docs/insights.md, "A/B tests").
	const send = ( event: string ) => count( { entity, event, variant }, element.ownerDocument );
	const convert = () => {
		if ( open && ! converted ) {
			converted = true;
			send( 'conversion' );
		}
	};
	const onClick = ( event: Event ) => {
		const target = ( event.target as Element | null )?.closest?.(
			'a[href],button,[role=button],input[type=submit]'
		);
		// A submit button converts through the form's `submit`, so a form sent counts once.
		if (
			target &&
			element.contains( target ) &&
			! target.closest( closers ) &&
			( target as HTMLButtonElement ).type !== 'submit'
		) {
			convert();
		}
	};
	const lifetime = new AbortController();
	const listen = { capture: true, signal: lifetime.signal };
	element.addEventListener( 'click', onClick, listen );
	element.addEventListener( 'submit', convert, listen );
	return {
		shown: () => {
			if ( ! open ) {
				open = true;
				converted = false;
				send( 'impression' );
			}
		},
		closed: ( reason ) => {
			if ( open ) {
				open = false;
				send( `close_${ reason }` );
			}
		},
		stop: () => lifetime.abort(),
	};
}

/** An element id as an Insights entity id (`[a-z0-9_-]{1,40}`, the beacon route's pattern). */
export function entityId( id: string ): string {
	return id
		.toLowerCase()
		.replace( /[^a-z0-9_-]+/g, '-' )
		.slice( 0, 40 );
}
