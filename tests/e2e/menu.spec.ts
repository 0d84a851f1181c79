import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'menu widget', () => {
	test( 'opens dropdowns by hover and by the caret, with Escape and focus return', async ( { page } ) => {
		await page.goto( '/widgets/menu/' );
		const nav = page.getByRole( 'navigation', { name: 'Demo menu' } );
		await expect( nav ).toHaveClass( /is-enhanced/ );
		const sub = nav.getByRole( 'link', { name: 'Table of Contents' } );
		await expect( sub ).toBeHidden();
		await nav.getByRole( 'link', { name: 'Navigation widgets' } ).hover();
		await expect( sub ).toBeVisible();
		await page.mouse.move( 5, 5 );
		await expect( sub ).toBeHidden();
		const caret = nav.getByRole( 'button', { name: 'Sub-menu of Navigation widgets' } );
		await caret.click();
		await expect( caret ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.mouse.move( 5, 5 );
		await expect( sub ).toBeVisible();
		await expectAccessible( page );
		await page.mouse.click( 5, 400 );
		await expect( caret ).toHaveAttribute( 'aria-expanded', 'false' );
		await expectNoLayoutShift( page );
	} );

	test( 'works by keyboard: caret opens, Tab stays inside, Escape closes to the caret', async ( { page } ) => {
		await page.goto( '/widgets/menu/' );
		const nav = page.getByRole( 'navigation', { name: 'Demo menu' } );
		await expect( nav ).toHaveClass( /is-enhanced/ );
		const caret = nav.getByRole( 'button', { name: 'Sub-menu of Content widgets' } );
		await caret.focus();
		await page.keyboard.press( 'Enter' );
		await expect( nav.getByRole( 'link', { name: 'Share Buttons' } ) ).toBeFocused();
		for ( let i = 0; i < 6; i++ ) {
			await page.keyboard.press( 'Tab' );
		}
		expect( await nav.locator( '.vitrine-menu__item.is-open:focus-within' ).count() ).toBe( 1 );
		await page.keyboard.press( 'Escape' );
		await expect( caret ).toBeFocused();
		await expect( caret ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( nav.getByRole( 'link', { name: 'Share Buttons' } ) ).toBeHidden();
	} );

	test( 'collapses behind a toggle on small screens', async ( { page } ) => {
		await page.setViewportSize( { width: 390, height: 800 } );
		await page.goto( '/widgets/menu/' );
		const nav = page.getByRole( 'navigation', { name: 'Demo menu' } );
		await expect( nav ).toHaveClass( /is-enhanced/ );
		const toggle = nav.getByRole( 'button', { name: 'Demo menu' } );
		await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeHidden();
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeVisible();
		await expectAccessible( page );
		await page.keyboard.press( 'Escape' );
		await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeVisible();
		await expectNoLayoutShift( page );
	} );
} );
