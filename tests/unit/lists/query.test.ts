/**
 * What the admin lists ask the server for a DataViews view (src/lists/query.ts): paging, search,
 * sort, and each filter under the route's argument name.
 */
import { listQuery } from '../../../src/lists/query';

describe( 'listQuery', () => {
	it( 'sends paging, search and sort as the lists route reads them', () => {
		const query = listQuery(
			{ type: 'table', page: 3, perPage: 20, search: 'ann@', sort: { field: 'email', direction: 'asc' } },
			{}
		);
		expect( query.toString() ).toBe( 'page=3&per_page=20&search=ann%40&orderby=email&order=asc' );
	} );

	it( 'sends each chosen value of a filter under its argument, and days for date operators', () => {
		const query = listQuery(
			{
				type: 'table',
				filters: [
					{ field: 'form_id', operator: 'isAny', value: [ 'contact', 'quote' ] },
					{ field: 'created_gmt', operator: 'after', value: '2026-01-10T00:00:00' },
					{ field: 'status', operator: 'isAny', value: [] },
					{ field: 'unknown', operator: 'isAny', value: [ 'x' ] },
				],
			},
			{ form_id: 'form', created_gmt: 'created_gmt', status: 'status' }
		);
		expect( query.getAll( 'form[]' ) ).toEqual( [ 'contact', 'quote' ] );
		expect( query.get( 'after' ) ).toBe( '2026-01-10' );
		expect( query.has( 'status[]' ) ).toBe( false );
		expect( query.has( 'unknown[]' ) ).toBe( false );
		expect( query.get( 'page' ) ).toBe( '1' );
	} );
} );
