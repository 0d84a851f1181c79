import { test, expect, expectAccessible, slowAnswers } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'posts widget', () => {
	test( 'page numbers are links that work', async ( { page } ) => {
		await page.goto( '/widgets/posts/' );
		const first = page.locator( '.vitrine-posts-widget' ).first();
		await expect( first.locator( 'article' ) ).toHaveCount( 4 );
		const pages = first.getByRole( 'navigation', { name: 'Posts pages' } );
		await expect( pages.locator( '[aria-current="page"]' ) ).toHaveText( '1' );
		// The page numbers sit under the cards, not beside them.
		const grid = await first.locator( '.vitrine-posts__grid' ).boundingBox();
		expect( ( await pages.boundingBox() )!.y ).toBeGreaterThanOrEqual( grid!.y + grid!.height );
		const firstTitle = await first.locator( 'article h2' ).first().textContent();
		await pages.getByRole( 'link', { name: '2', exact: true } ).click();
		await expect( page ).toHaveURL( /e-page-posts-1=2/ );
		await expect( first.locator( '[aria-current="page"]' ) ).toHaveText( '2' );
		expect( await first.locator( 'article h2' ).first().textContent() ).not.toBe( firstTitle );
		await expectAccessible( page );
	} );
} );

/**
 * Both variations of the posts block (Posts, Archive posts) load more cards the same way; each case
 * is a demo page and its widgets: the second loads more with a button, the third as the end of its
 * list comes near.
 */
const VARIATIONS = [
	{ name: 'posts', path: '/widgets/posts/', widget: '.vitrine-posts-widget' },
	{ name: 'archive posts', path: '/widgets/archive-posts/', widget: '.vitrine-archive-posts' },
];

for ( const variation of VARIATIONS ) {
	test.describe( `${ variation.name } widget`, () => {
		test( 'load more appends the next cards by mouse and by keyboard', async ( { page } ) => {
			await page.goto( variation.path );
			const second = page.locator( variation.widget ).nth( 1 );
			await expect( second.locator( 'article' ) ).toHaveCount( 3 );
			const more = second.getByRole( 'button', { name: 'Load more posts' } );
			await slowAnswers( page, /vitrine\/v1\/posts-page/ ); // Later than CLS's 500 ms input window.
			await more.click();
			await expect( second.locator( 'article' ) ).toHaveCount( 6 );
			await expect( second.getByRole( 'status' ) ).toHaveText( '3 more posts loaded.' );
			await expectNoLayoutShift( page );
			await more.focus();
			await page.keyboard.press( 'Enter' );
			await expect( second.locator( 'article' ) ).toHaveCount( 9 );
			await expect( second.locator( 'article' ).nth( 6 ).getByRole( 'link' ) ).toBeFocused();
			// No card twice (seeded posts share titles, so compare addresses).
			const links = await second
				.locator( 'article h2 a' )
				.evaluateAll( ( as ) => as.map( ( a ) => a.getAttribute( 'href' ) ) );
			expect( new Set( links ).size ).toBe( links.length );
			await expectAccessible( page );
		} );

		test( 'infinite scrolling loads as the end comes near', async ( { page } ) => {
			await page.goto( variation.path );
			const third = page.locator( variation.widget ).nth( 2 );
			await expect( third.locator( 'article' ) ).toHaveCount( 4 );
			await third.locator( 'article' ).last().scrollIntoViewIfNeeded();
			await page.mouse.wheel( 0, 1500 );
			await expect.poll( () => third.locator( 'article' ).count() ).toBeGreaterThan( 4 );
		} );
	} );
}
