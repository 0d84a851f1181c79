import gallery from '../view';
import { mount } from '../../../tests/unit/handler-mount';

function markup() {
	const el = document.createElement( 'div' );
	el.innerHTML = `
		<div class="vitrine-gallery__filters">
			<button class="vitrine-gallery__filter" data-tag="" aria-pressed="true">All</button>
			<button class="vitrine-gallery__filter" data-tag="water" aria-pressed="false">water</button>
		</div>
		<div class="vitrine-gallery__items">
			<figure class="vitrine-gallery__item" data-tags="water"><a class="vitrine-gallery__link" href="/a.jpg" data-width="800" data-height="600"><img alt="A"></a><figcaption>Cap A</figcaption></figure>
			<figure class="vitrine-gallery__item" data-tags="land"><a class="vitrine-gallery__link" href="/b.jpg"><img alt="B"></a></figure>
			<figure class="vitrine-gallery__item" data-tags="water land"><a class="vitrine-gallery__link" href="/c.jpg"><img alt="C"></a></figure>
		</div>
		<p class="vitrine-gallery__status"></p>`;
	document.body.append( el );
	return el;
}

describe( 'gallery handler', () => {
	beforeEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'filters by tag and announces the count', () => {
		const el = markup();
		const teardown = mount( gallery, el, { filter: true } );
		el.querySelectorAll< HTMLButtonElement >( '.vitrine-gallery__filter' )[ 1 ]!.click();
		const hidden = Array.from( el.querySelectorAll< HTMLElement >( 'figure' ) ).map( ( f ) => f.hidden );
		expect( hidden ).toEqual( [ false, true, false ] );
		expect( el.querySelector( '.vitrine-gallery__status' )!.textContent ).toBe( '2 images shown' );
		teardown?.();
		expect( Array.from( el.querySelectorAll< HTMLElement >( 'figure' ) ).every( ( f ) => ! f.hidden ) ).toBe(
			true
		);
	} );

	it( 'opens the lightbox among the shown images and closes it', () => {
		const el = markup();
		const teardown = mount( gallery, el, { filter: true, label: 'Trips' } );
		el.querySelectorAll< HTMLButtonElement >( '.vitrine-gallery__filter' )[ 1 ]!.click();
		const link = el.querySelectorAll< HTMLAnchorElement >( 'a' )[ 2 ]!;
		const event = new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0 } );
		link.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		const dialog = document.querySelector< HTMLElement >( '.vitrine-lightbox' )!;
		expect( dialog.hidden ).toBe( false );
		expect( dialog.getAttribute( 'aria-label' ) ).toBe( 'Trips: image viewer' );
		expect( dialog.querySelector( '.vitrine-lightbox__counter' )!.textContent ).toBe( 'Image 2 of 2' );
		dialog.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } ) );
		expect( dialog.querySelector( '.vitrine-lightbox__caption' )!.textContent ).toBe( 'Cap A' );
		expect( dialog.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe( 'http://localhost/a.jpg' );
		dialog.querySelector< HTMLButtonElement >( '.vitrine-lightbox__close' )!.click();
		expect( dialog.hidden ).toBe( true );
		teardown?.();
		expect( document.querySelector( '.vitrine-lightbox' ) ).toBeNull();
	} );

	it( 'leaves links alone when the lightbox is off or for new-tab clicks', () => {
		const el = markup();
		mount( gallery, el, { lightbox: false } );
		const event = new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0 } );
		el.querySelector( 'a' )!.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		const el2 = markup();
		mount( gallery, el2, {} );
		const ctrl = new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true } );
		el2.querySelector( 'a' )!.dispatchEvent( ctrl );
		expect( ctrl.defaultPrevented ).toBe( false );
	} );
} );
