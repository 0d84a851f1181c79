import { API_CATEGORIES, apiValues, apiWrites, consentType } from '../../../src/consent/core/wp-consent-api';

const allowing =
	( ...categories: string[] ) =>
	( c: string ) =>
		c === 'necessary' || categories.includes( c );

describe( 'WP Consent API rules', () => {
	it( 'lists the API’s five categories', () => {
		expect( API_CATEGORIES ).toEqual( [
			'functional',
			'preferences',
			'statistics',
			'statistics-anonymous',
			'marketing',
		] );
	} );

	it( 'is opt-in under GDPR and both laws, opt-out under CCPA or where consent is implied', () => {
		expect( consentType( 'gdpr', false ) ).toBe( 'optin' );
		expect( consentType( 'both', false ) ).toBe( 'optin' );
		expect( consentType( 'ccpa', false ) ).toBe( 'optout' );
		expect( consentType( 'gdpr', true ) ).toBe( 'optout' );
	} );

	it( 'maps Vitrine’s categories: functional is the necessary one, anonymous statistics follow analytics or performance', () => {
		expect( apiValues( allowing() ) ).toEqual( {
			functional: 'allow',
			preferences: 'deny',
			statistics: 'deny',
			'statistics-anonymous': 'deny',
			marketing: 'deny',
		} );
		expect( apiValues( allowing( 'performance' ) ) ).toMatchObject( {
			statistics: 'deny',
			'statistics-anonymous': 'allow',
		} );
		expect( apiValues( allowing( 'analytics', 'functional', 'advertisement' ) ) ).toEqual( {
			functional: 'allow',
			preferences: 'allow',
			statistics: 'allow',
			'statistics-anonymous': 'allow',
			marketing: 'allow',
		} );
	} );

	it( 'writes only what differs, and before a decision only refusals', () => {
		const values = apiValues( allowing( 'analytics' ) );
		const jar = new Map( [
			[ 'wp_consent_functional', 'allow' ],
			[ 'wp_consent_statistics', 'garbage' ],
			[ 'wp_consent_marketing', 'deny' ],
		] );
		expect( apiWrites( values, jar, 'wp_consent', true ) ).toEqual( [
			[ 'preferences', 'deny' ],
			[ 'statistics', 'allow' ],
			[ 'statistics-anonymous', 'allow' ],
		] );
		expect( apiWrites( values, new Map(), 'wp_consent', false ) ).toEqual( [
			[ 'preferences', 'deny' ],
			[ 'marketing', 'deny' ],
		] );
		expect( apiWrites( values, new Map( [ [ 'site_functional', 'allow' ] ] ), 'site', true )[ 0 ] ).toEqual( [
			'preferences',
			'deny',
		] );
	} );
} );
