import { webcrypto } from 'node:crypto';
import { decodeConsent, encodeConsent, newConsentId } from '../../../src/consent/core/encoding';

const b64 = ( value: unknown ) => btoa( JSON.stringify( value ) );

describe( 'CookieLawInfoConsent encoding', () => {
	it( 'round-trips the version, the consent id, one flag per category and ccpaOptout', () => {
		const record = {
			ver: '3',
			consentid: 'abcdef0123456789abcd',
			categories: { necessary: true, analytics: false },
			ccpaOptout: true,
		};
		const encoded = encodeConsent( record );
		expect( JSON.parse( atob( encoded ) ) ).toEqual( {
			ver: '3',
			consentid: 'abcdef0123456789abcd',
			necessary: true,
			analytics: false,
			ccpaOptout: true,
		} );
		// The order docs/consent.md gives (the cookie CookieLawInfo wrote): version and id first.
		expect( Object.keys( JSON.parse( atob( encoded ) ) ) ).toEqual( [
			'ver',
			'consentid',
			'necessary',
			'analytics',
			'ccpaOptout',
		] );
		expect( decodeConsent( encoded ) ).toEqual( record );
	} );

	it( 'reads a legacy CookieLawInfo cookie (numeric version, no consent id)', () => {
		expect( decodeConsent( b64( { ver: 1, necessary: true, analytics: true } ) ) ).toEqual( {
			ver: '1',
			categories: { necessary: true, analytics: true },
		} );
	} );

	it.each( [
		[ 'empty', '' ],
		[ 'not base64', '%%%not-base64%%%' ],
		[ 'not JSON', btoa( '{oops' ) ],
		[ 'an array', b64( [ true ] ) ],
		[ 'null', b64( null ) ],
		[ 'a string flag', b64( { analytics: 'yes' } ) ],
		[ 'an object version', b64( { ver: {}, analytics: true } ) ],
		[ 'a non-boolean ccpaOptout', b64( { ccpaOptout: 1 } ) ],
		[ 'a malformed consent id', b64( { consentid: '<script>', analytics: true } ) ],
		[ 'a numeric consent id', b64( { consentid: 1234567890123456789, analytics: true } ) ],
		[ 'a consent id with text before it', b64( { consentid: '<b>abcdef0123456789', analytics: true } ) ],
		[ 'a consent id with text after it', b64( { consentid: 'abcdef0123456789<b>', analytics: true } ) ],
		[ 'a consent id of 65 characters', b64( { consentid: 'a'.repeat( 65 ), analytics: true } ) ],
		[ 'a number', b64( 5 ) ],
		[ 'a boolean', b64( true ) ],
	] )( 'decodes %s to no consent', ( _, raw ) => {
		expect( decodeConsent( raw ) ).toBeNull();
	} );

	it( 'keeps the version, the consent id and the opt-out when categories are named like them', () => {
		const decoded = decodeConsent(
			encodeConsent( {
				ver: '3',
				consentid: 'abcdef0123456789abcd',
				categories: { ver: true, consentid: true, ccpaOptout: true, necessary: true },
			} )
		);
		expect( decoded ).toEqual( { ver: '3', consentid: 'abcdef0123456789abcd', categories: { necessary: true } } );
	} );

	it( 'accepts consent ids of 16 to 64 letters, digits and dashes', () => {
		for ( const consentid of [ 'a'.repeat( 16 ), 'A-9'.repeat( 21 ) + 'z' ] ) {
			expect( decodeConsent( b64( { consentid, analytics: true } ) ) ).toEqual( {
				consentid,
				categories: { analytics: true },
			} );
		}
	} );

	it( 'writes no consent id when the record has an empty one, so the cookie still reads back', () => {
		expect( decodeConsent( encodeConsent( { consentid: '', categories: { necessary: true } } ) ) ).toEqual( {
			categories: { necessary: true },
		} );
	} );

	it( "uses the browser's UUIDs where it has them", () => {
		expect( newConsentId( webcrypto as unknown as Crypto ) ).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
		);
	} );

	it( 'falls back to 32 random hex digits without crypto.randomUUID', () => {
		const a = newConsentId( {} as Crypto );
		const b = newConsentId( {} as Crypto );
		expect( a ).toMatch( /^[0-9a-f]{32}$/ );
		expect( b ).toMatch( /^[0-9a-f]{32}$/ );
		expect( a ).not.toBe( b );
		expect( decodeConsent( encodeConsent( { consentid: a, categories: {} } ) )?.consentid ).toBe( a );
	} );

	it( 'makes random consent ids that the cookie accepts', () => {
		const a = newConsentId();
		const b = newConsentId( undefined );
		expect( a ).not.toEqual( b );
		expect( decodeConsent( encodeConsent( { consentid: a, categories: {} } ) )?.consentid ).toBe( a );
		expect( decodeConsent( encodeConsent( { consentid: b, categories: {} } ) )?.consentid ).toBe( b );
	} );
} );
