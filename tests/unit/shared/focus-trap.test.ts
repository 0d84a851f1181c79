import { trapFocus } from '../../../src/shared/focus-trap';

// jsdom has no layout: make every element count as rendered.
beforeAll( () => {
	jest.spyOn( HTMLElement.prototype, 'getClientRects' ).mockImplementation( () => [ {} ] as unknown as DOMRectList );
} );

function setup() {
	document.body.innerHTML = `
		<button id="opener">Open</button>
		<div id="panel"><a href="#a" id="first">A</a><button id="last">B</button></div>
		<button id="outside">Outside</button>`;
	const opener = document.getElementById( 'opener' ) as HTMLButtonElement;
	opener.focus();
	return { opener, panel: document.getElementById( 'panel' ) as HTMLElement };
}

const key = ( name: string, shiftKey = false ) =>
	document.dispatchEvent( new KeyboardEvent( 'keydown', { key: name, shiftKey, bubbles: true, cancelable: true } ) );

describe( 'focus trap', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'moves focus in after the delay, cycles Tab, and returns focus on release', () => {
		const { opener, panel } = setup();
		const release = trapFocus( panel, { delay: 100 } );
		expect( document.activeElement ).toBe( opener );
		jest.advanceTimersByTime( 100 );
		expect( document.activeElement?.id ).toBe( 'first' );
		( document.getElementById( 'last' ) as HTMLElement ).focus();
		key( 'Tab' );
		expect( document.activeElement?.id ).toBe( 'first' );
		key( 'Tab', true );
		expect( document.activeElement?.id ).toBe( 'last' );
		release();
		expect( document.activeElement ).toBe( opener );
	} );

	it( 'takes WebKitGTK’s Shift+Tab (key Unidentified, code Tab) for Shift+Tab', () => {
		const { panel } = setup();
		trapFocus( panel, { delay: 0 } );
		jest.advanceTimersByTime( 0 );
		expect( document.activeElement?.id ).toBe( 'first' );
		const event = new KeyboardEvent( 'keydown', {
			key: 'Unidentified',
			code: 'Tab',
			shiftKey: true,
			bubbles: true,
			cancelable: true,
		} );
		document.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( document.activeElement?.id ).toBe( 'last' );
		// Another unidentified key is left alone.
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Unidentified', code: 'F13', shiftKey: true, bubbles: true } )
		);
		expect( document.activeElement?.id ).toBe( 'last' );
	} );

	it( 'closes on Escape and on a click outside, but not on a click inside', () => {
		const { panel } = setup();
		const onClose = jest.fn();
		const release = trapFocus( panel, { onClose } );
		key( 'Escape' );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		document.getElementById( 'first' )?.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		document.getElementById( 'outside' )?.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( onClose ).toHaveBeenCalledTimes( 2 );
		release();
		key( 'Escape' );
		expect( onClose ).toHaveBeenCalledTimes( 2 );
	} );
} );
