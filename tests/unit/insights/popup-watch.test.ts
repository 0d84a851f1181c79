/**
 * What Insights counts of a popup (src/builder/popup/insights.ts): one impression a showing, how it
 * closed, and at most one conversion a showing from a link, a button or a form inside; the close
 * button is never a conversion.
 */
import { watchPopup } from '../../../src/builder/popup/insights';
import { popupMarkup } from '../popups/popup-dom';

function setup() {
	document.body.innerHTML = popupMarkup( '7' ) + '<a href="#out" class="outside">Out</a>';
	const element = document.querySelector< HTMLElement >( '[data-vitrine="popup"]' )!;
	element
		.querySelector( '.vitrine-popup__content' )!
		.insertAdjacentHTML( 'beforeend', '<form><input name="e"><button type="submit">Send</button></form>' );
	const count = jest.fn();
	return { element, count, watch: watchPopup( element, 'popup:7', count ) };
}

const events = ( count: jest.Mock ) => count.mock.calls.map( ( [ e ] ) => e.event );

describe( 'popup insights', () => {
	it( 'counts an impression, one conversion and the close reason per showing', () => {
		const { element, count, watch } = setup();
		element.querySelector< HTMLElement >( '.inside' )!.click(); // Closed: not counted.
		watch.shown();
		watch.shown(); // Already open.
		element.querySelector< HTMLElement >( '.inside' )!.click();
		element.querySelector< HTMLElement >( '.inside' )!.click();
		document.querySelector< HTMLElement >( '.outside' )!.click();
		watch.closed( 'escape' );
		watch.closed( 'button' ); // Already closed.
		expect( events( count ) ).toEqual( [ 'impression', 'conversion', 'close_escape' ] );
		expect( count.mock.calls[ 0 ][ 0 ] ).toEqual( { entity: 'popup:7', event: 'impression' } );
	} );

	it( 'does not count the close button as a conversion, and counts a form sent from it', () => {
		const { element, count, watch } = setup();
		watch.shown();
		element.querySelector< HTMLElement >( '.vitrine-popup__close' )!.click();
		watch.closed( 'button' );
		watch.shown();
		element.querySelector( 'form' )!.dispatchEvent( new Event( 'submit', { bubbles: true, cancelable: true } ) );
		watch.closed( 'auto' );
		expect( events( count ) ).toEqual( [ 'impression', 'close_button', 'impression', 'conversion', 'close_auto' ] );
	} );

	it( 'stops listening when stopped', () => {
		const { element, count, watch } = setup();
		watch.shown();
		watch.stop();
		element.querySelector< HTMLElement >( '.inside' )!.click();
		expect( events( count ) ).toEqual( [ 'impression' ] );
	} );
} );
