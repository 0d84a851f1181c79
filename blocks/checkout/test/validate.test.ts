import { fieldOfCode, followUrl, groupOfParam, isPaymentError, validateAddress } from '../validate';
import { choices, readGroup } from '../form';

const messages = { required: 'Required.', email: 'Bad email.' };

describe( 'checkout validation', () => {
	it( 'marks empty required fields and a malformed email', () => {
		expect(
			validateAddress(
				{ first_name: ' ', city: 'Paris', email: 'a@b' },
				[ 'first_name', 'city', 'email' ],
				messages
			)
		).toEqual( { first_name: 'Required.', email: 'Bad email.' } );
		expect( validateAddress( { email: '' }, [ 'email' ], messages ) ).toEqual( { email: 'Required.' } );
		expect( validateAddress( { email: 'ada@example.com' }, [ 'email' ], messages ) ).toEqual( {} );
		expect( validateAddress( { phone: '' }, [], messages ) ).toEqual( {} );
	} );

	it( 'requires a field the form did not send, and reads the email without its outer spaces', () => {
		expect( validateAddress( {}, [ 'city' ], messages ) ).toEqual( { city: 'Required.' } );
		expect( validateAddress( { email: '   ' }, [], messages ) ).toEqual( {} );
		expect( validateAddress( { email: ' ada@example.com ' }, [ 'email' ], messages ) ).toEqual( {} );
		expect( validateAddress( { email: 'ada lovelace@example.com' }, [], messages ) ).toEqual( {
			email: 'Bad email.',
		} );
		expect( validateAddress( { email: 'ada@example.com x' }, [], messages ) ).toEqual( { email: 'Bad email.' } );
	} );

	it( 'places Store API errors on fields and groups', () => {
		expect( fieldOfCode( 'invalid_postcode' ) ).toBe( 'postcode' );
		expect( fieldOfCode( 'missing_first_name' ) ).toBe( 'first_name' );
		expect( fieldOfCode( 'woocommerce_rest_cart_empty' ) ).toBe( '' );
		expect( fieldOfCode( 'woocommerce_invalid_postcode' ) ).toBe( '' );
		expect( fieldOfCode( 'invalid_postcode!' ) ).toBe( '' );
		expect( groupOfParam( 'billing_address' ) ).toBe( 'billing' );
		expect( groupOfParam( 'shipping_address' ) ).toBe( 'shipping' );
		expect( groupOfParam( 'payment_method' ) ).toBe( 'payment' );
		expect( groupOfParam( 'payment_data' ) ).toBe( 'payment' );
		expect( groupOfParam( '' ) ).toBe( '' );
		expect( groupOfParam( 'customer_note' ) ).toBe( '' );
		expect( isPaymentError( 'woocommerce_rest_checkout_missing_payment_method' ) ).toBe( true );
		expect( isPaymentError( 'rest_invalid_param' ) ).toBe( false );
	} );

	it( 'follows only this site or https payment pages after the order', () => {
		const origin = 'http://shop.test';
		expect( followUrl( '/checkout/order-received/5/', origin ) ).toBe(
			'http://shop.test/checkout/order-received/5/'
		);
		expect( followUrl( 'https://www.paypal.com/pay', origin ) ).toBe( 'https://www.paypal.com/pay' );
		expect( followUrl( 'javascript:alert(1)', origin ) ).toBe( '' );
		expect( followUrl( 'http://evil.test/', origin ) ).toBe( '' );
		expect( followUrl( 42, origin ) ).toBe( '' );
		expect( followUrl( '', origin ) ).toBe( '' );
		expect( followUrl( 'https://[shop', origin ) ).toBe( '' ); // Not an address at all.
	} );

	it( 'reads a group and builds radio choices as text', () => {
		document.body.innerHTML =
			'<fieldset><input data-field="city" required value=" Paris "><select data-field="country"><option value="FR" selected>FR</option></select><div class="vitrine-checkout__choices"></div></fieldset>';
		const group = document.querySelector( 'fieldset' )!;
		expect( readGroup( group ) ).toEqual( { values: { city: 'Paris', country: 'FR' }, required: [ 'city' ] } );
		choices( group, 'rate', [ { value: 'a', label: '<b>Flat</b>', checked: true } ], '' );
		expect( group.querySelector( 'label' )!.textContent ).toBe( ' <b>Flat</b>' );
		expect( group.querySelector< HTMLInputElement >( 'input[name="rate"]' )!.checked ).toBe( true );
		const first = group.querySelector( 'input[name="rate"]' );
		choices( group, 'rate', [ { value: 'a', label: '<b>Flat</b>', checked: false } ], '' );
		expect( group.querySelector( 'input[name="rate"]' ) ).toBe( first ); // Kept, so focus stays on it.
		expect( group.querySelector< HTMLInputElement >( 'input[name="rate"]' )!.checked ).toBe( false );
		choices( group, 'rate', [], 'None.' );
		expect( group.querySelector( '.vitrine-checkout__choices' )!.textContent ).toBe( 'None.' );
	} );
} );
