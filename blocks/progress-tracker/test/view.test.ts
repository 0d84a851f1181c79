import progressTracker, { readProgress } from '../view';

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
		const teardown = progressTracker( { element, settings: {}, mode: 'live' } );
		expect( element.getAttribute( 'aria-valuenow' ) ).toBe( '25' );
		expect( element.style.getPropertyValue( '--vitrine-progress' ) ).toBe( '0.25' );
		teardown?.();
		expect( element.style.getPropertyValue( '--vitrine-progress' ) ).toBe( '' );
	} );
} );
