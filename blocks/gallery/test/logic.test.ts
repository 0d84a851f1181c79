import { matchesTag, parseGallerySettings, swipeDirection, wrapIndex } from '../logic';

describe( 'gallery logic', () => {
	it( 'parses settings with safe defaults', () => {
		expect( parseGallerySettings( {} ) ).toEqual( { lightbox: true, filter: false, label: 'Gallery' } );
		expect( parseGallerySettings( { lightbox: false, filter: true, label: '  Trips ' } ) ).toEqual( {
			lightbox: false,
			filter: true,
			label: 'Trips',
		} );
		expect( parseGallerySettings( { filter: 'yes', label: 42 } ) ).toMatchObject( {
			filter: false,
			label: 'Gallery',
		} );
	} );

	it( 'matches whole tag slugs only', () => {
		expect( matchesTag( 'water city', '' ) ).toBe( true );
		expect( matchesTag( 'water city', 'city' ) ).toBe( true );
		expect( matchesTag( 'water city', 'cit' ) ).toBe( false );
		expect( matchesTag( '', 'land' ) ).toBe( false );
	} );

	it( 'wraps indexes at both ends', () => {
		expect( wrapIndex( 0, -1, 5 ) ).toBe( 4 );
		expect( wrapIndex( 4, 1, 5 ) ).toBe( 0 );
		expect( wrapIndex( 2, 0, 5 ) ).toBe( 2 );
		expect( wrapIndex( 3, 1, 0 ) ).toBe( 0 );
	} );

	it( 'reads horizontal swipes and ignores taps and scrolls', () => {
		expect( swipeDirection( -80, 5 ) ).toBe( 1 );
		expect( swipeDirection( 80, -5 ) ).toBe( -1 );
		expect( swipeDirection( 20, 0 ) ).toBe( 0 );
		expect( swipeDirection( -80, 70 ) ).toBe( 0 );
	} );
} );
