import floatingBar, { dismissDays, isDismissed, storageKey } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

const DAY = 86_400_000;

function markup(): HTMLElement {
	document.body.innerHTML = `<div id="bar"><p>Hi</p><button class="vitrine-floating-bar__close" disabled>x</button></div>`;
	return document.getElementById( 'bar' ) as HTMLElement;
}

describe( 'floating bar', () => {
	beforeEach( () => localStorage.clear() );

	it( 'parses its settings safely', () => {
		expect( storageKey( { key: 'sale-2027' } ) ).toBe( 'vitrine-floating-bar:sale-2027' );
		expect( storageKey( { key: '../../x' } ) ).toBe( 'vitrine-floating-bar:default' );
		expect( dismissDays( { days: 7 } ) ).toBe( 7 );
		expect( dismissDays( { days: 'soon' } ) ).toBe( 30 );
	} );

	it( 'honours a dismissal only while it is fresh and well formed', () => {
		const now = 100 * DAY;
		expect( isDismissed( String( now - DAY ), 7, now ) ).toBe( true );
		expect( isDismissed( String( now - 8 * DAY ), 7, now ) ).toBe( false );
		expect( isDismissed( 'garbage', 7, now ) ).toBe( false );
		expect( isDismissed( String( now + DAY ), 7, now ) ).toBe( false );
		expect( isDismissed( null, 7, now ) ).toBe( false );
	} );

	it( 'dismisses on click and stays dismissed on the next visit', () => {
		const element = markup();
		const teardown = mount( floatingBar, element, { key: 'k', days: 30 } );
		const close = element.querySelector( 'button' ) as HTMLButtonElement;
		expect( close.disabled ).toBe( false );
		close.click();
		expect( element.hidden ).toBe( true );
		expect( localStorage.getItem( 'vitrine-floating-bar:k' ) ).toMatch( /^\d+$/ );
		teardown?.();
		const again = markup();
		mount( floatingBar, again, { key: 'k', days: 30 } );
		expect( again.hidden ).toBe( true );
	} );
} );
