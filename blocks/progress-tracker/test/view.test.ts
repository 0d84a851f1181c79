import progressTracker, { elementProgress, findTarget, readProgress } from '../view';
import { mount } from '../../../tests/unit/handler-mount';

describe( 'progress tracker', () => {
	it( 'reads the share of the scrollable height', () => {
		expect( readProgress( 0, 3000, 1000 ) ).toBe( 0 );
		expect( readProgress( 1000, 3000, 1000 ) ).toBe( 0.5 );
		expect( readProgress( 2500, 3000, 1000 ) ).toBe( 1 );
		expect( readProgress( 0, 800, 1000 ) ).toBe( 1 );
	} );

	it( 'updates the bar and its value, and stops after teardown', () => {
		const element = document.createElement( 'div' );
		Object.defineProperty( document.documentElement, 'scrollHeight', { configurable: true, value: 3000 } );
		Object.defineProperty( window, 'innerHeight', { configurable: true, value: 1000 } );
		Object.defineProperty( window, 'scrollY', { configurable: true, writable: true, value: 500 } );
		const teardown = mount( progressTracker, element, {} );
		expect( element.getAttribute( 'aria-valuenow' ) ).toBe( '25' );
		expect( element.style.getPropertyValue( '--vitrine-progress' ) ).toBe( '0.25' );
		teardown?.();
		expect( element.style.getPropertyValue( '--vitrine-progress' ) ).toBe( '' );
	} );

	it( 'reads the share of an element', () => {
		expect( elementProgress( 100, 3000, 1000 ) ).toBe( 0 );
		expect( elementProgress( -1000, 3000, 1000 ) ).toBe( 0.5 );
		expect( elementProgress( -5000, 3000, 1000 ) ).toBe( 1 );
		expect( elementProgress( 200, 500, 1000 ) ).toBe( 1 );
		expect( elementProgress( 800, 500, 1000 ) ).toBe( 0 );
	} );

	it( 'falls back to the page for a missing or invalid selector', () => {
		document.body.innerHTML = '<article id="a"></article>';
		expect( findTarget( '#a', document )?.id ).toBe( 'a' );
		expect( findTarget( '#nope', document ) ).toBeNull();
		expect( findTarget( '][', document ) ).toBeNull();
		expect( findTarget( 42, document ) ).toBeNull();
	} );

	it( 'tracks an element and writes the percentage of a circle', () => {
		document.body.innerHTML = '<article id="a"></article>';
		const article = document.getElementById( 'a' ) as HTMLElement;
		article.getBoundingClientRect = () => ( { top: -500, height: 2000 } ) as DOMRect;
		Object.defineProperty( window, 'innerHeight', { configurable: true, value: 1000 } );
		const element = document.createElement( 'div' );
		element.innerHTML = '<span class="vitrine-progress-tracker__percent">0%</span>';
		const teardown = mount( progressTracker, element, { selector: '#a' } );
		expect( element.getAttribute( 'aria-valuenow' ) ).toBe( '50' );
		expect( element.textContent ).toBe( '50%' );
		teardown?.();
	} );
} );
