import { test, expect, expectAccessible } from './fixtures';
import { openDemo } from './widgets-content-helpers';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'off-canvas widget', () => {
	test( 'opens by mouse, traps focus, closes on the backdrop and returns focus', async ( { page } ) => {
		await openDemo( page, 'off-canvas', '#demo-left.is-enhanced' );
		const toggle = page.getByRole( 'button', { name: 'Open the left panel' } );
		await toggle.click();
		const dialog = page.getByRole( 'dialog', { name: 'Browse' } );
		await expect( dialog ).toBeVisible();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( page.locator( '#demo-left.is-open' ) ).toHaveCount( 1 );
		await expect( dialog.getByRole( 'link', { name: 'Close panel' } ) ).toBeFocused();
		await expectAccessible( page );
		// The panel is 360px wide from the left: a click at the right edge hits the backdrop.
		const viewport = page.viewportSize()!;
		await page.mouse.click( viewport.width - 10, viewport.height / 2 );
		await expect( dialog ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'works by keyboard: Enter opens, Tab cycles inside, Escape closes', async ( { page } ) => {
		await openDemo( page, 'off-canvas', '#demo-right.is-enhanced' );
		const toggle = page.getByRole( 'button', { name: 'Open the right panel' } );
		await toggle.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Details' } );
		await expect( dialog ).toBeVisible();
		const close = dialog.getByRole( 'link', { name: 'Close panel' } );
		await expect( close ).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		expect( await dialog.evaluate( ( el ) => el.contains( el.ownerDocument.activeElement ) ) ).toBe( true );
		await page.keyboard.press( 'Tab' );
		await expect( close ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await toggle.press( ' ' );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
	} );

	test( 'answers the vitrine:off-canvas event and makes the page inert while open', async ( { page } ) => {
		await openDemo( page, 'off-canvas', '#demo-bottom.is-enhanced' );
		const dispatch = ( action: string, id: string ) =>
			page.evaluate(
				( detail ) => document.dispatchEvent( new CustomEvent( 'vitrine:off-canvas', { detail } ) ),
				{ action, id }
			);
		await dispatch( 'open', 'demo-bottom' );
		const dialog = page.getByRole( 'dialog', { name: 'Notes' } );
		await expect( dialog ).toBeVisible();
		// A modal dialog (top layer) makes the rest of the page inert.
		expect( await page.locator( '#demo-bottom-panel' ).evaluate( ( el ) => el.matches( ':modal' ) ) ).toBe( true );
		await dispatch( 'toggle', 'demo-bottom' );
		await expect( dialog ).toBeHidden();
		await dispatch( 'toggle', 'demo-bottom' );
		await expect( dialog ).toBeVisible();
		await dispatch( 'close', 'demo-bottom' );
		await expect( dialog ).toBeHidden();
		await dispatch( 'open', 'no-such-panel' );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expectNoLayoutShift( page );
	} );

	test( 'without JavaScript the panel content is reachable through its link', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/off-canvas/' );
		await page.getByRole( 'link', { name: 'Open the left panel' } ).click();
		await expect( page.locator( '#demo-left-panel' ) ).toBeVisible();
		await expect( page.locator( '#demo-left-panel' ).getByRole( 'link', { name: 'All widgets' } ) ).toBeVisible();
		await context.close();
	} );
} );
