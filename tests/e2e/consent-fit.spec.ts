/**
 * The consent settings modal and the cookie declaration fit their screen (docs/consent.md,
 * Behaviour): the modal's header and decisions always in view, one height whatever the tab, each
 * category's state in the tab list; cookie tables that stack where they are narrow instead of
 * squeezing a column or scrolling sideways.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

const bar = ( page: Page ) => page.locator( '#cookie-law-info-bar' );

/** Whether the whole box of `locator` is inside the window. */
async function inWindow( page: Page, locator: Locator ): Promise< boolean > {
	const box = ( await locator.boundingBox() )!;
	const size = page.viewportSize()!;
	return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

for ( const viewport of [
	{ width: 412, height: 823 },
	{ width: 1366, height: 768 },
] ) {
	test.describe( `at ${ viewport.width } px`, () => {
		test.use( { viewport } );

		test( 'the settings modal keeps its header, its buttons and its height; tabs show each state', async ( {
			page,
		} ) => {
			await page.goto( '/consent/' );
			await bar( page ).getByRole( 'button', { name: 'Settings' } ).click();
			const dialog = page.getByRole( 'dialog', { name: 'Privacy and cookie settings' } );
			await expect( dialog ).toBeVisible();
			const title = dialog.getByRole( 'heading', { name: 'Privacy and cookie settings' } );
			const accept = dialog.getByRole( 'button', { name: 'Accept all' } );
			const save = dialog.getByRole( 'button', { name: 'Save my choices' } );

			// Every category's state is in the tab list.
			await expect( dialog.getByRole( 'tab', { name: /Necessary/ } ) ).toContainText( 'Always enabled' );
			await expect( dialog.getByRole( 'tab', { name: /Analytics/ } ) ).toContainText( 'Off' );

			const height = ( await dialog.boundingBox() )!.height;
			for ( const name of [ 'Necessary', 'Functional', 'Analytics', 'Advertisement', 'Privacy overview' ] ) {
				await dialog.getByRole( 'tab', { name: new RegExp( name ) } ).click();
				expect(
					Math.abs( ( await dialog.boundingBox() )!.height - height ),
					`height on ${ name }`
				).toBeLessThan( 1 );
				expect( await inWindow( page, title ), `title on ${ name }` ).toBe( true );
				expect( await inWindow( page, accept ), `Accept all on ${ name }` ).toBe( true );
			}

			// The longest panel scrolls inside; the buttons stay put.
			await dialog.getByRole( 'tab', { name: /Necessary/ } ).click();
			const panel = dialog.getByRole( 'tabpanel' );
			await panel.evaluate( ( el ) => el.parentElement!.scrollTo( 0, el.parentElement!.scrollHeight ) );
			expect( await inWindow( page, save ) ).toBe( true );
			expect( await inWindow( page, accept ) ).toBe( true );
			// Its cookie table neither scrolls sideways nor squeezes the purpose.
			expect(
				await panel.evaluate( ( el ) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth )
			).toBe( true );
			const purpose = panel.locator( 'td[data-label="Purpose"]' ).first();
			expect( ( await purpose.boundingBox() )!.width ).toBeGreaterThan( 150 );

			// A switched category says so in its tab.
			await dialog.getByRole( 'tab', { name: /Analytics/ } ).click();
			await dialog.getByRole( 'switch', { name: 'Analytics' } ).check();
			await expect( dialog.getByRole( 'tab', { name: /Analytics/ } ) ).toContainText( 'On' );
			await expectAccessible( page );
		} );

		test( 'the cookie declaration reads without scrolling sideways', async ( { page } ) => {
			await page.goto( '/cookie-declaration/' );
			const table = page.getByRole( 'table', { name: 'Necessary' } );
			await expect( table ).toBeVisible();
			const fits = await table.evaluate( ( el ) => {
				const column = el.closest( '.vitrine-cookie-declaration' )!;
				return el.getBoundingClientRect().right <= column.getBoundingClientRect().right + 0.5;
			} );
			expect( fits ).toBe( true );
			expect( await page.evaluate( () => document.documentElement.scrollWidth <= window.innerWidth ) ).toBe(
				true
			);
			// A cookie's name stays on one line; the purpose gets room.
			const name = table.getByText( 'viewed_cookie_policy', { exact: true } );
			const line = await name.evaluate( ( el ) => parseFloat( getComputedStyle( el ).lineHeight ) || 20 );
			expect( ( await name.boundingBox() )!.height ).toBeLessThan( line * 1.5 );
			const purpose = table.locator( 'td[data-label="Purpose"]' ).first();
			expect( ( await purpose.boundingBox() )!.width ).toBeGreaterThan( 150 );
			await expectAccessible( page );
		} );
	} );
}
