import {
	decodeFilterValue,
	encodeFilterValue,
	filterKey,
	isWidgetId,
	pageKey,
	paginationBaseUrl,
	parseQuery,
	queryOperator,
	readFilters,
	readPage,
	stringifyQuery,
	toggleTerm,
	withFilter,
	withPage,
	type TermFilter,
} from '../url-state';

/*
 * The cases both languages run (tests/fixtures/rules/loop-url.json; tests/php/LoopUrlTest.php runs
 * them against the server's Loop\Url). Read from disk, so the test holds this code to the file.
 */
interface Cases {
	keys: Array< { widgetId: string; taxonomy: string; filterKey: string; pageKey: string } >;
	widgetIds: { valid: unknown[]; invalid: unknown[] };
	decode: Array< { raw: string; filter: TermFilter | null; operator?: string } >;
	encode: Array< { filter: TermFilter; raw: string } >;
	roundTrip: string[];
	readFilters: Array< { query: string; widgetId: string; filters: Record< string, TermFilter > } >;
	readPage: Array< { query: string; widgetId: string; page: number } >;
	base: Array< { url: string; widgetId: string; base: string } >;
	link: Array< { base: string; widgetId: string; filters: Record< string, TermFilter >; page: number; url: string } >;
}
const CASES: Cases = JSON.parse(
	require( 'fs' ).readFileSync(
		require( 'path' ).resolve( __dirname, '../../../tests/fixtures/rules/loop-url.json' ),
		'utf8'
	)
);

describe( 'the URL contract shared with the server (tests/fixtures/rules/loop-url.json)', () => {
	it.each( CASES.keys )( 'names the parameters of grid $widgetId', ( c ) => {
		expect( filterKey( c.widgetId, c.taxonomy ) ).toBe( c.filterKey );
		expect( pageKey( c.widgetId ) ).toBe( c.pageKey );
	} );
	it( 'tells widget ids from anything else', () => {
		expect( CASES.widgetIds.valid.filter( isWidgetId ) ).toEqual( CASES.widgetIds.valid );
		expect( CASES.widgetIds.invalid.filter( isWidgetId ) ).toEqual( [] );
	} );
	it.each( CASES.decode )( 'reads the filter value $raw', ( c ) => {
		const filter = decodeFilterValue( c.raw );
		expect( filter ).toEqual( c.filter );
		if ( filter ) {
			expect( queryOperator( filter ) ).toBe( c.operator );
		}
	} );
	it.each( CASES.encode )( 'writes $raw', ( c ) => expect( encodeFilterValue( c.filter ) ).toBe( c.raw ) );
	it.each( CASES.roundTrip )( 'writes back what it read: %s', ( raw ) => {
		const decoded = decodeFilterValue( raw );
		expect( decoded && encodeFilterValue( decoded ) ).toBe( raw );
	} );
	it.each( CASES.readFilters )( "reads grid $widgetId's filters from $query", ( c ) =>
		expect( readFilters( c.query, c.widgetId ) ).toEqual( c.filters )
	);
	it.each( CASES.readPage )( "reads grid $widgetId's page from $query", ( c ) =>
		expect( readPage( c.query, c.widgetId ) ).toBe( c.page )
	);
	it.each( CASES.base )( "strips page, paged and the grid's own parameters from $url", ( c ) =>
		expect( paginationBaseUrl( c.url, c.widgetId ) ).toBe( c.base )
	);
	it.each( CASES.link )( 'adds the filters, then the page, to $base', ( c ) => {
		const url = new URL( c.base );
		let search = url.search;
		for ( const [ taxonomy, filter ] of Object.entries( c.filters ) ) {
			search = withFilter( search, c.widgetId, taxonomy, filter );
		}
		expect( url.origin + url.pathname + withPage( search, c.widgetId, c.page ) ).toBe( c.url );
	} );
} );

describe( 'query strings', () => {
	it( 'keeps raw pairs in order', () => {
		expect( parseQuery( '?a=1&b&c=x+y' ) ).toEqual( [
			[ 'a', '1' ],
			[ 'b', '' ],
			[ 'c', 'x+y' ],
		] );
		expect(
			stringifyQuery( [
				[ 'a', '1' ],
				[ 'b', '' ],
			] )
		).toBe( '?a=1&b' );
		expect( stringifyQuery( [] ) ).toBe( '' );
	} );
	it( "sets a filter in place, keeps other parameters and removes the grid's page", () => {
		const search = '?utm=x&e-filter-g1-category=a&e-page-g1=2&e-page-g2=4';
		const next = withFilter( search, 'g1', 'category', { terms: [ 'a', 'b' ], join: 'OR', exclude: false } );
		expect( next ).toBe( '?utm=x&e-filter-g1-category=a~b&e-page-g2=4' );
		expect( withFilter( next, 'g1', 'post_tag', { terms: [ 't' ], join: 'AND', exclude: false } ) ).toBe(
			'?utm=x&e-filter-g1-category=a~b&e-page-g2=4&e-filter-g1-post_tag=t'
		);
	} );
	it( 'keeps a filter that comes first in its place', () => {
		expect(
			withFilter( '?e-filter-g1-category=a&utm=x', 'g1', 'category', {
				terms: [ 'b' ],
				join: 'AND',
				exclude: false,
			} )
		).toBe( '?e-filter-g1-category=b&utm=x' );
	} );
	it( 'reads a query string without its leading ? and a pair with an empty name', () => {
		expect( parseQuery( 'q=why?' ) ).toEqual( [ [ 'q', 'why?' ] ] );
		expect( parseQuery( '?=x' ) ).toEqual( [ [ '', 'x' ] ] );
	} );
	it( 'removes a filter that is cleared', () => {
		expect( withFilter( '?e-filter-g1-category=a&e-page-g1=3', 'g1', 'category', null ) ).toBe( '' );
	} );
	it( 'sets and clears the page', () => {
		expect( withPage( '?e-filter-g1-category=a', 'g1', 2 ) ).toBe( '?e-filter-g1-category=a&e-page-g1=2' );
		expect( withPage( '?e-page-g1=2', 'g1', 1 ) ).toBe( '' );
	} );
} );

describe( 'toggling a term', () => {
	const multiple = { multiple: true, join: 'OR' as const };
	it( 'adds and removes terms with multiple selection, joined by the logical join', () => {
		const one = toggleTerm( null, 'a', multiple );
		expect( one ).toEqual( { terms: [ 'a' ], join: 'OR', exclude: false } );
		const two = toggleTerm( one, 'b', { multiple: true, join: 'AND' } );
		expect( two && encodeFilterValue( two ) ).toBe( 'a+b' );
		expect( toggleTerm( two, 'a', multiple )?.terms ).toEqual( [ 'b' ] );
		expect( toggleTerm( { terms: [ 'b' ], join: 'OR', exclude: false }, 'b', multiple ) ).toBeNull();
	} );
	it( 'replaces the selection without multiple selection', () => {
		const single = { multiple: false, join: 'OR' as const };
		expect( toggleTerm( { terms: [ 'a' ], join: 'OR', exclude: false }, 'b', single )?.terms ).toEqual( [ 'b' ] );
		expect( toggleTerm( { terms: [ 'a' ], join: 'OR', exclude: false }, 'a', single ) ).toBeNull();
	} );
	it( 'replaces an excluding filter', () => {
		expect( toggleTerm( { terms: [ 'a' ], join: 'OR', exclude: true }, 'a', multiple ) ).toEqual( {
			terms: [ 'a' ],
			join: 'OR',
			exclude: false,
		} );
	} );
} );
