import { linkType, productData } from '../../../src/affiliate/link-type';

function dom( html: string ): HTMLElement {
	document.body.innerHTML = html;
	return document.body;
}

describe( 'linkType', () => {
	it.each( [
		[ 'vitrine-product__button', 'button' ],
		[ 'vitrine-product__title', 'title' ],
		[ 'vitrine-product__thumb', 'thumbnail' ],
		[ 'vitrine-product__rating', 'star_rating' ],
		[ 'vitrine-product__prime', 'prime' ],
		[ 'vitrine-product__link', 'link' ],
		[ 'something-else', 'link' ],
	] )( 'a link with class %s is a %s link', ( className, type ) => {
		const root = dom( `<a class="extra ${ className }" href="https://www.amazon.com/">x</a>` );
		expect( linkType( root.querySelector( 'a' )! ) ).toBe( type );
	} );

	it( 'a link in a table thumbnail cell counts as thumbnail', () => {
		const root = dom(
			'<table><tr><td class="vitrine-table__thumb"><a class="vitrine-table__link" href="#">i</a></td></tr></table>'
		);
		expect( linkType( root.querySelector( 'a' )! ) ).toBe( 'thumbnail' );
	} );

	it( 'a button in a table is still a button', () => {
		const root = dom(
			'<table><tr><td class="vitrine-table__cell"><a class="vitrine-product__button" href="#">b</a></td></tr></table>'
		);
		expect( linkType( root.querySelector( 'a' )! ) ).toBe( 'button' );
	} );
} );

describe( 'productData', () => {
	it( 'reads the product element around the link', () => {
		const root = dom(
			'<div data-vitrine-product-id="7" data-vitrine-tracking-id="t-20" data-vitrine-product-asin="B000000001" data-vitrine-product-title="A &quot;title&quot;"><a href="#">x</a></div>'
		);
		expect( productData( root.querySelector( 'a' )! ) ).toEqual( {
			productId: '7',
			trackingId: 't-20',
			asin: 'B000000001',
			title: 'A "title"',
		} );
	} );

	it( 'prefers data on the link itself (tables, geotargeted links)', () => {
		const root = dom(
			'<div data-vitrine-product-id="7" data-vitrine-tracking-id="t-20"><a data-vitrine-tracking-id="de-21" href="#">x</a></div>'
		);
		expect( productData( root.querySelector( 'a' )! )?.trackingId ).toBe( 'de-21' );
	} );

	it( 'is null outside a product', () => {
		const root = dom( '<p><a href="#">x</a></p>' );
		expect( productData( root.querySelector( 'a' )! ) ).toBeNull();
	} );
} );
