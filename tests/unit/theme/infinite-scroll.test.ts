import { initInfiniteScroll, freshCards, RECHECK_MS } from '../../../themes/vitrine/src/blog/infinite-scroll';
import { readProperties } from '../../../themes/vitrine/src/blog/properties';

type ObserverCallback = ( entries: Array< Partial< IntersectionObserverEntry > > ) => void;
let observed: { callback: ObserverCallback; options: IntersectionObserverInit } | null = null;

class FakeObserver {
	constructor( callback: ObserverCallback, options: IntersectionObserverInit ) {
		observed = { callback, options };
	}
	observe() {}
	disconnect() {}
}

const cards = ( page: number ) =>
	[ 1, 2 ]
		.map( ( n ) => `<article id="post-${ page * 10 + n }"><a href="/p${ page }-${ n }">P</a></article>` )
		.join( '' );

function setup( maxPages = 3 ) {
	document.body.innerHTML = `
		<div id="vitrine-posts" data-page="1" data-page-url="http://localhost/blog/page/%#%/">${ cards( 1 ) }</div>
		<nav class="vitrine-pagination"><a href="/blog/page/2/">2</a></nav>
		<div class="vitrine-infinite"><div class="vitrine-loader"></div><button class="vitrine-load-more">More</button><div class="vitrine-infinite-trigger"></div></div>
		<p class="vitrine-announcer" role="status"></p>`;
	const props = readProperties( {
		masonryStatus: 'disabled',
		infScroll: 'enabled',
		maxPages,
		endpoint: 'http://localhost/wp-json/vitrine-theme/v1/posts/page/',
		query: { cat: '4' },
		announce: [ '', '%d more post loaded', '%d more posts loaded' ],
	} )!;
	const grid = document.getElementById( 'vitrine-posts' )!;
	const container = document.querySelector< HTMLElement >( '.vitrine-infinite' )!;
	return { grid, container, props };
}

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

describe( 'infinite scroll', () => {
	let requests: Array< { url: string; body: string; resolve: ( html: unknown ) => void } >;

	beforeEach( () => {
		jest.useFakeTimers();
		requests = [];
		( window as any ).IntersectionObserver = FakeObserver;
		window.fetch = jest.fn(
			( url: string, init: RequestInit ) =>
				new Promise( ( resolve ) => {
					requests.push( {
						url,
						body: String( init.body ),
						resolve: ( html ) => resolve( { ok: html !== null, json: async () => html } as Response ),
					} );
				} )
		) as unknown as typeof fetch;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'observes at ratio 0.5 with a prefetch margin and hides the page links', () => {
		initInfiniteScroll( setup() );
		expect( observed?.options.threshold ).toBe( 0.5 );
		expect( observed?.options.rootMargin ).toMatch( /px$/ );
		expect( document.querySelector< HTMLElement >( '.vitrine-pagination' )!.hidden ).toBe( true );
	} );

	it( 'loads pages 2..maxPages one request at a time, then removes the trigger', async () => {
		const options = setup( 3 );
		initInfiniteScroll( options );
		observed!.callback( [ { isIntersecting: true, intersectionRatio: 1 } ] );
		jest.advanceTimersByTime( RECHECK_MS * 3 ); // Re-checks while the first request is pending...
		expect( requests ).toHaveLength( 1 ); // ...never start a second one.
		expect( requests[ 0 ]!.url ).toBe( 'http://localhost/wp-json/vitrine-theme/v1/posts/page/2' );
		expect( JSON.parse( requests[ 0 ]!.body ) ).toEqual( { cat: '4' } );
		expect( options.container.classList.contains( 'is-loading' ) ).toBe( true );

		requests[ 0 ]!.resolve( cards( 2 ) );
		await flush();
		expect( options.grid.querySelectorAll( 'article' ) ).toHaveLength( 4 );
		expect( document.querySelector( '.vitrine-announcer' )!.textContent ).toBe( '2 more posts loaded' );
		expect( window.location.pathname ).toBe( '/blog/page/2/' );
		expect( options.container.classList.contains( 'is-loading' ) ).toBe( false );

		jest.advanceTimersByTime( RECHECK_MS ); // Still in view: the re-check loads page 3.
		expect( requests ).toHaveLength( 2 );
		expect( requests[ 1 ]!.url ).toMatch( /\/page\/3$/ );
		requests[ 1 ]!.resolve( cards( 2 ) + cards( 3 ) ); // A repeated post is not added twice.
		await flush();
		expect( options.grid.querySelectorAll( 'article' ) ).toHaveLength( 6 );
		expect( document.querySelector( '.vitrine-infinite-trigger' ) ).toBeNull();
		expect( document.querySelector( '.vitrine-load-more' ) ).toBeNull();
		jest.advanceTimersByTime( RECHECK_MS * 3 );
		expect( requests ).toHaveLength( 2 );
	} );

	it( 'stays silent on failure and lets the button retry, moving focus to the first new post', async () => {
		const options = setup( 2 );
		initInfiniteScroll( options );
		const button = document.querySelector< HTMLButtonElement >( '.vitrine-load-more' )!;
		button.click();
		requests[ 0 ]!.resolve( null );
		await flush();
		expect( options.grid.querySelectorAll( 'article' ) ).toHaveLength( 2 );
		button.click();
		expect( requests ).toHaveLength( 2 );
		expect( requests[ 1 ]!.url ).toMatch( /\/page\/2$/ );
		requests[ 1 ]!.resolve( cards( 2 ) );
		await flush();
		expect( document.activeElement?.getAttribute( 'href' ) ).toBe( '/p2-1' );
	} );

	it( 'does nothing beyond maxPages', () => {
		initInfiniteScroll( setup( 1 ) );
		expect( document.querySelector( '.vitrine-infinite-trigger' ) ).toBeNull();
	} );

	it( 'keeps only new articles from an answer', () => {
		const { grid } = setup();
		const fresh = freshCards( `${ cards( 1 ) }<script>alert(1)</script><article id="post-99"></article>`, grid );
		expect( fresh.map( ( el ) => el.id ) ).toEqual( [ 'post-99' ] );
	} );
} );
