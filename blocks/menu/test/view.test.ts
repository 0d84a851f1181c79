import menu from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup(): HTMLElement {
	document.body.innerHTML = `<button id="outside">o</button><nav id="m" class="vitrine-menu has-mobile-toggle">
		<a class="vitrine-menu__toggle" href="#l">Menu</a>
		<ul class="vitrine-menu__list" id="l">
			<li class="vitrine-menu__item has-children"><a href="/a/">A</a>
				<button class="vitrine-menu__caret" aria-expanded="false" disabled>sub A</button>
				<ul class="vitrine-menu__sub"><li><a href="/a/1/">A1</a></li></ul></li>
			<li class="vitrine-menu__item has-children"><a href="/b/">B</a>
				<button class="vitrine-menu__caret" aria-expanded="false" disabled>sub B</button>
				<ul class="vitrine-menu__sub"><li><a href="/b/1/">B1</a></li></ul></li>
		</ul></nav>`;
	return document.getElementById( 'm' ) as HTMLElement;
}

const escape = () => document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } ) );

describe( 'menu', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: false,
			addEventListener: jest.fn(),
			removeEventListener: jest.fn(),
		} ) as unknown as typeof window.matchMedia;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'opens one sub-menu at a time and closes it on Escape with focus back on its caret', () => {
		const element = markup();
		const teardown = mount( menu, element, {} );
		const [ a, b ] = Array.from( element.querySelectorAll< HTMLButtonElement >( '.vitrine-menu__caret' ) );
		expect( a!.disabled ).toBe( false );
		a!.focus();
		a!.click();
		expect( a!.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( a!.closest( 'li' )!.classList.contains( 'is-open' ) ).toBe( true );
		b!.click();
		expect( a!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( b!.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		escape();
		expect( b!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( element.ownerDocument.activeElement ).toBe( b );
		b!.click();
		b!.click();
		expect( b!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		teardown?.();
		expect( a!.disabled ).toBe( true );
	} );

	it( 'toggles the small-screen menu by click and Space, and closes it outside', () => {
		const element = markup();
		mount( menu, element, {} );
		const toggle = element.querySelector( '.vitrine-menu__toggle' ) as HTMLElement;
		expect( toggle.getAttribute( 'role' ) ).toBe( 'button' );
		toggle.click();
		expect( element.classList.contains( 'is-open' ) ).toBe( true );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		toggle.dispatchEvent( new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } ) );
		expect( element.classList.contains( 'is-open' ) ).toBe( false );
		toggle.click();
		document.getElementById( 'outside' )!.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( element.classList.contains( 'is-open' ) ).toBe( false );
	} );
} );
