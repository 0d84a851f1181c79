import { test, expect, expectAccessible } from './fixtures';
import { endsAbove } from './widgets-content-helpers';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'floating bar widget', () => {
	test( 'shows a message and a call to action, dismissed by mouse and remembered', async ( { page } ) => {
		// A first visit: the consent bar shows at the bottom too, and the bar must stay reachable above it.
		await page.goto( '/widgets/floating-bar/' );
		const bar = page.getByRole( 'region', { name: 'Announcement' } );
		await expect( bar ).toBeVisible();
		await expect.poll( () => endsAbove( page, '#demo-bar', '.vitrine-consent-bar' ) ).toBe( true );
		await expect( bar.getByRole( 'link', { name: 'See the offer' } ) ).toHaveAttribute( 'href', /\/widgets\/$/ );
		const close = bar.getByRole( 'button', { name: 'Dismiss announcement' } );
		await expect( close ).toBeEnabled();
		await expectAccessible( page );
		const before = await page
			.locator( 'main, body' )
			.first()
			.evaluate( ( el ) => el.getBoundingClientRect().height );
		await close.click();
		await expect( bar ).toBeHidden();
		expect(
			await page
				.locator( 'main, body' )
				.first()
				.evaluate( ( el ) => el.getBoundingClientRect().height )
		).toBe( before );
		await expectNoLayoutShift( page );
		await page.reload();
		await expect( page.locator( '#demo-bar' ) ).toBeHidden();
		await expectNoLayoutShift( page );
	} );

	test( 'is dismissed by keyboard', async ( { page } ) => {
		await page.goto( '/widgets/floating-bar/' );
		const bar = page.getByRole( 'region', { name: 'Announcement' } );
		await bar.getByRole( 'link', { name: 'See the offer' } ).focus();
		await page.keyboard.press( 'Tab' );
		await expect( bar.getByRole( 'button', { name: 'Dismiss announcement' } ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( bar ).toBeHidden();
		expect( await page.evaluate( () => Object.keys( localStorage ) ) ).toContain( 'vitrine-floating-bar:demo-bar' );
	} );

	test( 'a malformed stored dismissal is ignored', async ( { page } ) => {
		await page.addInitScript( () => localStorage.setItem( 'vitrine-floating-bar:demo-bar', 'not-a-date' ) );
		await page.goto( '/widgets/floating-bar/' );
		await expect( page.getByRole( 'region', { name: 'Announcement' } ) ).toBeVisible();
		await expect( page.getByRole( 'button', { name: 'Dismiss announcement' } ) ).toBeEnabled();
	} );
} );
