import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

/** How many items carry the term, read from the server's markup (independent of the seeded data). */
const withTerm = ( page: import( '@playwright/test' ).Page, slug: string ) =>
	page
		.locator( '.vitrine-portfolio__item' )
		.evaluateAll(
			( items, term ) =>
				items.filter( ( el ) => ( el.getAttribute( 'data-terms' ) ?? '' ).split( ' ' ).includes( term ) )
					.length,
			slug
		);

test.describe( 'portfolio widget', () => {
	test( 'filters by category without a reload, by mouse, with Back restoring', async ( { page } ) => {
		await page.goto( '/widgets/portfolio/' );
		const widget = page.locator( '.vitrine-portfolio' );
		const items = widget.locator( '.vitrine-portfolio__item' );
		const total = await items.count();
		expect( total ).toBeGreaterThan( 1 );
		await page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 1 ) );
		const filter = widget.locator( '.vitrine-portfolio__filter' ).nth( 1 );
		const slug = ( await filter.getAttribute( 'data-term' ) ) as string;
		const expected = await withTerm( page, slug );
		await filter.click();
		await expect( filter ).toHaveAttribute( 'aria-current', 'true' );
		await expect( page ).toHaveURL( new RegExp( `e-filter-portfolio-1-category=${ slug }` ) );
		await expect( widget.locator( '.vitrine-portfolio__item:visible' ) ).toHaveCount( expected );
		await expect( widget.getByRole( 'status' ) ).toHaveText( `${ expected } items shown.` );
		expect( await page.evaluate( () => ( window as unknown as { marker?: number } ).marker ) ).toBe( 1 );
		await expectAccessible( page );
		await expectNoLayoutShift( page );
		await page.goBack();
		await expect( widget.locator( '.vitrine-portfolio__item:visible' ) ).toHaveCount( total );
		await page.goForward();
		await expect( widget.locator( '.vitrine-portfolio__item:visible' ) ).toHaveCount( expected );
	} );

	test( 'a shared filtered link renders filtered, and the keyboard clears it', async ( { page } ) => {
		await page.goto( '/widgets/portfolio/' );
		const slug = ( await page
			.locator( '.vitrine-portfolio__filter' )
			.nth( 1 )
			.getAttribute( 'data-term' ) ) as string;
		const total = await page.locator( '.vitrine-portfolio__item' ).count();
		await page.goto( `/widgets/portfolio/?e-filter-portfolio-1-category=${ slug }` );
		const widget = page.locator( '.vitrine-portfolio' );
		await expect( widget.locator( `[data-term="${ slug }"]` ) ).toHaveAttribute( 'aria-current', 'true' );
		await expect( widget.locator( '.vitrine-portfolio__item:visible' ) ).toHaveCount(
			await withTerm( page, slug )
		);
		const all = widget.getByRole( 'link', { name: 'All', exact: true } );
		await all.focus();
		await page.keyboard.press( 'Enter' );
		await expect( all ).toHaveAttribute( 'aria-current', 'true' );
		await expect( widget.locator( '.vitrine-portfolio__item:visible' ) ).toHaveCount( total );
		await expect( page ).not.toHaveURL( /e-filter/ );
	} );
} );
