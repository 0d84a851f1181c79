import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

test.describe( 'archive posts widget', () => {
	test( 'a real category archive lists that category, with working page numbers', async ( { page } ) => {
		await page.goto( '/category/travel/' );
		// The theme's list header: the archive's kind above its name (docs/theme.md, Posts and pages).
		await expect( page.locator( '.vitrine-list-kicker' ) ).toHaveText( 'Category' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'Travel' );
		const widget = page.locator( '.vitrine-archive-posts' );
		await expect( widget.locator( 'article' ) ).toHaveCount( 4 );
		const pages = widget.getByRole( 'navigation', { name: 'Posts pages' } );
		await expect( pages.locator( '[aria-current="page"]' ) ).toHaveText( '1' );
		const firstTitle = await widget.locator( 'article h2' ).first().textContent();
		// A card's link opens its post.
		const link = widget.locator( 'article h2 a' ).first();
		await expectAccessible( page );
		await pages.getByRole( 'link', { name: '2', exact: true } ).click();
		await expect( page ).toHaveURL( /\/category\/travel\/\?e-page-archive-posts-1=2/ );
		await expect( widget.locator( '[aria-current="page"]' ) ).toHaveText( '2' );
		expect( await widget.locator( 'article h2' ).first().textContent() ).not.toBe( firstTitle );
		// By keyboard: the page-1 link is reachable and works.
		await pages.getByRole( 'link', { name: '1', exact: true } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/category\/travel\/$/ );
		await link.click();
		await expect( page.locator( 'body' ) ).toHaveClass( /single/ );
	} );

	test( 'an empty category shows the owner’s message; search results keep the theme’s list', async ( { page } ) => {
		await page.goto( '/category/coming-soon/' );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'Coming soon' );
		await expect( page.locator( '.vitrine-archive-posts' ) ).toContainText( 'Nothing here yet. Try the search' );
		await expect( page.locator( '.vitrine-archive-posts article' ) ).toHaveCount( 0 );
		// Search results are not ticked for the layout in the demo's Settings → Reading.
		await page.goto( '/?s=guide' );
		await expect( page.locator( '#vitrine-posts article' ).first() ).toBeVisible();
		await expect( page.locator( '.vitrine-archive-posts' ) ).toHaveCount( 0 );
	} );

	test( 'the demo page previews archives and links to real ones', async ( { page } ) => {
		// Loading more and infinite scrolling: posts.spec.ts, for both variations.
		await page.goto( '/widgets/archive-posts/' );
		const widgets = page.locator( '.vitrine-archive-posts' );
		await expect( widgets.first() ).toContainText( 'Preview: Category: Travel' );
		await expect( widgets.first().locator( 'article' ) ).toHaveCount( 2 );
		await expect( widgets.nth( 2 ) ).toContainText( /Preview: Date: \d{4}-\d{2}/ );
		await expect( widgets.nth( 3 ) ).toContainText( 'No guides match yet. Try the Travel category.' );
		await expectAccessible( page );
		// The links to real archives lead to pages that use the widget.
		await page.getByRole( 'link', { name: 'Tag “Demo guide”' } ).click();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( 'Demo guide' );
		await expect( page.locator( '.vitrine-list-kicker' ) ).toHaveText( 'Tag' );
		await expect( page.locator( '.vitrine-archive-posts article' ).first() ).toBeVisible();
	} );

	test( 'without JavaScript the load-more link opens the next page of that widget', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/archive-posts/' );
		const search = page.locator( '.vitrine-archive-posts' ).nth( 1 );
		const first = await search.locator( 'article h2 a' ).first().getAttribute( 'href' );
		await search.getByRole( 'link', { name: 'Load more posts' } ).click();
		await expect( page ).toHaveURL( /[?&]e-page-archive-posts-2=2/ );
		await expect( search.locator( 'article' ) ).toHaveCount( 3 );
		expect( await search.locator( 'article h2 a' ).first().getAttribute( 'href' ) ).not.toBe( first );
		await context.close();
	} );
} );

test.describe( 'archive posts settings', () => {
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'Settings → Reading names the archive layout page', async ( { page } ) => {
		await page.goto( '/wp-admin/options-reading.php' );
		const field = page.getByLabel( 'Archive and search pages' );
		await expect( field.locator( 'option:checked' ) ).toHaveText( /Archive layout/ );
		await expect( field.locator( 'option' ).first() ).toHaveText( '— The theme’s post list —' );
		await expect(
			page.getByText( 'An Archive posts block in it lists the posts of the archive being viewed.' )
		).toBeVisible();
		await expect( page.getByRole( 'checkbox', { name: 'Categories' } ) ).toBeChecked();
		await expect( page.getByRole( 'checkbox', { name: 'Search results' } ) ).not.toBeChecked();
		// Saving the form as it is keeps both settings (the select, and the ticked kinds).
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect( field.locator( 'option:checked' ) ).toHaveText( /Archive layout/ );
		await expect( page.getByRole( 'checkbox', { name: 'Tags' } ) ).toBeChecked();
		await expect( page.getByRole( 'checkbox', { name: 'Dates' } ) ).not.toBeChecked();
	} );

	test( 'the inserter offers Posts and Archive Posts, one block with two variations', async ( { page } ) => {
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction( () => ( window as unknown as { wp?: { blocks?: unknown } } ).wp?.blocks );
		await page.keyboard.press( 'Escape' );
		await page.getByRole( 'button', { name: 'Block Inserter', exact: true } ).click();
		// The Vitrine category (a search would also ask WordPress.org's block directory, out of reach here).
		const vitrine = page.getByRole( 'listbox', { name: 'Vitrine' } );
		await expect( vitrine.getByRole( 'option', { name: /^\W*Posts$/ } ) ).toHaveCount( 1 );
		// Once: the legacy vitrine/archive-posts block is not offered beside the variation.
		const archive = vitrine.getByRole( 'option', { name: /^\W*Archive Posts$/ } );
		await expect( archive ).toHaveCount( 1 );
		await archive.click();
		const inserted = async () =>
			page.evaluate( () => {
				const { wp } = window as unknown as { wp: any };
				const editor = wp.data.select( 'core/block-editor' );
				const block = editor.getBlock( editor.getSelectedBlockClientId() );
				return { name: block.name as string, attributes: block.attributes as Record< string, unknown > };
			} );
		expect( await inserted() ).toMatchObject( { name: 'vitrine/posts', attributes: { source: 'archive' } } );

		// The variation's own settings; the Posts variation's category is not among them.
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect( sidebar.getByLabel( 'Category slug (empty: all)' ) ).toHaveCount( 0 );
		await sidebar.getByLabel( 'Archive to preview outside archives' ).fill( 'category:travel' );
		await sidebar.getByLabel( 'Message when nothing is found' ).fill( 'Nothing yet' );
		await sidebar.getByLabel( 'Pagination' ).selectOption( 'load-more' );
		expect( ( await inserted() ).attributes ).toMatchObject( {
			source: 'archive',
			preview: 'category:travel',
			nothingFound: 'Nothing yet',
			pagination: 'load-more',
		} );
	} );
} );
