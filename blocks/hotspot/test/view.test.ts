import hotspot from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup() {
	const el = document.createElement( 'figure' );
	el.innerHTML = `<div class="vitrine-hotspot__canvas">
		<div class="vitrine-hotspot__spot"><button class="vitrine-hotspot__point" aria-expanded="false">A</button><div class="vitrine-hotspot__tip"><a href="#">x</a></div></div>
		<div class="vitrine-hotspot__spot"><button class="vitrine-hotspot__point" aria-expanded="false">B</button><div class="vitrine-hotspot__tip"></div></div>
	</div>`;
	document.body.append( el );
	return el;
}

describe( 'hotspot handler', () => {
	it( 'toggles one tooltip at a time by click and closes on Escape with focus back', () => {
		const el = markup();
		const teardown = mount( hotspot, el, {} );
		const [ a, b ] = Array.from( el.querySelectorAll< HTMLButtonElement >( 'button' ) );
		a!.click();
		expect( a!.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		b!.click();
		expect( a!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( b!.parentElement!.classList.contains( 'is-open' ) ).toBe( true );
		b!.click();
		expect( b!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		a!.click();
		el.querySelector( 'a' )!.focus();
		el.querySelector( 'a' )!.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } ) );
		expect( a!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( el.ownerDocument.activeElement ).toBe( a );
		teardown?.();
		a!.click();
		expect( a!.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( el.classList.contains( 'is-ready' ) ).toBe( false );
	} );

	it( 'opens on focus with the hover trigger', () => {
		const el = markup();
		mount( hotspot, el, { trigger: 'hover' } );
		const b = el.querySelectorAll< HTMLButtonElement >( 'button' )[ 1 ]!;
		b.focus();
		expect( b.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	} );
} );
