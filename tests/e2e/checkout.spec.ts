/**
 * The checkout widget against the Store API stand-in: empty cart, the browser's checks on each field,
 * the store's errors on their fields, shipping choice updating the totals, and a placed order.
 */
import { test, expect, expectAccessible, acceptConsent } from './fixtures';
import type { Locator } from '@playwright/test';
import { addToCart } from './shop-helpers';

async function fillBilling( billing: Locator, postcode: string ) {
	await billing.getByLabel( 'First name' ).fill( 'Ada' );
	await billing.getByLabel( 'Last name' ).fill( 'Lovelace' );
	await billing.getByLabel( 'Street address' ).fill( '1 Analytical Way' );
	await billing.getByLabel( 'City' ).fill( 'Springfield' );
	await billing.getByLabel( 'Postal code' ).fill( postcode );
	await billing.getByLabel( 'Country' ).selectOption( 'US' );
	await billing.getByLabel( 'Email address' ).fill( 'ada@example.com' );
}

test.describe( 'checkout widget', () => {
	// The browser logs the Store API's 400 answer itself; the widget shows it on the field.
	test.use( { allowedErrors: [ /status of 400/ ] } );

	test( 'says when the cart is empty', async ( { page } ) => {
		await page.goto( '/widgets/checkout/' );
		const checkout = page.locator( '.vitrine-checkout' );
		await expect( checkout.getByRole( 'status' ) ).toHaveText(
			'Your cart is empty, so there is nothing to check out.'
		);
		await expect( checkout.locator( 'form' ) ).toBeHidden();
	} );

	test( 'checks fields, shows the store’s errors on them, and places the order', async ( { page } ) => {
		await addToCart( page, [ { id: 103, quantity: 2 } ] );
		await page.goto( '/widgets/checkout/' );
		await acceptConsent( page );
		const checkout = page.locator( '.vitrine-checkout' );
		const summary = checkout.getByRole( 'region', { name: 'Your order' } );
		await expect( summary ).toContainText( '2 × Linen notebook — $48.00' );
		await expect( summary.locator( '[data-total="total"] dd' ) ).toHaveText( '$48.00' );
		const billing = checkout.getByRole( 'group', { name: 'Billing details' } );

		// Nothing filled in: every required field is marked, focus on the first.
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( checkout.getByRole( 'alert' ) ).toHaveText( 'Please correct the marked fields.' );
		await expect( billing.getByLabel( 'First name' ) ).toBeFocused();
		await expect( billing.getByLabel( 'First name' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( billing.getByLabel( 'First name' ) ).toHaveAccessibleDescription( 'This field is required.' );
		await expect( checkout.getByRole( 'group', { name: 'Shipping method' } ) ).toContainText(
			'Choose a shipping method.'
		);
		await expectAccessible( page );

		// Shipping choice updates the totals.
		await checkout.getByRole( 'radio', { name: /Flat rate/ } ).check();
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$5.00' );
		await expect( summary.locator( '[data-total="total"] dd' ) ).toHaveText( '$53.00' );
		// By keyboard: the arrows choose, the totals follow, and focus stays on the choice.
		await page.keyboard.press( 'ArrowDown' );
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$0.00' );
		await expect( checkout.getByRole( 'radio', { name: /Local pickup/ } ) ).toBeFocused();
		await page.keyboard.press( 'ArrowUp' );
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$5.00' );
		await expect( checkout.getByRole( 'radio', { name: /Flat rate/ } ) ).toBeFocused();

		// A bad email is caught in the browser; a bad postal code by the store, shown on its field.
		await fillBilling( billing, '1' );
		await billing.getByLabel( 'Email address' ).fill( 'ada@' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( billing.getByLabel( 'Email address' ) ).toHaveAccessibleDescription(
			'Enter a valid email address.'
		);
		await expect( billing.getByLabel( 'First name' ) ).toHaveAttribute( 'aria-invalid', 'false' );
		await billing.getByLabel( 'Email address' ).fill( 'ada@example.com' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( billing.getByLabel( 'Postal code' ) ).toHaveAccessibleDescription(
			'The provided postcode / ZIP is not valid'
		);
		await expect( billing.getByLabel( 'Postal code' ) ).toBeFocused();

		// A different shipping address is checked too.
		await checkout.getByLabel( 'Ship to a different address' ).check();
		const shipping = checkout.getByRole( 'group', { name: 'Shipping address' } );
		await expect( shipping ).toBeVisible();
		await billing.getByLabel( 'Postal code' ).fill( '12345' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( shipping.getByLabel( 'Street address' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		await checkout.getByLabel( 'Ship to a different address' ).uncheck();

		await checkout.getByRole( 'radio', { name: 'Cash on delivery' } ).check();
		await checkout.getByLabel( 'Order note (optional)' ).fill( 'Leave at the door' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await page.waitForURL( /order-received=\d+/ );
		await expect( page.locator( '.vitrine-checkout' ).getByRole( 'status' ) ).toHaveText(
			/Thank you\. Your order #\d+ has been received\./
		);
		// The cart is empty now, and the header says so.
		await expect( page.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toBeHidden();
	} );
} );
