/**
 * The visitor script wired together in jsdom: page settings in, beacons and analytics out.
 */
const SETTINGS = {
	analytics: 'title',
	click: {
		source_type: 'post',
		source_id: 5,
		referer_url: 'http://site.test/p/',
		home_url: 'http://site.test',
		country: true,
	},
	geo: {
		store: 'com',
		mode: 'asin',
		countries: { de: 'de' },
		trackingIds: { com: 'a-20', de: 'a-de-21' },
		source: 'guess',
	},
};

const PAGE = `
	<div class="vitrine-product" data-vitrine-product-id="9" data-vitrine-tracking-id="a-20" data-vitrine-product-asin="B000000009" data-vitrine-product-title="Nine" data-vitrine-geotargeting="1">
		<a class="vitrine-product__title" href="https://www.amazon.com/dp/B000000009/?tag=a-20">Nine</a>
		<a class="vitrine-product__button" data-vitrine-prevent-click-tracking href="https://www.amazon.com/dp/B000000009/?tag=a-20">Buy</a>
	</div>
	<a id="plain" href="https://example.com/">plain</a>`;

type Sent = Array< { url: string; body: FormData } >;

function boot( settings: object | string, cookie = 'vitrine-country=de' ): { sent: Sent; dataLayer: unknown[] } {
	document.cookie = 'vitrine-country=; max-age=0; path=/';
	if ( cookie ) {
		document.cookie = `${ cookie }; path=/`;
	}
	document.body.innerHTML =
		PAGE +
		`<script type="application/json" id="vitrine-affiliate-settings">${
			typeof settings === 'string' ? settings : JSON.stringify( settings )
		}</script>`;
	const sent: Sent = [];
	Object.defineProperty( navigator, 'sendBeacon', {
		configurable: true,
		value: ( url: string, body: FormData ) => sent.push( { url, body } ) > 0,
	} );
	const dataLayer: unknown[] = [];
	( window as unknown as { dataLayer: unknown[] } ).dataLayer = dataLayer;
	const add = document.addEventListener.bind( document );
	const spy = jest.spyOn( document, 'addEventListener' ).mockImplementation( ( type, listener, options ) => {
		added.push( [ type, listener, options ] );
		add( type, listener, options );
	} );
	jest.isolateModules( () => {
		require( '../../../src/affiliate/links.entry' );
	} );
	spy.mockRestore();
	return { sent, dataLayer };
}

// Each test boots a fresh copy of the script: remove the listeners the previous copy added.
const added: Array< Parameters< Document[ 'addEventListener' ] > > = [];
afterEach( () => {
	added
		.splice( 0 )
		.forEach( ( [ type, listener, options ] ) => document.removeEventListener( type, listener, options ) );
} );

function press( selector: string, type = 'click', button = 0 ): void {
	document
		.querySelector( selector )!
		.dispatchEvent( new MouseEvent( type, { bubbles: true, cancelable: true, button } ) );
}

// jsdom cannot navigate: stop every link's default action.
window.addEventListener( 'click', ( event ) => event.preventDefault() );

describe( 'links.entry', () => {
	it( 'rewrites marked links for the cookie country, then counts each click once', () => {
		const { sent, dataLayer } = boot( SETTINGS );
		expect( document.querySelector( '.vitrine-product__title' )!.getAttribute( 'href' ) ).toBe(
			'https://www.amazon.de/dp/B000000009/?tag=a-de-21'
		);
		press( '.vitrine-product__title' );
		press( '.vitrine-product__title', 'auxclick', 1 );
		press( '.vitrine-product__title', 'auxclick', 2 );
		press( '.vitrine-product__title', 'click', 1 );
		press( '#plain' );
		expect( sent.map( ( s ) => s.url ) ).toEqual( [
			'http://site.test/wp-json/vitrine/v1/click/1',
			'http://site.test/wp-json/vitrine/v1/click/2',
		] );
		expect( sent[ 0 ]!.body.get( 'trackingId' ) ).toBe( 'a-de-21' );
		expect( sent[ 0 ]!.body.get( 'country' ) ).toBe( 'de' );
		expect( dataLayer ).toHaveLength( 2 );
		expect( dataLayer[ 0 ] ).toMatchObject( { eventLabel: 'Nine' } );
	} );

	it( 'counts but keeps out of analytics a link with the prevent attribute', () => {
		const { sent, dataLayer } = boot( SETTINGS );
		press( '.vitrine-product__button' );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ]!.body.get( 'linkType' ) ).toBe( 'button' );
		expect( dataLayer ).toEqual( [] );
	} );

	it( 'sends nothing without the page data, and survives unreadable settings', () => {
		const { sent } = boot( '{not json' );
		press( '.vitrine-product__title' );
		expect( sent ).toEqual( [] );
		expect( document.querySelector( '.vitrine-product__title' )!.getAttribute( 'href' ) ).toContain( 'amazon.com' );
	} );

	it( 'does not rewrite in debug mode', () => {
		window.history.pushState( {}, '', '/?aawp_debug_geotargeting=1' );
		boot( SETTINGS );
		expect( document.querySelector( '.vitrine-product__title' )!.getAttribute( 'href' ) ).toContain(
			'www.amazon.com'
		);
		window.history.pushState( {}, '', '/' );
	} );
} );
