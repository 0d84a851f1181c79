import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'hotspot widget', () => {
	test( 'click opens a tooltip, another click or a click elsewhere closes it', async ( { page } ) => {
		await page.goto( '/widgets/hotspot/' );
		const first = page.locator( '.vitrine-hotspot' ).first();
		await expect( first ).toHaveClass( /is-ready/ );
		const lighthouse = first.getByRole( 'button', { name: 'Lighthouse' } );
		const tip = first.getByRole( 'group', { name: 'Lighthouse' } );
		await expect( tip ).toBeHidden();
		await lighthouse.click();
		await expect( lighthouse ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( tip ).toBeVisible();
		await expect( tip ).toContainText( 'Built in 1874' );
		// Only one open at a time.
		await first.getByRole( 'button', { name: 'Fish market' } ).click();
		await expect( tip ).toBeHidden();
		await expect( first.getByRole( 'group', { name: 'Fish market' } ) ).toBeVisible();
		await page.locator( 'h1' ).click();
		await expect( first.getByRole( 'group', { name: 'Fish market' } ) ).toBeHidden();
		await expectNoLayoutShift( page );
		await lighthouse.click();
		await expectAccessible( page );
	} );

	test( 'keyboard: Tab to a point, Enter opens, Tab into the link, Escape closes and returns focus', async ( {
		page,
	} ) => {
		await page.goto( '/widgets/hotspot/' );
		const first = page.locator( '.vitrine-hotspot' ).first();
		await expect( first ).toHaveClass( /is-ready/ );
		const lighthouse = first.getByRole( 'button', { name: 'Lighthouse' } );
		await lighthouse.focus();
		await page.keyboard.press( 'Enter' );
		await expect( lighthouse ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.keyboard.press( 'Tab' );
		await expect( page.locator( ':focus' ) ).toHaveText( 'Learn more Lighthouse' );
		await page.keyboard.press( 'Escape' );
		await expect( lighthouse ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( lighthouse ).toBeFocused();
	} );

	test( 'a tooltip at the edge stays on screen, on a narrow phone too', async ( { page } ) => {
		for ( const width of [ 1280, 360 ] ) {
			await page.setViewportSize( { width, height: 800 } );
			await page.goto( '/widgets/hotspot/' );
			const first = page.locator( '.vitrine-hotspot' ).first();
			await expect( first ).toHaveClass( /is-ready/ );
			await first.getByRole( 'button', { name: 'Old fort' } ).click();
			const box = ( await first.getByRole( 'group', { name: 'Old fort' } ).boundingBox() )!;
			expect( box.x ).toBeGreaterThanOrEqual( 0 );
			expect( box.x + box.width ).toBeLessThanOrEqual( width );
			expect( box.y ).toBeGreaterThanOrEqual( 0 );
		}
	} );

	test( 'hover trigger: the pointer and the focus open tooltips', async ( { page } ) => {
		await page.goto( '/widgets/hotspot/' );
		const meadow = page.locator( '.vitrine-hotspot.is-trigger-hover' );
		await expect( meadow ).toHaveClass( /is-ready/ );
		await meadow.getByRole( 'button', { name: 'Old oak' } ).hover();
		await expect( meadow.getByRole( 'group', { name: 'Old oak' } ) ).toBeVisible();
		await page.mouse.move( 0, 0 );
		await expect( meadow.getByRole( 'group', { name: 'Old oak' } ) ).toBeHidden();
		await meadow.getByRole( 'button', { name: 'Wild flowers' } ).focus();
		await expect( meadow.getByRole( 'group', { name: 'Wild flowers' } ) ).toBeVisible();
		// The point without a position is left out.
		await expect( meadow.locator( '.vitrine-hotspot__point' ) ).toHaveCount( 2 );
	} );

	test( 'without JavaScript focus shows the tooltip; editors see bad points', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/hotspot/' );
		await page.getByRole( 'button', { name: 'Lighthouse' } ).focus();
		await expect( page.getByRole( 'group', { name: 'Lighthouse' } ) ).toBeVisible();
		await context.close();
		const admin = await browser.newContext( { storageState: ADMIN_STATE } );
		const adminPage = await admin.newPage();
		await adminPage.goto( '/widgets/hotspot/' );
		await expect( adminPage.locator( '.vitrine-widget-notice' ) ).toContainText( 'Point 3 has no position' );
		await admin.close();
	} );
} );
