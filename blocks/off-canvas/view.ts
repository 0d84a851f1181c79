/**
 * Off-canvas panel: a modal <dialog> that slides in from its side. Opened by its toggle link or by
 * the `vitrine:off-canvas` document event that the popup URL actions dispatch
 * (`detail: { action: 'open' | 'close' | 'toggle', id }`). The native modal dialog makes the rest of
 * the page inert; the shared focus trap handles Tab, Escape and focus return; a click outside closes.
 * Insights counts its openings, how it closed and one conversion an opening, as popups do
 * (docs/insights.md), on the live site only.
 */
import { trapFocus, type Settings } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { register } from '@vitrine/runtime';
import { entityId, watchElement } from '../../src/builder/popup/insights';
import type { CloseReason } from '../../src/builder/popup/display';

export type OffCanvasAction = 'open' | 'close' | 'toggle';
export const EVENT = 'vitrine:off-canvas';

/** The id the URL actions address: the settings' id, else the element's own id. */
export function panelId( settings: Settings, element: HTMLElement ): string {
	return typeof settings.id === 'string' && settings.id !== '' ? settings.id : element.id;
}

/** The action an event asks of the panel with this id, or null when it is not for it or malformed. */
export function actionFor( detail: unknown, id: string ): OffCanvasAction | null {
	if ( ! detail || typeof detail !== 'object' ) {
		return null;
	}
	const { action, id: target } = detail as { action?: unknown; id?: unknown };
	if ( target !== id || id === '' ) {
		return null;
	}
	return action === 'open' || action === 'close' || action === 'toggle' ? action : null;
}

/** Whether the panel should be open after the action. */
export function nextOpen( open: boolean, action: OffCanvasAction ): boolean {
	return action === 'toggle' ? ! open : action === 'open';
}

const offCanvas: Handler = ( { element, settings, signal, mode } ) => {
	const panel = element.querySelector< HTMLDialogElement >( '.vitrine-off-canvas__panel' );
	if ( ! panel ) {
		return;
	}
	const id = panelId( settings, element );
	const toggle = element.querySelector< HTMLElement >( '.vitrine-off-canvas__toggle' );
	const closer = panel.querySelector< HTMLElement >( '.vitrine-off-canvas__close' );
	const insights =
		mode === 'live' && id
			? watchElement( panel, `offcanvas:${ entityId( id ) }`, { closers: '.vitrine-off-canvas__close' } )
			: null;
	let release: ( () => void ) | null = null;
	let frame = 0;
	element.classList.add( 'is-enhanced' );
	toggle?.setAttribute( 'role', 'button' );
	toggle?.setAttribute( 'aria-expanded', 'false' );

	const isOpen = () => release !== null;
	const open = () => {
		if ( isOpen() ) {
			return;
		}
		const opener = element.ownerDocument.activeElement as HTMLElement | null;
		if ( typeof panel.showModal === 'function' ) {
			panel.showModal();
		} else {
			panel.setAttribute( 'open', '' );
		}
		// Next frame, so the transform transition runs from the closed position.
		frame = window.requestAnimationFrame( () => element.classList.add( 'is-open' ) );
		toggle?.setAttribute( 'aria-expanded', 'true' );
		insights?.shown();
		release = trapFocus( panel, {
			onClose: () => close( 'escape' ),
			delay: 100,
			ignore: [ toggle ],
			returnFocus: opener && opener !== element.ownerDocument.body ? opener : toggle,
			// Outside clicks are handled by onBackdrop below.
			closeOnOutsideClick: false,
		} );
	};
	function close( reason?: CloseReason ) {
		if ( ! release ) {
			return;
		}
		if ( reason ) {
			insights?.closed( reason );
		}
		window.cancelAnimationFrame( frame );
		element.classList.remove( 'is-open' );
		toggle?.setAttribute( 'aria-expanded', 'false' );
		if ( typeof panel!.close === 'function' ) {
			panel!.close();
		} else {
			panel!.removeAttribute( 'open' );
		}
		const done = release;
		release = null;
		done();
	}
	const apply = ( action: OffCanvasAction ) => ( nextOpen( isOpen(), action ) ? open() : close( 'other' ) );

	const onToggle = ( event: Event ) => {
		event.preventDefault();
		apply( 'toggle' );
	};
	const onToggleKey = ( event: KeyboardEvent ) => {
		if ( event.key === ' ' ) {
			onToggle( event ); // A link acting as a button answers Space too.
		}
	};
	const onClose = ( event: Event ) => {
		event.preventDefault();
		close( 'button' );
	};
	// A click outside the panel closes it. On the backdrop the target is the dialog itself; but the
	// backdrop does not cover the scrollbar gutter the theme reserves (`scrollbar-gutter: stable`),
	// where the target is <html>: so anything not inside the panel counts. Listened to on the document
	// in the capture phase, so the click that opens the panel has passed before it is open. A click,
	// not a press: the press's own focus change would undo the focus return.
	const onBackdrop = ( event: MouseEvent ) => {
		const target = event.target as Node | null;
		if (
			isOpen() &&
			target &&
			( target === panel || ! panel.contains( target ) ) &&
			! toggle?.contains( target )
		) {
			close( 'background' );
		}
	};
	const onCancel = ( event: Event ) => {
		event.preventDefault(); // Escape is handled by the focus trap; keep one closing path.
		close( 'escape' );
	};
	const onEvent = ( event: Event ) => {
		const action = actionFor( ( event as CustomEvent ).detail, id );
		if ( action ) {
			apply( action );
		}
	};

	toggle?.addEventListener( 'click', onToggle, { signal } );
	toggle?.addEventListener( 'keydown', onToggleKey, { signal } );
	closer?.addEventListener( 'click', onClose, { signal } );
	document.addEventListener( 'click', onBackdrop, { capture: true, signal } );
	panel.addEventListener( 'cancel', onCancel, { signal } );
	document.addEventListener( EVENT, onEvent, { signal } );
	if ( id && window.location.hash === `#${ id }` ) {
		open();
	}

	return () => {
		close();
		insights?.stop();
		element.classList.remove( 'is-enhanced' );
		toggle?.removeAttribute( 'role' );
		toggle?.removeAttribute( 'aria-expanded' );
	};
};

export default offCanvas;

register( 'off-canvas', offCanvas );
