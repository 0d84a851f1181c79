import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { needsWooCommerce } from './shop-helpers';

/**
 * Colour swatches and the on-sale box on /loop/products/ (includes/Lifecycle/Demo/84-shop.php,
 * docs/loop.md "Swatches" and "Products"). The demo's Colour attribute (`pa_color`): tote natural
 * and black, cup (on sale) white and blue, notebook natural and blue, poster multicolour (an image
 * swatch), mug white and red, print black and white; the T-shirt and the download have none.
 */
const GRID = '.vitrine-loop-grid';
const count = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-grid__count` );
const titles = async ( page: Page ) =>
	( await page.locator( `${ GRID } .vitrine-loop-card__title` ).allTextContents() ).sort();
const colour = ( page: Page ) => page.getByRole( 'group', { name: 'Colour' } );
const swatch = ( page: Page, name: string ) => colour( page ).getByRole( 'checkbox', { name, exact: true } );
// The on-sale box is named with its count, as the other facets' choices are.
const onSale = ( page: Page ) => page.getByRole( 'checkbox', { name: /^On sale \(\d+\)$/ } );
const chips = ( page: Page ) => page.getByRole( 'list', { name: 'Active filters' } );

test.describe( 'loop swatches and on-sale over WooCommerce products', () => {
	needsWooCommerce();

	test( 'swatches are named boxes that refresh the grid, with counts, focus kept, and Back', async ( { page } ) => {
		await page.goto( '/loop/products/' );
		await expect( count( page ) ).toHaveText( '8 products, page 1 of 1' );
		await page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 42 ) );
		// Each swatch is a real checkbox named by its term; its count describes it.
		await expect( swatch( page, 'White' ) ).toHaveAccessibleDescription( '(3)' );
		await expect( swatch( page, 'Multicolour' ) ).toHaveAccessibleDescription( '(1)' );
		await expect( colour( page ).locator( 'img.vitrine-loop-filter__chip' ) ).toHaveCount( 1 );
		await expect( page.getByRole( 'button', { name: 'Apply' } ).first() ).toBeHidden();

		await swatch( page, 'White' ).focus();
		await page.keyboard.press( 'Space' );
		await expect( page ).toHaveURL( /\/loop\/products\/\?e-filter-products-pa_color=white$/ );
		await expect( count( page ) ).toHaveText( '3 products, page 1 of 1' );
		expect( await titles( page ) ).toEqual( [ 'Enamel mug', 'Espresso cup', 'Signed print' ] );
		await expect( swatch( page, 'White' ) ).toBeFocused();
		await expect( swatch( page, 'White' ) ).toBeChecked();
		await page.keyboard.press( 'Shift+Tab' ); // Red, before White by name.
		await page.keyboard.press( 'Shift+Tab' ); // Natural.
		await page.keyboard.press( 'Shift+Tab' ); // Multicolour.
		await page.keyboard.press( 'Shift+Tab' ); // Blue.
		await expect( swatch( page, 'Blue' ) ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( page ).toHaveURL( /\?e-filter-products-pa_color=blue~white$/ );
		await expect( count( page ) ).toHaveText( '4 products, page 1 of 1' );
		await expect( swatch( page, 'Blue' ) ).toBeFocused();

		// On sale, under the colours: only the cup. The colours' counts follow (the mug, red, is not on sale).
		await expect( onSale( page ) ).toHaveAccessibleName( 'On sale (1)' );
		await onSale( page ).check();
		await expect( page ).toHaveURL( /\?e-filter-products-pa_color=blue~white&e-sale-products=1$/ );
		await expect( count( page ) ).toHaveText( '1 product, page 1 of 1' );
		expect( await titles( page ) ).toEqual( [ 'Espresso cup' ] );
		await expect( swatch( page, 'Red' ) ).toBeDisabled();
		await expect( swatch( page, 'Red' ) ).toHaveAccessibleDescription( '(0)' );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'Blue, White ×', 'On sale ×', 'Clear all' ] );
		expect( await page.evaluate( () => ( window as unknown as { marker?: number } ).marker ) ).toBe( 42 );

		await page.goBack();
		await expect( page ).toHaveURL( /\?e-filter-products-pa_color=blue~white$/ );
		await expect( onSale( page ) ).not.toBeChecked();
		await expect( count( page ) ).toHaveText( '4 products, page 1 of 1' );
		await expect( swatch( page, 'Red' ) ).toBeEnabled();
		await page.goBack();
		await expect( swatch( page, 'Blue' ) ).not.toBeChecked();
		await expect( swatch( page, 'White' ) ).toBeChecked();
		await expectAccessible( page );
	} );

	test( 'swatches and on-sale work as plain GET forms without JavaScript', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/loop/products/' );
		await swatch( page, 'Black' ).check();
		await swatch( page, 'White' ).check();
		await colour( page ).locator( '..' ).getByRole( 'button', { name: 'Apply' } ).click();
		// The two boxes arrive as a repeated parameter; one redirect joins them with `~` (any).
		await expect( page ).toHaveURL( /\/loop\/products\/\?e-filter-products-pa_color=black~white$/ );
		await expect( count( page ) ).toHaveText( '4 products, page 1 of 1' );
		await expect( swatch( page, 'Black' ) ).toBeChecked();
		await onSale( page ).check();
		await page
			.locator( 'form', { has: onSale( page ) } )
			.getByRole( 'button', { name: 'Apply' } )
			.click();
		await expect( page ).toHaveURL( /\?e-filter-products-pa_color=black~white&e-sale-products=1$/ );
		expect( await titles( page ) ).toEqual( [ 'Espresso cup' ] );
		await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute( 'content', /noindex, follow/ );
		await chips( page ).getByRole( 'link', { name: 'Remove filter: On sale' } ).click();
		await expect( page ).toHaveURL( /\?e-filter-products-pa_color=black~white$/ );
		await context.close();
	} );
} );
