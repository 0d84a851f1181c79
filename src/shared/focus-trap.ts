/**
 * The one focus-trap used by every surface that opens over the page (menus, search, cart, consent
 * modal, popups, off-canvas): Tab and Shift+Tab cycle inside the container, Escape closes, a click
 * outside closes, and focus returns to what had it before. The trap starts after a delay (100 ms
 * for menus and modals, 250 ms for popups) so opening animations are not interrupted.
 */

const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'audio[controls]',
	'video[controls]',
	'[contenteditable]:not([contenteditable="false"])',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );

/**
 * Is this the Tab key? WebKitGTK (GNOME Web, 2.50) reports Shift+Tab as key 'Unidentified' with
 * code 'Tab' (X's ISO_Left_Tab), from a real keyboard too: reading only `key` let Shift+Tab walk out
 * of every trap there (docs/quality.md, "Firefox and WebKit").
 */
export function isTabKey( event: Pick< KeyboardEvent, 'key' | 'code' > ): boolean {
	return event.key === 'Tab' || ( event.key === 'Unidentified' && event.code === 'Tab' );
}

/** Elements inside the container that Tab can reach, in document order. */
export function tabbable( container: HTMLElement ): HTMLElement[] {
	return Array.from( container.querySelectorAll< HTMLElement >( FOCUSABLE ) ).filter(
		( el ) => ! el.closest( '[inert]' ) && ! el.hidden && el.getClientRects().length > 0
	);
}

export interface TrapOptions {
	/** Called on Escape (and on an outside click unless `closeOnOutsideClick` is false), with which. */
	onClose?: ( reason: 'escape' | 'outside' ) => void;
	/** Milliseconds before focus moves in; 100 by default. */
	delay?: number;
	/** What gets focus first; the first tabbable element, or the container itself, by default. */
	initialFocus?: HTMLElement | null;
	closeOnEscape?: boolean;
	closeOnOutsideClick?: boolean;
	/** Elements whose clicks do not count as outside (the control that opened the trap). */
	ignore?: Array< HTMLElement | null >;
	/** Where focus goes on release; the element focused when the trap was made, by default. */
	returnFocus?: HTMLElement | null;
}

/** Traps focus in the container; returns the release function (idempotent). */
export function trapFocus( container: HTMLElement, options: TrapOptions = {} ): () => void {
	const doc = container.ownerDocument;
	const opener = options.returnFocus ?? ( doc.activeElement as HTMLElement | null );
	const { closeOnEscape = true, closeOnOutsideClick = true } = options;
	let released = false;

	const focusFirst = () => {
		const target = options.initialFocus ?? tabbable( container )[ 0 ] ?? container;
		if ( target === container && ! container.hasAttribute( 'tabindex' ) ) {
			container.setAttribute( 'tabindex', '-1' );
		}
		target.focus();
	};
	const timer = setTimeout( focusFirst, options.delay ?? 100 );

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && closeOnEscape ) {
			event.preventDefault();
			event.stopPropagation();
			options.onClose?.( 'escape' );
			return;
		}
		if ( ! isTabKey( event ) ) {
			return;
		}
		const items = tabbable( container );
		if ( items.length === 0 ) {
			event.preventDefault();
			container.focus();
			return;
		}
		const first = items[ 0 ] as HTMLElement;
		const last = items[ items.length - 1 ] as HTMLElement;
		const active = doc.activeElement;
		if ( event.shiftKey && ( active === first || ! container.contains( active ) ) ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && ( active === last || ! container.contains( active ) ) ) {
			event.preventDefault();
			first.focus();
		}
	};
	const onPointerDown = ( event: Event ) => {
		const target = event.target as Node | null;
		if ( ! target || container.contains( target ) || options.ignore?.some( ( el ) => el?.contains( target ) ) ) {
			return;
		}
		if ( closeOnOutsideClick ) {
			options.onClose?.( 'outside' );
		}
	};
	doc.addEventListener( 'keydown', onKeyDown, true );
	doc.addEventListener( 'pointerdown', onPointerDown, true );

	return () => {
		if ( released ) {
			return;
		}
		released = true;
		clearTimeout( timer );
		doc.removeEventListener( 'keydown', onKeyDown, true );
		doc.removeEventListener( 'pointerdown', onPointerDown, true );
		if ( opener && opener.isConnected && typeof opener.focus === 'function' ) {
			opener.focus();
		}
	};
}
