/**
 * Dropdown sub-menus. A caret (a real button with aria-expanded) toggles its sub-menu: on wide
 * screens the opened menu traps focus like every header overlay (Escape, outside click and focus
 * return included); in the mobile sidebar it unfolds in place, inside the sidebar's own trap.
 * On wide screens sub-menus also open on hover and keyboard focus, after 250 ms, and close 500 ms
 * after the pointer or focus leaves, so a diagonal mouse path does not snap them shut.
 */
import { trapFocus } from '@vitrine/shared';
import { TRAP_DELAY } from './panel';

export const SHOW_DELAY = 250;
export const HIDE_DELAY = 500;

interface Item {
	li: HTMLElement;
	caret: HTMLButtonElement;
	sub: HTMLElement;
	timer?: ReturnType< typeof setTimeout >;
	release?: () => void;
}

/** Wires every caret in the nav; returns a function that closes every sub-menu. */
export function initSubmenus( nav: HTMLElement, isWide: () => boolean ): () => void {
	const items: Item[] = [];
	nav.querySelectorAll< HTMLButtonElement >( 'button.vitrine-caret[aria-controls]' ).forEach( ( caret ) => {
		const sub = nav.ownerDocument.getElementById( caret.getAttribute( 'aria-controls' ) ?? '' );
		if ( sub && caret.parentElement ) {
			items.push( { li: caret.parentElement, caret, sub } );
		}
	} );

	const isOpen = ( item: Item ) => item.caret.getAttribute( 'aria-expanded' ) === 'true';

	const hide = ( item: Item ) => {
		clearTimeout( item.timer );
		if ( ! isOpen( item ) ) {
			return;
		}
		// Nested sub-menus close with their parent.
		items.filter( ( other ) => other !== item && item.sub.contains( other.li ) ).forEach( hide );
		item.caret.setAttribute( 'aria-expanded', 'false' );
		item.li.classList.remove( 'is-open' );
		const release = item.release;
		item.release = undefined;
		release?.();
	};

	const show = ( item: Item ) => {
		clearTimeout( item.timer );
		// One branch open at a time: close every open menu that is not an ancestor of this one.
		items.filter( ( other ) => other !== item && ! other.li.contains( item.li ) ).forEach( hide );
		item.caret.setAttribute( 'aria-expanded', 'true' );
		item.li.classList.add( 'is-open' );
	};

	const later = ( item: Item, action: () => void, delay: number ) => {
		clearTimeout( item.timer );
		item.timer = setTimeout( action, delay );
	};

	items.forEach( ( item ) => {
		item.caret.addEventListener( 'click', () => {
			if ( item.release || ( isOpen( item ) && ! isWide() ) ) {
				hide( item );
				return;
			}
			show( item );
			if ( isWide() ) {
				item.release = trapFocus( item.sub, {
					delay: TRAP_DELAY,
					onClose: () => hide( item ),
					ignore: [ item.caret ],
					returnFocus: item.caret,
				} );
			}
		} );
		item.li.addEventListener( 'pointerenter', ( event ) => {
			if ( event.pointerType !== 'touch' && isWide() ) {
				later( item, () => show( item ), SHOW_DELAY );
			}
		} );
		item.li.addEventListener( 'pointerleave', ( event ) => {
			if ( event.pointerType !== 'touch' && isWide() && ! item.release ) {
				later( item, () => hide( item ), HIDE_DELAY );
			}
		} );
		item.li.addEventListener( 'focusin', ( event ) => {
			// A caret press decides by itself; focus arriving on the item's link opens after the delay.
			if ( isWide() && event.target !== item.caret && ! isOpen( item ) ) {
				later( item, () => show( item ), SHOW_DELAY );
			} else if ( isOpen( item ) ) {
				clearTimeout( item.timer );
			}
		} );
		item.li.addEventListener( 'focusout', ( event ) => {
			const next = event.relatedTarget as Node | null;
			if ( isWide() && ! item.release && ! ( next && item.li.contains( next ) ) ) {
				later( item, () => hide( item ), HIDE_DELAY );
			}
		} );
	} );

	// Escape closes a menu that hover or focus opened (a caret-opened one closes through its trap).
	nav.addEventListener( 'keydown', ( event ) => {
		if ( event.key !== 'Escape' ) {
			return;
		}
		const open = items.filter(
			( item ) => isOpen( item ) && ! item.release && item.li.contains( event.target as Node )
		);
		const inner = open[ open.length - 1 ];
		if ( inner ) {
			hide( inner );
			inner.caret.focus();
		}
	} );
	return () => items.forEach( hide );
}
