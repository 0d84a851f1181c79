/**
 * The add-to-cart widget against the real WooCommerce: quantity and variation, added without a reload,
 * the result announced, the mini cart and the header's cart count updated; WooCommerce's refusals
 * (out of stock, sold individually, more than the stock) in its own words.
 */
import { test, expect, expectAccessible, acceptConsent } from './fixtures';
import { needsWooCommerce } from './shop-helpers';

test.describe( 'add to cart widget', () => {
	needsWooCommerce();

	test( 'adds a variation with a quantity without a reload and updates the mini cart and header', async ( {
		page,
	} ) => {
		await page.goto( '/widgets/add-to-cart/' );
		await acceptConsent( page );
		const shirt = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Organic T-shirt' } );
		await expect( shirt.getByText( '$20.00 – $22.00' ) ).toBeVisible();
		const mini = page.locator( '.vitrine-cart-widget.is-mini' );
		await expect( mini ).toContainText( 'Items: 0' );
		await page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 1 ) );

		// No size chosen: named in the status line, focus on the select, nothing sent.
		await shirt.getByRole( 'button', { name: 'Add to cart' } ).click();
		await expect( shirt.getByRole( 'status' ) ).toHaveText( 'Please choose an option for each of: Size.' );
		await expect( shirt.getByLabel( 'Size' ) ).toBeFocused();
		await expect( shirt.getByLabel( 'Size' ) ).toHaveAttribute( 'aria-invalid', 'true' );

		await shirt.getByLabel( 'Size' ).selectOption( 'M' );
		await shirt.getByLabel( 'Quantity' ).fill( '3' );
		await shirt.getByRole( 'button', { name: 'Add to cart' } ).click();
		await expect( shirt.getByRole( 'status' ) ).toContainText( '3 × Organic T-shirt (M) added to your cart.' );
		await expect( shirt.getByRole( 'link', { name: 'View cart' } ) ).toHaveAttribute( 'href', /\/cart\/$/ );
		await expect( mini ).toContainText( 'Items: 3' );
		await expect( mini ).toContainText( '$60.00' );
		await expect( page.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toHaveText( '3' );
		expect( await page.evaluate( () => ( window as unknown as { marker?: number } ).marker ) ).toBe( 1 ); // No reload.

		// The header's dropdown shows the same cart.
		await page.locator( '.vitrine-cart-toggle' ).click();
		await expect( page.locator( '#vitrine-cart-panel .vitrine-cart-item' ) ).toContainText( 'Organic T-shirt' );
		await page.keyboard.press( 'Escape' );

		// A simple product adds to the same cart.
		const tote = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Canvas tote bag' } );
		await tote.getByRole( 'button', { name: 'Add to cart' } ).click();
		await expect( tote.getByRole( 'status' ) ).toContainText( '1 × Canvas tote bag added to your cart.' );
		await expect( mini ).toContainText( 'Items: 4' );
		await expectAccessible( page );
	} );

	test.describe( 'refusals', () => {
		// The browser logs the Store API's 400 answer itself; the widget shows it to the visitor.
		test.use( { allowedErrors: [ /status of 400/ ] } );

		test( 'shows WooCommerce’s refusal (out of stock) in the status line', async ( { page } ) => {
			await page.goto( '/widgets/add-to-cart/' );
			await acceptConsent( page );
			const shirt = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Organic T-shirt' } );
			await shirt.getByLabel( 'Size' ).selectOption( 'L' );
			await shirt.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( shirt.getByRole( 'status' ) ).toHaveText(
				'You cannot add "Organic T-shirt - L" to the cart because the product is out of stock.'
			);
			await expect( page.locator( '.vitrine-cart-widget.is-mini' ) ).toContainText( 'Items: 0' );
		} );

		test( 'shows WooCommerce’s limits: the stock left, one per order, sold out', async ( { page } ) => {
			await page.goto( '/widgets/add-to-cart/' );
			await acceptConsent( page );
			const mini = page.locator( '.vitrine-cart-widget.is-mini' );
			const mug = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Enamel mug' } );
			await mug.getByLabel( 'Quantity' ).fill( '3' );
			await mug.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( mug.getByRole( 'status' ) ).toContainText( '3 × Enamel mug added to your cart.' );
			await mug.getByLabel( 'Quantity' ).fill( '1' );
			await mug.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( mug.getByRole( 'status' ) ).toHaveText(
				'You cannot add that amount of "Enamel mug" to the cart because there is not enough stock (3 remaining).'
			);

			const print = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Signed print' } );
			await expect( print.getByLabel( 'Quantity' ) ).toHaveAttribute( 'max', '1' );
			await print.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( print.getByRole( 'status' ) ).toContainText( '1 × Signed print added to your cart.' );
			await print.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( print.getByRole( 'status' ) ).toHaveText(
				'The quantity of "Signed print" cannot be changed'
			);

			const poster = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Vintage poster' } );
			await poster.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( poster.getByRole( 'status' ) ).toHaveText(
				'You cannot add "Vintage poster" to the cart because the product is out of stock.'
			);
			await expect( mini ).toContainText( 'Items: 4' );
		} );
	} );

	test.describe( 'an expired nonce', () => {
		// The browser logs WooCommerce's 403 answer to the stale nonce; the widget renews it and retries.
		test.use( { allowedErrors: [ /status of 403/ ] } );

		test( 'is renewed from WooCommerce and the product still added', async ( { page } ) => {
			await page.goto( '/widgets/add-to-cart/' );
			const answers: number[] = [];
			let stale = true;
			await page.route( '**/wc/store/v1/cart/add-item', async ( route ) => {
				// The nonce the page was given has expired by the time the visitor adds (a tab left open).
				const headers = {
					...route.request().headers(),
					nonce: stale ? 'a1b2c3d4e5' : route.request().headers().nonce!,
				};
				stale = false;
				const response = await route.fetch( { headers } );
				answers.push( response.status() );
				await route.fulfill( { response } );
			} );
			const tote = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Canvas tote bag' } );
			await tote.getByRole( 'button', { name: 'Add to cart' } ).click();
			await expect( tote.getByRole( 'status' ) ).toContainText( '1 × Canvas tote bag added to your cart.' );
			expect( answers ).toEqual( [ 403, 201 ] );
		} );
	} );

	test( 'a custom button label without the quantity field', async ( { page } ) => {
		await page.goto( '/widgets/add-to-cart/' );
		const cup = page.locator( '.vitrine-add-to-cart' ).filter( { hasText: 'Espresso cup' } );
		await expect( cup.getByRole( 'spinbutton' ) ).toHaveCount( 0 );
		await cup.getByRole( 'button', { name: 'Buy a cup' } ).click();
		await expect( cup.getByRole( 'status' ) ).toContainText( '1 × Espresso cup added to your cart.' );
	} );
} );
