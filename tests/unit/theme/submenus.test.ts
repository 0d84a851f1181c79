import { initSubmenus, SHOW_DELAY, HIDE_DELAY } from '../../../themes/vitrine/src/header/submenus';

beforeAll( () => {
	jest.spyOn( HTMLElement.prototype, 'getClientRects' ).mockImplementation( () => [ {} ] as unknown as DOMRectList );
} );

function setup( wide: boolean ) {
	document.body.innerHTML = `
		<nav id="nav"><ul>
			<li id="one"><a href="/a">A</a><button class="vitrine-caret" aria-expanded="false" aria-controls="sub-1">A sub</button>
				<ul id="sub-1" class="sub-menu"><li><a id="a1" href="/a1">A1</a></li></ul></li>
			<li id="two"><a href="/b">B</a><button class="vitrine-caret" aria-expanded="false" aria-controls="sub-2">B sub</button>
				<ul id="sub-2" class="sub-menu"><li><a id="b1" href="/b1">B1</a></li></ul></li>
		</ul></nav><button id="outside">x</button>`;
	const nav = document.getElementById( 'nav' )!;
	const closeAll = initSubmenus( nav, () => wide );
	const caret = ( id: string ) => document.querySelector< HTMLButtonElement >( `#${ id } > .vitrine-caret` )!;
	return { nav, closeAll, caret };
}

const pointer = ( el: Element, type: string ) => {
	const event = new Event( type ) as PointerEvent;
	Object.defineProperty( event, 'pointerType', { value: 'mouse' } );
	el.dispatchEvent( event );
};

describe( 'sub-menus', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens on hover after 250 ms and closes 500 ms after the pointer leaves (wide screens)', () => {
		const { caret } = setup( true );
		const li = document.getElementById( 'one' )!;
		pointer( li, 'pointerenter' );
		jest.advanceTimersByTime( SHOW_DELAY - 1 );
		expect( caret( 'one' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		jest.advanceTimersByTime( 1 );
		expect( caret( 'one' ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		pointer( li, 'pointerleave' );
		jest.advanceTimersByTime( HIDE_DELAY - 1 );
		expect( li.classList.contains( 'is-open' ) ).toBe( true );
		pointer( li, 'pointerenter' ); // Coming back in time keeps it open.
		jest.advanceTimersByTime( HIDE_DELAY * 2 );
		expect( li.classList.contains( 'is-open' ) ).toBe( true );
	} );

	it( 'ignores hover on small screens', () => {
		const { caret } = setup( false );
		pointer( document.getElementById( 'one' )!, 'pointerenter' );
		jest.advanceTimersByTime( 1000 );
		expect( caret( 'one' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'a caret opens its menu, traps focus after 100 ms, and Escape returns focus to it', () => {
		const { caret } = setup( true );
		caret( 'one' ).focus();
		caret( 'one' ).click();
		expect( caret( 'one' ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		jest.advanceTimersByTime( 100 );
		expect( document.activeElement?.id ).toBe( 'a1' );
		document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } ) );
		expect( caret( 'one' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( document.activeElement ).toBe( caret( 'one' ) );
	} );

	it( 'opening one menu closes the other; closeAll closes everything', () => {
		const { caret, closeAll } = setup( false );
		caret( 'one' ).click();
		caret( 'two' ).click();
		expect( caret( 'one' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( caret( 'two' ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		caret( 'two' ).click();
		expect( caret( 'two' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		caret( 'one' ).click();
		closeAll();
		expect( document.querySelectorAll( '[aria-expanded="true"]' ) ).toHaveLength( 0 );
	} );
} );
