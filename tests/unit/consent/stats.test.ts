/**
 * Consent statistics (src/consent/stats.ts): which Insights events a first-layer showing, a
 * dismissal and each kind of decision become.
 */
import { consentDimension, decisionEvents, dismissEvents, impressionEvents } from '../../../src/consent/stats';
import type { ConsentSettings, ConsentState } from '../../../src/consent/core/types';
import { rules } from './fixtures';

const settings = ( overrides: Partial< ConsentSettings > = {} ) =>
	( { cookie_bar_as: 'banner', ...rules( overrides ) } ) as unknown as ConsentSettings;

const state = ( categories: Record< string, boolean > ): ConsentState => ( {
	decided: true,
	accepted: true,
	categories,
	ccpaOptout: false,
	consentId: null,
} );

describe( 'consent statistics', () => {
	it( 'names the law, or the region behaviour when the law is by region', () => {
		expect( consentDimension( settings(), null ) ).toBe( 'gdpr' );
		expect( consentDimension( settings( { law: 'ccpa' } ), 'optin' ) ).toBe( 'ccpa' );
		const byRegion = settings( { regions: {} as ConsentSettings[ 'regions' ] } );
		expect( consentDimension( byRegion, 'optout' ) ).toBe( 'region-optout' );
	} );

	it( 'counts a showing and a dismissal on the banner type', () => {
		const s = settings( { cookie_bar_as: 'popup' } );
		expect( impressionEvents( s, 'gdpr' ) ).toEqual( [
			{ entity: 'consent:popup', event: 'impression', dimension: 'gdpr' },
		] );
		expect( dismissEvents( s, 'gdpr' ) ).toEqual( [
			{ entity: 'consent:popup', event: 'dismiss', dimension: 'gdpr' },
		] );
	} );

	it( 'counts a custom choice with every optional category allowed or not, never the necessary one', () => {
		const events = decisionEvents(
			{ type: 'accept', categories: { functional: true } },
			state( { necessary: true, functional: true, analytics: false, advertisement: false } ),
			settings(),
			'gdpr'
		);
		expect( events ).toEqual( [
			{ entity: 'consent:banner', event: 'custom', dimension: 'gdpr' },
			{ entity: 'consent:cat-functional', event: 'optin', dimension: 'gdpr' },
			{ entity: 'consent:cat-analytics', event: 'optout', dimension: 'gdpr' },
			{ entity: 'consent:cat-advertisement', event: 'optout', dimension: 'gdpr' },
		] );
	} );

	it.each( [
		[ 'acceptAll', 'accept_all' ],
		[ 'reject', 'reject_all' ],
		[ 'ccpaOptOut', 'reject_all' ],
		[ 'scroll', 'implied' ],
		[ 'showOnce', 'implied' ],
	] as const )( 'counts %s as %s', ( type, event ) => {
		expect( decisionEvents( { type }, state( {} ), settings(), 'gdpr' )[ 0 ] ).toEqual( {
			entity: 'consent:banner',
			event,
			dimension: 'gdpr',
		} );
	} );

	it( 'does not count what is not a first-layer decision', () => {
		expect( decisionEvents( { type: 'bypass' }, state( {} ), settings(), 'gdpr' ) ).toEqual( [] );
		expect(
			decisionEvents( { type: 'allowCategory', category: 'analytics' }, state( {} ), settings(), 'gdpr' )
		).toEqual( [] );
	} );

	it( "counts the bar under an A/B test as consent:bar with the visitor's variant on every event", () => {
		const s = settings( { cookie_bar_as: 'widget' } );
		expect( impressionEvents( s, 'gdpr', 'c' ) ).toEqual( [
			{ entity: 'consent:bar', event: 'impression', dimension: 'gdpr', variant: 'c' },
		] );
		expect( dismissEvents( s, 'gdpr', 'b' ) ).toEqual( [
			{ entity: 'consent:bar', event: 'dismiss', dimension: 'gdpr', variant: 'b' },
		] );
		const events = decisionEvents( { type: 'reject' }, state( { analytics: false } ), s, 'gdpr', 'b' );
		expect( events[ 0 ] ).toEqual( {
			entity: 'consent:bar',
			event: 'reject_all',
			dimension: 'gdpr',
			variant: 'b',
		} );
		expect( events.length ).toBeGreaterThan( 1 );
		expect( events.slice( 1 ).every( ( e ) => e.variant === 'b' && e.entity.startsWith( 'consent:cat-' ) ) ).toBe(
			true
		);
	} );
} );
