import { clickFields, createTracker, type ClickData } from '../../../src/affiliate/track';

const data: ClickData = {
	source_type: 'page',
	source_id: 12,
	referer_url: 'http://site.test/affiliate/',
	home_url: 'http://site.test/',
	country: true,
};

function link( html: string, selector = 'a' ): Element {
	document.body.innerHTML = html;
	return document.querySelector( selector )!;
}

const product = ( inner: string ) =>
	`<div data-vitrine-product-id="41" data-vitrine-tracking-id="site-20" data-vitrine-product-asin="B000000001" data-vitrine-product-title="T">${ inner }</div>`;

describe( 'clickFields', () => {
	it( 'has every field of the click event', () => {
		expect(
			clickFields( link( product( '<a class="vitrine-product__button" href="#">b</a>' ) ), data, 'de' )
		).toEqual( {
			sourceType: 'page',
			sourceId: '12',
			isWidget: '0',
			refererUrl: 'http://site.test/affiliate/',
			productId: '41',
			trackingId: 'site-20',
			linkType: 'button',
			country: 'de',
		} );
	} );

	it( 'marks links inside a widget', () => {
		const fields = clickFields(
			link( `<div class="widget">${ product( '<a href="#">l</a>' ) }</div>` ),
			data,
			'de'
		);
		expect( fields?.isWidget ).toBe( '1' );
	} );

	it( 'is not sent without the country cookie when the page wants a country', () => {
		expect( clickFields( link( product( '<a href="#">l</a>' ) ), data, null ) ).toBeNull();
	} );

	it( 'is sent without country when the page wants none', () => {
		const fields = clickFields( link( product( '<a href="#">l</a>' ) ), { ...data, country: false }, 'de' );
		expect( fields?.country ).toBe( '' );
	} );

	it( 'ignores links that are not products', () => {
		expect( clickFields( link( '<a href="#">l</a>' ), data, 'de' ) ).toBeNull();
		expect(
			clickFields( link( '<div data-vitrine-product-id="x"><a href="#">l</a></div>' ), data, 'de' )
		).toBeNull();
	} );
} );

describe( 'createTracker', () => {
	it( 'posts multipart fields to the click route with a counter from 1', () => {
		const sent: Array< [ string, FormData ] > = [];
		const track = createTracker( data, ( url, body ) => sent.push( [ url, body ] ) );
		expect( track( { linkType: 'title', productId: '41' } ) ).toBe( 1 );
		expect( track( { linkType: 'button', productId: '41' } ) ).toBe( 2 );
		expect( sent.map( ( [ url ] ) => url ) ).toEqual( [
			'http://site.test/wp-json/vitrine/v1/click/1',
			'http://site.test/wp-json/vitrine/v1/click/2',
		] );
		expect( sent[ 1 ]![ 1 ].get( 'linkType' ) ).toBe( 'button' );
		expect( sent[ 1 ]![ 1 ] ).toBeInstanceOf( FormData );
	} );
} );
