import db from '../../../includes/Consent/data/open-cookie-database.json';
import {
	declared,
	isAdminCookie,
	isCookieDatabase,
	propose,
	type CookieDatabase,
} from '../../../src/consent/core/cookie-match';
import { readDeclaration } from '../../../src/consent/core/declaration';
import { encodeConsent } from '../../../src/consent/core/encoding';
import { readState } from '../../../src/consent/core/state';
import { rules } from './fixtures';

const database = db as unknown as CookieDatabase;

describe( 'matching scan results against the Open Cookie Database', () => {
	it( 'ships a readable database with its attribution', () => {
		expect( isCookieDatabase( database ) ).toBe( true );
		expect( database.cookies.length ).toBeGreaterThan( 2000 );
		expect( ( db as { attribution: string } ).attribution ).toMatch( /Open Cookie Database.*Apache/ );
	} );

	it( 'proposes category, provider, retention and purpose for a known name', () => {
		const ga = propose( '_ga', 'cookie', database );
		expect( ga ).toMatchObject( { known: true, category: 'analytics', provider: 'Google Analytics' } );
		expect( ga.retention ).not.toBe( '' );
		expect( ga.purpose ).not.toBe( '' );
	} );

	it( 'matches wildcard entries by prefix, the longest first', () => {
		const tiny: CookieDatabase = {
			categories: [ 'Functional', 'Analytics', 'Marketing', 'Personalization' ],
			platforms: [ 'A', 'B', 'C' ],
			purposes: [ 'p0', 'p1', 'p2' ],
			cookies: [
				[ '_x', 1, 1, 0, '1 day', 0 ],
				[ '_x_ads', 1, 2, 1, '2 days', 1 ],
				[ 'exact', 0, 3, 2, 'session', 2 ],
			],
		};
		expect( propose( '_x_ads_123', 'cookie', tiny ) ).toMatchObject( {
			category: 'advertisement',
			provider: 'B',
			retention: '2 days',
		} );
		expect( propose( '_x9', 'cookie', tiny ) ).toMatchObject( { category: 'analytics', provider: 'A' } );
		expect( propose( 'exact', 'localStorage', tiny ) ).toMatchObject( {
			category: 'functional',
			type: 'localStorage',
		} );
		expect( propose( 'exactly', 'cookie', tiny ).known ).toBe( false );
	} );

	it( 'lists an unknown name as unknown, never guessed', () => {
		expect( propose( 'zz-nobody-knows-me', 'cookie', database ) ).toEqual( {
			name: 'zz-nobody-knows-me',
			type: 'cookie',
			known: false,
			category: 'others',
			provider: '',
			retention: '',
			purpose: '',
		} );
		expect( isCookieDatabase( { cookies: 'no' } ) ).toBe( false );
		expect( propose( 'a', 'cookie', { ...database, cookies: [ null, [ 5 ] ] as never } ).known ).toBe( false );
	} );

	it( 'skips what is declared already (prefix entries included) and WordPress’s admin cookies', () => {
		expect( declared( 'cookielawinfo-checkbox-analytics', [ 'cookielawinfo-checkbox-*' ] ) ).toBe( true );
		expect( declared( '_ga', [ '_gid' ] ) ).toBe( false );
		expect( isAdminCookie( 'wp-settings-1' ) ).toBe( true );
		expect( isAdminCookie( '_ga' ) ).toBe( false );
	} );
} );

describe( 'the declaration for the bar', () => {
	it( 'reads a valid answer and drops malformed entries; a malformed answer is null', () => {
		const good = { name: 'a', provider: '', purpose: '', retention: '', type: 'cookie', category: 'analytics' };
		const data = readDeclaration( {
			labels: { name: 'Name' },
			types: {},
			categories: [ { slug: 'analytics', name: 'Analytics', cookies: [ good, { name: 5 } ] }, { slug: 3 } ],
		} );
		expect( data?.categories ).toEqual( [ { slug: 'analytics', name: 'Analytics', cookies: [ good ] } ] );
		expect( readDeclaration( null ) ).toBeNull();
		expect( readDeclaration( { categories: 'x' } ) ).toBeNull();
	} );
} );

describe( 're-consent after a declaration change', () => {
	const jar = ( categories: Record< string, boolean >, viewed = 'yes', ver = '1' ) =>
		new Map( [
			[ 'viewed_cookie_policy', viewed ],
			[ 'CookieLawInfoConsent', encodeConsent( { ver, categories } ) ],
		] );
	const changed = rules( { version: '2', reconsent: { from: '1', categories: [ 'analytics' ] } } );
	const base = { necessary: true, functional: true, advertisement: true };

	it( 'asks again a visitor who accepted the changed category', () => {
		expect( readState( jar( { ...base, analytics: true } ), changed ).decided ).toBe( false );
	} );

	it( 'keeps the decision of a visitor who refused it, or refused everything', () => {
		expect( readState( jar( { ...base, analytics: false } ), changed ).decided ).toBe( true );
		expect( readState( jar( { ...base, analytics: true }, 'no' ), changed ).decided ).toBe( true );
	} );

	it( 'still asks again for an older version or without a recorded change', () => {
		expect( readState( jar( { ...base, analytics: false }, 'yes', '0' ), changed ).decided ).toBe( false );
		expect( readState( jar( { ...base, analytics: false } ), rules( { version: '2' } ) ).decided ).toBe( false );
	} );
} );
