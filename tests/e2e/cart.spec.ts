/**
 * The cart widget against the real WooCommerce: contents and totals, quantity change, removal,
 * coupons (valid, unknown, expired: WooCommerce's words), each without a reload and announced; the
 * mini cart and the header follow, and WooCommerce's own cart page shows the same cart.
 */
import { test, expect, expectAccessible, acceptConsent } from './fixtures';
import { addToCart, needsWooCommerce } from './shop-helpers';

test.describe( 'cart widget', () => {
	needsWooCommerce();

	test( 'shows an empty cart', async ( { page } ) => {
		await page.goto( '/widgets/cart/' );
		const cart = page.locator( '.vitrine-cart-widget:not(.is-mini)' );
		await expect( cart.getByRole( 'status' ) ).toHaveText( 'Your cart is empty.' );
		await expect( cart.getByRole( 'table' ) ).toBeHidden();
		await expect( cart.getByRole( 'link', { name: 'Proceed to checkout' } ) ).toBeHidden();
	} );

	// The browser logs the Store API's 400 answer to a wrong coupon itself; the widget shows it.
	test.use( { allowedErrors: [ /status of 400/ ] } );

	test( 'changes quantities, removes items and applies a coupon without a reload', async ( { page } ) => {
		await addToCart( page, [
			{ sku: 'vitrine-tote', quantity: 2 },
			{ sku: 'vitrine-shirt', quantity: 1, size: 'S' },
		] );
		await page.goto( '/widgets/cart/' );
		await acceptConsent( page );
		const cart = page.locator( '.vitrine-cart-widget:not(.is-mini)' );
		const mini = page.locator( '.vitrine-cart-widget.is-mini' );
		const table = cart.getByRole( 'table', { name: 'Items in your cart' } );
		await expect( table.getByRole( 'row' ) ).toHaveCount( 3 );
		await expect( table.getByRole( 'row', { name: /Canvas tote bag/ } ) ).toContainText( '$36.00' );
		await expect( table.getByRole( 'row', { name: /Organic T-shirt/ } ) ).toContainText( 'Size: S' );
		const totals = cart.locator( '.vitrine-cart-widget__totals' );
		await expect( totals.locator( '[data-total="subtotal"] dd' ) ).toHaveText( '$56.00' );
		await expect( totals.locator( '[data-total="shipping"]' ) ).toBeHidden(); // Chosen at checkout.
		await expect( totals.locator( '[data-total="total"] dd' ) ).toHaveText( '$56.00' );
		await expect( totals.locator( '[data-total="discount"]' ) ).toBeHidden();
		await expect( mini ).toContainText( 'Items: 3' );
		await expectAccessible( page );
		await page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 1 ) );

		await cart.getByLabel( 'Quantity of Canvas tote bag' ).fill( '4' );
		await cart.getByLabel( 'Quantity of Canvas tote bag' ).press( 'Enter' );
		await expect( cart.getByRole( 'status' ) ).toHaveText( 'Quantity of Canvas tote bag changed to 4.' );
		await expect( table.getByRole( 'row', { name: /Canvas tote bag/ } ) ).toContainText( '$72.00' );
		await expect( cart.getByLabel( 'Quantity of Canvas tote bag' ) ).toBeFocused(); // Still where it was typed.
		await expect( totals.locator( '[data-total="total"] dd' ) ).toHaveText( '$92.00' );
		await expect( mini ).toContainText( 'Items: 5' );
		await expect( page.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toHaveText( '5' );

		await cart.getByLabel( 'Coupon code' ).fill( 'nope' );
		await cart.getByRole( 'button', { name: 'Apply coupon' } ).click();
		await expect( cart.getByRole( 'status' ) ).toHaveText(
			'Coupon "nope" cannot be applied because it does not exist.'
		);
		await cart.getByLabel( 'Coupon code' ).fill( 'oldspring' );
		await cart.getByRole( 'button', { name: 'Apply coupon' } ).click();
		await expect( cart.getByRole( 'status' ) ).toHaveText( 'Coupon "oldspring" has expired.' );
		await cart.getByLabel( 'Coupon code' ).fill( 'vitrine10' );
		await cart.getByRole( 'button', { name: 'Apply coupon' } ).click();
		await expect( cart.getByRole( 'status' ) ).toHaveText( 'Coupon VITRINE10 applied.' );
		await expect( totals.locator( '[data-total="discount"] dd' ) ).toHaveText( '-$9.20' );
		await expect( totals.locator( '[data-total="total"] dd' ) ).toHaveText( '$82.80' );
		await cart.getByRole( 'button', { name: 'Remove coupon VITRINE10' } ).click();
		await expect( totals.locator( '[data-total="discount"]' ) ).toBeHidden();

		// WooCommerce's own cart page (its Cart block) holds the same cart.
		const own = await page.context().newPage();
		await own.goto( '/cart/' );
		await expect( own.locator( '.wc-block-cart-items' ) ).toContainText( 'Organic T-shirt' );
		await expect( own.locator( '.wc-block-cart-items' ) ).toContainText( 'Canvas tote bag' );
		await expect( own.locator( '.wc-block-components-totals-footer-item' ) ).toContainText( '$92.00' );
		await own.close();

		await cart.getByRole( 'button', { name: 'Remove Organic T-shirt from the cart' } ).click();
		await expect( cart.getByRole( 'status' ) ).toHaveText( 'Organic T-shirt was removed from your cart.' );
		await expect( cart.getByRole( 'heading', { name: 'Your cart' } ) ).toBeFocused();
		await expect( table.getByRole( 'row' ) ).toHaveCount( 2 );
		await expect( mini ).toContainText( 'Items: 4' );

		await cart.getByRole( 'button', { name: 'Remove Canvas tote bag from the cart' } ).click();
		await expect( cart.getByRole( 'status' ) ).toHaveText(
			'Canvas tote bag was removed from your cart. Your cart is empty.'
		);
		await expect( mini ).toContainText( 'Items: 0' );
		expect( await page.evaluate( () => ( window as unknown as { marker?: number } ).marker ) ).toBe( 1 );
	} );
} );
