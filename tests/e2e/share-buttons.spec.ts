import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'share buttons widget', () => {
	test.use( { permissions: [ 'clipboard-read', 'clipboard-write' ] } );

	test( 'links to the networks and copies the link by mouse', async ( { page } ) => {
		await page.goto( '/widgets/share-buttons/' );
		const first = page.locator( '.vitrine-share' ).first();
		await expect( first ).toHaveClass( /is-enhanced/ );
		const x = first.getByRole( 'link', { name: 'Share on X' } );
		await expect( x ).toHaveAttribute(
			'href',
			/^https:\/\/twitter\.com\/intent\/tweet\?url=http%3A%2F%2Flocalhost%3A\d+%2Fwidgets%2Fshare-buttons%2F/
		);
		await expect( x ).toHaveAttribute( 'target', '_blank' );
		await expect( first.getByRole( 'link', { name: 'Email' } ) ).toHaveAttribute(
			'href',
			/^mailto:\?subject=Share%20buttons/
		);
		await first.getByRole( 'button', { name: 'Copy link' } ).click();
		await expect( first.getByRole( 'status' ) ).toHaveText( 'Link copied' );
		expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toMatch( /\/widgets\/share-buttons\/$/ );
		// The share sheet shows only where the browser has the Web Share API.
		const hasShare = await page.evaluate( () => typeof navigator.share === 'function' );
		await expect( first.getByRole( 'button', { name: 'More options' } ) ).toBeVisible( { visible: hasShare } );
		await expectAccessible( page );
		await expectNoLayoutShift( page );
	} );

	test( 'copies the saved address by keyboard', async ( { page } ) => {
		await page.goto( '/widgets/share-buttons/' );
		const second = page.locator( '.vitrine-share' ).nth( 1 );
		await expect( second ).toHaveClass( /is-enhanced/ );
		await second.getByRole( 'link', { name: 'Share on Pinterest' } ).focus();
		await page.keyboard.press( 'Tab' );
		const copy = second.getByRole( 'button', { name: 'Copy link' } );
		await expect( copy ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( second.getByRole( 'status' ) ).toHaveText( 'Link copied' );
		expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe( 'https://example.com/article' );
	} );

	test( 'without JavaScript the share links work and the copy button stays out of the way', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/share-buttons/' );
		await expect( page.getByRole( 'link', { name: 'Share on Facebook' } ) ).toBeVisible();
		await expect( page.locator( '.vitrine-share__copy' ).first() ).toBeHidden();
		await context.close();
	} );
} );
