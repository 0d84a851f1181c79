/**
 * The filter handler and its grid controller in jsdom, with fetch mocked: the DOM adapter around
 * the pure URL state.
 */
import loopFilter from '../handler';
import { mount } from '../../../tests/unit/handler-mount';

const GRID = `
<div class="vitrine-loop-grid" data-widget-id="g1" data-post-id="7" data-rest-base="http://localhost/wp-json/">
	<div class="vitrine-loop-grid__content" tabindex="-1"><p class="vitrine-loop-grid__count">3 posts</p><nav class="vitrine-loop-grid__pagination"><a href="/loop/?e-page-g1=2">2</a></nav></div>
	<p class="vitrine-loop-grid__status" role="status"></p>
</div>`;
const FILTER = `
<div class="vitrine-loop-filter">
	<a href="/loop/" role="button" aria-pressed="true" data-term="">All</a>
	<a href="/loop/?x" role="button" aria-pressed="false" data-term="news">News</a>
	<a href="/loop/?x" role="button" aria-pressed="false" data-term="tech">Tech</a>
</div>`;

type Deferred = { resolve: ( r: Response ) => void; reject: ( e: unknown ) => void; init: RequestInit };
let calls: Deferred[] = [];
const respond = ( call: Deferred | undefined, status: number, data: unknown ) =>
	call?.resolve( { ok: status < 300, status, json: async () => data } as unknown as Response );
const flush = () => new Promise( ( r ) => setTimeout( r, 0 ) );

let teardown: ( () => void ) | void;
const attach = window.vitrine?.runtime?.attach;

beforeEach( () => {
	history.replaceState( null, '', '/loop/' );
	document.body.innerHTML = FILTER + GRID;
	calls = [];
	global.fetch = jest.fn(
		( _url: RequestInfo | URL, init?: RequestInit ) =>
			new Promise< Response >( ( resolve, reject ) => {
				calls.push( { resolve, reject, init: init ?? {} } );
				init?.signal?.addEventListener( 'abort', () => reject( new DOMException( 'aborted', 'AbortError' ) ) );
			} )
	) as unknown as typeof fetch;
	window.vitrine = { runtime: { attach: jest.fn( async () => {} ), detach: jest.fn() } };
	teardown = mount( loopFilter, document.querySelector( '.vitrine-loop-filter' ) as HTMLElement, {
		widgetId: 'g1',
		taxonomy: 'category',
		multiple: true,
		logicalJoin: 'OR',
	} );
} );

afterEach( () => {
	teardown?.();
	window.vitrine = attach ? { runtime: { attach, detach: () => {} } } : undefined;
} );

const term = ( slug: string ) => document.querySelector< HTMLAnchorElement >( `[data-term="${ slug }"]` )!;
const content = () => document.querySelector( '.vitrine-loop-grid__content' )!;

describe( 'the loop filter handler', () => {
	it( 'writes the link targets from the URL', () => {
		expect( term( 'news' ).getAttribute( 'href' ) ).toBe( '/loop/?e-filter-g1-category=news' );
		expect( term( '' ).getAttribute( 'href' ) ).toBe( '/loop/' );
	} );

	it( 'refreshes the grid, pushes the URL, re-runs handlers and announces the count', async () => {
		term( 'news' ).focus();
		term( 'news' ).click();
		expect( term( 'news' ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( document.querySelector( '.vitrine-loop-grid' )!.classList.contains( 'is-loading' ) ).toBe( true );
		expect( document.querySelector( '.vitrine-loop-grid__overlay' ) ).not.toBeNull();
		const body = JSON.parse( String( calls[ 0 ]!.init.body ) );
		expect( body ).toMatchObject( {
			post_id: 7,
			widget_id: 'g1',
			pagination_base_url: 'http://localhost/loop/',
			widget_filters: { category: { filterType: 'taxonomy', filterData: { terms: [ 'news' ] } } },
		} );
		respond( calls[ 0 ], 200, { data: '<p class="vitrine-loop-grid__count">1 post</p>' } );
		await flush();
		expect( location.search ).toBe( '?e-filter-g1-category=news' );
		expect( content().innerHTML ).toContain( '1 post' );
		expect( document.querySelector( '.vitrine-loop-grid__status' )!.textContent ).toBe( '1 post' );
		expect( window.vitrine?.runtime?.detach ).toHaveBeenCalledWith( content() );
		expect( window.vitrine?.runtime?.attach ).toHaveBeenCalledWith( content() );
		expect( document.querySelector( '.vitrine-loop-grid__overlay' ) ).toBeNull();
		expect( document.activeElement ).toBe( term( 'news' ) );
	} );

	it( 'keeps the content and the URL when the answer is an error', async () => {
		term( 'news' ).click();
		respond( calls[ 0 ], 500, { data: '<p>broken</p>' } );
		await flush();
		expect( content().innerHTML ).toContain( '3 posts' );
		expect( location.search ).toBe( '' );
		expect( term( 'news' ).getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( document.querySelector( '.vitrine-loop-grid__overlay' ) ).toBeNull();
	} );

	it( 'keeps the content on a network failure', async () => {
		term( 'tech' ).click();
		calls[ 0 ]!.reject( new TypeError( 'Failed to fetch' ) );
		await flush();
		expect( content().innerHTML ).toContain( '3 posts' );
		expect( location.search ).toBe( '' );
	} );

	it( 'cancels an older request when a newer change comes', async () => {
		term( 'news' ).click();
		term( 'tech' ).click();
		expect( calls[ 0 ]!.init.signal?.aborted ).toBe( true );
		expect( JSON.parse( String( calls[ 1 ]!.init.body ) ).widget_filters.category.filterData.terms ).toEqual( [
			'news',
			'tech',
		] );
		respond( calls[ 1 ], 200, { data: '<p>both</p>' } );
		await flush();
		expect( location.search ).toBe( '?e-filter-g1-category=news~tech' );
		expect( content().innerHTML ).toBe( '<p>both</p>' );
	} );

	it( 'restores filters and content on popstate', async () => {
		term( 'news' ).click();
		respond( calls[ 0 ], 200, { data: '<p>news</p>' } );
		await flush();
		history.replaceState( null, '', '/loop/' ); // What the back button leaves in the address bar.
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( term( 'news' ).getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( JSON.parse( String( calls[ 1 ]!.init.body ) ).widget_filters ).toEqual( {} );
		respond( calls[ 1 ], 200, { data: '<p>all</p>' } );
		await flush();
		expect( content().innerHTML ).toBe( '<p>all</p>' );
		expect( location.search ).toBe( '' );
	} );

	it( 'loads pagination in place and keeps the filters', async () => {
		history.replaceState( null, '', '/loop/?e-filter-g1-category=news' );
		document.querySelector< HTMLAnchorElement >( '.vitrine-loop-grid__pagination a' )!.href =
			'/loop/?e-filter-g1-category=news&e-page-g1=2';
		document.querySelector< HTMLAnchorElement >( '.vitrine-loop-grid__pagination a' )!.click();
		const body = JSON.parse( String( calls[ 0 ]!.init.body ) );
		expect( body.page ).toBe( 2 );
		expect( body.widget_filters.category.filterData.terms ).toEqual( [ 'news' ] );
		respond( calls[ 0 ], 200, { data: '<p>page 2</p>' } );
		await flush();
		expect( location.search ).toBe( '?e-filter-g1-category=news&e-page-g1=2' );
		expect( document.activeElement ).toBe( content() );
	} );

	it( 'is disabled by a logical join other than AND or OR', () => {
		teardown?.();
		teardown = mount( loopFilter, document.querySelector( '.vitrine-loop-filter' ) as HTMLElement, {
			widgetId: 'g1',
			taxonomy: 'category',
			multiple: true,
			logicalJoin: 'XOR',
		} );
		term( 'news' ).click();
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'removes its listeners on teardown', () => {
		teardown?.();
		teardown = undefined;
		term( 'news' ).click();
		expect( calls ).toHaveLength( 0 );
	} );
} );

describe( 'a grid whose REST base is on another origin (post content imitating a grid)', () => {
	it( 'is never asked for markup: the term stays a plain link', () => {
		teardown?.();
		document.body.innerHTML = FILTER + GRID.replace( 'http://localhost/wp-json/', 'https://evil.example/wp-json/' );
		teardown = mount( loopFilter, document.querySelector( '.vitrine-loop-filter' ) as HTMLElement, {
			widgetId: 'g1',
			taxonomy: 'category',
			multiple: true,
			logicalJoin: 'OR',
		} );
		const click = new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0 } );
		term( 'news' ).dispatchEvent( click );
		expect( global.fetch ).not.toHaveBeenCalled();
		expect( click.defaultPrevented ).toBe( false );
	} );
} );
