import data from '../../../includes/Consent/data/regions.json';
import { countryFromZone, lawOf, modeFor, regionOf, UNKNOWN_MODE, zoneRegion } from '../../../src/consent/core/region';
import { regionDefaults } from '../../../src/consent/core/gcm';
import { sameOrigin } from '../../../src/consent/core/same-origin';
import { allows, noConsent, readState } from '../../../src/consent/core/state';
import { rules } from './fixtures';

const countries = Object.fromEntries( Object.entries( data.regions ).map( ( [ k, r ] ) => [ k, r.countries ] ) );
const defaults = Object.fromEntries( Object.entries( data.regions ).map( ( [ k, r ] ) => [ k, r.default ] ) );

describe( 'law by region', () => {
	it( 'puts a country in its region, any case; unlisted countries are "other", unknown is null', () => {
		expect( regionOf( 'de', countries ) ).toBe( 'eea' );
		expect( regionOf( 'NO', countries ) ).toBe( 'eea' );
		expect( regionOf( 'gb', countries ) ).toBe( 'uk' );
		expect( regionOf( 'ch', countries ) ).toBe( 'ch' );
		expect( regionOf( 'us', countries ) ).toBe( 'us' );
		expect( regionOf( 'jp', countries ) ).toBe( 'other' );
		expect( regionOf( null, countries ) ).toBeNull();
		expect( regionOf( 'xx1', countries ) ).toBeNull();
		expect( regionOf( '', countries ) ).toBeNull();
	} );

	it( 'guesses the country from the time zone, folders included, and nothing from UTC', () => {
		expect( countryFromZone( 'Europe/Berlin', data.zones ) ).toBe( 'DE' );
		expect( countryFromZone( 'Europe/Zurich', data.zones ) ).toBe( 'CH' );
		expect( countryFromZone( 'America/Los_Angeles', data.zones ) ).toBe( 'US' );
		expect( countryFromZone( 'America/Indiana/Knox', data.zones ) ).toBe( 'US' );
		expect( countryFromZone( 'UTC', data.zones ) ).toBeNull();
		expect( countryFromZone( 'Asia/Tokyo', data.zones ) ).toBeNull();
	} );

	it( 'puts an unlisted real zone in "other"; UTC and unknown European zones stay unknown', () => {
		expect( zoneRegion( 'Asia/Tokyo', data.zones, countries ) ).toBe( 'other' );
		expect( zoneRegion( 'Europe/Paris', data.zones, countries ) ).toBe( 'eea' );
		expect( zoneRegion( 'Europe/Nowhere', data.zones, countries ) ).toBeNull();
		expect( zoneRegion( 'Etc/GMT+2', data.zones, countries ) ).toBeNull();
		expect( zoneRegion( 'UTC', data.zones, countries ) ).toBeNull();
		expect( zoneRegion( '', data.zones, countries ) ).toBeNull();
	} );

	it( 'applies the owner’s behaviour, and the strictest when the region is unknown or the setting broken', () => {
		expect( UNKNOWN_MODE ).toBe( 'optin' );
		expect( data.unknown ).toBe( UNKNOWN_MODE );
		expect( modeFor( 'eea', defaults ) ).toBe( 'optin' );
		expect( modeFor( 'us', defaults ) ).toBe( 'optout' );
		expect( modeFor( 'other', defaults ) ).toBe( 'notice' );
		expect( modeFor( 'other', { ...defaults, other: 'none' } ) ).toBe( 'none' );
		expect( modeFor( null, defaults ) ).toBe( 'optin' );
		expect( modeFor( 'us', { us: 'sometimes' } ) ).toBe( 'optin' );
	} );

	it( 'maps each behaviour to a law, implied consent and the bar', () => {
		expect( lawOf( 'optin' ) ).toEqual( { law: 'gdpr', implied: false, bar: true } );
		expect( lawOf( 'optout' ) ).toEqual( { law: 'ccpa', implied: true, bar: true } );
		expect( lawOf( 'notice' ) ).toEqual( { law: 'gdpr', implied: true, bar: true } );
		expect( lawOf( 'none' ) ).toEqual( { law: 'gdpr', implied: true, bar: false } );
	} );

	it( 'implied consent runs everything before a decision, except what Global Privacy Control refuses', () => {
		const optout = rules( { law: 'ccpa', implied: true } );
		const state = readState( new Map(), optout );
		expect( state ).toEqual( noConsent( optout ) );
		expect( state.decided ).toBe( false );
		expect( allows( state, 'functional', optout ) ).toBe( true );
		expect( allows( state, 'analytics', optout ) ).toBe( true );
		expect( allows( state, 'analytics', optout, true ) ).toBe( false );
		expect( allows( state, 'functional', optout, true ) ).toBe( true );
		expect( allows( readState( new Map(), rules() ), 'functional', rules() ) ).toBe( false );
	} );

	it( 'gives Consent Mode the strictest default for everyone, then one default per listed region', () => {
		const commands = regionDefaults( countries, ( r ) => lawOf( modeFor( r, defaults ) ).implied, 700 );
		expect( commands[ 0 ] ).toEqual(
			expect.objectContaining( { ad_storage: 'denied', analytics_storage: 'denied', wait_for_update: 700 } )
		);
		expect( commands[ 0 ] ).not.toHaveProperty( 'region' );
		const us = commands.find( ( c ) => c.region?.includes( 'US' ) );
		expect( us ).toEqual(
			expect.objectContaining( {
				ad_storage: 'granted',
				analytics_storage: 'granted',
				security_storage: 'granted',
			} )
		);
		const eea = commands.find( ( c ) => c.region?.includes( 'DE' ) );
		expect( eea ).toEqual( expect.objectContaining( { ad_user_data: 'denied', ad_personalization: 'denied' } ) );
		expect( commands ).toHaveLength( 5 ); // everyone, eea, uk, ch, us ("other" lists no country)
	} );
} );

describe( 'same-origin addresses', () => {
	it( 'accepts this site’s addresses only', () => {
		expect( sameOrigin( '/wp-json/vitrine/v1/country', 'https://a.test/page/' ) ).toBe( true );
		expect( sameOrigin( 'https://a.test/x', 'https://a.test/page/' ) ).toBe( true );
		expect( sameOrigin( 'https://evil.test/x', 'https://a.test/page/' ) ).toBe( false );
		expect( sameOrigin( '//evil.test/x', 'https://a.test/page/' ) ).toBe( false );
		expect( sameOrigin( 'http://[', 'https://a.test/page/' ) ).toBe( false );
	} );
} );
