/**
 * State shared by every popup on one page view: whether a popup has popped (for
 * avoid_multiple_popups) and whether this page view has been counted in the visitor storage.
 */
import type { VisitorStorage } from './storage';

interface PageState {
	popped: boolean;
	counted: boolean;
}

const pages = new WeakMap< Document, PageState >();

export function page( doc: Document ): PageState {
	let state = pages.get( doc );
	if ( ! state ) {
		state = { popped: false, counted: false };
		pages.set( doc, state );
	}
	return state;
}

/** Counts the page view (and a new session) once, however many popups the page has. */
export function countOncePerPage( doc: Document, storage: VisitorStorage ): void {
	const state = page( doc );
	if ( ! state.counted ) {
		state.counted = true;
		storage.countVisit();
	}
}
