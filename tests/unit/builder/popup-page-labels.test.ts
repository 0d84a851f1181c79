import { missingParents, pageLabels, pagePath, type PageRecord } from '../../../src/builder/popup/editor/page-labels';

const page = ( id: number, title: string, parent = 0, slug = '' ): PageRecord => ( {
	id,
	title: { raw: title },
	parent,
	slug,
} );
const known = ( ...pages: PageRecord[] ) => new Map( pages.map( ( p ) => [ p.id, p ] ) );

describe( 'the popup page picker’s names', () => {
	it( 'put the ancestors’ titles before a nested page’s', () => {
		const about = page( 1, 'About' );
		const team = page( 2, 'Team', 1 );
		const ana = page( 3, 'Ana', 2 );
		expect( pagePath( ana, known( about, team, ana ) ) ).toBe( 'About › Team › Ana' );
		// An ancestor not fetched (yet) reads as "…", never as nothing.
		expect( pagePath( ana, known( team, ana ) ) ).toBe( '… › Team › Ana' );
	} );

	it( 'tell apart pages that would read the same by slug and id, and leave the others alone', () => {
		const a = page( 10, 'Contact', 0, 'contact' );
		const b = page( 11, 'Contact', 0, 'contact-2' );
		const c = page( 12, 'Shop' );
		const labels = pageLabels( [ a, b, c ], known( a, b, c ) );
		expect( [ ...labels.values() ] ).toEqual( [
			'Contact (/contact/, #10)',
			'Contact (/contact-2/, #11)',
			'Shop',
		] );
		expect( new Set( labels.values() ).size ).toBe( 3 );
	} );

	it( 'needs no slug for same titles under different parents', () => {
		const p1 = page( 1, 'Berlin' );
		const p2 = page( 2, 'Paris' );
		const c1 = page( 3, 'Contact', 1 );
		const c2 = page( 4, 'Contact', 2 );
		expect( [ ...pageLabels( [ c1, c2 ], known( p1, p2, c1, c2 ) ).values() ] ).toEqual( [
			'Berlin › Contact',
			'Paris › Contact',
		] );
	} );

	it( 'ask for each missing parent once, and stop at a loop', () => {
		const a = page( 1, 'A', 9 );
		const b = page( 2, 'B', 9 );
		expect( missingParents( [ a, b ], known( a, b ) ) ).toEqual( [ 9 ] );
		const loop = page( 5, 'Loop', 5 );
		expect( pagePath( loop, known( loop ) ) ).toBe( 'Loop' );
	} );
} );
