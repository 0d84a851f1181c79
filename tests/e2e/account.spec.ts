/**
 * The account widget: a login form for visitors (WordPress's own login, back to the page), and for a
 * logged-in customer the orders placed through the Store API stand-in and the saved addresses.
 */
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

test.describe( 'account widget', () => {
	// Logged in, WordPress's admin bar asks for avatars on the internet, which these machines cannot reach.
	test.use( { allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'visitors log in with the form and come back to the page', async ( { page } ) => {
		await page.goto( '/widgets/account/' );
		const login = page.getByRole( 'form', { name: 'Log in to your account' } );
		await expect( login.getByRole( 'link', { name: 'Lost your password?' } ) ).toBeVisible();
		await expectAccessible( page );
		await login.getByLabel( 'Username or email address' ).fill( 'admin' );
		await login.getByLabel( 'Password' ).fill( 'password' );
		await login.getByRole( 'button', { name: 'Log in' } ).click();
		await page.waitForURL( /\/widgets\/account\/$/ );
		await expect( page.locator( '.vitrine-account' ) ).toContainText( 'Hello, ' );
		await expect( page.getByRole( 'link', { name: 'Log out' } ) ).toBeVisible();
	} );

	test.describe( 'logged in', () => {
		test.use( { storageState: ADMIN_STATE } );

		test( 'lists the customer’s orders and saved addresses', async ( { page } ) => {
			const api = page.context().request;
			const nonce = ( await api.get( '/wp-json/wc/store/v1/cart' ) ).headers().nonce ?? '';
			await api.post( '/wp-json/wc/store/v1/cart/add-item', {
				data: { id: 102, quantity: 1 },
				headers: { Nonce: nonce },
			} );
			const placed = await api.post( '/wp-json/wc/store/v1/checkout', {
				headers: { Nonce: nonce },
				data: {
					billing_address: {
						first_name: 'Grace',
						last_name: 'Hopper',
						address_1: '7 Cobol Street',
						city: 'Arlington',
						postcode: '22201',
						country: 'US',
						email: 'grace@example.com',
					},
					payment_method: 'cod',
				},
			} );
			expect( placed.status() ).toBe( 200 );
			const { order_id: orderId } = ( await placed.json() ) as { order_id: number };

			await page.goto( '/widgets/account/' );
			const account = page.locator( '.vitrine-account' );
			const orders = account.getByRole( 'region', { name: 'Recent orders' } );
			// $12.50 and the first shipping rate, which the stand-in charges when none was chosen.
			await expect( orders.getByRole( 'row', { name: new RegExp( `#${ orderId }` ) } ) ).toContainText(
				'$17.50'
			);
			await expect( orders.getByRole( 'row', { name: new RegExp( `#${ orderId }` ) } ) ).toContainText(
				'Processing'
			);
			const addresses = account.getByRole( 'region', { name: 'Addresses' } );
			await expect( addresses ).toContainText( 'Grace Hopper' );
			await expect( addresses ).toContainText( '7 Cobol Street' );
			await expectAccessible( page, '.vitrine-account' ); // The theme's skip link sits outside landmarks when logged in.
		} );
	} );
} );
