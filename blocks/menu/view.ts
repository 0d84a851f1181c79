/**
 * Menu: carets become disclosure buttons for their sub-menus and the small-screen link becomes the
 * menu's toggle. An open sub-menu or mobile menu uses the shared focus trap (Tab cycles inside,
 * Escape or a click outside closes, focus returns to the control), as the theme's header does. One
 * sub-menu is open at a time, and everything closes when the device mode changes.
 */
import { trapFocus, onDeviceChange } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { register } from '@vitrine/runtime';

interface Open {
	control: HTMLElement;
	close: () => void;
}

const menu: Handler = ( { element, signal } ) => {
	const toggle = element.querySelector< HTMLElement >( '.vitrine-menu__toggle' );
	const carets = Array.from( element.querySelectorAll< HTMLButtonElement >( '.vitrine-menu__caret' ) );
	let sub: Open | null = null;
	let mobile: Open | null = null;

	const openSub = ( caret: HTMLButtonElement ) => {
		sub?.close();
		const item = caret.closest< HTMLElement >( 'li' );
		if ( ! item ) {
			return;
		}
		item.classList.add( 'is-open' );
		caret.setAttribute( 'aria-expanded', 'true' );
		let release: () => void = () => {};
		const close = () => {
			item.classList.remove( 'is-open' );
			caret.setAttribute( 'aria-expanded', 'false' );
			if ( sub?.control === caret ) {
				sub = null;
			}
			release();
		};
		sub = { control: caret, close };
		release = trapFocus( item, {
			onClose: close,
			returnFocus: caret,
			ignore: [ caret ],
			initialFocus: item.querySelector< HTMLElement >( '.vitrine-menu__sub a' ),
		} );
	};
	const openMobile = () => {
		if ( ! toggle ) {
			return;
		}
		element.classList.add( 'is-open' );
		toggle.setAttribute( 'aria-expanded', 'true' );
		let release: () => void = () => {};
		const close = () => {
			sub?.close();
			element.classList.remove( 'is-open' );
			toggle.setAttribute( 'aria-expanded', 'false' );
			mobile = null;
			release();
		};
		mobile = { control: toggle, close };
		release = trapFocus( element, { onClose: close, returnFocus: toggle, ignore: [ toggle ] } );
	};

	const onCaret = ( event: Event ) => {
		const caret = event.currentTarget as HTMLButtonElement;
		if ( sub?.control === caret ) {
			sub.close();
		} else {
			openSub( caret );
		}
	};
	const onToggle = ( event: Event ) => {
		if ( event instanceof KeyboardEvent && event.key !== ' ' ) {
			return;
		}
		event.preventDefault();
		if ( mobile ) {
			mobile.close();
		} else {
			openMobile();
		}
	};

	element.classList.add( 'is-enhanced' );
	carets.forEach( ( caret ) => {
		caret.disabled = false;
		caret.addEventListener( 'click', onCaret, { signal } );
	} );
	if ( toggle ) {
		toggle.setAttribute( 'role', 'button' );
		toggle.setAttribute( 'aria-expanded', 'false' );
		toggle.addEventListener( 'click', onToggle, { signal } );
		toggle.addEventListener( 'keydown', onToggle, { signal } );
	}
	const stopDevice = onDeviceChange( () => {
		sub?.close();
		mobile?.close();
	} );

	return () => {
		sub?.close();
		mobile?.close();
		stopDevice();
		carets.forEach( ( caret ) => ( caret.disabled = true ) );
		toggle?.removeAttribute( 'role' );
		toggle?.removeAttribute( 'aria-expanded' );
		element.classList.remove( 'is-enhanced' );
	};
};

export default menu;

register( 'menu', menu );
