import { encodeConsent } from '../../../src/consent/core/encoding';
import { allows, cookieErasures, cookieWrites, decide, noConsent, readState } from '../../../src/consent/core/state';
import type { ConsentState } from '../../../src/consent/core/types';
import { rules } from './fixtures';

const jar = ( entries: Record< string, string > ) => new Map( Object.entries( entries ) );
const cookie = ( categories: Record< string, boolean >, extra: Record< string, unknown > = {} ) =>
	encodeConsent( { ver: '1', categories, ...extra } );
const ALL = { necessary: true, functional: true, analytics: true, advertisement: true };

describe( 'reading the consent state', () => {
	it( 'without cookies nothing is decided and only necessary is allowed', () => {
		const state = readState( jar( {} ), rules() );
		expect( state ).toEqual( noConsent( rules() ) );
		expect( state.categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: false,
			advertisement: false,
		} );
		expect( state.accepted ).toBe( false );
		expect( allows( state, 'necessary', rules() ) ).toBe( true );
		expect( allows( state, 'analytics', rules() ) ).toBe( false );
	} );

	it( 'where consent is implied, every category is on until the visitor decides', () => {
		const implied = rules( { implied: true } );
		const state = readState( jar( {} ), implied );
		expect( state.decided ).toBe( false );
		expect( state.categories ).toEqual( ALL );
		expect( allows( state, 'advertisement', implied ) ).toBe( true );
	} );

	it( 'a cookie without a version is no decision', () => {
		const noVersion = btoa( JSON.stringify( ALL ) );
		expect(
			readState( jar( { viewed_cookie_policy: 'yes', CookieLawInfoConsent: noVersion } ), rules() ).decided
		).toBe( false );
	} );

	it( 'after a declaration change, a decision that accepted none of the changed categories still counts', () => {
		const changed = rules( {
			version: '2',
			reconsent: { from: '1', categories: [ 'analytics', 'advertisement' ] },
		} );
		const refused = { ...ALL, analytics: false, advertisement: false };
		const kept = readState(
			jar( { viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( refused ) } ),
			changed
		);
		expect( kept.decided ).toBe( true );
		// Accepting just one of them is enough to ask again.
		const oneOfThem = { ...refused, analytics: true };
		expect(
			readState( jar( { viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( oneOfThem ) } ), changed )
				.decided
		).toBe( false );
		// A refusal (overall cookie no) accepted nothing, whatever its flags say.
		expect(
			readState( jar( { viewed_cookie_policy: 'no', CookieLawInfoConsent: cookie( ALL ) } ), changed ).decided
		).toBe( true );
		// Another old version does not count.
		expect(
			readState(
				jar( { viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( refused, { ver: '0' } ) } ),
				changed
			).decided
		).toBe( false );
	} );

	it( 'reads a valid decision', () => {
		const state = readState(
			jar( { viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( { ...ALL, analytics: false } ) } ),
			rules()
		);
		expect( state.decided ).toBe( true );
		expect( allows( state, 'functional', rules() ) ).toBe( true );
		expect( allows( state, 'analytics', rules() ) ).toBe( false );
		expect( allows( state, 'unknown', rules() ) ).toBe( false );
	} );

	it( 'nothing runs when the overall cookie is no, whatever the categories say', () => {
		const state = readState( jar( { viewed_cookie_policy: 'no', CookieLawInfoConsent: cookie( ALL ) } ), rules() );
		expect( state.decided ).toBe( true );
		expect( allows( state, 'analytics', rules() ) ).toBe( false );
	} );

	it.each( [
		[ 'a tampered consent cookie', { viewed_cookie_policy: 'yes', CookieLawInfoConsent: 'garbage!' } ],
		[ 'a bad overall cookie', { viewed_cookie_policy: 'maybe', CookieLawInfoConsent: cookie( ALL ) } ],
		[ 'only the overall cookie', { viewed_cookie_policy: 'yes' } ],
		[ 'an old version', { viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( ALL, { ver: '0' } ) } ],
		[
			'a changed category set',
			{ viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( { necessary: true, analytics: true } ) },
		],
	] )( '%s means no decision (the bar shows again)', ( _, cookies ) => {
		const state = readState( jar( cookies ), rules() );
		expect( state.decided ).toBe( false );
		expect( allows( state, 'analytics', rules() ) ).toBe( false );
	} );

	it( 'keeps the consent id across a re-consent', () => {
		const state = readState(
			jar( {
				viewed_cookie_policy: 'yes',
				CookieLawInfoConsent: cookie( ALL, { ver: '0', consentid: 'a'.repeat( 20 ) } ),
			} ),
			rules()
		);
		expect( state.consentId ).toBe( 'a'.repeat( 20 ) );
		expect( decide( state, { type: 'acceptAll' }, rules() ).consentId ).toBe( 'a'.repeat( 20 ) );
	} );
} );

describe( 'transitions', () => {
	const start = noConsent( rules() );

	it( 'accept-all, scroll, show-once and bypass allow every category', () => {
		for ( const type of [ 'acceptAll', 'scroll', 'showOnce', 'bypass' ] as const ) {
			const state = decide( start, { type }, rules() );
			expect( state ).toMatchObject( { decided: true, accepted: true, categories: ALL } );
			expect( state.consentId ).toMatch( /^[A-Za-z0-9-]{16,64}$/ );
		}
	} );

	it( 'accept without toggles allows every category', () => {
		expect( decide( start, { type: 'accept' }, rules() ).categories ).toEqual( ALL );
	} );

	it( 'accept with the modal toggles keeps necessary on and drops unknown categories', () => {
		const state = decide(
			start,
			{ type: 'accept', categories: { analytics: true, necessary: false, evil: true } },
			rules()
		);
		expect( state.categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: true,
			advertisement: false,
		} );
		expect( state.accepted ).toBe( true );
		expect( allows( state, 'analytics', rules() ) ).toBe( true );
		expect( allows( state, 'advertisement', rules() ) ).toBe( false );
	} );

	it( 'reject sets the overall cookie to no and refuses every optional category', () => {
		const accepted = decide( start, { type: 'acceptAll' }, rules() );
		const state = decide( accepted, { type: 'reject' }, rules() );
		expect( state ).toMatchObject( {
			accepted: false,
			categories: { necessary: true, functional: false, analytics: false, advertisement: false },
		} );
		expect( state.consentId ).toBe( accepted.consentId );
		expect( Object.fromEntries( cookieWrites( state, rules() ) ).viewed_cookie_policy ).toBe( 'no' );
	} );

	it( 'allowing one category from a placeholder keeps the others as they were', () => {
		const partial = decide( start, { type: 'accept', categories: { functional: true } }, rules() );
		const state = decide( partial, { type: 'allowCategory', category: 'analytics' }, rules() );
		expect( state.categories ).toEqual( {
			necessary: true,
			functional: true,
			analytics: true,
			advertisement: false,
		} );
		const fromNothing = decide( start, { type: 'allowCategory', category: 'advertisement' }, rules() );
		expect( allows( fromNothing, 'advertisement', rules() ) ).toBe( true );
		expect( fromNothing.categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: false,
			advertisement: true,
		} );
	} );
} );

describe( 'allowing one category', () => {
	it( 'after a refusal allows only that category', () => {
		const rejected = decide( noConsent( rules() ), { type: 'reject' }, rules() );
		expect( decide( rejected, { type: 'allowCategory', category: 'analytics' }, rules() ).categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: true,
			advertisement: false,
		} );
	} );

	it( 'after refusing everything allows only that category, whatever the consent cookie still says', () => {
		// The overall cookie says no while the consent cookie still has categories at yes (the visitor
		// refused on an older version of the bar, or edited a cookie): those stay refused.
		const refused = readState(
			jar( { viewed_cookie_policy: 'no', CookieLawInfoConsent: cookie( ALL ) } ),
			rules()
		);
		expect( allows( refused, 'functional', rules() ) ).toBe( false );
		expect( decide( refused, { type: 'allowCategory', category: 'analytics' }, rules() ).categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: true,
			advertisement: false,
		} );
	} );

	it( 'before a decision where consent is implied allows only that category', () => {
		const implied = rules( { implied: true } );
		const state = decide( noConsent( implied ), { type: 'allowCategory', category: 'analytics' }, implied );
		expect( state.categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: true,
			advertisement: false,
		} );
	} );
} );

describe( 'CCPA and Global Privacy Control', () => {
	const ccpa = rules( { law: 'ccpa' } );

	it( 'reads a stored opt-out under CCPA', () => {
		const state = readState(
			jar( { viewed_cookie_policy: 'yes', CookieLawInfoConsent: cookie( ALL, { ccpaOptout: true } ) } ),
			ccpa
		);
		expect( state.ccpaOptout ).toBe( true );
		expect( allows( state, 'analytics', ccpa ) ).toBe( false );
		expect( allows( state, 'functional', ccpa ) ).toBe( true );
	} );

	it( 'an opt-out writes no for the categories it covers', () => {
		const state = decide( noConsent( ccpa ), { type: 'ccpaOptOut' }, ccpa );
		expect( state.categories ).toEqual( {
			necessary: true,
			functional: true,
			analytics: false,
			advertisement: false,
		} );
		expect( Object.fromEntries( cookieWrites( state, ccpa ) ) ).toMatchObject( {
			'cookielawinfo-checkbox-functional': 'yes',
			'cookielawinfo-checkbox-analytics': 'no',
		} );
	} );

	it( 'an opt-out keeps an earlier decision for the categories it does not cover', () => {
		const both = rules( { law: 'both' } );
		const chosen = decide(
			noConsent( both ),
			{ type: 'accept', categories: { functional: true, analytics: true } },
			both
		);
		expect( decide( chosen, { type: 'ccpaOptOut' }, both ).categories ).toEqual( {
			necessary: true,
			functional: true,
			analytics: false,
			advertisement: false,
		} );
		const analyticsOnly = decide( noConsent( both ), { type: 'accept', categories: { analytics: true } }, both );
		expect( decide( analyticsOnly, { type: 'ccpaOptOut' }, both ).categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: false,
			advertisement: false,
		} );
		// Undecided under GDPR and CCPA together: nothing was allowed, the opt-out allows nothing.
		expect( decide( noConsent( both ), { type: 'ccpaOptOut' }, both ).categories ).toEqual( {
			necessary: true,
			functional: false,
			analytics: false,
			advertisement: false,
		} );
	} );

	it.each( [ 'reject', 'allowCategory' ] as const )(
		'%s keeps an opt-out and honours GPC, under CCPA only',
		( type ) => {
			const action = type === 'reject' ? { type } : { type, category: 'functional' };
			const optedOut = decide( noConsent( ccpa ), { type: 'ccpaOptOut' }, ccpa );
			expect( decide( optedOut, action, ccpa ).ccpaOptout ).toBe( true );
			expect( decide( noConsent( ccpa ), action, ccpa ).ccpaOptout ).toBe( false );
			expect( decide( noConsent( ccpa ), action, ccpa, true ).ccpaOptout ).toBe( true );
			expect( decide( noConsent( rules() ), action, rules(), true ).ccpaOptout ).toBe( false );
		}
	);

	it( 'blocks everything without a cookie, even under CCPA', () => {
		expect( allows( noConsent( ccpa ), 'functional', ccpa ) ).toBe( false );
	} );

	it( 'an opt-out blocks the categories it covers and keeps the others', () => {
		const state = decide( noConsent( ccpa ), { type: 'ccpaOptOut' }, ccpa );
		expect( state.ccpaOptout ).toBe( true );
		expect( allows( state, 'functional', ccpa ) ).toBe( true );
		expect( allows( state, 'analytics', ccpa ) ).toBe( false );
		// An element may ask to stay blocked (or not) whatever its category's default.
		const accepted = { ...state, categories: { ...state.categories, analytics: true } };
		expect( allows( accepted, 'analytics', ccpa, false, false ) ).toBe( true );
		expect( allows( accepted, 'analytics', ccpa, false, true ) ).toBe( false );
	} );

	it( 'GPC counts as an opt-out: accepting all still blocks what the opt-out covers', () => {
		const state = decide( noConsent( ccpa ), { type: 'acceptAll' }, ccpa, true );
		expect( state.ccpaOptout ).toBe( true );
		expect( allows( state, 'analytics', ccpa, true ) ).toBe( false );
		expect( allows( state, 'functional', ccpa, true ) ).toBe( true );
	} );

	it( 'under GDPR alone ccpaOptout is neither written nor honoured', () => {
		const state = decide( noConsent( rules() ), { type: 'acceptAll' }, rules(), true );
		expect( state.ccpaOptout ).toBe( false );
		expect( allows( { ...state, ccpaOptout: true }, 'analytics', rules() ) ).toBe( true );
		const writes = Object.fromEntries( cookieWrites( state, rules() ) );
		expect( JSON.parse( atob( writes.CookieLawInfoConsent! ) ) ).not.toHaveProperty( 'ccpaOptout' );
	} );
} );

describe( 'cookies a decision writes and erases', () => {
	it( 'writes the overall cookie, the encoded consent and one checkbox cookie per category', () => {
		const state: ConsentState = decide(
			noConsent( rules( { law: 'both' } ) ),
			{ type: 'accept', categories: { analytics: true } },
			rules( { law: 'both' } )
		);
		const writes = Object.fromEntries( cookieWrites( state, rules( { law: 'both' } ) ) );
		expect( writes ).toMatchObject( {
			viewed_cookie_policy: 'yes',
			'cookielawinfo-checkbox-necessary': 'yes',
			'cookielawinfo-checkbox-functional': 'no',
			'cookielawinfo-checkbox-analytics': 'yes',
			'cookielawinfo-checkbox-advertisement': 'no',
		} );
		expect( JSON.parse( atob( writes.CookieLawInfoConsent! ) ) ).toEqual( {
			ver: '1',
			consentid: state.consentId,
			necessary: true,
			functional: false,
			analytics: true,
			advertisement: false,
			ccpaOptout: false,
		} );
		// What was written reads back as the same decision.
		const back = readState( new Map( Object.entries( writes ) ), rules( { law: 'both' } ) );
		expect( back ).toEqual( state );
	} );

	it( 'erases the listed cookies of every refused category, never the necessary ones', () => {
		const state = decide( noConsent( rules() ), { type: 'reject' }, rules() );
		const existing = [ '_ga', '_ga_ABC', '_gid', '_fbp', 'viewed_cookie_policy', 'session' ];
		expect( cookieErasures( state, rules(), existing ) ).toEqual( [ '_ga', '_ga_ABC', '_gid', '_fbp' ] );
		const analyticsOnly = decide(
			noConsent( rules() ),
			{ type: 'accept', categories: { analytics: true } },
			rules()
		);
		expect( cookieErasures( analyticsOnly, rules(), existing ) ).toEqual( [ '_fbp' ] );
	} );

	it( 'erases nothing under CCPA after accepting all without GPC', () => {
		const ccpa = rules( { law: 'ccpa' } );
		const state = decide( noConsent( ccpa ), { type: 'acceptAll' }, ccpa );
		expect( cookieErasures( state, ccpa, [ '_ga', '_fbp' ] ) ).toEqual( [] );
		expect( cookieErasures( state, ccpa, [ '_ga', '_fbp' ], true ) ).toEqual( [ '_ga', '_fbp' ] );
	} );
} );
