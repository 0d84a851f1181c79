import { addedMessage, clampQuantity, matchVariation, parseAddSettings } from '../choice';

describe( 'add to cart choices', () => {
	const variations = [
		{ id: 111, attributes: [ { name: 'Size', value: 's' } ] },
		{
			id: 112,
			attributes: [
				{ name: 'Size', value: 'm' },
				{ name: 'Colour', value: '' },
			],
		},
	];

	it( 'matches the chosen options to a variation, "any" included', () => {
		expect( matchVariation( variations, { Size: 'S' } )?.id ).toBe( 111 );
		expect( matchVariation( variations, { Size: 'm', Colour: 'red' } )?.id ).toBe( 112 );
		expect( matchVariation( variations, { Size: 'xl' } ) ).toBeNull();
	} );

	it( 'clamps quantities and fills the message', () => {
		expect( clampQuantity( '3', 1, 5 ) ).toBe( 3 );
		expect( clampQuantity( '12', 1, 5 ) ).toBe( 5 );
		expect( clampQuantity( '-2' ) ).toBe( 1 );
		expect( clampQuantity( 'abc' ) ).toBe( 1 );
		expect( clampQuantity( '2.7' ) ).toBe( 2 );
		expect( addedMessage( '%1$d × %2$s added', 2, 'Cup' ) ).toBe( '2 × Cup added' );
	} );

	it( 'refuses settings without a product or a Store API address', () => {
		expect( parseAddSettings( { productId: 0, storeApi: '/x/' } ) ).toBeNull();
		expect( parseAddSettings( { productId: 5 } ) ).toBeNull();
		const parsed = parseAddSettings( {
			productId: '110',
			storeApi: '/x/',
			variations: [ null, { id: 1, attributes: 'junk' } ],
		} )!;
		expect( parsed.productId ).toBe( 110 );
		expect( parsed.variations ).toEqual( [ { id: 1, attributes: [] } ] );
	} );
} );

describe( 'settings from markup (docs/security.md)', () => {
	it( 'takes the Store API and the cart link only from this site', () => {
		expect( parseAddSettings( { productId: 5, storeApi: 'https://evil.example/wc/store/v1/' } ) ).toBeNull();
		expect( parseAddSettings( { productId: 5, storeApi: '//evil.example/wc/store/v1/' } ) ).toBeNull();
		const parsed = parseAddSettings( {
			productId: 5,
			storeApi: '/wp-json/wc/store/v1/',
			cartUrl: 'javascript:alert(document.domain)',
		} )!;
		expect( parsed.storeApi ).toBe( 'http://localhost/wp-json/wc/store/v1/' );
		expect( parsed.cartUrl ).toBe( '' );
		expect(
			parseAddSettings( { productId: 5, storeApi: '/s/', cartUrl: 'https://evil.example/cart' } )!.cartUrl
		).toBe( '' );
		expect( parseAddSettings( { productId: 5, storeApi: '/s/', cartUrl: '/cart/' } )!.cartUrl ).toBe(
			'http://localhost/cart/'
		);
	} );
} );
