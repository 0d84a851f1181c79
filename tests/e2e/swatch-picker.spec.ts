/**
 * The swatch image of a product attribute's term is chosen from the media library (docs/loop.md,
 * "Swatches"): on the add form, which WordPress sends by Ajax, and on the term's edit screen. The
 * test's own term has no products, so no loop filter on the demo shows it while it exists.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { needsWooCommerce } from './shop-helpers';

const TERMS = '/wp-admin/edit-tags.php?taxonomy=pa_color&post_type=product';

/** Opens the media library from the picker, finds the demo's Multicolour picture and uses it. */
async function chooseMulticolour( page: Page ): Promise< void > {
	await page.getByRole( 'button', { name: 'Choose image' } ).click();
	const library = page.getByRole( 'dialog', { name: 'Swatch image' } );
	await expect( library ).toBeVisible();
	// WordPress opens the tab the user last used (Upload files at first), as for a featured image.
	await library.getByRole( 'tab', { name: 'Media Library' } ).click();
	await library.getByRole( 'searchbox' ).fill( 'Multicolour' );
	await library.getByRole( 'checkbox', { name: 'Multicolour' } ).click();
	await library.getByRole( 'button', { name: 'Use this image' } ).click();
	await expect( library ).toBeHidden();
}

test.describe( 'swatch image picker', () => {
	needsWooCommerce();
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'an image is chosen from the media library, saved, shown again and removed', async ( { page } ) => {
		const name = `Swatch picker ${ Date.now() }`;
		await page.goto( TERMS );
		const add = page.locator( '#addtag' );
		const picture = ( scope: Page | typeof add ) => scope.locator( 'img.vitrine-swatch-image__picture' );
		// Without a choice: one button, no picture, nothing to remove.
		await expect( add.getByRole( 'group', { name: 'Swatch image' } ) ).toBeVisible();
		await expect( picture( add ) ).toBeHidden();
		await expect( add.getByRole( 'button', { name: 'Remove image' } ) ).toBeHidden();

		await add.getByLabel( 'Name' ).fill( name );
		await chooseMulticolour( page );
		await expect( picture( add ) ).toBeVisible();
		await expect( picture( add ) ).toHaveAttribute( 'src', /swatch-multicolour/ );
		await expect( add.getByRole( 'button', { name: 'Replace image' } ) ).toBeFocused();
		await expectAccessible( page, '#addtag' );
		await add.getByRole( 'button', { name: /^Add new/i } ).click();
		const row = page.locator( '#the-list tr' ).filter( { hasText: name } );
		await expect( row ).toHaveCount( 1 );
		// The form starts the next term empty, picture included.
		await expect( add.getByLabel( 'Name' ) ).toHaveValue( '' );
		await expect( picture( add ) ).toBeHidden();
		await expect( add.getByRole( 'button', { name: 'Choose image' } ) ).toBeVisible();

		// The saved term shows its picture on its own screen.
		await row.getByRole( 'link', { name, exact: true } ).click();
		await expect( page.getByRole( 'heading', { name: /^Edit/ } ) ).toBeVisible();
		await expect( picture( page ) ).toHaveAttribute( 'src', /swatch-multicolour/ );
		// WordPress's own menu has findings of its own: the check covers the form.
		await expectAccessible( page, '#edittag' );
		// Removed by keyboard, and saved without it.
		await page.getByRole( 'button', { name: 'Remove image' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'button', { name: 'Choose image' } ) ).toBeFocused();
		await expect( picture( page ) ).toBeHidden();
		await page.getByRole( 'button', { name: 'Update' } ).click();
		await expect( page.getByText( /updated/i ).first() ).toBeVisible();
		await page.reload();
		await expect( picture( page ) ).toBeHidden();
		await expect( page.getByRole( 'button', { name: 'Choose image' } ) ).toBeVisible();

		// Chosen again on the edit screen, and kept after saving.
		await chooseMulticolour( page );
		await page.getByRole( 'button', { name: 'Update' } ).click();
		await page.reload();
		await expect( picture( page ) ).toHaveAttribute( 'src', /swatch-multicolour/ );

		// The test's term goes.
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await page.getByRole( 'link', { name: 'Delete' } ).click();
		await expect( page ).toHaveURL( /edit-tags\.php\?taxonomy=pa_color/ );
		await expect( page.locator( '#the-list tr' ).filter( { hasText: name } ) ).toHaveCount( 0 );
	} );
} );
