import { test, expect, expectAccessible, stampFormAsServed, ADMIN_STATE } from './fixtures';

/** The mails the test-only capture plugin kept, newest last. */
async function mails( request: import( '@playwright/test' ).APIRequestContext ) {
	const response = await request.get( '/wp-json/vitrine-test/v1/mail' );
	return ( await response.json() ) as Array< { to: string[]; subject: string; message: string } >;
}

const unique = () => `t${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }`;

test.describe( 'form widget', () => {
	test( 'an empty form shows a summary and messages tied to the fields, focus on the first', async ( { page } ) => {
		await page.goto( '/widgets/form/' );
		const form = page.locator( '#demo-contact' );
		await form.getByRole( 'button', { name: 'Send message' } ).click();
		const name = form.getByLabel( 'Your name' );
		await expect( name ).toBeFocused();
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveAccessibleDescription( 'Your name is required.' );
		await expect( form.getByLabel( 'Email' ) ).toHaveAccessibleDescription(
			/We only use it to answer you\. Email is required\./
		);
		const summary = form.locator( '.vitrine-form__summary' );
		await expect( summary.getByRole( 'link' ) ).toHaveText( [
			'Your name is required.',
			'Email is required.',
			'Topic is required.',
			'Message is required.',
			'Please accept: I agree that my data is stored to answer my request.',
		] );
		await summary.getByRole( 'link', { name: 'Topic is required.' } ).click();
		await expect( form.getByLabel( 'Topic' ) ).toBeFocused();
		await form.getByLabel( 'Email' ).fill( 'not-an-address' );
		await form.getByLabel( 'Order number' ).fill( 'ab-12' );
		await form.getByRole( 'button', { name: 'Send message' } ).click();
		await expect( form.getByLabel( 'Email' ) ).toHaveAccessibleDescription( /must be an email address/ );
		await expect( form.getByLabel( 'Order number' ) ).toHaveAccessibleDescription( /not in the expected format/ );
		await expectAccessible( page );
	} );

	test( 'a valid form is sent without a reload, stored and mailed to the owner', async ( { page, request } ) => {
		const marker = unique();
		await page.goto( '/widgets/form/' );
		const form = page.locator( '#demo-contact' );
		await form.getByLabel( 'Your name' ).fill( `Jo ${ marker }` );
		await form.getByLabel( 'Email' ).fill( 'jo@example.com' );
		await form.getByLabel( 'Order number' ).fill( 'AB-1234' );
		await form.getByLabel( 'Topic' ).selectOption( 'Question' );
		await form.getByLabel( 'Message' ).fill( 'Hello there' );
		await form.getByLabel( 'I agree that my data is stored' ).check();
		await form.getByRole( 'button', { name: 'Send message' } ).click();
		const status = form.getByRole( 'status' ).first();
		await expect( status ).toHaveText( /We received your message/ );
		await expect( status ).toBeFocused();
		await expect( form.locator( 'form' ) ).toBeHidden();
		await expect
			.poll( async () => ( await mails( request ) ).filter( ( m ) => m.message.includes( marker ) ).length )
			.toBe( 1 );
		const mail = ( await mails( request ) ).find( ( m ) => m.message.includes( marker ) );
		expect( mail?.subject ).toBe( 'Contact form: new message' );
		expect( mail?.message ).toContain( 'Source: widgets-demo' );
	} );

	test.describe( 'answers of the server', () => {
		// The browser logs a refused request (400) as a console error; here it is the point.
		test.use( { allowedErrors: [ /status of 400/ ] } );

		test( 'the server’s verdict on a file lands on the file field', async ( { page } ) => {
			await page.goto( '/widgets/form/' );
			const form = page.locator( '#demo-apply' );
			await form.getByLabel( 'Full name' ).fill( 'Jo' );
			await form.getByLabel( 'Email' ).fill( 'jo@example.com' );
			await form.getByRole( 'radio', { name: 'Editor' } ).check();
			await form
				.getByLabel( 'CV' )
				.setInputFiles( { name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from( 'MZ' ) } );
			await form.getByRole( 'button', { name: 'Apply' } ).click();
			await expect( form.getByLabel( 'CV' ) ).toHaveAccessibleDescription(
				/CV must be a file of type: pdf, txt, png, jpg\./
			);
			// A PDF name over text content passes the browser's check; the server looks inside.
			await form
				.getByLabel( 'CV' )
				.setInputFiles( { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from( 'just text' ) } );
			await form.getByRole( 'button', { name: 'Apply' } ).click();
			await expect( form.getByLabel( 'CV' ) ).toBeFocused();
			await expect( form.getByLabel( 'CV' ) ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect( form.locator( '.vitrine-form__summary' ) ).toContainText( 'CV must be a file of type' );
			await form
				.getByLabel( 'CV' )
				.setInputFiles( { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from( 'My CV' ) } );
			await form.getByRole( 'button', { name: 'Apply' } ).click();
			await expect( form.getByRole( 'status' ).first() ).toHaveText( 'Your application was received.' );
		} );
	} );

	test( 'multi-step: each step is checked before the next, with progress and Back', async ( { page } ) => {
		await page.goto( '/widgets/form/' );
		const form = page.locator( '#demo-booking' );
		const progress = form.getByRole( 'list', { name: 'Form steps' } );
		await expect( progress.locator( '[aria-current="step"]' ) ).toHaveText( 'About you' );
		await expect( form.getByLabel( 'Tour *' ) ).toBeHidden();
		await expect( form.getByRole( 'button', { name: 'Book the tour' } ) ).toBeHidden();
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await expect( form.getByRole( 'textbox', { name: 'Name', exact: true } ) ).toBeFocused();
		await expect( form.getByRole( 'textbox', { name: 'Name', exact: true } ) ).toHaveAccessibleDescription(
			'Name is required.'
		);
		await form.getByRole( 'textbox', { name: 'Name', exact: true } ).fill( 'Jo' );
		await form.getByLabel( 'Email' ).fill( 'jo@example.com' );
		await form.getByLabel( 'Email' ).press( 'Enter' ); // Enter moves on instead of sending.
		await expect( form.getByRole( 'heading', { name: 'Your tour' } ) ).toBeFocused();
		await expect( progress.locator( '[aria-current="step"]' ) ).toHaveText( 'Your tour' );
		await expect( form.locator( '.vitrine-form__progress-text' ) ).toHaveText( 'Step 2 of 3: Your tour' );
		await expect( form.getByRole( 'textbox', { name: 'Name', exact: true } ) ).toBeHidden();
		await form.getByRole( 'button', { name: 'Back' } ).click();
		await expect( form.getByRole( 'textbox', { name: 'Name', exact: true } ) ).toHaveValue( 'Jo' );
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await form.getByLabel( 'Tour *' ).selectOption( 'Food tour' );
		await form.getByLabel( 'People' ).fill( '20' );
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await expect( form.getByLabel( 'People' ) ).toHaveAccessibleDescription( 'People must be at most 12.' );
		await form.getByLabel( 'People' ).fill( '2' );
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await expect( form.getByRole( 'button', { name: 'Book the tour' } ) ).toBeVisible();
		await expectAccessible( page );
		await form.getByLabel( 'I accept the booking terms.' ).check();
		await form.getByRole( 'button', { name: 'Book the tour' } ).click();
		await expect( form.getByRole( 'status' ).first() ).toHaveText( 'Your tour is booked. See you soon!' );
	} );

	test( 'without JavaScript the form posts and comes back with a notice', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/form/' );
		const form = page.locator( '#demo-booking' );
		await expect( form.getByLabel( 'Tour *' ) ).toBeVisible(); // All steps show without the script.
		await form.getByRole( 'textbox', { name: 'Name', exact: true } ).fill( 'Jo' );
		await form.getByLabel( 'Email' ).fill( 'jo@example.com' );
		await form.getByLabel( 'Tour *' ).selectOption( 'City walk' );
		await form.getByLabel( 'People' ).fill( '3' );
		await form.getByLabel( 'I accept the booking terms.' ).check();
		// Sent from a page served a minute ago, past the minimum fill time the server counts from the stamp.
		await stampFormAsServed( form, '60s' );
		await form.getByRole( 'button', { name: 'Book the tour' } ).click();
		await expect( page ).toHaveURL( /vitrine-form=sent#demo-booking/ );
		await expect( page.locator( '#demo-booking' ).getByRole( 'status' ) ).toHaveText(
			'Your tour is booked. See you soon!'
		);
		await context.close();
	} );

	test.describe( 'when the mail fails', () => {
		test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

		test( 'the visitor still succeeds and the admin list shows the failure', async ( { page, request } ) => {
			const marker = unique();
			await request.post( '/wp-json/vitrine-test/v1/mail/fail', { data: { match: marker } } );
			try {
				await page.goto( '/widgets/form/' );
				const form = page.locator( '#demo-apply' );
				await form.getByLabel( 'Full name' ).fill( `Jo ${ marker }` );
				await form.getByLabel( 'Email' ).fill( 'jo@example.com' );
				await form.getByRole( 'radio', { name: 'Writer' } ).check();
				await form.getByLabel( 'CV' ).setInputFiles( {
					name: 'cv.txt',
					mimeType: 'text/plain',
					buffer: Buffer.from( 'My CV: ten years of writing.' ),
				} );
				await form.getByRole( 'button', { name: 'Apply' } ).click();
				await expect( form.getByRole( 'status' ).first() ).toHaveText( 'Your application was received.' );
			} finally {
				await request.post( '/wp-json/vitrine-test/v1/mail/fail', { data: { match: '' } } );
			}
			await page.goto( '/wp-admin/admin.php?page=vitrine-form-entries' );
			await page.getByRole( 'searchbox', { name: 'Search entries' } ).fill( marker );
			const row = page.getByRole( 'row' ).filter( { hasText: marker } );
			await expect( row ).toContainText( 'Mail failed: Simulated mail failure (test)' );
			await row.getByRole( 'link' ).first().click();
			await expect( page.getByRole( 'row', { name: /Full name/ } ) ).toContainText( marker );
			await expect( page.getByRole( 'link', { name: 'cv.txt' } ) ).toBeVisible();
		} );
	} );
} );
