/**
 * The consent bar's A/B results on the Insights screen (src/admin/insights/bar-test.ts): counts per
 * version, accept-all and reject rates with their Wilson intervals, the category opt-in rate.
 */
import { barTestResults, wilson } from '../../../src/admin/insights/bar-test';
import type { Row } from '../../../src/admin/insights/series';

const row = ( entity: string, variant: string, event: string, count: number, day = '2026-11-02' ): Row => ( {
	day,
	entity,
	variant,
	event,
	dimension: 'gdpr',
	count,
} );
const range = { from: '2026-11-01', to: '2026-11-30' };

describe( 'consent bar A/B results', () => {
	it( 'gives the Wilson interval of the popup results', () => {
		// 10 of 100: the textbook value 0.0552–0.1744.
		const [ p, low, high ] = wilson( 10, 100 ) ?? [ 0, 0, 0 ];
		expect( p ).toBe( 0.1 );
		expect( low ).toBeCloseTo( 0.0552, 4 );
		expect( high ).toBeCloseTo( 0.1744, 4 );
		expect( wilson( 0, 0 ) ).toBeNull();
	} );

	it( "counts each version from the bar's rows and the categories' rows", () => {
		const rows = [
			row( 'consent:bar', 'a', 'impression', 100 ),
			row( 'consent:bar', 'a', 'accept_all', 60 ),
			row( 'consent:bar', 'a', 'reject_all', 30 ),
			row( 'consent:bar', 'a', 'dismiss', 2 ),
			row( 'consent:cat-analytics', 'a', 'optin', 60 ),
			row( 'consent:cat-analytics', 'a', 'optout', 30 ),
			row( 'consent:bar', 'b', 'impression', 80 ),
			row( 'consent:bar', 'b', 'accept_all', 40 ),
			row( 'consent:bar', 'b', 'reject_all', 38 ),
			row( 'consent:bar', 'b', 'impression', 7, '2026-10-31' ), // Before the range.
			row( 'consent:banner', '', 'impression', 50 ), // Not under test.
			row( 'consent:bar', 'z', 'impression', 5 ), // Not a bar variant.
		];
		const [ a, b, ...rest ] = barTestResults( rows, range );
		expect( rest ).toEqual( [] );
		expect( a ).toMatchObject( {
			variant: 'a',
			impressions: 100,
			accept_all: 60,
			reject_all: 30,
			custom: 0,
			dismiss: 2,
		} );
		expect( a?.acceptRate?.[ 0 ] ).toBe( 0.6 );
		expect( a?.rejectRate?.[ 0 ] ).toBe( 0.3 );
		expect( a?.optinRate ).toBeCloseTo( 2 / 3, 10 );
		expect( b ).toMatchObject( { variant: 'b', impressions: 80, accept_all: 40, reject_all: 38, optinRate: null } );
		expect( b?.rejectRate?.[ 0 ] ).toBe( 38 / 80 );
	} );

	it( 'reports nothing without a test', () => {
		expect( barTestResults( [ row( 'consent:banner', '', 'impression', 3 ) ], range ) ).toEqual( [] );
	} );
} );
