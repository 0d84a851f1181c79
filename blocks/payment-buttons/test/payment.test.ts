import { amountProblem } from '../amount';
import { paymentUrl } from '../view';

describe( 'payment button checks', () => {
	it( 'accepts a named item with a positive price and a currency code', () => {
		expect( amountProblem( '25', 'USD', 'Print' ) ).toBe( '' );
		expect( amountProblem( '19.90', 'EUR', 'Print' ) ).toBe( '' );
	} );

	it( 'names what is missing or malformed', () => {
		expect( amountProblem( '25', 'USD', ' ' ) ).toMatch( /name/ );
		expect( amountProblem( '0', 'USD', 'Print' ) ).toMatch( /price/ );
		expect( amountProblem( '1.999', 'USD', 'Print' ) ).toMatch( /price/ );
		expect( amountProblem( '-3', 'USD', 'Print' ) ).toMatch( /price/ );
		expect( amountProblem( '3', 'dollars', 'Print' ) ).toMatch( /currency/ );
	} );

	it( 'follows only https payment pages from the answer', () => {
		expect( paymentUrl( { url: 'https://checkout.stripe.com/c/pay/cs_1' } ) ).toBe(
			'https://checkout.stripe.com/c/pay/cs_1'
		);
		expect( paymentUrl( { url: 'javascript:alert(1)' } ) ).toBe( '' );
		expect( paymentUrl( { url: 'http://example.com' } ) ).toBe( '' );
		expect( paymentUrl( null ) ).toBe( '' );
	} );
} );
