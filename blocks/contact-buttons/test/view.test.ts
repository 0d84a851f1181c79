import contactButtons from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup(): HTMLElement {
	document.body.innerHTML = `<button id="outside">o</button><aside id="c"><details><summary>Contact us</summary>
		<ul><li><a href="tel:+1555">Call us</a></li></ul></details>
		<button class="vitrine-contact-buttons__dismiss" disabled>x</button></aside>`;
	return document.getElementById( 'c' ) as HTMLElement;
}

describe( 'contact buttons', () => {
	beforeEach( () => localStorage.clear() );

	it( 'closes on Escape with focus back on the toggle, and on an outside click', () => {
		const element = markup();
		const teardown = mount( contactButtons, element, { key: 'c' } );
		const details = element.querySelector( 'details' ) as HTMLDetailsElement;
		details.open = true;
		( element.querySelector( 'a' ) as HTMLElement ).focus();
		element.querySelector( 'a' )!.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } ) );
		expect( details.open ).toBe( false );
		expect( element.ownerDocument.activeElement?.tagName ).toBe( 'SUMMARY' );
		details.open = true;
		document.getElementById( 'outside' )!.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( details.open ).toBe( false );
		teardown?.();
	} );

	it( 'hides when dismissed and stays hidden on the next visit', () => {
		const element = markup();
		mount( contactButtons, element, { key: 'c', days: 3 } );
		( element.querySelector( '.vitrine-contact-buttons__dismiss' ) as HTMLButtonElement ).click();
		expect( element.hidden ).toBe( true );
		const again = markup();
		mount( contactButtons, again, { key: 'c', days: 3 } );
		expect( again.hidden ).toBe( true );
		const other = markup();
		mount( contactButtons, other, { key: 'other' } );
		expect( other.hidden ).toBe( false );
	} );
} );
