import { fill, parseCartTexts } from '../texts';
import { fillTotals } from '../rows';
import { readCart } from '../../../src/shared/cart-format';

describe( 'cart widget texts and totals', () => {
	it( 'fills plain and numbered placeholders', () => {
		expect( fill( 'Items: %d', 3 ) ).toBe( 'Items: 3' );
		expect( fill( 'Quantity of %1$s changed to %2$d.', 'Cup', 4 ) ).toBe( 'Quantity of Cup changed to 4.' );
		expect( fill( '%2$s before %1$s', 'a', 'b' ) ).toBe( 'b before a' );
		expect( parseCartTexts( { empty: 'Empty', items: 7 } ) ).toMatchObject( { empty: 'Empty', items: '' } );
	} );

	it( 'hides the totals a cart does not have', () => {
		document.body.innerHTML =
			'<dl><div data-total="subtotal"><dd></dd></div><div data-total="discount"><dd></dd></div><div data-total="total"><dd></dd></div></dl>';
		const cart = readCart( {
			items: [],
			totals: { total_items: '1000', total_discount: '0', total_price: '1000' },
		} )!;
		fillTotals( document.querySelector( 'dl' )!, cart );
		expect( document.querySelector< HTMLElement >( '[data-total="discount"]' )!.hidden ).toBe( true );
		expect( document.querySelector( '[data-total="total"] dd' )!.textContent ).toBe( '10.00' );
		const discounted = readCart( {
			items: [],
			totals: { total_items: '1000', total_discount: '150', total_price: '850' },
		} )!;
		fillTotals( document.querySelector( 'dl' )!, discounted );
		expect( document.querySelector( '[data-total="discount"] dd' )!.textContent ).toBe( '-1.50' );
	} );
} );
