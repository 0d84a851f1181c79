import { bottomInset } from '../../../src/consent/core/bottom-inset';

describe( 'bottomInset', () => {
	it( 'covers the bar and its distance from the bottom edge', () => {
		expect( bottomInset( 120, '0px' ) ).toBe( 120 );
		expect( bottomInset( 180.4, '16px' ) ).toBe( 197 );
	} );

	it( 'ignores a CSS bottom that is not a length, and an empty bar', () => {
		expect( bottomInset( 100, 'auto' ) ).toBe( 100 );
		expect( bottomInset( 100, '-20px' ) ).toBe( 100 );
		expect( bottomInset( 0, '16px' ) ).toBe( 0 );
	} );
} );
