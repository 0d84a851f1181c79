/**
 * One controller for everything in the header that opens over the page (mobile sidebar, search
 * overlay, cart dropdown): the toggle's aria-expanded, the open/closed classes, the focus trap
 * (Escape, outside click, focus return, 100 ms delay), and for modal panels the rest of the page made
 * inert. Closing waits for the panel's transition before hiding it.
 */
import { trapFocus, prefersReducedMotion } from '@vitrine/shared';
import { inertOutside } from '../../../../src/shared/inert-outside';

export const TRAP_DELAY = 100;

export interface PanelOptions {
	toggle: HTMLElement;
	panel: HTMLElement;
	/** Cover the page: everything else becomes inert and the page stops scrolling. */
	modal?: boolean;
	/** Milliseconds of the closing transition (0 when the visitor prefers reduced motion). */
	duration?: number;
	initialFocus?: () => HTMLElement | null;
	/** Where focus is trapped, when not the whole panel (a click on an overlay's backdrop is outside). */
	trapIn?: HTMLElement | null;
	onOpen?: () => void;
	/** Makes the panel a labelled modal dialog while open (for a panel that is something else when closed). */
	dialogLabel?: string;
}

export interface Panel {
	open: () => void;
	close: () => void;
	isOpen: () => boolean;
}

export function createPanel( options: PanelOptions ): Panel {
	const { toggle, panel, modal = false } = options;
	const usesHidden = panel.hasAttribute( 'hidden' );
	const root = panel.ownerDocument.documentElement;
	let release: ( () => void ) | null = null;
	let undoInert: ( () => void ) | null = null;
	let hideTimer: ReturnType< typeof setTimeout > | undefined;
	let open = false;

	const close = () => {
		if ( ! open ) {
			return;
		}
		open = false;
		toggle.setAttribute( 'aria-expanded', 'false' );
		panel.classList.remove( 'is-open' );
		if ( options.dialogLabel ) {
			[ 'role', 'aria-modal', 'aria-label' ].forEach( ( name ) => panel.removeAttribute( name ) );
		}
		root.classList.remove( 'vitrine-modal-open' );
		undoInert?.(); // Before the trap returns focus: the toggle must not be inert by then.
		undoInert = null;
		release?.();
		release = null;
		const hide = () => {
			panel.classList.remove( 'is-visible' );
			if ( usesHidden ) {
				panel.hidden = true;
			}
		};
		const duration = prefersReducedMotion() ? 0 : ( options.duration ?? 0 );
		if ( duration > 0 ) {
			hideTimer = setTimeout( hide, duration );
		} else {
			hide();
		}
	};

	const openPanel = () => {
		if ( open ) {
			return;
		}
		open = true;
		clearTimeout( hideTimer );
		panel.hidden = false;
		panel.classList.add( 'is-visible' );
		void panel.offsetWidth; // Commit the visible state so the opening transition runs.
		panel.classList.add( 'is-open' );
		toggle.setAttribute( 'aria-expanded', 'true' );
		if ( options.dialogLabel ) {
			panel.setAttribute( 'role', 'dialog' );
			panel.setAttribute( 'aria-modal', 'true' );
			panel.setAttribute( 'aria-label', options.dialogLabel );
		}
		if ( modal ) {
			undoInert = inertOutside( panel );
			root.classList.add( 'vitrine-modal-open' );
		}
		release = trapFocus( options.trapIn ?? panel, {
			delay: TRAP_DELAY,
			onClose: close,
			ignore: [ toggle ],
			returnFocus: toggle,
			initialFocus: options.initialFocus?.() ?? null,
		} );
		options.onOpen?.();
	};

	toggle.addEventListener( 'click', () => ( open ? close() : openPanel() ) );
	return { open: openPanel, close, isOpen: () => open };
}
