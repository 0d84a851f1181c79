/**
 * The Insights screen's arithmetic (src/admin/insights/series.ts): ranges, the period before,
 * series per day, totals, rates and the CSV of what is shown.
 */
import {
	byDimension,
	change,
	daily,
	daysOf,
	lastDays,
	previous,
	rate,
	select,
	toCsv,
	totals,
	type Row,
} from '../../../src/admin/insights/series';

const row = ( day: string, entity: string, event: string, count: number, dimension = '' ): Row => ( {
	day,
	entity,
	variant: '',
	event,
	dimension,
	count,
} );

const rows = [
	row( '2026-03-01', 'popup:12', 'impression', 4 ),
	row( '2026-03-01', 'popup:12', 'close_button', 1 ),
	row( '2026-03-01', 'popup:12', 'close_escape', 2 ),
	row( '2026-03-02', 'popup:12', 'conversion', 1 ),
	row( '2026-02-28', 'popup:12', 'impression', 2 ),
	row( '2026-03-02', 'product:40', 'impression', 7, 'page-3' ),
	row( '2026-03-02', 'consent:banner', 'impression', 10, 'gdpr' ),
	row( '2026-03-02', 'consent:banner', 'accept_all', 6, 'gdpr' ),
	row( '2026-03-02', 'consent:banner', 'impression', 5, 'ccpa' ),
	row( '2026-03-02', 'consent:cat-analytics', 'optin', 3, 'gdpr' ),
	row( '2026-03-02', 'consent:cat-analytics', 'optout', 1, 'gdpr' ),
];

describe( 'Insights screen series', () => {
	it( 'counts ranges in whole days, across a month and a leap day, and the period before', () => {
		expect( lastDays( '2026-03-02', 7 ) ).toEqual( { from: '2026-02-24', to: '2026-03-02' } );
		expect( daysOf( { from: '2024-02-28', to: '2024-03-01' } ) ).toEqual( [
			'2024-02-28',
			'2024-02-29',
			'2024-03-01',
		] );
		expect( previous( { from: '2026-03-01', to: '2026-03-02' } ) ).toEqual( {
			from: '2026-02-27',
			to: '2026-02-28',
		} );
	} );

	it( 'draws one value per day and event, closes summed, days without counts at 0', () => {
		const range = { from: '2026-03-01', to: '2026-03-03' };
		expect( daily( select( rows, 'popups' ), range, [ 'impression', 'conversion', 'closes' ] ) ).toEqual( {
			impression: [ 4, 0, 0 ],
			conversion: [ 0, 1, 0 ],
			closes: [ 3, 0, 0 ],
		} );
	} );

	it( 'totals an entity within the range only, with its rate', () => {
		const range = { from: '2026-03-01', to: '2026-03-02' };
		const all = totals( rows, range );
		expect( all[ 'popup:12' ] ).toEqual( { impression: 4, closes: 3, conversion: 1 } );
		expect( rate( 'popup:12', all[ 'popup:12' ]! ) ).toBe( 0.25 );
		expect( rate( 'consent:banner', all[ 'consent:banner' ]! ) ).toBe( 0.4 );
		expect( rate( 'consent:cat-analytics', all[ 'consent:cat-analytics' ]! ) ).toBe( 0.75 );
		expect( rate( 'product:40', all[ 'product:40' ]! ) ).toBeNull();
		expect( byDimension( select( rows, 'consent', 'consent:banner' ), range ) ).toEqual( {
			gdpr: { impression: 10, accept_all: 6 },
			ccpa: { impression: 5 },
		} );
	} );

	it( 'compares with the period before only when it had counts', () => {
		expect( change( 4, 2 ) ).toBe( 1 );
		expect( change( 4, 0 ) ).toBeNull();
	} );

	it( 'writes CSV a spreadsheet reads as text', () => {
		expect(
			toCsv(
				[ 'Day', 'Seen' ],
				[
					[ '2026-03-01', 4 ],
					[ '=HYPERLINK("x")', 'a,b' ],
				]
			)
		).toBe( 'Day,Seen\r\n2026-03-01,4\r\n"\'=HYPERLINK(""x"")","a,b"\r\n' );
	} );
} );
