import { readCountry, writeCountry, guessCountry, COOKIE } from '../../../src/affiliate/country';

describe( 'country cookie', () => {
	it( 'reads two letters, lower-cased', () => {
		expect( readCountry( 'a=1; vitrine-country=DE; b=2' ) ).toBe( 'de' );
		expect( readCountry( 'vitrine-country=be' ) ).toBe( 'be' );
	} );
	it( 'ignores a missing or malformed cookie', () => {
		expect( readCountry( '' ) ).toBeNull();
		expect( readCountry( 'other-country=de' ) ).toBeNull();
		expect( readCountry( 'vitrine-country=deu' ) ).toBeNull();
		expect( readCountry( 'vitrine-country=<x>' ) ).toBeNull();
		expect( readCountry( 'vitrine-country=' ) ).toBeNull();
	} );
	it( 'writes a site-wide cookie', () => {
		writeCountry( document, 'fr' );
		expect( readCountry( document.cookie ) ).toBe( 'fr' );
		expect( COOKIE ).toBe( 'vitrine-country' );
	} );
} );

describe( 'guessCountry', () => {
	it( 'uses the time zone first', () => {
		expect( guessCountry( 'Europe/Brussels', 'fr-FR' ) ).toBe( 'be' );
		expect( guessCountry( 'Asia/Riyadh', 'en-US' ) ).toBe( 'sa' );
		expect( guessCountry( 'Europe/Dublin', 'en-GB' ) ).toBe( 'ie' );
		expect( guessCountry( 'Africa/Cairo', 'ar' ) ).toBe( 'eg' );
		expect( guessCountry( 'Asia/Dubai', 'ar' ) ).toBe( 'ae' );
	} );
	it( 'falls back to the language region', () => {
		expect( guessCountry( 'America/Chicago', 'en-US' ) ).toBe( 'us' );
		expect( guessCountry( 'UTC', 'de-AT' ) ).toBe( 'at' );
	} );
	it( 'gives up without either', () => {
		expect( guessCountry( 'UTC', 'en' ) ).toBeNull();
		expect( guessCountry( '', '' ) ).toBeNull();
	} );
} );
