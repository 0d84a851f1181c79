/**
 * Makes everything on the page except one element inert (not focusable, not clickable, hidden from
 * assistive technology), for overlays that cover the page: every sibling of the element and of each
 * of its ancestors up to <body>. Returns the undo function, which restores only what it changed
 * (elements that were inert already stay inert). Uses the attribute, which every current browser honours.
 */
export function inertOutside( keep: HTMLElement ): () => void {
	const changed: HTMLElement[] = [];
	let node: HTMLElement | null = keep;
	while ( node && node.parentElement && node !== node.ownerDocument.body ) {
		for ( const sibling of Array.from( node.parentElement.children ) ) {
			if (
				sibling !== node &&
				sibling instanceof HTMLElement &&
				! sibling.hasAttribute( 'inert' ) &&
				! isInvisible( sibling )
			) {
				sibling.setAttribute( 'inert', '' );
				changed.push( sibling );
			}
		}
		node = node.parentElement;
	}
	let undone = false;
	return () => {
		if ( ! undone ) {
			undone = true;
			changed.forEach( ( el ) => el.removeAttribute( 'inert' ) );
		}
	};
}

/** Scripts, styles and templates have nothing to make inert. */
function isInvisible( el: Element ): boolean {
	return [ 'SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META' ].includes( el.tagName );
}
