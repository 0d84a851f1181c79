import offCanvas, { actionFor, nextOpen, panelId, EVENT } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup(): HTMLElement {
	document.body.innerHTML = `
		<button id="before">before</button>
		<div id="nav" class="vitrine-off-canvas is-side-left">
			<a class="vitrine-off-canvas__toggle" href="#nav">Open</a>
			<dialog class="vitrine-off-canvas__panel"><div class="vitrine-off-canvas__inner">
				<a class="vitrine-off-canvas__close" href="#">×</a><a href="/x" id="inside">x</a>
			</div></dialog>
		</div>`;
	return document.getElementById( 'nav' ) as HTMLElement;
}

describe( 'off-canvas settings and actions', () => {
	it( 'takes the id from settings, else from the element', () => {
		const el = document.createElement( 'div' );
		el.id = 'own';
		expect( panelId( { id: 'cart' }, el ) ).toBe( 'cart' );
		expect( panelId( { id: 3 }, el ) ).toBe( 'own' );
		expect( panelId( {}, el ) ).toBe( 'own' );
	} );

	it( 'accepts only well-formed events for its id', () => {
		expect( actionFor( { action: 'open', id: 'nav' }, 'nav' ) ).toBe( 'open' );
		expect( actionFor( { action: 'toggle', id: 'nav' }, 'nav' ) ).toBe( 'toggle' );
		expect( actionFor( { action: 'open', id: 'other' }, 'nav' ) ).toBeNull();
		expect( actionFor( { action: 'explode', id: 'nav' }, 'nav' ) ).toBeNull();
		expect( actionFor( 'open', 'nav' ) ).toBeNull();
		expect( actionFor( null, 'nav' ) ).toBeNull();
		expect( actionFor( { action: 'open', id: '' }, '' ) ).toBeNull();
	} );

	it( 'computes the next state', () => {
		expect( nextOpen( false, 'toggle' ) ).toBe( true );
		expect( nextOpen( true, 'toggle' ) ).toBe( false );
		expect( nextOpen( true, 'open' ) ).toBe( true );
		expect( nextOpen( true, 'close' ) ).toBe( false );
	} );
} );

describe( 'off-canvas handler', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens from its toggle, closes on Escape and returns focus', () => {
		const element = markup();
		const toggle = element.querySelector( '.vitrine-off-canvas__toggle' ) as HTMLElement;
		const panel = element.querySelector( 'dialog' ) as HTMLElement;
		const teardown = mount( offCanvas, element, { id: 'nav' } );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		toggle.focus();
		toggle.click();
		expect( panel.hasAttribute( 'open' ) ).toBe( true );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } ) );
		expect( panel.hasAttribute( 'open' ) ).toBe( false );
		expect( document.activeElement ).toBe( toggle );
		teardown?.();
		expect( element.classList.contains( 'is-enhanced' ) ).toBe( false );
	} );

	it( 'answers the document event for its id only, and stops after teardown', () => {
		const element = markup();
		const panel = element.querySelector( 'dialog' ) as HTMLElement;
		const teardown = mount( offCanvas, element, { id: 'nav' } );
		document.dispatchEvent( new CustomEvent( EVENT, { detail: { action: 'open', id: 'other' } } ) );
		expect( panel.hasAttribute( 'open' ) ).toBe( false );
		document.dispatchEvent( new CustomEvent( EVENT, { detail: { action: 'toggle', id: 'nav' } } ) );
		expect( panel.hasAttribute( 'open' ) ).toBe( true );
		document.dispatchEvent( new CustomEvent( EVENT, { detail: { action: 'close', id: 'nav' } } ) );
		expect( panel.hasAttribute( 'open' ) ).toBe( false );
		teardown?.();
		document.dispatchEvent( new CustomEvent( EVENT, { detail: { action: 'open', id: 'nav' } } ) );
		expect( panel.hasAttribute( 'open' ) ).toBe( false );
	} );

	it( 'closes from its close link and from a backdrop click', () => {
		const element = markup();
		const panel = element.querySelector( 'dialog' ) as HTMLElement;
		mount( offCanvas, element, { id: 'nav' } );
		document.dispatchEvent( new CustomEvent( EVENT, { detail: { action: 'open', id: 'nav' } } ) );
		( element.querySelector( '.vitrine-off-canvas__close' ) as HTMLElement ).click();
		expect( panel.hasAttribute( 'open' ) ).toBe( false );
		document.dispatchEvent( new CustomEvent( EVENT, { detail: { action: 'open', id: 'nav' } } ) );
		( element.querySelector( '#inside' ) as HTMLElement ).addEventListener( 'click', ( e ) => e.preventDefault() );
		( element.querySelector( '#inside' ) as HTMLElement ).click();
		expect( panel.hasAttribute( 'open' ) ).toBe( true );
		panel.click();
		expect( panel.hasAttribute( 'open' ) ).toBe( false );
	} );
} );
