/**
 * Search suggestions: the combobox pattern (WAI-ARIA 1.2). Typing asks the REST route after a pause
 * (debounced, stale answers aborted), the listbox shows the titles, arrows move the active option
 * (aria-activedescendant, focus stays in the field), Enter opens it, Escape closes the list (and a
 * second Escape clears the field). Without a chosen option the form submits to the search page.
 * Not a focus trap: a combobox must let Tab leave, so Tab closes the list instead.
 */
import type { Handler } from '@vitrine/runtime';
import { moveActive, parseSearchSettings, readSuggestions, suggestUrl, type Suggestion } from './suggest';
import { register } from '@vitrine/runtime';

export const DEBOUNCE_MS = 250;

const search: Handler = ( { element, settings } ) => {
	const config = parseSearchSettings( settings, window.location.origin );
	const input = element.querySelector< HTMLInputElement >( '.vitrine-search__input' );
	const list = element.querySelector< HTMLUListElement >( '.vitrine-search__list' );
	if ( ! config || ! input || ! list ) {
		return;
	}
	const status = element.querySelector< HTMLElement >( '.vitrine-search__status' );
	let items: Suggestion[] = [];
	let active = -1;
	let timer = 0;
	let controller: AbortController | null = null;

	const setActive = ( index: number ) => {
		active = index;
		Array.from( list.children ).forEach( ( li, i ) => li.setAttribute( 'aria-selected', String( i === index ) ) );
		if ( index >= 0 ) {
			input.setAttribute( 'aria-activedescendant', `${ list.id }-${ index }` );
			list.children[ index ]?.scrollIntoView?.( { block: 'nearest' } );
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	};
	const close = () => {
		list.hidden = true;
		input.setAttribute( 'aria-expanded', 'false' );
		setActive( -1 );
	};
	const show = ( next: Suggestion[] ) => {
		items = next;
		list.replaceChildren(
			...next.map( ( item, i ) => {
				const li = element.ownerDocument.createElement( 'li' );
				li.id = `${ list.id }-${ i }`;
				li.setAttribute( 'role', 'option' );
				li.setAttribute( 'aria-selected', 'false' );
				li.className = 'vitrine-search__option';
				li.textContent = item.title;
				if ( item.type ) {
					const type = element.ownerDocument.createElement( 'span' );
					type.className = 'vitrine-search__type';
					type.textContent = item.type;
					li.append( ' ', type );
				}
				return li;
			} )
		);
		active = -1;
		input.removeAttribute( 'aria-activedescendant' );
		list.hidden = next.length === 0;
		input.setAttribute( 'aria-expanded', String( next.length > 0 ) );
		if ( status ) {
			status.textContent = next.length ? config.found.replace( '%d', String( next.length ) ) : config.none;
		}
	};
	const go = ( index: number ) => {
		const item = items[ index ];
		if ( item ) {
			window.location.assign( item.url );
		}
	};
	const ask = async () => {
		const url = suggestUrl( config, input.value );
		controller?.abort();
		if ( ! url ) {
			show( [] );
			if ( status ) {
				status.textContent = '';
			}
			return;
		}
		controller = new AbortController();
		try {
			const response = await fetch( url, { signal: controller.signal, headers: { Accept: 'application/json' } } );
			show( response.ok ? readSuggestions( await response.json() ) : [] );
		} catch {
			// Aborted by a newer keystroke, or offline: the form still submits to the search page.
		}
	};

	const onInput = () => {
		window.clearTimeout( timer );
		timer = window.setTimeout( ask, DEBOUNCE_MS );
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			if ( list.hidden && items.length ) {
				list.hidden = false;
				input.setAttribute( 'aria-expanded', 'true' );
			}
			event.preventDefault();
			setActive( moveActive( active, event.key === 'ArrowDown' ? 1 : -1, items.length ) );
		} else if ( event.key === 'Enter' && ! list.hidden && active >= 0 ) {
			event.preventDefault();
			go( active );
		} else if ( event.key === 'Escape' ) {
			if ( ! list.hidden ) {
				event.preventDefault();
				close();
			} else if ( input.value ) {
				event.preventDefault();
				input.value = '';
				show( [] );
			}
		} else if ( event.key === 'Tab' ) {
			close();
		}
	};
	// Keep focus in the field while an option is pressed, then follow it.
	const onPointerDown = ( event: Event ) => event.preventDefault();
	const onClick = ( event: MouseEvent ) => {
		const option = ( event.target as Element | null )?.closest( '[role="option"]' );
		if ( option ) {
			go( Array.from( list.children ).indexOf( option ) );
		}
	};
	const onOutside = ( event: Event ) => {
		if ( ! element.contains( event.target as Node ) ) {
			close();
		}
	};
	const mount = new AbortController();
	const on = { signal: mount.signal };
	input.addEventListener( 'input', onInput, on );
	input.addEventListener( 'keydown', onKeyDown, on );
	list.addEventListener( 'mousedown', onPointerDown, on );
	list.addEventListener( 'click', onClick, on );
	document.addEventListener( 'pointerdown', onOutside, { ...on, capture: true } );

	return () => {
		window.clearTimeout( timer );
		controller?.abort();
		mount.abort();
		list.replaceChildren();
		close();
	};
};

export default search;

register( 'search', search );
