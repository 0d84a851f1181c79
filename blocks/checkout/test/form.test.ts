/**
 * The checkout form's parts that WooCommerce's answers depend on: the destination sent for rates and
 * taxes, and rate choices that keep the keyboard focus when a new address brings new rates.
 */
import { choices, destination } from '../form';

describe( 'the destination sent to cart/update-customer', () => {
	it( 'is the country, state, postal code and city once a country is chosen', () => {
		expect(
			destination( {
				first_name: 'Ada',
				country: 'US',
				state: 'CA',
				postcode: '90210',
				city: 'LA',
				email: 'a@b.c',
			} )
		).toEqual( { country: 'US', state: 'CA', postcode: '90210', city: 'LA' } );
		expect( destination( { country: 'DE' } ) ).toEqual( { country: 'DE', state: '', postcode: '', city: '' } );
	} );

	it( 'is nothing before a country is chosen', () => {
		expect( destination( { postcode: '90210', country: '' } ) ).toBeNull();
	} );
} );

describe( 'rate choices', () => {
	it( 'keep the focus on the same choice when the choices change', () => {
		document.body.innerHTML = '<fieldset><div class="vitrine-checkout__choices"></div></fieldset>';
		const group = document.querySelector( 'fieldset' )!;
		const rate = ( price: string ) => [
			{ value: 'flat_rate:1', label: `Flat rate — ${ price }`, checked: true },
			{ value: 'local_pickup:2', label: 'Local pickup — $0.00', checked: false },
		];
		choices( group, 'shipping_rate', rate( '$5.00' ), '' );
		group.querySelector< HTMLInputElement >( 'input[value="local_pickup:2"]' )!.focus();
		choices( group, 'shipping_rate', rate( '$7.00' ), '' );
		expect( group.textContent ).toContain( 'Flat rate — $7.00' );
		expect( document.activeElement ).toBe( group.querySelector( 'input[value="local_pickup:2"]' ) );
	} );
} );
