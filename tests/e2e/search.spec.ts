import { test, expect, expectAccessible, acceptConsent } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

/** A published post to look for, whatever content the site was seeded with. */
async function somePost( request: import( '@playwright/test' ).APIRequestContext ) {
	const response = await request.get( '/wp-json/wp/v2/posts?per_page=1&_fields=title,link' );
	const [ post ] = ( await response.json() ) as Array< { title: { rendered: string }; link: string } >;
	return { title: post!.title.rendered.replace( /&#8217;/g, '’' ).replace( /&amp;/g, '&' ), link: post!.link };
}

test.describe( 'search widget', () => {
	test( 'suggests as you type and opens a suggestion by keyboard', async ( { page, request } ) => {
		const post = await somePost( request );
		await page.goto( '/widgets/search/' );
		await acceptConsent( page );
		const field = page.getByRole( 'combobox', { name: 'Search the demo site' } );
		await field.focus();
		await page.keyboard.type( post.title, { delay: 10 } );
		const list = page.getByRole( 'listbox', { name: 'Suggestions' } );
		await expect( list ).toBeVisible();
		const option = list.getByRole( 'option', { name: post.title } ).first();
		await expect( option ).toBeVisible();
		await expect( field ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( page.getByRole( 'status' ).first() ).toContainText( /suggestion/ );
		await expectAccessible( page );
		await expectNoLayoutShift( page );
		// Walk down to the post's option (it is among the first few).
		for ( let i = 0; i < 5 && ( await option.getAttribute( 'aria-selected' ) ) !== 'true'; i++ ) {
			await page.keyboard.press( 'ArrowDown' );
		}
		await expect( option ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( field ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( list ).toBeHidden();
		await page.keyboard.press( 'ArrowDown' );
		await expect( list ).toBeVisible();
		await expect( list.getByRole( 'option' ).first() ).toHaveAttribute( 'aria-selected', 'true' );
		const firstUrl = await page.evaluate( async () => {
			const input = document.querySelector< HTMLInputElement >( '.vitrine-search__input' )!;
			const response = await fetch(
				`/wp-json/vitrine/v1/search-suggest?q=${ encodeURIComponent( input.value ) }&per_page=5`
			);
			return ( ( await response.json() ) as Array< { url: string } > )[ 0 ]!.url;
		} );
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( firstUrl );
	} );

	test( 'opens a suggestion by mouse, and submits to the search page otherwise', async ( { page } ) => {
		await page.goto( '/widgets/search/' );
		const field = page.getByRole( 'combobox', { name: 'Search the demo site' } );
		await field.click();
		await field.pressSequentially( 'the' );
		const options = page.getByRole( 'option' );
		await expect( options.first() ).toBeVisible();
		expect( await options.count() ).toBeLessThanOrEqual( 5 );
		await page.mouse.click( 5, 5 ); // Outside: the list closes.
		await expect( page.getByRole( 'listbox' ) ).toBeHidden();
		await field.click();
		await field.press( 'End' );
		await field.press( 'Enter' );
		await page.waitForURL( /[?&]s=the/ );
	} );

	test( 'a click on an option follows it', async ( { page, request } ) => {
		const post = await somePost( request );
		await page.goto( '/widgets/search/' );
		await acceptConsent( page );
		const field = page.getByRole( 'combobox', { name: 'Search the demo site' } );
		await field.pressSequentially( post.title );
		await page.getByRole( 'option', { name: post.title } ).first().click();
		await page.waitForURL( post.link );
	} );
} );
