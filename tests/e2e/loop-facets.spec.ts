import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { needsWooCommerce } from './shop-helpers';

/**
 * The facets of the /loop/ demo (includes/Lifecycle/Demo/70-loop.php, docs/loop.md): 14 demo posts,
 * post n (1 to 14) has the reading time n + 2 minutes; posts 1 to 5 are beginner, 6 to 10
 * intermediate, 11 to 14 advanced. Guides are posts 1, 4, 7, 10, 13. A search box, a level choice with counts, a reading-time range, a sort and chips.
 */
const GRID = '.vitrine-loop-grid';
const cards = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-card__title` );
const count = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-grid__count` );
const level = ( page: Page ) => page.getByRole( 'group', { name: 'Level' } );
const reading = ( page: Page ) => page.getByRole( 'group', { name: 'Reading time (minutes)' } );
const chips = ( page: Page ) => page.getByRole( 'list', { name: 'Active filters' } );

/** Marks the window, to prove later that the page was not reloaded. */
const mark = ( page: Page ) => page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 42 ) );
const marked = ( page: Page ) => page.evaluate( () => ( window as unknown as { marker?: number } ).marker );

test.describe( 'loop facets', () => {
	test( 'every facet works as a plain GET form without JavaScript', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/loop/' );
		await expect( level( page ).getByRole( 'checkbox', { name: 'beginner (5)' } ) ).toBeEnabled();
		// Two range fields and two checked boxes: one redirect to the canonical address.
		await reading( page ).getByLabel( 'Minimum', { exact: true } ).fill( '5' );
		await reading( page ).getByLabel( 'Maximum', { exact: true } ).fill( '12' );
		await reading( page ).getByLabel( 'Maximum', { exact: true } ).press( 'Enter' );
		await expect( page ).toHaveURL( /\/loop\/\?e-range-loopdemo-reading_time=5\.\.12$/ );
		await expect( count( page ) ).toHaveText( '8 posts, page 1 of 2' );
		// The counts reflect the range: beginner posts 3, 4, 5 are 5, 6, 7 minutes long.
		await expect( level( page ).getByRole( 'checkbox', { name: 'beginner (3)' } ) ).toBeVisible();
		await expect( level( page ).getByRole( 'checkbox', { name: 'advanced (0)' } ) ).toBeDisabled();
		await level( page )
			.getByRole( 'checkbox', { name: /beginner/ } )
			.check();
		await level( page )
			.getByRole( 'checkbox', { name: /intermediate/ } )
			.check();
		await page
			.getByRole( 'group', { name: 'Level' } )
			.locator( '..' )
			.getByRole( 'button', { name: 'Apply' } )
			.click();
		await expect( page ).toHaveURL(
			/\?e-range-loopdemo-reading_time=5\.\.12&e-meta-loopdemo-level=beginner~intermediate$/
		);
		await expect( count( page ) ).toHaveText( '8 posts, page 1 of 2' );
		// More than one active filter: crawlable, not indexed.
		await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute( 'content', /noindex, follow/ );
		// A chip is a link that removes its filter; the search box keeps the others.
		// The server's chips say what the filters say: the values' labels, a range as numbers.
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [
			'beginner, intermediate ×',
			'5–12 ×',
			'Clear all',
		] );
		await chips( page ).getByRole( 'link', { name: 'Remove filter: 5–12' } ).click();
		await expect( page ).toHaveURL( /\/loop\/\?e-meta-loopdemo-level=beginner~intermediate$/ );
		await expect( count( page ) ).toHaveText( '10 posts, page 1 of 2' );
		await page.getByRole( 'searchbox', { name: 'Search the demo posts' } ).fill( 'day bag' );
		await page.getByRole( 'searchbox', { name: 'Search the demo posts' } ).press( 'Enter' );
		await expect( page ).toHaveURL( /e-meta-loopdemo-level=beginner~intermediate&e-search-loopdemo=day\+bag$/ );
		await expect( cards( page ) ).toHaveText( [ 'Packing a day bag' ] );
		await context.close();
	} );

	test( 'choices refresh the grid in place with counts, zero-result choices disabled', async ( { page } ) => {
		await page.goto( '/loop/' );
		await mark( page );
		const beginner = level( page ).getByRole( 'checkbox', { name: /beginner/ } );
		await beginner.check();
		await expect( page ).toHaveURL( /\/loop\/\?e-meta-loopdemo-level=beginner$/ );
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( page.getByRole( 'status' ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( beginner ).toBeFocused();
		// 7 to 10 minutes are posts 5 (beginner) and 6 to 8 (intermediate): no advanced post.
		await reading( page ).getByLabel( 'Minimum', { exact: true } ).fill( '7' );
		await reading( page ).getByLabel( 'Maximum', { exact: true } ).fill( '10' );
		await reading( page ).getByLabel( 'Maximum', { exact: true } ).press( 'Enter' );
		await expect( page ).toHaveURL( /\?e-meta-loopdemo-level=beginner&e-range-loopdemo-reading_time=7\.\.10$/ );
		await expect( cards( page ) ).toHaveText( [ 'Budget earbuds compared' ] );
		await expect( level( page ).getByRole( 'checkbox', { name: 'advanced (0)' } ) ).toBeDisabled();
		await expect( level( page ).getByRole( 'checkbox', { name: 'intermediate (3)' } ) ).toBeEnabled();
		await expect( level( page ).getByRole( 'checkbox', { name: 'beginner (1)' } ) ).toBeChecked();
		await expect( reading( page ).getByLabel( 'Maximum', { exact: true } ) ).toBeFocused();
		expect( await marked( page ) ).toBe( 42 );
		await expectAccessible( page );
	} );

	test( 'the range sliders work with the keyboard', async ( { page } ) => {
		await page.goto( '/loop/' );
		const low = reading( page ).getByRole( 'slider', { name: 'Minimum Reading time (minutes)' } );
		await low.focus();
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( page ).toHaveURL( /\?e-range-loopdemo-reading_time=5\.\.$/ );
		await expect( count( page ) ).toHaveText( '12 posts, page 1 of 2' );
		await expect( reading( page ).getByLabel( 'Minimum', { exact: true } ) ).toHaveValue( '5' );
		await expect( low ).toBeFocused();
	} );

	test( 'search narrows the grid as the visitor types; sort reorders it', async ( { page } ) => {
		await page.goto( '/loop/' );
		await mark( page );
		const box = page.getByRole( 'searchbox', { name: 'Search the demo posts' } );
		await box.pressSequentially( 'review' );
		await expect( page ).toHaveURL( /\/loop\/\?e-search-loopdemo=review$/ );
		// "review" is in the title or excerpt of the five Reviews posts only.
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( box ).toBeFocused();
		await page.getByRole( 'combobox', { name: 'Sort by' } ).selectOption( 'title' );
		await expect( page ).toHaveURL( /\?e-search-loopdemo=review&e-sort-loopdemo=title$/ );
		await expect( cards( page ) ).toHaveText( [
			'Budget earbuds compared',
			'E-reader long-term review',
			'Headlamp shoot-out',
			'Rain jacket field test',
			'Trail shoes after 500 km',
		] );
		await page.getByRole( 'combobox', { name: 'Sort by' } ).selectOption( 'reading_time-desc' );
		await expect( cards( page ).first() ).toHaveText( 'Rain jacket field test' );
		expect( await marked( page ) ).toBe( 42 );
	} );

	test( 'chips remove filters one by one or all at once; back and forward restore them', async ( { page } ) => {
		await page.goto( '/loop/?e-filter-loopdemo-category=loop-demo-guides&e-meta-loopdemo-level=beginner' );
		await expect( count( page ) ).toHaveText( '2 posts, page 1 of 1' );
		await mark( page );
		// The server's chips: the category's name, not its slug.
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'Guides ×', 'beginner ×', 'Clear all' ] );
		await chips( page ).getByRole( 'link', { name: 'Remove filter: beginner' } ).click();
		await expect( page ).toHaveURL( /\/loop\/\?e-filter-loopdemo-category=loop-demo-guides$/ );
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( level( page ).getByRole( 'checkbox', { name: /beginner/ } ) ).not.toBeChecked();
		await chips( page ).getByRole( 'link', { name: 'Clear all' } ).click();
		await expect( page ).toHaveURL( /\/loop\/$/ );
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		await expect( chips( page ) ).toBeHidden();

		await page.goBack();
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await page.goBack();
		await expect( count( page ) ).toHaveText( '2 posts, page 1 of 1' );
		await expect( level( page ).getByRole( 'checkbox', { name: /beginner/ } ) ).toBeChecked();
		// The chips the browser rebuilt say the same as the server's.
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'Guides ×', 'beginner ×', 'Clear all' ] );
		expect( await marked( page ) ).toBe( 42 );
	} );

	test( 'the route refuses a meta key no facet on the page declares', async ( { page, request } ) => {
		await page.goto( '/loop/' );
		const postId = Number( await page.locator( GRID ).getAttribute( 'data-post-id' ) );
		const answer = await request.post( '/wp-json/vitrine/v1/refresh-loop', {
			data: {
				post_id: postId,
				widget_id: 'loopdemo',
				pagination_base_url: new URL( '/loop/', page.url() ).href,
				widget_filters: {
					x: { filterType: 'meta', filterData: { key: '_edit_lock', values: [ '1' ], logicalJoin: 'OR' } },
				},
			},
		} );
		expect( answer.status() ).toBe( 400 );
		expect( ( await answer.json() ).code ).toBe( 'vitrine_loop_bad_filters' );
	} );
} );

/**
 * /loop/products/ (includes/Lifecycle/Demo/84-shop.php): the demo catalogue's 8 products, with
 * prices from WooCommerce's lookup table (mug 11, cup 12.50, tote 18, T-shirt 20 to 22, notebook
 * 24, poster 30 out of stock, print 40, download 9), and a core Query Loop of 3 posts below.
 */
test.describe( 'loop facets over WooCommerce products', () => {
	needsWooCommerce();
	const coreQuery = ( page: Page ) => page.locator( '.wp-block-query .wp-block-post-title' );

	test( 'price range, stock and price sort filter the products, not the core Query Loop', async ( { page } ) => {
		await page.goto( '/loop/products/' );
		await expect( count( page ) ).toHaveText( '8 products, page 1 of 1' );
		const posts = await coreQuery( page ).allTextContents();
		expect( posts ).toHaveLength( 3 );
		await mark( page );
		const price = page.getByRole( 'group', { name: 'Price' } );
		await price.getByLabel( 'Minimum', { exact: true } ).fill( '10' );
		await price.getByLabel( 'Maximum', { exact: true } ).fill( '20' );
		await price.getByLabel( 'Maximum', { exact: true } ).press( 'Enter' );
		await expect( page ).toHaveURL( /\/loop\/products\/\?e-range-products-price=10\.\.20$/ );
		// A variable product is in the range when its price span meets it (T-shirt, 20 to 22).
		await expect( count( page ) ).toHaveText( '4 products, page 1 of 1' );
		await expect( page.getByRole( 'status' ) ).toHaveText( '4 products, page 1 of 1' );
		const stock = page.getByRole( 'group', { name: 'Stock' } );
		await expect( stock.getByRole( 'radio', { name: 'Out of stock (0)' } ) ).toBeDisabled();
		await page.getByRole( 'combobox', { name: 'Sort by' } ).selectOption( 'price-desc' );
		await expect( page ).toHaveURL( /\?e-range-products-price=10\.\.20&e-sort-products=price-desc$/ );
		await expect( cards( page ) ).toHaveText( [
			'Organic T-shirt',
			'Canvas tote bag',
			'Espresso cup',
			'Enamel mug',
		] );
		// The price chip is in the shop's currency, where WooCommerce puts the symbol.
		await chips( page ).getByRole( 'link', { name: 'Remove filter: $10–$20' } ).click();
		await expect( count( page ) ).toHaveText( '8 products, page 1 of 1' );
		await stock.getByRole( 'radio', { name: /Out of stock/ } ).check();
		await expect( page ).toHaveURL( /\?e-sort-products=price-desc&e-meta-products-_stock_status=outofstock$/ );
		await expect( cards( page ) ).toHaveText( [ 'Vintage poster' ] );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'Out of stock ×', 'Clear all' ] );
		expect( await marked( page ) ).toBe( 42 );
		// Reloaded from the URL, the core Query Loop still lists the same posts; the server's chip
		// uses WooCommerce's words for the stock status too.
		await page.reload();
		await expect( cards( page ) ).toHaveText( [ 'Vintage poster' ] );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'Out of stock ×', 'Clear all' ] );
		await expect( coreQuery( page ) ).toHaveText( posts );
		await expectAccessible( page );
	} );
} );
