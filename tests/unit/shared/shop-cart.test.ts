import { readCart } from '../../../src/shared/cart-format';
import { latestCart, onCart, publishCart } from '../../../src/shared/cart-store';
import { createStoreApi, errorMessage, paramErrors } from '../../../src/shared/store-api';

const usd = {
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '$',
	currency_suffix: '',
};

const cart = {
	items: [
		{
			key: 'a',
			id: 112,
			name: 'Organic T-shirt',
			quantity: 2,
			quantity_limits: { minimum: 1, maximum: 5, editable: true },
			variation: [ { attribute: 'Size', value: 'M' } ],
			prices: { price: '2000', ...usd },
			totals: { line_total: '4000', ...usd },
		},
	],
	coupons: [ { code: 'vitrine10' } ],
	items_count: 2,
	needs_shipping: true,
	shipping_rates: [
		{
			package_id: 0,
			shipping_rates: [
				{ rate_id: 'flat_rate:1', name: 'Flat rate', price: '500', selected: true, ...usd },
				{ rate_id: 'local_pickup:2', name: 'Pickup', price: '0', selected: false, ...usd },
			],
		},
	],
	payment_methods: [ 'bacs', 7 ],
	totals: {
		total_items: '4000',
		total_discount: '400',
		total_shipping: '500',
		total_tax: '0',
		total_price: '4100',
		...usd,
	},
};

describe( 'reading a Store API cart', () => {
	it( 'reads items, variations, limits, totals, rates and payment methods', () => {
		const read = readCart( cart )!;
		expect( read.items[ 0 ] ).toEqual( {
			key: 'a',
			id: 112,
			name: 'Organic T-shirt',
			variation: 'Size: M',
			quantity: 2,
			min: 1,
			max: 5,
			editable: true,
			unitPrice: '$20.00',
			total: '$40.00',
		} );
		expect( read ).toMatchObject( {
			count: 2,
			coupons: [ 'vitrine10' ],
			subtotal: '$40.00',
			discount: '$4.00',
			shipping: '$5.00',
			tax: null,
			total: '$41.00',
			needsShipping: true,
			paymentMethods: [ 'bacs' ],
		} );
		expect( read.rates.map( ( r ) => [ r.id, r.price, r.selected ] ) ).toEqual( [
			[ 'flat_rate:1', '$5.00', true ],
			[ 'local_pickup:2', '$0.00', false ],
		] );
	} );

	it( 'shows no shipping cost before a rate applies (WooCommerce answers 0 without an address)', () => {
		const noAddress = {
			...cart,
			shipping_rates: [ { package_id: 0, shipping_rates: [] } ],
			totals: { ...cart.totals, total_shipping: '0' },
		};
		expect( readCart( noAddress )!.shipping ).toBeNull();
	} );

	it( 'is null for answers that are not carts, and tolerates junk inside', () => {
		expect( readCart( null ) ).toBeNull();
		expect( readCart( { code: 'rest_error' } ) ).toBeNull();
		const read = readCart( { items: [ 'x', { quantity: 'many' } ], totals: { total_shipping: null } } )!;
		expect( read.items ).toHaveLength( 1 );
		expect( read.items[ 0 ] ).toMatchObject( { quantity: 0, max: 99, total: '0.00', editable: true } );
		expect( read.shipping ).toBeNull();
		expect( read.discount ).toBeNull();
	} );
} );

describe( 'reading the edges of a Store API cart', () => {
	it( 'reads variations, limits and coupons past junk entries', () => {
		const read = readCart( {
			...cart,
			items: [
				{
					...cart.items[ 0 ],
					variation: [ 'junk', { attribute: 'Size', value: 'M' }, { attribute: 'Colour', value: 'Red' } ],
					quantity_limits: { minimum: 2, maximum: 0, editable: false },
				},
				{ key: 'b', name: 'Gift card' },
			],
			coupons: [ { code: 'vitrine10' }, null, {}, { code: '' }, { code: 'winter' } ],
		} )!;
		expect( read.items.map( ( i ) => [ i.key, i.variation, i.min, i.max, i.editable ] ) ).toEqual( [
			[ 'a', 'Size: M, Colour: Red', 2, 1, false ],
			[ 'b', '', 1, 99, true ],
		] );
		expect( read.coupons ).toEqual( [ 'vitrine10', 'winter' ] );
	} );

	it( 'prices a rate in its own currency when it has one, in the cart’s otherwise', () => {
		const read = readCart( {
			...cart,
			shipping_rates: [
				null,
				{
					package_id: 3,
					shipping_rates: [
						'junk',
						{ rate_id: 'flat_rate:1', name: 'Flat rate', price: '500', selected: true },
						{
							rate_id: 'flat_rate:2',
							name: 'Express',
							price: '1500',
							selected: false,
							...usd,
							currency_minor_unit: 0,
							currency_prefix: '¥',
						},
					],
				},
				{ package_id: 4, shipping_rates: 'none' },
			],
		} )!;
		expect( read.rates.map( ( r ) => [ r.packageId, r.id, r.price, r.selected ] ) ).toEqual( [
			[ 3, 'flat_rate:1', '$5.00', true ],
			[ 3, 'flat_rate:2', '¥1,500', false ],
		] );
		expect( read.shipping ).toBe( '$5.00' );
	} );

	it( 'shows no shipping cost when the answer has none, even with a rate chosen', () => {
		expect( readCart( { ...cart, totals: { ...cart.totals, total_shipping: null } } )!.shipping ).toBeNull();
		const { total_shipping: _omitted, ...withoutShipping } = cart.totals;
		expect( readCart( { ...cart, totals: withoutShipping } )!.shipping ).toBeNull();
	} );

	it( 'shows a discount or tax only for a whole, non-zero number of minor units', () => {
		const read = ( discount: unknown, tax: unknown ) =>
			readCart( { ...cart, totals: { ...cart.totals, total_discount: discount, total_tax: tax } } )!;
		expect( read( '-400', '120' ) ).toMatchObject( { discount: '-$4.00', tax: '$1.20' } );
		expect( read( 'abc5', '5abc' ) ).toMatchObject( { discount: null, tax: null } );
	} );

	it( 'knows whether the order has a destination and needs shipping', () => {
		const read = ( extra: object ) => readCart( { ...cart, ...extra } )!;
		expect( read( { shipping_address: { country: 'FR' } } ).hasDestination ).toBe( true );
		expect( read( { shipping_address: { country: '' } } ).hasDestination ).toBe( false );
		expect( read( { shipping_address: null } ).hasDestination ).toBe( false );
		expect( read( { needs_shipping: false } ).needsShipping ).toBe( false );
		expect( read( { needs_shipping: 'yes' } ).needsShipping ).toBe( false );
	} );

	it( 'reads missing lists as empty', () => {
		const read = readCart( { items: [], totals: { total_price: '0', ...usd } } )!;
		expect( read ).toMatchObject( { coupons: [], rates: [], paymentMethods: [], shipping: null } );
		expect( readCart( { items: 'x', totals: {} } ) ).toBeNull();
	} );
} );

describe( 'the shared cart state', () => {
	it( 'hands every published cart to the listeners and keeps the latest', () => {
		const seen: unknown[] = [];
		const stop = onCart( ( c ) => seen.push( c ) );
		publishCart( { n: 1 } );
		stop();
		publishCart( { n: 2 } );
		expect( seen ).toEqual( [ { n: 1 } ] );
		expect( latestCart() ).toEqual( { n: 2 } );
	} );
} );

function reply( status: number, body: unknown, nonce = '' ) {
	return Promise.resolve( {
		ok: status < 400,
		status,
		headers: new Headers( nonce ? { Nonce: nonce } : {} ),
		json: () => Promise.resolve( body ),
	} as unknown as Response );
}

describe( 'the Store API client', () => {
	it( 'gets a nonce before its first change, sends it, and publishes carts', async () => {
		const calls: Array< [ string, RequestInit ] > = [];
		const answers = [ reply( 200, cart, 'n1' ), reply( 201, cart, 'n2' ), reply( 200, cart, 'n3' ) ];
		const api = createStoreApi( '/wp-json/wc/store/v1', ( url, init ) => {
			calls.push( [ String( url ), init ?? {} ] );
			return answers.shift()!;
		} );
		const seen: unknown[] = [];
		const stop = onCart( ( c ) => seen.push( c ) );
		const result = await api.addItem( 110, 2, [ { attribute: 'Size', value: 'm' } ] );
		await api.updateItem( 'a', 3 );
		stop();
		expect( result.status ).toBe( 201 );
		expect(
			calls.map( ( [ url, init ] ) => [ url, init.method, ( init.headers as Record< string, string > ).Nonce ] )
		).toEqual( [
			[ '/wp-json/wc/store/v1/cart', 'GET', undefined ],
			[ '/wp-json/wc/store/v1/cart/add-item', 'POST', 'n1' ],
			[ '/wp-json/wc/store/v1/cart/update-item', 'POST', 'n2' ],
		] );
		expect( JSON.parse( String( calls[ 1 ]![ 1 ].body ) ) ).toEqual( {
			id: 110,
			quantity: 2,
			variation: [ { attribute: 'Size', value: 'm' } ],
		} );
		expect( seen ).toHaveLength( 3 );
	} );

	it( 'retries once with a fresh nonce, and reports network failures as status 0', async () => {
		const answers = [
			reply( 200, cart, 'old' ),
			reply( 403, { code: 'woocommerce_rest_invalid_nonce' } ),
			reply( 200, cart, 'new' ),
			reply( 200, cart ),
		];
		const api = createStoreApi( '/api/', () => answers.shift()! );
		expect( ( await api.removeItem( 'a' ) ).ok ).toBe( true );
		const offline = createStoreApi( '/api/', () => Promise.reject( new Error( 'offline' ) ) );
		expect( await offline.getCart() ).toEqual( { ok: false, status: 0, data: null } );
	} );

	it( 'reads error messages as text and per-parameter errors', () => {
		expect( errorMessage( { message: 'You cannot add &quot;Cup&quot; <b>now</b>' }, 'x' ) ).toBe(
			'You cannot add "Cup" now'
		);
		expect( errorMessage( null, 'fallback' ) ).toBe( 'fallback' );
		expect(
			paramErrors( {
				code: 'rest_invalid_param',
				data: {
					params: { billing_address: 'There was a problem: bad email', payment_method: 'Missing' },
					details: { billing_address: { code: 'invalid_email', message: 'bad email' } },
				},
			} )
		).toEqual( {
			billing_address: { code: 'invalid_email', message: 'bad email' },
			payment_method: { code: '', message: 'Missing' },
		} );
	} );
} );
