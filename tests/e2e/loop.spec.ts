import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE, isPluginCode } from './fixtures';

/**
 * The /loop/ demo (includes/Lifecycle/Demo/70-loop.php): 14 published demo posts under "Loop demo" (Guides 5,
 * Reviews 5, News 4; tags Budget, Outdoor, Tech) and one private News post that must never show.
 */
const GRID = '.vitrine-loop-grid';
const cards = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-card__title` );
const count = ( page: Page ) => page.locator( `${ GRID } .vitrine-loop-grid__count` );
const term = ( page: Page, group: string, name: string ) =>
	page.getByRole( 'group', { name: group } ).getByRole( group === 'Category' ? 'button' : 'checkbox', { name } );
const TAGS = 'Tags (posts with every checked tag)';

/** Marks the window, to prove later that the page was not reloaded. */
const mark = ( page: Page ) => page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 42 ) );
const marked = ( page: Page ) => page.evaluate( () => ( window as unknown as { marker?: number } ).marker );

test.describe( 'loop grid and filters', () => {
	test( 'the server renders the filtered grid from the URL without JavaScript', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/loop/?e-filter-loopdemo-category=loop-demo-news' );
		await expect( count( page ) ).toHaveText( '4 posts, page 1 of 1' );
		await expect( page.getByText( 'Private loop demo post' ) ).toHaveCount( 0 );
		await expect( term( page, 'Category', 'News' ) ).toHaveAttribute( 'aria-pressed', 'true' );
		// The tag filter's links carry the category filter: the filters work as plain links.
		await term( page, TAGS, 'Budget' ).click();
		await expect( page ).toHaveURL(
			/e-filter-loopdemo-category=loop-demo-news&e-filter-loopdemo-post_tag=loop-demo-budget$/
		);
		await expect( count( page ) ).toHaveText( '2 posts, page 1 of 1' );
		await page.goto( '/loop/?e-filter-loopdemo-post_tag=loop-demo-budget+loop-demo-tech' );
		await expect( cards( page ) ).toHaveText( [
			'Saving on cloud storage',
			'Price drops this week',
			'Budget earbuds compared',
		] );
		await context.close();
	} );

	test( 'a filter refreshes the grid in place, updates the URL and keeps focus', async ( { page } ) => {
		await page.goto( '/loop/' );
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		await mark( page );
		const news = term( page, 'Category', 'News' );
		await news.click();
		await expect( page ).toHaveURL( /\/loop\/\?e-filter-loopdemo-category=loop-demo-news$/ );
		await expect( count( page ) ).toHaveText( '4 posts, page 1 of 1' );
		await expect( news ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( term( page, 'Category', 'All' ) ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( news ).toBeFocused();
		await expect( page.getByRole( 'status' ) ).toHaveText( '4 posts, page 1 of 1' );
		await expect( page.locator( `${ GRID }__overlay` ) ).toHaveCount( 0 );
		expect( await marked( page ) ).toBe( 42 );

		// OR join: any of the chosen categories.
		await term( page, 'Category', 'Guides' ).click();
		await expect( page ).toHaveURL( /e-filter-loopdemo-category=loop-demo-news~loop-demo-guides$/ );
		await expect( count( page ) ).toHaveText( '9 posts, page 1 of 2' );

		// AND join on the checkboxes, pressed with the keyboard.
		const budget = term( page, TAGS, 'Budget' );
		await budget.focus();
		await page.keyboard.press( 'Space' );
		await expect( budget ).toHaveAttribute( 'aria-checked', 'true' );
		await term( page, TAGS, 'Tech' ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /e-filter-loopdemo-post_tag=loop-demo-budget\+loop-demo-tech$/ );
		await expect( cards( page ) ).toHaveText( [ 'Saving on cloud storage', 'Price drops this week' ] );
		await expect( term( page, TAGS, 'Tech' ) ).toBeFocused();
		expect( await marked( page ) ).toBe( 42 );
		await expectAccessible( page );

		// "All" clears the taxonomy's filter.
		await term( page, 'Category', 'All' ).click();
		await expect( page ).toHaveURL( /\?e-filter-loopdemo-post_tag=loop-demo-budget\+loop-demo-tech$/ );
		await expect( count( page ) ).toHaveText( '3 posts, page 1 of 1' );
	} );

	test( 'pagination keeps the filters, and a filter change leaves the page', async ( { page } ) => {
		await page.goto( '/loop/?e-filter-loopdemo-category=loop-demo-news~loop-demo-guides' );
		await mark( page );
		const pages = page.getByRole( 'navigation', { name: 'Grid pages' } );
		await pages.getByRole( 'link', { name: 'Page 2' } ).click();
		await expect( page ).toHaveURL(
			/e-filter-loopdemo-category=loop-demo-news~loop-demo-guides&e-page-loopdemo=2$/
		);
		await expect( count( page ) ).toHaveText( '9 posts, page 2 of 2' );
		await expect( cards( page ) ).toHaveText( [
			'Packing a day bag',
			'Spring sale starts',
			'Choosing a first tent',
		] );
		await expect( page.locator( `${ GRID }__content` ) ).toBeFocused();
		expect( await marked( page ) ).toBe( 42 );
		await term( page, 'Category', 'Guides' ).click();
		await expect( page ).toHaveURL( /\?e-filter-loopdemo-category=loop-demo-news$/ );
		await expect( count( page ) ).toHaveText( '4 posts, page 1 of 1' );
	} );

	test( 'back and forward restore the filters and the content', async ( { page } ) => {
		await page.goto( '/loop/' );
		await mark( page );
		await term( page, 'Category', 'Reviews' ).click();
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await term( page, 'Category', 'News' ).click();
		await expect( count( page ) ).toHaveText( '9 posts, page 1 of 2' );

		await page.goBack();
		await expect( page ).toHaveURL( /\?e-filter-loopdemo-category=loop-demo-reviews$/ );
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( term( page, 'Category', 'News' ) ).toHaveAttribute( 'aria-pressed', 'false' );
		await page.goBack();
		await expect( page ).toHaveURL( /\/loop\/$/ );
		await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
		await expect( term( page, 'Category', 'All' ) ).toHaveAttribute( 'aria-pressed', 'true' );
		await page.goForward();
		await expect( count( page ) ).toHaveText( '5 posts, page 1 of 1' );
		await expect( term( page, 'Category', 'Reviews' ) ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( await marked( page ) ).toBe( 42 );
	} );

	test.describe( 'a failed refresh', () => {
		// The two failures provoked below, by name: any other failed resource still fails the test.
		test.use( { allowedErrors: [ /status of 500|net::ERR_FAILED/ ] } );

		for ( const failure of [ 'an error status', 'a network failure' ] ) {
			test( `keeps the content on ${ failure }`, async ( { page } ) => {
				await page.goto( '/loop/' );
				await page.route( '**/vitrine/v1/refresh-loop**', ( route ) =>
					failure === 'an error status'
						? route.fulfill( { status: 500, json: { data: '<p>should not show</p>' } } )
						: route.abort( 'failed' )
				);
				const requested = page.waitForRequest( '**/vitrine/v1/refresh-loop**' );
				await term( page, 'Category', 'News' ).click();
				await requested;
				await expect( page.locator( `${ GRID }__overlay` ) ).toHaveCount( 0 );
				await expect( count( page ) ).toHaveText( '14 posts, page 1 of 3' );
				await expect( page.getByText( 'should not show' ) ).toHaveCount( 0 );
				await expect( page ).toHaveURL( /\/loop\/$/ );
				await expect( term( page, 'Category', 'News' ) ).toHaveAttribute( 'aria-pressed', 'false' );

				await page.unroute( '**/vitrine/v1/refresh-loop**' );
				await term( page, 'Category', 'News' ).click();
				await expect( count( page ) ).toHaveText( '4 posts, page 1 of 1' );
			} );
		}
	} );

	test( 'the filter code loads only on a page with a filter', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => request.resourceType() === 'script' && scripts.push( request.url() ) );
		await page.goto( '/loop/' );
		await page.waitForLoadState( 'networkidle' );
		const chunks = scripts.filter( ( url ) => url.includes( '/plugins/vitrine/build/' ) );
		expect( chunks.some( ( url ) => url.includes( 'builder/runtime.js' ) ) ).toBe( true );
		expect( chunks.length ).toBeGreaterThan( 1 );
		scripts.length = 0;
		await page.goto( '/bench-baseline/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( isPluginCode ) ).toEqual( [] );
	} );

	test( '/loop/ passes axe', async ( { page } ) => {
		await page.goto( '/loop/?e-filter-loopdemo-post_tag=loop-demo-outdoor' );
		await expect( term( page, TAGS, 'Outdoor' ) ).toHaveAttribute( 'aria-checked', 'true' );
		await expectAccessible( page );
	} );
} );

test.describe( 'loop blocks in the editor', () => {
	// Any console error or uncaught exception in the editor fails the test, as everywhere (fixtures.ts);
	// only the admin's requests to the internet, which these machines cannot reach, are excused.
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'a new grid gets a widget id and a server preview; a filter connects to it', async ( { page } ) => {
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction( () =>
			Boolean( ( window as any ).wp?.blocks?.getBlockType?.( 'vitrine/loop-grid' ) )
		);
		const refresh = page.waitForRequest(
			( request ) => request.url().includes( 'refresh-loop' ) && request.method() === 'POST'
		);
		await page.evaluate( () => {
			const wp = ( window as any ).wp;
			wp.data.dispatch( 'core/preferences' ).set( 'core/edit-post', 'welcomeGuide', false );
			wp.data.dispatch( 'core/block-editor' ).insertBlocks( [
				wp.blocks.createBlock( 'vitrine/loop-filter', { taxonomy: 'category' } ),
				wp.blocks.createBlock( 'vitrine/loop-grid', {
					perPage: 2,
					taxonomy: 'category',
					terms: [ 'loop-demo' ],
				} ),
			] );
		} );
		const request = await refresh;
		const body = request.postDataJSON();
		expect( body.is_edit_mode ).toBe( true );
		expect( body.widget_model.perPage ).toBe( 2 );
		expect( request.headers()[ 'x-wp-nonce' ] ).toBeTruthy();
		// The preview is drawn once the server has answered, however long that takes on a busy machine.
		expect( ( await request.response() )?.status() ).toBe( 200 );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.locator( '.vitrine-loop-grid .vitrine-loop-card' ) ).toHaveCount( 2 );
		const ids = await page.evaluate( () => {
			const editor = ( window as any ).wp.data.select( 'core/block-editor' );
			return editor.getBlocks().map( ( b: { attributes: Record< string, string > } ) => b.attributes );
		} );
		expect( ids[ 1 ].widgetId ).toMatch( /^[a-z0-9]{7}$/ );
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						( window as any ).wp.data.select( 'core/block-editor' ).getBlocks()[ 0 ].attributes
							.targetWidgetId
				)
			)
			.toBe( ids[ 1 ].widgetId );
		await expect( canvas.locator( '.vitrine-loop-filter__term', { hasText: 'Loop demo' } ) ).toBeVisible();
	} );
} );
