import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { needsWooCommerce, productId } from './shop-helpers';
import { restNonce } from './drafts';

/**
 * The date range and the product rating facets (docs/loop.md, "Date range" and "Rating") on pages
 * each test publishes through REST and deletes afterwards.
 *
 * Posts: the /loop/ demo's 14 posts (includes/Lifecycle/Demo/70-loop.php), post n published on
 * n January 2025: 1 "Choosing a first tent" … 3 "Spring sale starts", 4 "Packing a day bag",
 * 5 "Budget earbuds compared" … 14 "Rain jacket field test". The demo site writes dates as
 * WordPress's default, "F j, Y".
 *
 * Products: the demo catalogue (includes/Lifecycle/Demo/84-shop.php), with approved reviews the
 * test adds as a shop's customers would (and removes): the mug 5 and 4 stars (4.5), the tote 4,
 * the notebook 3, the print 2; the others unrated. Prices: mug 11, cup 12.50, tote 18, T-shirt 20
 * to 22, notebook 24, poster 30, print 40, download 9.
 */
const GRID = '.vitrine-loop-grid';
const cards = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-card__title` );
const count = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-grid__count` );
const chips = ( page: Page ) => page.getByRole( 'list', { name: 'Active filters' } );
const mark = ( page: Page ) => page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 42 ) );
const marked = ( page: Page ) => page.evaluate( () => ( window as unknown as { marker?: number } ).marker );

type Admin = { context: BrowserContext; page: Page; headers: Record< string, string > };

async function admin( browser: Browser ): Promise< Admin > {
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const page = await context.newPage();
	await page.goto( '/wp-admin/' );
	return { context, page, headers: { 'X-WP-Nonce': await restNonce( page ) } };
}

/** Publishes a page with these blocks; its path. */
async function publish( as: Admin, title: string, content: string ): Promise< [ number, string ] > {
	const created = await as.page.request.post( '/wp-json/wp/v2/pages', {
		headers: as.headers,
		data: { title, content, status: 'publish' },
	} );
	expect( created.ok() ).toBe( true );
	const { id, link } = ( await created.json() ) as { id: number; link: string };
	return [ id, new URL( link ).pathname ];
}

const block = ( name: string, attributes: object ) =>
	`<!-- wp:vitrine/${ name } ${ JSON.stringify( attributes ) } /-->`;

test.describe( 'the date range facet over posts', () => {
	test.use( { locale: 'en-US' } ); // The date fields' segments are typed month, day, year.
	let as: Admin;
	let pageId = 0;
	let path = '';

	test.beforeAll( async ( { browser } ) => {
		as = await admin( browser );
		[ pageId, path ] = await publish(
			as,
			'Loop date range test',
			[
				block( 'loop-facet', { targetWidgetId: 'dates', type: 'range', key: 'date', label: 'Published' } ),
				block( 'loop-facet', { targetWidgetId: 'dates', type: 'chips' } ),
				block( 'loop-grid', {
					widgetId: 'dates',
					taxonomy: 'category',
					terms: [ 'loop-demo' ],
					perPage: 6,
					orderBy: 'date',
					order: 'ASC',
					showExcerpt: false,
				} ),
			].join( '\n' )
		);
	} );
	test.afterAll( async () => {
		await as.page.request.delete( `/wp-json/wp/v2/pages/${ pageId }?force=true`, { headers: as.headers } );
		await as.context.close();
	} );

	const published = ( page: Page ) => page.getByRole( 'group', { name: 'Published' } );

	test( 'works as a plain GET form without JavaScript', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false, locale: 'en-US' } );
		const page = await context.newPage();
		await page.goto( path );
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		const from = published( page ).getByLabel( 'From' );
		const to = published( page ).getByLabel( 'To' );
		// The data's first and last day bound the fields.
		await expect( from ).toHaveAttribute( 'min', '2025-01-01' );
		await expect( to ).toHaveAttribute( 'max', '2025-01-14' );
		await from.fill( '2025-01-03' );
		await to.fill( '2025-01-05' );
		await to.press( 'Enter' );
		// The form sends YYYY-MM-DD; one redirect writes the contract's YYYYMMDD.
		await expect( page ).toHaveURL( new RegExp( `${ path }\\?e-range-dates-date=20250103\\.\\.20250105$` ) );
		await expect( cards( page ) ).toHaveText( [
			'Spring sale starts',
			'Packing a day bag',
			'Budget earbuds compared',
		] );
		await expect( from ).toHaveValue( '2025-01-03' );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [
			'January 3, 2025 – January 5, 2025 ×',
			'Clear all',
		] );
		// A day that does not exist is dropped by the redirect, the other end kept.
		await page.goto( `${ path }?e-range-dates-date-min=2025-02-31&e-range-dates-date-max=2025-01-02` );
		await expect( page ).toHaveURL( new RegExp( `\\?e-range-dates-date=\\.\\.20250102$` ) );
		await expect( cards( page ) ).toHaveText( [ 'Choosing a first tent', 'Headlamp shoot-out' ] );
		await expect(
			chips( page ).getByRole( 'link', { name: 'Remove filter: until January 2, 2025' } )
		).toBeVisible();
		await chips( page ).getByRole( 'link', { name: 'Remove filter: until January 2, 2025' } ).click();
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		// Letters or an impossible day in the address: the grid shows everything, no error page.
		const answer = await page.goto( `${ path }?e-range-dates-date=20250231..` );
		expect( answer?.status() ).toBe( 200 );
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		await expect( chips( page ) ).toBeHidden();
		await context.close();
	} );

	test( 'refreshes the grid in place from the keyboard, with chips and Back', async ( { page } ) => {
		await page.goto( path );
		await mark( page );
		const from = published( page ).getByLabel( 'From' );
		const to = published( page ).getByLabel( 'To' );
		// No sliders over days: two date fields, nothing else.
		await expect( published( page ).getByRole( 'slider' ) ).toHaveCount( 0 );
		await from.focus();
		await page.keyboard.type( '01032025' );
		await expect( page ).toHaveURL( /\?e-range-dates-date=20250103\.\.$/ );
		await expect( count( page ) ).toHaveText( '12 posts, page 1 of 2' );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'from January 3, 2025 ×', 'Clear all' ] );
		// Tab passes the From field's own date picker button, then reaches To.
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await expect( to ).toBeFocused();
		// Typed digit by digit, the year is 0002, 0020, 0202 before 2025: none of those applies.
		await page.keyboard.type( '01052025' );
		await expect( page ).toHaveURL( /\?e-range-dates-date=20250103\.\.20250105$/ );
		await expect( cards( page ) ).toHaveText( [
			'Spring sale starts',
			'Packing a day bag',
			'Budget earbuds compared',
		] );
		await expect( page.getByRole( 'status' ) ).toHaveText( '3 posts, page 1 of 1' );
		await expect( to ).toBeFocused();
		// The chips the browser rebuilt say what the server's say.
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [
			'January 3, 2025 – January 5, 2025 ×',
			'Clear all',
		] );
		await expectAccessible( page );

		// Back: one step per applied date, not one per digit.
		await page.goBack();
		await expect( page ).toHaveURL( /\?e-range-dates-date=20250103\.\.$/ );
		await expect( count( page ) ).toHaveText( '12 posts, page 1 of 2' );
		await expect( from ).toHaveValue( '2025-01-03' );
		await expect( to ).toHaveValue( '' );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ 'from January 3, 2025 ×', 'Clear all' ] );
		await page.goBack();
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		await expect( from ).toHaveValue( '' );
		await expect( chips( page ) ).toBeHidden();
		await page.goForward();
		await expect( count( page ) ).toHaveText( '12 posts, page 1 of 2' );
		expect( await marked( page ) ).toBe( 42 );

		// Emptying a field removes its end.
		await from.fill( '' );
		await expect( page ).toHaveURL( new RegExp( `${ path }$` ) );
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
	} );
} );

test.describe( 'the rating facet over WooCommerce products', () => {
	needsWooCommerce();
	let as: Admin;
	let pageId = 0;
	let path = '';
	const reviews: number[] = [];

	test.beforeAll( async ( { browser } ) => {
		// Each approval makes WooCommerce count and save the product again: slow on a busy machine.
		test.setTimeout( 180_000 );
		as = await admin( browser );
		const api = as.page.request;
		// As a shop gets them: a customer's review, held, then approved by the owner (WooCommerce
		// counts a product's average when a review's status changes; WC_Comments::clear_transients).
		for ( const [ sku, rating ] of [
			[ 'vitrine-mug', 5 ],
			[ 'vitrine-mug', 4 ],
			[ 'vitrine-tote', 4 ],
			[ 'vitrine-notebook', 3 ],
			[ 'vitrine-print', 2 ],
		] as const ) {
			const created = await api.post( '/wp-json/wc/v3/products/reviews', {
				headers: as.headers,
				data: {
					product_id: await productId( api, sku ),
					review: `A ${ rating }-star test review of ${ sku }.`, // WooCommerce refuses a duplicate text.
					reviewer: 'Test customer',
					reviewer_email: 'customer@example.com',
					rating,
					status: 'hold',
				},
			} );
			expect( created.ok(), await created.text() ).toBe( true );
			const { id } = ( await created.json() ) as { id: number };
			reviews.push( id );
			const approved = await api.put( `/wp-json/wc/v3/products/reviews/${ id }`, {
				headers: as.headers,
				data: { status: 'approved' },
			} );
			expect( approved.ok() ).toBe( true );
		}
		[ pageId, path ] = await publish(
			as,
			'Loop rating test',
			[
				block( 'loop-facet', { targetWidgetId: 'rated', type: 'range', key: '_wc_average_rating' } ),
				block( 'loop-facet', { targetWidgetId: 'rated', type: 'range', key: 'price', label: 'Price' } ),
				block( 'loop-facet', { targetWidgetId: 'rated', type: 'chips' } ),
				block( 'loop-grid', {
					widgetId: 'rated',
					postType: 'product',
					perPage: 12,
					orderBy: 'title',
					order: 'ASC',
					showExcerpt: false,
				} ),
			].join( '\n' )
		);
	} );
	test.afterAll( async () => {
		test.setTimeout( 180_000 );
		await as.page.request.delete( `/wp-json/wp/v2/pages/${ pageId }?force=true`, { headers: as.headers } );
		for ( const id of reviews ) {
			await as.page.request.delete( `/wp-json/wc/v3/products/reviews/${ id }?force=true`, {
				headers: as.headers,
			} );
		}
		await as.context.close();
	} );

	const rating = ( page: Page ) => page.getByRole( 'group', { name: 'Rating' } );

	test( 'offers “n stars and up” with counts, in place and without JavaScript', async ( { page, browser } ) => {
		await page.goto( path );
		await expect( count( page ) ).toHaveText( '8 products, page 1 of 1' );
		await mark( page );
		// The stars are drawn; the names are words.
		const names = [
			'Any rating',
			'4 stars and up (2)',
			'3 stars and up (3)',
			'2 stars and up (4)',
			'1 star and up (4)',
		];
		await expect( rating( page ).getByRole( 'radio' ) ).toHaveCount( names.length );
		for ( const [ i, name ] of names.entries() ) {
			await expect( rating( page ).getByRole( 'radio' ).nth( i ) ).toHaveAccessibleName( name );
		}
		await expect( rating( page ).getByRole( 'radio', { name: 'Any rating' } ) ).toBeChecked();
		const three = rating( page ).getByRole( 'radio', { name: /^3 stars and up/ } );
		await three.focus();
		await page.keyboard.press( 'Space' );
		await expect( page ).toHaveURL( /\?e-range-rated-_wc_average_rating=3\.\.$/ );
		await expect( cards( page ) ).toHaveText( [ 'Canvas tote bag', 'Enamel mug', 'Linen notebook' ] );
		await expect( three ).toBeFocused();
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [ '3 stars and up ×', 'Clear all' ] );
		// The arrow keys move along the choices, as radio buttons do.
		await page.keyboard.press( 'ArrowUp' );
		await expect( page ).toHaveURL( /\?e-range-rated-_wc_average_rating=4\.\.$/ );
		await expect( cards( page ) ).toHaveText( [ 'Canvas tote bag', 'Enamel mug' ] );

		// The counts follow the other filters: from 25 up only the print (2 stars) is rated.
		const price = page.getByRole( 'group', { name: 'Price' } );
		await price.getByLabel( 'Minimum', { exact: true } ).fill( '25' );
		await price.getByLabel( 'Minimum', { exact: true } ).press( 'Enter' );
		await expect( count( page ) ).toHaveText( 'No products match these filters.' );
		await expect( rating( page ).getByRole( 'radio', { name: '4 stars and up (0)' } ) ).toBeChecked();
		await expect( rating( page ).getByRole( 'radio', { name: '3 stars and up (0)' } ) ).toBeDisabled();
		await expect( rating( page ).getByRole( 'radio', { name: '2 stars and up (1)' } ) ).toBeEnabled();
		await rating( page ).getByRole( 'radio', { name: 'Any rating' } ).check();
		await expect( page ).toHaveURL( /\?e-range-rated-price=25\.\.$/ );
		await expect( cards( page ) ).toHaveText( [ 'Signed print', 'Vintage poster' ] );
		expect( await marked( page ) ).toBe( 42 );
		await expectAccessible( page );

		// Back restores the rating and its radio button.
		await page.goBack();
		await expect( rating( page ).getByRole( 'radio', { name: /^4 stars and up/ } ) ).toBeChecked();
		await expect( count( page ) ).toHaveText( 'No products match these filters.' );

		// Without JavaScript: the radio button is a field of a GET form, redirected to `2..`.
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const plain = await context.newPage();
		await plain.goto( path );
		await rating( plain )
			.getByRole( 'radio', { name: /^2 stars and up/ } )
			.check();
		await rating( plain ).locator( '..' ).getByRole( 'button', { name: 'Apply' } ).click();
		await expect( plain ).toHaveURL( /\?e-range-rated-_wc_average_rating=2\.\.$/ );
		await expect( cards( plain ) ).toHaveText( [
			'Canvas tote bag',
			'Enamel mug',
			'Linen notebook',
			'Signed print',
		] );
		await expect( chips( plain ).getByRole( 'link' ) ).toHaveText( [ '2 stars and up ×', 'Clear all' ] );
		await context.close();
	} );
} );

/**
 * A custom field's values as a dropdown (docs/loop.md, "Custom field values"), beside a range, over
 * the /loop/ demo's posts: levels beginner (posts 1 to 5, 3 to 7 minutes), intermediate (6 to 10,
 * 8 to 12 minutes) and advanced (11 to 14, 13 to 16 minutes).
 */
test.describe( 'the choice facet as a dropdown', () => {
	let as: Admin;
	let pageId = 0;
	let path = '';

	test.beforeAll( async ( { browser } ) => {
		as = await admin( browser );
		[ pageId, path ] = await publish(
			as,
			'Loop dropdown test',
			[
				block( 'loop-facet', {
					targetWidgetId: 'dd',
					type: 'choice',
					key: 'level',
					display: 'dropdown',
					label: 'Level',
				} ),
				block( 'loop-facet', { targetWidgetId: 'dd', type: 'range', key: 'reading_time', label: 'Minutes' } ),
				block( 'loop-facet', { targetWidgetId: 'dd', type: 'chips' } ),
				block( 'loop-grid', {
					widgetId: 'dd',
					taxonomy: 'category',
					terms: [ 'loop-demo' ],
					perPage: 12,
					showExcerpt: false,
				} ),
			].join( '\n' )
		);
	} );
	test.afterAll( async () => {
		await as.page.request.delete( `/wp-json/wp/v2/pages/${ pageId }?force=true`, { headers: as.headers } );
		await as.context.close();
	} );

	const level = ( page: Page ) => page.getByRole( 'combobox', { name: 'Level' } );
	const minutes = ( page: Page ) => page.getByRole( 'group', { name: 'Minutes' } );

	test( 'a chosen value narrows the grid in place, with counts, disabled zeros, a chip and Back', async ( {
		page,
	} ) => {
		await page.goto( path );
		await expect( level( page ).locator( 'option' ) ).toHaveText( [
			'Any',
			'advanced (4)',
			'beginner (5)',
			'intermediate (5)',
		] );
		await mark( page );
		// As a visitor does: the dropdown has focus when its value changes (selectOption alone does not focus).
		await level( page ).focus();
		await level( page ).selectOption( 'intermediate' );
		await expect( page ).toHaveURL( /\?e-meta-dd-level=intermediate$/ );
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( level( page ) ).toBeFocused();
		// 11 to 16 minutes: intermediate posts 9 and 10; no beginner post is that long.
		await minutes( page ).getByLabel( 'Minimum', { exact: true } ).fill( '11' );
		await minutes( page ).getByLabel( 'Minimum', { exact: true } ).press( 'Enter' );
		await expect( page ).toHaveURL( /\?e-meta-dd-level=intermediate&e-range-dd-reading_time=11\.\.$/ );
		await expect( count( page ) ).toHaveText( '2 posts, page 1 of 1' );
		await expect( level( page ).locator( 'option', { hasText: 'beginner' } ) ).toHaveText( 'beginner (0)' );
		await expect( level( page ).locator( 'option', { hasText: 'beginner' } ) ).toBeDisabled();
		await expect( level( page ).locator( 'option', { hasText: 'advanced' } ) ).toHaveText( 'advanced (4)' );
		await expect( chips( page ).getByRole( 'link' ) ).toHaveText( [
			'intermediate ×',
			'11 or more ×',
			'Clear all',
		] );
		await page.goBack();
		await expect( page ).toHaveURL( /\?e-meta-dd-level=intermediate$/ );
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( level( page ) ).toHaveValue( 'intermediate' );
		expect( await marked( page ) ).toBe( 42 );
		await expectAccessible( page );
	} );

	test( 'works as a plain GET form without JavaScript', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( path );
		await level( page ).selectOption( 'advanced' );
		await page
			.locator( 'form', { has: level( page ) } )
			.getByRole( 'button', { name: 'Apply' } )
			.click();
		await expect( page ).toHaveURL( /\?e-meta-dd-level=advanced$/ );
		await expect( count( page ) ).toHaveText( '4 posts, page 1 of 1' );
		await expect( level( page ) ).toHaveValue( 'advanced' );
		await context.close();
	} );
} );
