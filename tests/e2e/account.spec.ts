/**
 * The account widget against the real WooCommerce: a login form for visitors (WordPress's own login,
 * back to the page; the lost-password link leads to WooCommerce's form), and for a logged-in customer
 * the orders placed through the Store API and the saved addresses, with links into WooCommerce's own
 * My Account pages (orders, downloads, addresses, account details).
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { needsWooCommerce, productId, shopOwner, storeNonce } from './shop-helpers';

const GRACE = {
	first_name: 'Grace',
	last_name: 'Hopper',
	address_1: '7 Cobol Street',
	city: 'Arlington',
	state: 'VA',
	postcode: '22201',
	country: 'US',
};

test.describe( 'account widget', () => {
	needsWooCommerce();
	// Logged in, WordPress's admin bar asks for avatars on the internet, which these machines cannot reach.
	test.use( { allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'visitors log in with the form and come back to the page', async ( { page } ) => {
		await page.goto( '/widgets/account/' );
		const login = page.getByRole( 'form', { name: 'Log in to your account' } );
		await expect( login.getByRole( 'link', { name: 'Lost your password?' } ) ).toHaveAttribute(
			'href',
			/\/my-account\/lost-password\/$/
		);
		await expectAccessible( page );
		await login.getByLabel( 'Username or email address' ).fill( 'admin' );
		await login.getByLabel( 'Password' ).fill( 'password' );
		await login.getByRole( 'button', { name: 'Log in' } ).click();
		await page.waitForURL( /\/widgets\/account\/$/ );
		await expect( page.locator( '.vitrine-account' ) ).toContainText( 'Hello, ' );
		await expect( page.getByRole( 'link', { name: 'Log out' } ) ).toBeVisible();
	} );

	test( 'the lost-password link is WooCommerce’s form', async ( { page } ) => {
		await page.goto( '/widgets/account/' );
		await page.getByRole( 'link', { name: 'Lost your password?' } ).click();
		await expect( page.getByRole( 'button', { name: 'Reset password' } ) ).toBeVisible();
	} );

	test.describe( 'logged in', () => {
		test( 'lists the customer’s orders and addresses, and leads to WooCommerce’s account pages', async ( {
			page,
			browser,
		} ) => {
			// A customer of its own: WooCommerce keeps one cart per user, and the admin's, shared by every
			// test that runs as the admin, saw items of other tests when they ran at the same time.
			const customer = await newCustomer( browser );
			try {
				await page.goto( '/wp-login.php' );
				await page.fill( '#user_login', customer.login );
				await page.fill( '#user_pass', customer.password );
				await Promise.all( [
					page.waitForURL( ( url ) => ! url.pathname.includes( 'wp-login' ) ),
					page.click( '#wp-submit' ),
				] );
				await ordersAndAddresses( page, browser );
			} finally {
				await customer.remove();
			}
		} );
	} );
} );

/** A customer account made by the admin through the REST API, removed (orders kept) by `remove`. */
async function newCustomer( browser: Browser ) {
	const login = `customer-${ Date.now() }-${ Math.floor( Math.random() * 1e6 ) }`;
	const password = 'customer-password-1';
	const admin = await browser.newContext( { storageState: ADMIN_STATE } );
	const headers = {
		'X-WP-Nonce': await ( await admin.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text(),
	};
	const created = await admin.request.post( '/wp-json/wp/v2/users', {
		headers,
		data: { username: login, email: `${ login }@example.com`, password, roles: [ 'customer' ] },
	} );
	if ( created.status() !== 201 ) {
		await admin.close();
		throw new Error( `could not create a customer: ${ created.status() } ${ await created.text() }` );
	}
	const { id } = ( await created.json() ) as { id: number };
	const remove = async () => {
		await admin.request.delete( `/wp-json/wp/v2/users/${ id }?force=true&reassign=1`, { headers } );
		await admin.close();
	};
	return { login, password, remove };
}

/** The customer places an order through the Store API and finds it, and their addresses, in the widget. */
async function ordersAndAddresses( page: Page, browser: Browser ): Promise< void > {
	const api = page.context().request;
	const nonce = await storeNonce( api );
	for ( const sku of [ 'vitrine-cup', 'vitrine-guide' ] ) {
		await api.post( '/wp-json/wc/store/v1/cart/add-item', {
			data: { id: await productId( api, sku ), quantity: 1 },
			headers: { Nonce: nonce },
		} );
	}
	const placed = await api.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: { ...GRACE, email: 'grace@example.com' },
			shipping_address: GRACE,
			payment_method: 'cod',
		},
	} );
	expect( placed.status(), await placed.text() ).toBe( 200 );
	const { order_id: orderId } = ( await placed.json() ) as { order_id: number };

	await page.goto( '/widgets/account/' );
	const account = page.locator( '.vitrine-account' );
	const orders = account.getByRole( 'region', { name: 'Recent orders' } );
	const row = orders.getByRole( 'row', { name: new RegExp( `#${ orderId }` ) } );
	// $12.50 + $9.00, and the flat rate WooCommerce chose for the address (no tax in Virginia).
	await expect( row ).toContainText( '$26.50' );
	// Cash on delivery with a download waits for the owner, who then completes the order.
	await expect( row ).toContainText( 'On Hold' );
	const owner = await shopOwner( browser );
	await owner.update( `orders/${ orderId }`, { status: 'completed' } );
	await owner.close();
	await page.reload();
	await expect( row ).toContainText( 'Completed' );
	const addresses = account.getByRole( 'region', { name: 'Addresses' } );
	await expect( addresses ).toContainText( 'Grace Hopper' );
	await expect( addresses ).toContainText( '7 Cobol Street' );
	await expectAccessible( page, '.vitrine-account' ); // The theme's skip link sits outside landmarks when logged in.

	await account.getByRole( 'link', { name: 'All orders' } ).click();
	await expect( page.getByRole( 'link', { name: `View order number ${ orderId }` } ) ).toBeVisible();
	await page.goBack();
	await account.getByRole( 'link', { name: 'Downloads' } ).click();
	await expect( page.getByRole( 'link', { name: 'Field guide' } ).first() ).toBeVisible();
	await page.goBack();
	await account.getByRole( 'link', { name: 'Edit addresses' } ).click();
	await expect( page.locator( '.woocommerce-Addresses' ) ).toContainText( '7 Cobol Street' );
	await page.goBack();
	await account.getByRole( 'link', { name: 'Account details' } ).click();
	await expect( page.getByLabel( /Email address/ ) ).toBeVisible();
}
