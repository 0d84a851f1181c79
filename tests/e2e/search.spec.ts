import { test, expect, expectAccessible } from './fixtures';
import { layoutShift } from './widgets-content-helpers';

test.describe( 'search widget', () => {
	test( 'suggests as you type and opens a suggestion by keyboard', async ( { page } ) => {
		await page.goto( '/widgets/search/' );
		const field = page.getByRole( 'combobox', { name: 'Search the demo site' } );
		await field.focus();
		await page.keyboard.type( 'coffee', { delay: 30 } );
		const list = page.getByRole( 'listbox', { name: 'Suggestions' } );
		await expect( list ).toBeVisible();
		const option = list.getByRole( 'option', { name: /Coffee brewing/ } );
		await expect( option ).toBeVisible();
		await expect( field ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( page.getByRole( 'status' ).first() ).toContainText( /suggestion/ );
		await expectAccessible( page );
		expect( await layoutShift( page ) ).toBeLessThan( 0.01 );
		await page.keyboard.press( 'ArrowDown' );
		await expect( option ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( field ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( list ).toBeHidden();
		await page.keyboard.press( 'ArrowDown' );
		await expect( list ).toBeVisible();
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( /widgets-demo-coffee-brewing/ );
	} );

	test( 'opens a suggestion by mouse, and submits to the search page otherwise', async ( { page } ) => {
		await page.goto( '/widgets/search/' );
		const field = page.getByRole( 'combobox', { name: 'Search the demo site' } );
		await field.click();
		await field.pressSequentially( 'guide' );
		const options = page.getByRole( 'option' );
		await expect( options.first() ).toBeVisible();
		expect( await options.count() ).toBeLessThanOrEqual( 5 );
		await page.mouse.click( 5, 5 ); // Outside: the list closes.
		await expect( page.getByRole( 'listbox' ) ).toBeHidden();
		await field.click();
		await field.press( 'End' );
		await field.press( 'Enter' );
		await page.waitForURL( /[?&]s=guide/ );
	} );

	test( 'a click on an option follows it', async ( { page } ) => {
		await page.goto( '/widgets/search/' );
		const field = page.getByRole( 'combobox', { name: 'Search the demo site' } );
		await field.pressSequentially( 'kitchen' );
		await page.getByRole( 'option', { name: /Kitchen knives/ } ).click();
		await page.waitForURL( /widgets-demo-kitchen-knives/ );
	} );
} );
