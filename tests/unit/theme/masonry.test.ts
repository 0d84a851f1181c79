import { placeItems, rowSpan } from '../../../themes/vitrine/src/blog/masonry';

describe( 'masonry placement', () => {
	it( 'puts each card at the top of the shortest column, leftmost on a tie', () => {
		const places = placeItems( [ 10, 5, 8, 4, 6, 3 ], 3 );
		expect( places ).toEqual( [
			{ column: 0, row: 0, span: 10 },
			{ column: 1, row: 0, span: 5 },
			{ column: 2, row: 0, span: 8 },
			{ column: 1, row: 5, span: 4 },
			{ column: 2, row: 8, span: 6 },
			{ column: 1, row: 9, span: 3 },
		] );
	} );

	it( 'keeps the reading order: tops never go up, and cards never overlap', () => {
		const spans = Array.from( { length: 40 }, ( _, i ) => 20 + ( ( i * 37 ) % 50 ) );
		const places = placeItems( spans, 4 );
		for ( let i = 1; i < places.length; i++ ) {
			const prev = places[ i - 1 ]!;
			const cur = places[ i ]!;
			expect( cur.row > prev.row || ( cur.row === prev.row && cur.column > prev.column ) ).toBe( true );
		}
		const byColumn = new Map< number, number >();
		for ( const place of places ) {
			expect( place.row ).toBeGreaterThanOrEqual( byColumn.get( place.column ) ?? 0 );
			byColumn.set( place.column, place.row + place.span );
		}
	} );

	it( 'handles one column and nonsense column counts', () => {
		expect( placeItems( [ 2, 3 ], 1 ).map( ( p ) => p.row ) ).toEqual( [ 0, 2 ] );
		expect( placeItems( [ 2, 3 ], 0 ).map( ( p ) => p.row ) ).toEqual( [ 0, 2 ] );
	} );

	it( 'spans enough rows for the card and the gap below it', () => {
		expect( rowSpan( 100, 24 ) ).toBe( 31 );
		expect( rowSpan( 101, 24 ) ).toBe( 32 );
		expect( rowSpan( 0, 0 ) ).toBe( 1 );
	} );
} );
