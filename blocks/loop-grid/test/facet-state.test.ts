import {
	activeFilters,
	dayFromForm,
	dayToForm,
	decodeRange,
	decodeSearch,
	decodeSort,
	encodeRange,
	encodeSearch,
	formatDay,
	isDay,
	metaKey,
	rangeKey,
	readFacets,
	saleKey,
	searchKey,
	sortKey,
	withMeta,
	withRange,
	withSale,
	withSearch,
	withSort,
	type Facets,
	type Range,
	type Sort,
} from '../facet-state';
import { decodeFilterValue, encodeFilterValue, withFilter, withPage, type TermFilter } from '../url-state';

/*
 * The meta, range, search and sort cases both languages run (tests/fixtures/rules/loop-url.json;
 * tests/php/LoopFacetUrlTest.php runs them against the server's Loop\Url).
 */
interface Cases {
	facetKeys: Array< {
		widgetId: string;
		key: string;
		metaKey: string;
		rangeKey: string;
		searchKey: string;
		sortKey: string;
		saleKey: string;
	} >;
	metaValues: Array< { raw: string; filter: TermFilter | null } >;
	ranges: Array< { raw: string; range: Range | null; written?: string } >;
	searches: Array< { raw: string; text: string; written: string } >;
	sorts: Array< { raw: string; sort: Sort | null } >;
	readFacets: Array< { query: string; widgetId: string; facets: Facets } >;
	facetLinks: Array< {
		base: string;
		widgetId: string;
		filters: Record< string, TermFilter >;
		facets: Facets;
		page: number;
		url: string;
	} >;
	activeFilters: Array< { query: string; count: number } >;
	days: Array< { form: string; day: number | null } >;
	dayLabels: Array< { format: string; day: number; label: string } >;
}
const CASES: Cases = JSON.parse(
	require( 'fs' ).readFileSync(
		require( 'path' ).resolve( __dirname, '../../../tests/fixtures/rules/loop-url.json' ),
		'utf8'
	)
);

describe( 'meta, range, search and sort in the URL (tests/fixtures/rules/loop-url.json)', () => {
	it.each( CASES.facetKeys )( 'names the parameters of grid $widgetId', ( c ) => {
		expect( metaKey( c.widgetId, c.key ) ).toBe( c.metaKey );
		expect( rangeKey( c.widgetId, c.key ) ).toBe( c.rangeKey );
		expect( searchKey( c.widgetId ) ).toBe( c.searchKey );
		expect( sortKey( c.widgetId ) ).toBe( c.sortKey );
		expect( saleKey( c.widgetId ) ).toBe( c.saleKey );
	} );
	it.each( CASES.metaValues )( 'reads the meta value $raw', ( c ) => {
		const filter = decodeFilterValue( c.raw, true );
		expect( filter ).toEqual( c.filter );
		if ( filter ) {
			expect( decodeFilterValue( encodeFilterValue( filter, true ), true ) ).toEqual( filter );
		}
	} );
	it.each( CASES.ranges )( 'reads the range $raw', ( c ) => {
		const range = decodeRange( c.raw );
		expect( range ).toEqual( c.range );
		if ( range ) {
			expect( encodeRange( range ) ).toBe( c.written );
		}
	} );
	it( 'writes no range without an end', () => {
		expect( encodeRange( { min: null, max: null } ) ).toBe( '' );
		expect( encodeRange( { min: NaN, max: 3 } ) ).toBe( '..3' );
	} );
	it.each( CASES.searches )( 'reads the search $raw', ( c ) => {
		expect( decodeSearch( c.raw ) ).toBe( c.text );
		expect( encodeSearch( c.text ) ).toBe( c.written );
	} );
	it.each( CASES.sorts )( 'reads the sort $raw', ( c ) => expect( decodeSort( c.raw ) ).toEqual( c.sort ) );
	it.each( CASES.readFacets )( "reads grid $widgetId's state from $query", ( c ) =>
		expect( readFacets( c.query, c.widgetId ) ).toEqual( c.facets )
	);
	it.each( CASES.facetLinks )( 'adds taxonomies, meta, ranges, search, sort, then the page, to $base', ( c ) => {
		const url = new URL( c.base );
		let search = url.search;
		for ( const [ taxonomy, filter ] of Object.entries( c.filters ) ) {
			search = withFilter( search, c.widgetId, taxonomy, filter );
		}
		for ( const [ key, filter ] of Object.entries( c.facets.meta ) ) {
			search = withMeta( search, c.widgetId, key, filter );
		}
		for ( const [ key, range ] of Object.entries( c.facets.range ) ) {
			search = withRange( search, c.widgetId, key, range );
		}
		search = withSort( withSearch( search, c.widgetId, c.facets.search ), c.widgetId, c.facets.sort );
		search = withSale( search, c.widgetId, c.facets.sale );
		expect( url.origin + url.pathname + withPage( search, c.widgetId, c.page ) ).toBe( c.url );
	} );
	it.each( CASES.activeFilters )( 'counts the filters of $query', ( c ) =>
		expect( activeFilters( c.query ) ).toBe( c.count )
	);
} );

describe( 'changing one of them', () => {
	it( 'sets it in place, drops the page and removes it when cleared', () => {
		const search = '?e-range-g1-price=1..2&utm=x&e-page-g1=3';
		expect( withRange( search, 'g1', 'price', { min: 5, max: null } ) ).toBe( '?e-range-g1-price=5..&utm=x' );
		expect( withRange( search, 'g1', 'price', null ) ).toBe( '?utm=x' );
		expect( withSearch( '?e-page-g1=2', 'g1', '  ' ) ).toBe( '' );
		expect( withSort( '', 'g1', { key: 'price', desc: true } ) ).toBe( '?e-sort-g1=price-desc' );
		expect( withMeta( '?e-meta-g1-color=red', 'g1', 'color', null ) ).toBe( '' );
	} );
} );

// English names, as WP_Locale gives them on an English site (ChipLabels::day_names).
const ENGLISH = {
	months: [
		'January',
		'February',
		'March',
		'April',
		'May',
		'June',
		'July',
		'August',
		'September',
		'October',
		'November',
		'December',
	],
	monthsShort: [ 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' ],
	days: [ 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday' ],
	daysShort: [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ],
};

describe( 'a date range’s days (tests/fixtures/rules/loop-url.json, days and dayLabels)', () => {
	it.each( CASES.days )( 'reads the date field’s “$form”', ( c ) => {
		expect( dayFromForm( c.form ) ).toBe( c.day );
		if ( c.day !== null ) {
			expect( isDay( c.day ) ).toBe( true );
			expect( dayToForm( c.day ) ).toBe( c.form );
		}
	} );
	it( 'tells a real day from another number', () => {
		expect( isDay( 20260231 ) ).toBe( false );
		expect( isDay( 2026 ) ).toBe( false );
		expect( isDay( 20260301.5 ) ).toBe( false );
		expect( isDay( null ) ).toBe( false );
	} );
	it.each( CASES.dayLabels )( 'writes $day as “$format”', ( c ) =>
		expect( formatDay( c.format, ENGLISH, c.day ) ).toBe( c.label )
	);
} );
