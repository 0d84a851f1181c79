/** The dashboard's words and the admin country names (src/admin). */
import { barRegions, lawName, sparkPoints, when } from '../../../src/admin/dashboard/format';
import { countryName } from '../../../src/admin/country-names';

describe( 'dashboard words', () => {
	it( 'names the law and the bar’s reach', () => {
		expect( lawName( 'region' ) ).toBe( 'By the visitor’s region' );
		expect( lawName( 'future-law' ) ).toBe( 'future-law' );
		expect( barRegions( 0, 5 ) ).toBe( 'Off in every region' );
		expect( barRegions( 5, 5 ) ).toBe( 'On in every region' );
		expect( barRegions( 3, 5 ) ).toBe( 'On in 3 of 5 regions' );
	} );

	it( 'says never for a time that is missing or broken', () => {
		expect( when( '' ) ).toBe( 'never' );
		expect( when( 'not a date' ) ).toBe( 'never' );
		expect( when( '2026-11-20T10:00:00+00:00', 'en-GB' ) ).toMatch( /20 Nov 2026/ );
	} );

	it( 'draws the highest day at the top and a quiet week flat at the bottom', () => {
		expect( sparkPoints( [ 0, 2, 4 ], 100, 10 ) ).toBe( '0.0,10.0 50.0,5.0 100.0,0.0' );
		expect( sparkPoints( [ 0, 0 ], 100, 10 ) ).toBe( '0.0,10.0 100.0,10.0' );
		expect( sparkPoints( [], 100, 10 ) ).toBe( '' );
	} );
} );

describe( 'country names', () => {
	it( 'names ISO codes, Amazon’s UK, and keeps what it cannot name', () => {
		expect( countryName( 'de', 'en' ) ).toBe( 'Germany' );
		expect( countryName( 'uk', 'en' ) ).toBe( 'United Kingdom' );
		expect( countryName( 'de', 'fr' ) ).toBe( 'Allemagne' );
		expect( countryName( '', 'en' ) ).toBe( '' );
		expect( countryName( 'xyz', 'en' ) ).toBe( 'XYZ' );
	} );
} );
