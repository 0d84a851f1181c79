/**
 * The checkout widget against the real WooCommerce (orders in its own tables, HPOS): empty cart, the
 * browser's checks on each field, WooCommerce's errors on their fields, shipping rates offered for the
 * address and the choice updating the totals (with California's tax), and a guest order placed with
 * cash on delivery: WooCommerce's order page, the order as the owner sees it, the stock reduced and
 * the emails sent.
 */
import { test, expect, expectAccessible, acceptConsent } from './fixtures';
import type { Locator } from '@playwright/test';
import { addToCart, needsWooCommerce, productId, shopOwner } from './shop-helpers';

async function fillBilling( billing: Locator, postcode: string, email: string ) {
	await billing.getByLabel( 'First name' ).fill( 'Ada' );
	await billing.getByLabel( 'Last name' ).fill( 'Lovelace' );
	await billing.getByLabel( 'Street address' ).fill( '1 Analytical Way' );
	await billing.getByLabel( 'City' ).fill( 'Springfield' );
	await billing.getByLabel( 'Country' ).selectOption( 'US' );
	await billing.getByLabel( 'State / County (optional)' ).fill( 'CA' );
	await billing.getByLabel( 'Postal code' ).fill( postcode );
	await billing.getByLabel( 'Email address' ).fill( email );
	await billing.getByLabel( 'Email address' ).blur();
}

test.describe( 'checkout widget', () => {
	needsWooCommerce();
	// The browser logs the Store API's 400 answers itself; the widget shows them on the fields.
	test.use( { allowedErrors: [ /status of 400/ ] } );

	test( 'says when the cart is empty', async ( { page } ) => {
		await page.goto( '/widgets/checkout/' );
		const checkout = page.locator( '.vitrine-checkout' );
		await expect( checkout.getByRole( 'status' ) ).toHaveText(
			'Your cart is empty, so there is nothing to check out.'
		);
		await expect( checkout.locator( 'form' ) ).toBeHidden();
	} );

	test( 'checks fields, shows WooCommerce’s errors on them, and places a cash-on-delivery order', async ( {
		page,
		browser,
	} ) => {
		const email = `ada-${ Date.now() }@example.com`;
		const owner = await shopOwner( browser );
		const notebook = await productId( page.context().request, 'vitrine-notebook' );
		const stockBefore = ( await owner.get< { stock_quantity: number } >( `products/${ notebook }` ) )
			.stock_quantity;

		await addToCart( page, [ { sku: 'vitrine-notebook', quantity: 2 } ] );
		await page.goto( '/widgets/checkout/' );
		await acceptConsent( page );
		const checkout = page.locator( '.vitrine-checkout' );
		const summary = checkout.getByRole( 'region', { name: 'Your order' } );
		await expect( summary ).toContainText( '2 × Linen notebook — $48.00' );
		await expect( summary.locator( '[data-total="total"] dd' ) ).toHaveText( '$48.00' );
		const billing = checkout.getByRole( 'group', { name: 'Billing details' } );
		const rates = checkout.getByRole( 'group', { name: 'Shipping method' } );
		await expect( rates ).toContainText( 'Enter your address to see the shipping methods.' );

		// Nothing filled in: every required field is marked, focus on the first.
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( checkout.getByRole( 'alert' ) ).toHaveText( 'Please correct the marked fields.' );
		await expect( billing.getByLabel( 'First name' ) ).toBeFocused();
		await expect( billing.getByLabel( 'First name' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( billing.getByLabel( 'First name' ) ).toHaveAccessibleDescription( 'This field is required.' );
		await expectAccessible( page );

		// The address brings WooCommerce's rates for the United States zone, and California's tax.
		await fillBilling( billing, '90210', 'ada@' );
		// WooCommerce chooses the first rate itself.
		await expect( rates.getByRole( 'radio', { name: /Flat rate/ } ) ).toBeChecked();
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$5.00' );
		await expect( summary.locator( '[data-total="tax"] dd' ) ).toHaveText( '$3.84' );
		await expect( summary.locator( '[data-total="total"] dd' ) ).toHaveText( '$56.84' );
		await rates.getByRole( 'radio', { name: /Local pickup/ } ).check();
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$0.00' );
		// By keyboard: the arrows choose, the totals follow, and focus stays on the choice.
		await page.keyboard.press( 'ArrowUp' );
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$5.00' );
		await expect( rates.getByRole( 'radio', { name: /Flat rate/ } ) ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$0.00' );
		await expect( rates.getByRole( 'radio', { name: /Local pickup/ } ) ).toBeFocused();
		await page.keyboard.press( 'ArrowUp' );
		await expect( summary.locator( '[data-total="shipping"] dd' ) ).toHaveText( '$5.00' );
		await expect( rates.getByRole( 'radio', { name: /Flat rate/ } ) ).toBeFocused();

		// A bad email is caught in the browser; a bad postal code by WooCommerce, shown on its field.
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( billing.getByLabel( 'Email address' ) ).toHaveAccessibleDescription(
			'Enter a valid email address.'
		);
		await expect( billing.getByLabel( 'First name' ) ).toHaveAttribute( 'aria-invalid', 'false' );
		await billing.getByLabel( 'Email address' ).fill( email );
		await billing.getByLabel( 'Postal code' ).fill( '1' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( billing.getByLabel( 'Postal code' ) ).toHaveAccessibleDescription(
			'The provided postcode / ZIP is not valid'
		);
		await expect( billing.getByLabel( 'Postal code' ) ).toBeFocused();

		// A different shipping address is checked too.
		await checkout.getByLabel( 'Ship to a different address' ).check();
		const shipping = checkout.getByRole( 'group', { name: 'Shipping address' } );
		await expect( shipping ).toBeVisible();
		await billing.getByLabel( 'Postal code' ).fill( '90210' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( shipping.getByLabel( 'Street address' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		await checkout.getByLabel( 'Ship to a different address' ).uncheck();

		await checkout.getByRole( 'radio', { name: 'Cash on delivery' } ).check();
		await checkout.getByLabel( 'Order note (optional)' ).fill( 'Leave at the door' );
		await checkout.getByRole( 'button', { name: 'Place order' } ).click();

		// WooCommerce's own order-received page.
		await page.waitForURL( /\/order-received\/\d+\/\?key=wc_order_/ );
		await expect( page.getByText( 'Thank you. Your order has been received.' ) ).toBeVisible();
		const orderId = Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
		// The cart is empty now, and the header says so.
		await expect( page.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toBeHidden();

		// The order as the shop owner sees it, the stock, and the emails.
		const order = await owner.get< {
			status: string;
			payment_method: string;
			total: string;
			customer_note: string;
			billing: { email: string };
		} >( `orders/${ orderId }` );
		expect( order ).toMatchObject( {
			status: 'processing',
			payment_method: 'cod',
			total: '56.84',
			customer_note: 'Leave at the door',
			billing: { email },
		} );
		// This order took two notebooks from the stock (other tests may buy some at the same time).
		const notes = await owner.get< Array< { note: string } > >( `orders/${ orderId }/notes` );
		const reduced = notes
			.map( ( n ) => /Stock levels reduced: Linen notebook \(vitrine-notebook\) (\d+)&rarr;(\d+)/.exec( n.note ) )
			.find( Boolean );
		expect( Number( reduced?.[ 1 ] ) - Number( reduced?.[ 2 ] ) ).toBe( 2 );
		const stockAfter = ( await owner.get< { stock_quantity: number } >( `products/${ notebook }` ) ).stock_quantity;
		expect( stockAfter ).toBeLessThanOrEqual( stockBefore - 2 );
		await owner.close();
		const mails = ( await ( await page.request.get( '/wp-json/vitrine-test/v1/mail' ) ).json() ) as Array< {
			to: string | string[];
			subject: string;
		} >;
		const subjects = ( to: string ) =>
			mails.filter( ( mail ) => String( mail.to ).includes( to ) ).map( ( mail ) => mail.subject );
		expect( subjects( email ) ).toEqual( [ 'Your Vitrine Demo order has been received!' ] );
		expect( subjects( 'admin@example.com' ) ).toContain( `[Vitrine Demo]: You've got a new order: #${ orderId }` );
	} );
} );
