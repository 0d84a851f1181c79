import { buildRefreshRequest, readRefreshResponse, refreshUrl, toWidgetFilters } from '../request';

const filters = {
	category: { terms: [ 'a', 'b' ], join: 'OR' as const, exclude: false },
	post_tag: { terms: [ 'x' ], join: 'AND' as const, exclude: true },
};

/** A request of grid g1 on post 1 with no filters, which each test changes where it matters. */
const plain = { restBase: '/wp-json/', postId: 1, widgetId: 'g1', filters: {}, page: 1, paginationBaseUrl: '/' };

describe( 'the refresh request', () => {
	it( 'posts to {rest base}vitrine/v1/refresh-loop, with or without pretty permalinks', () => {
		expect( refreshUrl( 'https://e.com/wp-json/' ) ).toBe( 'https://e.com/wp-json/vitrine/v1/refresh-loop' );
		expect( refreshUrl( 'https://e.com/wp-json' ) ).toBe( 'https://e.com/wp-json/vitrine/v1/refresh-loop' );
		expect( refreshUrl( 'https://e.com/index.php?rest_route=/' ) ).toBe(
			'https://e.com/index.php?rest_route=/vitrine/v1/refresh-loop'
		);
	} );

	it( 'sends the documented widget_filters shape', () => {
		expect( toWidgetFilters( filters ) ).toEqual( {
			category: {
				filterType: 'taxonomy',
				filterData: { selectedTaxonomy: 'category', terms: [ 'a', 'b' ], logicalJoin: 'OR' },
			},
			post_tag: {
				filterType: 'taxonomy',
				filterData: { selectedTaxonomy: 'post_tag', terms: [ 'x' ], logicalJoin: 'AND', exclude: true },
			},
		} );
	} );

	it( 'builds a visitor request without edit fields or nonce', () => {
		const { url, init } = buildRefreshRequest( {
			restBase: 'https://e.com/wp-json/',
			postId: 12,
			widgetId: 'g1',
			filters,
			page: 1,
			paginationBaseUrl: 'https://e.com/loop/',
		} );
		expect( url ).toBe( 'https://e.com/wp-json/vitrine/v1/refresh-loop' );
		expect( init.method ).toBe( 'POST' );
		expect( init.headers ).not.toHaveProperty( 'X-WP-Nonce' );
		const body = JSON.parse( String( init.body ) );
		expect( Object.keys( body ).sort() ).toEqual( [
			'pagination_base_url',
			'post_id',
			'widget_filters',
			'widget_id',
		] );
		expect( body ).toMatchObject( { post_id: 12, widget_id: 'g1', pagination_base_url: 'https://e.com/loop/' } );
	} );

	it( 'adds the page after the first', () => {
		const { init } = buildRefreshRequest( { ...plain, page: 3 } );
		expect( JSON.parse( String( init.body ) ).page ).toBe( 3 );
	} );

	it( 'adds widget_model, is_edit_mode and X-WP-Nonce in edit mode', () => {
		const { init } = buildRefreshRequest( { ...plain, edit: { model: { perPage: 3 }, nonce: 'n0nce' } } );
		expect( ( init.headers as Record< string, string > )[ 'X-WP-Nonce' ] ).toBe( 'n0nce' );
		expect( JSON.parse( String( init.body ) ) ).toMatchObject( {
			widget_model: { perPage: 3 },
			is_edit_mode: true,
		} );
	} );

	it( 'sends no nonce header in edit mode when there is no nonce', () => {
		const { init } = buildRefreshRequest( { ...plain, edit: { model: {} } } );
		expect( init.headers ).not.toHaveProperty( 'X-WP-Nonce' );
	} );
} );

describe( 'the refresh answer', () => {
	const answer = ( status: number, body: string ) =>
		( { ok: status >= 200 && status < 300, status, json: async () => JSON.parse( body ) } ) as unknown as Response;

	it( 'reads the data markup of an ok answer', async () => {
		expect( await readRefreshResponse( answer( 200, '{"data":"<p>x</p>"}' ) ) ).toBe( '<p>x</p>' );
	} );
	it.each( [
		[ 400, '{"data":"<p>x</p>"}' ],
		[ 500, '{"data":"<p>x</p>"}' ],
		[ 200, '{"nope":1}' ],
		[ 200, '{"data":5}' ],
		[ 200, 'not json' ],
		[ 200, 'null' ],
	] )( 'counts status %p with body %p as an empty result', async ( status, body ) => {
		expect( await readRefreshResponse( answer( status, body ) ) ).toBeNull();
	} );
} );
