/**
 * URL action links. The server marks each action link it renders with `data-vitrine="actions"`, so
 * this small chunk loads only on pages that have one; it then listens once on the document, so any
 * action link on the page works, including links added later or printed outside blocks.
 */
import type { Handler } from '@vitrine/runtime';
import { parseActionHref } from './parse';
import { runAction } from './run';

/** The one listener of a document: its controller and how many mounted links share it. */
const listening = new WeakMap< Document, { controller: AbortController; users: number } >();

function onClick( event: MouseEvent ): void {
	if ( event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ) {
		return;
	}
	const link = event.target instanceof Element ? event.target.closest< HTMLElement >( 'a[href]' ) : null;
	const action = parseActionHref( link?.getAttribute( 'href' ) );
	if ( ! link || ! action ) {
		return;
	}
	// The fragment is not a real anchor: never let it reach the address bar or scroll the page.
	event.preventDefault();
	runAction( action, link, link.ownerDocument.defaultView ?? window );
}

const actions: Handler = ( { element } ) => {
	const doc = element.ownerDocument;
	let shared = listening.get( doc );
	if ( ! shared ) {
		shared = { controller: new AbortController(), users: 0 };
		doc.addEventListener( 'click', onClick, { signal: shared.controller.signal } );
		listening.set( doc, shared );
	}
	shared.users++;
	const mine = shared;
	return () => {
		mine.users--;
		if ( mine.users === 0 && listening.get( doc ) === mine ) {
			mine.controller.abort();
			listening.delete( doc );
		}
	};
};

export default actions;
