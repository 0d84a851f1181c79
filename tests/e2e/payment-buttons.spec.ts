/**
 * Payment buttons: the PayPal form carries the saved item to PayPal; the Stripe button tells the
 * visitor when card payment is unavailable (no key; Stripe unreachable from these machines) and the
 * owner gets an admin notice. The live PayPal and Stripe services are never called from here.
 */
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import type { Browser } from '@playwright/test';

async function saveStripeSecret( browser: Browser, secret: string | null ) {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto( '/wp-admin/admin.php?page=vitrine-payments' );
	if ( secret === null ) {
		const clear = page.getByLabel( 'Remove the saved secret key' );
		if ( await clear.count() ) {
			await clear.check();
		}
	} else {
		await page.getByLabel( 'Secret key', { exact: true } ).fill( secret );
	}
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	return { context, page };
}

test.describe.serial( 'payment buttons', () => {
	test( 'PayPal posts the saved item; Stripe without a key says card payment is unavailable', async ( { page } ) => {
		await page.goto( '/widgets/payment-buttons/' );
		const paypal = page.locator( '#demo-paypal' );
		await expect( paypal ).toContainText( 'Photo print A3' );
		const form = paypal.locator( 'form' );
		await expect( form ).toHaveAttribute( 'action', 'https://www.sandbox.paypal.com/cgi-bin/webscr' );
		await expect( form.locator( 'input[name="amount"]' ) ).toHaveValue( '25.00' );
		await expect( form.locator( 'input[name="business"]' ) ).toHaveValue( 'payments@example.com' );
		await expect(
			page.locator( '#demo-paypal-eur' ).getByRole( 'button', { name: 'Book with PayPal' } )
		).toBeVisible();
		const stripe = page.locator( '#demo-stripe' );
		await expect( stripe.getByRole( 'status' ) ).toHaveText(
			'Card payment is not available at the moment. Please try again later or contact us.'
		);
		await expect( stripe.getByRole( 'button' ) ).toHaveCount( 0 );
		await expectAccessible( page );
	} );

	test.describe( 'with a Stripe key', () => {
		// The browser logs the route's 503 itself; the button shows the visitor's message.
		test.use( { allowedErrors: [ /status of 503/ ] } );

		test( 'Stripe unreachable: the visitor sees a message in place, the owner an admin notice', async ( {
			page,
			browser,
		} ) => {
			const admin = await saveStripeSecret( browser, 'sk_test_vitrineDemo1234' );
			await expect( admin.page.getByText( 'A secret key ending in …1234 is saved.' ) ).toBeVisible();
			expect( await admin.page.content() ).not.toContain( 'sk_test_vitrineDemo1234' );

			await page.goto( '/widgets/payment-buttons/' );
			const stripe = page.locator( '#demo-stripe' );
			expect( await page.content() ).not.toContain( 'sk_test_' );
			await stripe.getByRole( 'button', { name: 'Pay with card' } ).click();
			await expect( stripe.getByRole( 'status' ) ).toHaveText(
				'Card payment is not available at the moment. Please try again later or contact us.'
			);
			await expect( page ).toHaveURL( /\/widgets\/payment-buttons\/$/ );
			await expectAccessible( page );

			// On the Vitrine dashboard and the payments screen (docs/admin.md, "Notices").
			await admin.page.goto( '/wp-admin/admin.php?page=vitrine' );
			const notice = admin.page
				.locator( '.notice-error' )
				.filter( { hasText: 'Vitrine payment buttons (Stripe)' } );
			await expect( notice ).toContainText( 'Stripe could not be reached from this server' );
			await notice.getByRole( 'link', { name: 'Open the payment settings' } ).click();
			await expect( admin.page.getByRole( 'heading', { name: 'Payment buttons' } ) ).toBeVisible();
			// Only where it concerns the owner, and gone once dismissed (a new problem shows again).
			await admin.page.goto( '/wp-admin/edit.php' );
			await expect( admin.page.getByRole( 'heading', { name: 'Posts', exact: true } ) ).toBeVisible();
			await expect( admin.page.getByText( 'Vitrine payment buttons (Stripe)' ) ).toHaveCount( 0 );
			await admin.page.goto( '/wp-admin/admin.php?page=vitrine' );
			await notice.getByRole( 'link', { name: 'Dismiss' } ).click();
			await expect( admin.page.getByRole( 'heading', { level: 1, name: 'Vitrine' } ) ).toBeVisible();
			await expect( admin.page.getByText( 'Vitrine payment buttons (Stripe)' ) ).toHaveCount( 0 );
			await admin.context.close();
		} );

		test.afterAll( async ( { browser } ) => {
			const admin = await saveStripeSecret( browser, null );
			await admin.context.close();
		} );
	} );
} );
