/**
 * URL action links. The server marks each action link it renders with `data-vitrine="actions"`, so
 * this small chunk loads only on pages that have one; it then listens once on the document, so any
 * action link on the page works, including links added later or printed outside blocks.
 */
import type { Handler } from '../runtime/types';
import { parseActionHref } from './parse';
import { runAction } from './run';

const users = new WeakMap< Document, number >();

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
	const count = users.get( doc ) ?? 0;
	if ( count === 0 ) {
		doc.addEventListener( 'click', onClick );
	}
	users.set( doc, count + 1 );
	return () => {
		const left = ( users.get( doc ) ?? 1 ) - 1;
		users.set( doc, left );
		if ( left === 0 ) {
			doc.removeEventListener( 'click', onClick );
		}
	};
};

export default actions;
