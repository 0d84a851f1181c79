import { formatPrice, currencyOf, summarizeCart } from '../../../src/shared/cart-format';
import { hasCartCookie } from '../../../themes/vitrine/src/header/cart';

const usd = currencyOf( {
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '$',
	currency_suffix: '',
} );

describe( 'cart formatting', () => {
	it( 'formats minor units with the currency of the answer', () => {
		expect( formatPrice( '123456', usd ) ).toBe( '$1,234.56' );
		expect( formatPrice( '5', usd ) ).toBe( '$0.05' );
		expect( formatPrice( '-250', usd ) ).toBe( '-$2.50' );
		const eur = currencyOf( {
			currency_minor_unit: 2,
			currency_decimal_separator: ',',
			currency_thousand_separator: '.',
			currency_prefix: '',
			currency_suffix: ' €',
		} );
		expect( formatPrice( '1234500', eur ) ).toBe( '12.345,00 €' );
		expect( formatPrice( '1500', currencyOf( { currency_minor_unit: 0, currency_prefix: '¥' } ) ) ).toBe(
			'¥1,500'
		);
	} );

	it( 'formats junk as zero and falls back to two decimals', () => {
		expect( formatPrice( '12abc', usd ) ).toBe( '$0.00' );
		expect( formatPrice( undefined, currencyOf( null ) ) ).toBe( '0.00' );
		expect( currencyOf( { currency_minor_unit: 'x' } ).currency_minor_unit ).toBe( 2 );
	} );

	it( 'groups every thousand of a long price, and reads only whole numbers of minor units', () => {
		expect( formatPrice( '123456789', usd ) ).toBe( '$1,234,567.89' );
		expect( formatPrice( '-100000000', usd ) ).toBe( '-$1,000,000.00' );
		expect( formatPrice( 'abc12', usd ) ).toBe( '$0.00' );
		expect( formatPrice( '12.5', usd ) ).toBe( '$0.00' );
	} );

	it( 'keeps a minor unit count from 0 to 6 and falls back to 2 otherwise', () => {
		const unit = ( value: unknown ) => currencyOf( { ...usd, currency_minor_unit: value } ).currency_minor_unit;
		expect( unit( 6 ) ).toBe( 6 );
		expect( unit( '3' ) ).toBe( 3 );
		expect( unit( 7 ) ).toBe( 2 );
		expect( unit( -1 ) ).toBe( 2 );
		expect( unit( 2.5 ) ).toBe( 2 );
		expect( formatPrice( '1234567', currencyOf( { ...usd, currency_minor_unit: 6 } ) ) ).toBe( '$1.234567' );
		expect( formatPrice( '1234567', currencyOf( { ...usd, currency_minor_unit: 7 } ) ) ).toBe( '$12,345.67' );
		expect( formatPrice( '1234567', currencyOf( { ...usd, currency_minor_unit: -1 } ) ) ).toBe( '$12,345.67' );
	} );

	it( 'counts the items from the lines when the answer has no usable count', () => {
		const line = ( quantity: number ) => ( { quantity, totals: { line_total: '100', ...usd } } );
		const count = ( itemsCount: unknown ) =>
			summarizeCart( {
				items: [ line( 2 ), line( 3 ) ],
				items_count: itemsCount,
				totals: { total_price: '500', ...usd },
			} )?.count;
		expect( count( 7 ) ).toBe( 7 );
		expect( count( 4.9 ) ).toBe( 4 );
		expect( count( 0 ) ).toBe( 0 );
		expect( count( undefined ) ).toBe( 5 );
		expect( count( -1 ) ).toBe( 5 );
		expect( count( Infinity ) ).toBe( 5 );
	} );

	it( 'summarizes a Store API cart', () => {
		const cart = summarizeCart( {
			items: [
				{
					key: 'a',
					name: 'Tote <b>bag</b>',
					quantity: 2,
					prices: { ...usd },
					totals: { line_total: '3600', ...usd },
				},
			],
			items_count: 2,
			totals: { total_price: '3600', ...usd },
		} );
		expect( cart ).toEqual( {
			count: 2,
			lines: [ { key: 'a', name: 'Tote <b>bag</b>', quantity: 2, total: '$36.00' } ],
			total: '$36.00',
		} );
	} );

	it( 'rejects answers that are not carts', () => {
		expect( summarizeCart( null ) ).toBeNull();
		expect( summarizeCart( { items: 'x', totals: {} } ) ).toBeNull();
		expect( summarizeCart( { code: 'rest_no_route' } ) ).toBeNull();
		expect( summarizeCart( { items: [ null, 3 ], totals: {} }.items ) ).toBeNull();
		expect( summarizeCart( { items: [ 'junk' ], totals: {} } )?.lines ).toEqual( [] );
	} );

	it( 'knows WooCommerce’s items-in-cart cookie', () => {
		expect( hasCartCookie( 'a=1; woocommerce_items_in_cart=1' ) ).toBe( true );
		expect( hasCartCookie( 'woocommerce_items_in_cart_x=1; b=2' ) ).toBe( false );
		expect( hasCartCookie( '' ) ).toBe( false );
	} );
} );
