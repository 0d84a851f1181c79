/**
 * Right to left: the theme's mirrored stylesheet loads, the sidebar slides in from the right edge,
 * dropdowns open toward the start side, and the blog says isRTL. (A test-only switch,
 * tests/mu-plugins/rtl-switch.php, turns a page right to left without a language pack.)
 */
import { test, expect, expectAccessible } from './fixtures';

test.describe( 'right to left', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'the sidebar opens from the right and works as in left-to-right pages', async ( { page } ) => {
		await page.goto( '/?vitrine_test_rtl=1' );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		await expect( page.locator( 'link[href*="theme-rtl.css"]' ) ).toHaveCount( 1 );
		const toggle = page.locator( '.vitrine-menu-toggle' );
		await toggle.click();
		const sidebar = page.locator( '#vitrine-sidebar' );
		await expect( sidebar ).toBeVisible();
		// Flush with the right edge (a classic scrollbar's gutter may take the last 15 px).
		await expect
			.poll( async () => {
				const box = await sidebar.boundingBox();
				return box ? box.x + box.width : 0;
			} )
			.toBeGreaterThanOrEqual( 390 - 16 );
		expect( ( await sidebar.boundingBox() )!.x ).toBeGreaterThan( 30 );
		await expectAccessible( page, '#vitrine-sidebar' );
		await page.keyboard.press( 'Escape' );
		await expect( toggle ).toBeFocused();
	} );

	test( 'the blog says isRTL and its masonry still keeps order without overlaps', async ( { page } ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( '/blog/?vitrine_test_rtl=1' );
		const props = JSON.parse( ( await page.locator( '#vitrine-blog-properties' ).textContent() ) ?? '{}' );
		expect( props.isRTL ).toBe( true );
		const lefts = await page
			.locator( '#vitrine-posts > article' )
			.evaluateAll( ( cards ) => cards.slice( 0, 3 ).map( ( c ) => c.getBoundingClientRect().left ) );
		expect( lefts[ 0 ]! ).toBeGreaterThan( lefts[ 1 ]! ); // The first card is on the right.
		expect( lefts[ 1 ]! ).toBeGreaterThan( lefts[ 2 ]! );
		await expectAccessible( page );
	} );
} );
