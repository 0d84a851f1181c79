import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

/** The captured mails sent to one address (test-only mail capture plugin). */
async function mailsTo( request: import( '@playwright/test' ).APIRequestContext, address: string ) {
	const response = await request.get( '/wp-json/vitrine-test/v1/mail' );
	const all = ( await response.json() ) as Array< { to: string[]; subject: string; message: string } >;
	return all.filter( ( mail ) => mail.to.includes( address ) );
}

test.describe( 'subscribe widget', () => {
	test( 'the consent box is required and errors are tied to the fields', async ( { page } ) => {
		await page.goto( '/widgets/subscribe/' );
		const form = page.locator( '#demo-newsletter' );
		await form.getByRole( 'button', { name: 'Sign me up' } ).click();
		const email = form.getByRole( 'textbox', { name: 'Email' } );
		await expect( email ).toBeFocused();
		await expect( email ).toHaveAccessibleDescription( 'Email is required.' );
		await email.fill( 'someone@example.com' );
		await form.getByRole( 'button', { name: 'Sign me up' } ).click();
		const consent = form.getByRole( 'checkbox' );
		await expect( consent ).toBeFocused();
		await expect( consent ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( form.locator( '.vitrine-form__summary' ) ).toContainText(
			'Please accept: Yes, send me the weekly newsletter'
		);
		await expectAccessible( page );
	} );

	test( 'sign up, confirm through the mailed link, then unsubscribe', async ( { page, request, browser } ) => {
		const address = `reader-${ Date.now().toString( 36 ) }@example.com`;
		await page.goto( '/widgets/subscribe/' );
		const form = page.locator( '#demo-newsletter' );
		await form.getByRole( 'textbox', { name: 'Email' } ).fill( address );
		await form.getByRole( 'textbox', { name: 'First name' } ).fill( 'Ann' );
		await form.getByRole( 'checkbox' ).check();
		await form.getByRole( 'button', { name: 'Sign me up' } ).click();
		await expect( form.getByRole( 'status' ) ).toHaveText( /open the email we just sent you/ );

		await expect.poll( async () => ( await mailsTo( request, address ) ).length ).toBe( 1 );
		const [ mail ] = await mailsTo( request, address );
		if ( ! mail ) {
			throw new Error( 'no confirmation mail' );
		}
		expect( mail.subject ).toBe( 'Confirm your newsletter subscription' );
		expect( mail.message ).toContain( 'You agreed to: “Yes, send me the weekly newsletter by email.' );
		const confirm = mail.message.match( /\S+vitrine-subscribe-action=confirm\S+/ )?.[ 0 ] ?? '';
		const leave = mail.message.match( /\S+vitrine-subscribe-action=unsubscribe\S+/ )?.[ 0 ] ?? '';
		expect( confirm ).not.toBe( '' );

		// The link shows a button (mail scanners open links; only a person presses the button).
		await page.goto( confirm );
		await expectAccessible( page );
		await page.getByRole( 'button', { name: 'Confirm my subscription' } ).click();
		await expect( page ).toHaveURL( /\/widgets\/subscribe\/\?vitrine-subscribe=confirmed#demo-newsletter$/ );
		await expect( page.locator( '#demo-newsletter' ).getByRole( 'status' ) ).toHaveText(
			'Thank you: your subscription is confirmed.'
		);

		const admin = await browser.newContext( { storageState: ADMIN_STATE } );
		const adminPage = await admin.newPage();
		await adminPage.goto( '/wp-admin/admin.php?page=vitrine-subscribers' );
		await expect( adminPage.getByRole( 'row', { name: new RegExp( address ) } ) ).toContainText( 'Confirmed' );

		await page.goto( leave );
		await page.getByRole( 'button', { name: 'Unsubscribe' } ).click();
		await expect( page.locator( '#demo-newsletter' ).getByRole( 'status' ) ).toHaveText( /You are unsubscribed/ );
		await adminPage.reload();
		await expect( adminPage.getByRole( 'row', { name: new RegExp( address ) } ) ).toContainText( 'Unsubscribed' );
		await admin.close();

		await page.goto( confirm.replace( /sig=[a-f0-9]{4}/, 'sig=0000' ) );
		await page.getByRole( 'button', { name: 'Confirm my subscription' } ).click();
		await expect( page.locator( '#demo-newsletter' ).getByRole( 'status' ) ).toHaveText( /not valid/ );
	} );
} );
