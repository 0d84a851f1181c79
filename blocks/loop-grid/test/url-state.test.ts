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
} from '../url-state';

describe( 'filter values', () => {
	it( 'reads + as AND', () => {
		expect( decodeFilterValue( 'news+tech' ) ).toEqual( {
			terms: [ 'news', 'tech' ],
			join: 'AND',
			exclude: false,
		} );
	} );
	it( 'reads ~ as OR', () => {
		expect( decodeFilterValue( 'news~tech' ) ).toEqual( { terms: [ 'news', 'tech' ], join: 'OR', exclude: false } );
	} );
	it( 'reads a leading ! as NOT', () => {
		expect( decodeFilterValue( '!news' ) ).toEqual( { terms: [ 'news' ], join: 'AND', exclude: true } );
		expect( decodeFilterValue( '!news~tech' ) ).toEqual( { terms: [ 'news', 'tech' ], join: 'OR', exclude: true } );
	} );
	it( 'reads a + that arrives as a space, %20 or %2B, and encoded ~ and !', () => {
		expect( decodeFilterValue( 'news tech' )?.join ).toBe( 'AND' );
		expect( decodeFilterValue( 'news%20tech' )?.terms ).toEqual( [ 'news', 'tech' ] );
		expect( decodeFilterValue( 'news%2Btech' )?.terms ).toEqual( [ 'news', 'tech' ] );
		expect( decodeFilterValue( 'news%7Etech' )?.join ).toBe( 'OR' );
		expect( decodeFilterValue( '%21news' )?.exclude ).toBe( true );
	} );
	it( 'treats a single term as an AND of one and drops duplicates', () => {
		expect( decodeFilterValue( 'news' ) ).toEqual( { terms: [ 'news' ], join: 'AND', exclude: false } );
		expect( decodeFilterValue( 'News~news' )?.terms ).toEqual( [ 'news' ] );
	} );
	it( 'keeps percent-encoded slugs of non-Latin terms', () => {
		expect( decodeFilterValue( '%d0%b1~news' )?.terms ).toEqual( [ '%d0%b1', 'news' ] );
	} );
	it.each( [ '', '!', 'a+b~c', 'a++b', 'a~', '~a', 'a!b', 'a b~c', '<script>', 'a/b', 'a=b' ] )(
		'rejects the malformed value %p',
		( raw ) => expect( decodeFilterValue( raw ) ).toBeNull()
	);
	it( 'writes each separator', () => {
		expect( encodeFilterValue( { terms: [ 'a', 'b' ], join: 'AND', exclude: false } ) ).toBe( 'a+b' );
		expect( encodeFilterValue( { terms: [ 'a', 'b' ], join: 'OR', exclude: false } ) ).toBe( 'a~b' );
		expect( encodeFilterValue( { terms: [ 'a' ], join: 'OR', exclude: true } ) ).toBe( '!a' );
		expect( encodeFilterValue( { terms: [], join: 'OR', exclude: false } ) ).toBe( '' );
		expect( encodeFilterValue( { terms: [ 'ok', 'no way' ], join: 'OR', exclude: false } ) ).toBe( 'ok' );
	} );
	it( 'round-trips', () => {
		for ( const raw of [ 'a+b+c', 'a~b', '!a~b', '!a+b', 'x' ] ) {
			const decoded = decodeFilterValue( raw );
			expect( decoded && encodeFilterValue( decoded ) ).toBe( raw );
		}
	} );
} );

describe( 'query operators', () => {
	it( 'maps + to AND, ~ to IN, ! to NOT IN, one term to IN', () => {
		expect( queryOperator( decodeFilterValue( 'a+b' )! ) ).toBe( 'AND' );
		expect( queryOperator( decodeFilterValue( 'a~b' )! ) ).toBe( 'IN' );
		expect( queryOperator( decodeFilterValue( '!a~b' )! ) ).toBe( 'NOT IN' );
		expect( queryOperator( decodeFilterValue( '!a+b' )! ) ).toBe( 'NOT IN' );
		expect( queryOperator( decodeFilterValue( 'a' )! ) ).toBe( 'IN' );
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
	it( 'names the parameters after the widget', () => {
		expect( filterKey( 'abc1234', 'post_tag' ) ).toBe( 'e-filter-abc1234-post_tag' );
		expect( pageKey( 'abc1234' ) ).toBe( 'e-page-abc1234' );
		expect( isWidgetId( 'abc1234' ) ).toBe( true );
		expect( isWidgetId( 'ab-c' ) ).toBe( false );
		expect( isWidgetId( 7 ) ).toBe( false );
	} );
	it( "reads one grid's filters and ignores other grids and malformed values", () => {
		const search =
			'?e-filter-g1-category=a~b&e-filter-g2-category=c&e-filter-g1-post_tag=x+y&e-filter-g1-bad=a+b~c';
		expect( readFilters( search, 'g1' ) ).toEqual( {
			category: { terms: [ 'a', 'b' ], join: 'OR', exclude: false },
			post_tag: { terms: [ 'x', 'y' ], join: 'AND', exclude: false },
		} );
	} );
	it( 'reads the page, 1 when absent or invalid', () => {
		expect( readPage( '?e-page-g1=3', 'g1' ) ).toBe( 3 );
		expect( readPage( '?e-page-g2=3', 'g1' ) ).toBe( 1 );
		expect( readPage( '?e-page-g1=-2', 'g1' ) ).toBe( 1 );
		expect( readPage( '?e-page-g1=abc', 'g1' ) ).toBe( 1 );
		expect( readPage( '?e-page-g1=0', 'g1' ) ).toBe( 1 );
	} );
	it( "sets a filter in place, keeps other parameters and removes the grid's page", () => {
		const search = '?utm=x&e-filter-g1-category=a&e-page-g1=2&e-page-g2=4';
		const next = withFilter( search, 'g1', 'category', { terms: [ 'a', 'b' ], join: 'OR', exclude: false } );
		expect( next ).toBe( '?utm=x&e-filter-g1-category=a~b&e-page-g2=4' );
		expect( withFilter( next, 'g1', 'post_tag', { terms: [ 't' ], join: 'AND', exclude: false } ) ).toBe(
			'?utm=x&e-filter-g1-category=a~b&e-page-g2=4&e-filter-g1-post_tag=t'
		);
	} );
	it( 'removes a filter that is cleared', () => {
		expect( withFilter( '?e-filter-g1-category=a&e-page-g1=3', 'g1', 'category', null ) ).toBe( '' );
	} );
	it( 'sets and clears the page', () => {
		expect( withPage( '?e-filter-g1-category=a', 'g1', 2 ) ).toBe( '?e-filter-g1-category=a&e-page-g1=2' );
		expect( withPage( '?e-page-g1=2', 'g1', 1 ) ).toBe( '' );
	} );
	it( "strips page, paged and the grid's own parameters from the pagination base URL", () => {
		expect(
			paginationBaseUrl(
				'https://example.com/shop/page/3/?page=2&paged=4&keep=1&e-page-g1=2&e-filter-g1-category=a&e-filter-g2-category=b#top',
				'g1'
			)
		).toBe( 'https://example.com/shop/?keep=1&e-filter-g2-category=b' );
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
