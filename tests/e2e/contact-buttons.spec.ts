import { test, expect, expectAccessible } from './fixtures';
import { endsAbove } from './widgets-content-helpers';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'contact buttons widget', () => {
	test( 'opens by mouse, lists the channels, closes outside and hides for good', async ( { page } ) => {
		// A first visit: the consent bar shows at the bottom too, and the buttons must stay reachable above it.
		await page.goto( '/widgets/contact-buttons/' );
		const widget = page.getByRole( 'complementary', { name: 'Contact us' } );
		await expect.poll( () => endsAbove( page, '#demo-contact', '.vitrine-consent-bar' ) ).toBe( true );
		await widget.getByText( 'Contact us', { exact: true } ).click();
		await expect( widget.getByRole( 'link', { name: 'Chat on WhatsApp' } ) ).toHaveAttribute(
			'href',
			'https://wa.me/33612345678'
		);
		await expect( widget.getByRole( 'link', { name: 'Message on Telegram' } ) ).toHaveAttribute(
			'href',
			'https://t.me/vitrine_demo'
		);
		await expect( widget.getByRole( 'link', { name: 'Call us' } ) ).toHaveAttribute( 'href', 'tel:+15550100' );
		await expect( widget.getByRole( 'link', { name: 'Email us' } ) ).toHaveAttribute(
			'href',
			'mailto:hello@example.com'
		);
		await expectAccessible( page );
		await page.mouse.click( 10, 300 );
		await expect( widget.getByRole( 'link', { name: 'Call us' } ) ).toBeHidden();
		await widget.getByRole( 'button', { name: 'Hide contact buttons' } ).click();
		await expect( widget ).toBeHidden();
		await expectNoLayoutShift( page );
		await page.reload();
		await expect( page.locator( '#demo-contact' ) ).toBeHidden();
	} );

	test( 'works by keyboard: Enter opens, Tab reaches the links, Escape closes to the toggle', async ( { page } ) => {
		await page.goto( '/widgets/contact-buttons/' );
		const widget = page.getByRole( 'complementary', { name: 'Contact us' } );
		const toggle = widget.locator( 'summary' );
		await toggle.focus();
		await page.keyboard.press( 'Enter' );
		await page.keyboard.press( 'Tab' );
		await expect( widget.getByRole( 'link', { name: 'Chat on WhatsApp' } ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( widget.getByRole( 'link', { name: 'Chat on WhatsApp' } ) ).toBeHidden();
		await expect( toggle ).toBeFocused();
	} );
} );
