/**
 * Right to left: the theme's mirrored stylesheet loads, the sidebar slides in from the right edge,
 * dropdowns open toward the start side, and the blog says isRTL. Widget pages load only mirrored
 * stylesheets (the consent UI's too, which its gate loads itself), carousels run from the right, and
 * corner widgets swap corners without colliding. (A test-only switch,
 * tests/mu-plugins/rtl-switch.php, turns a page right to left without a language pack.)
 */
import { test, expect, expectAccessible, acceptConsent } from './fixtures';

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

test.describe( 'widget pages right to left', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	for ( const family of [ 'carousel', 'contact-buttons', 'hotspot', 'menu', 'table-of-contents' ] ) {
		test( `/widgets/${ family }/ loads only mirrored Vitrine stylesheets and passes axe`, async ( { page } ) => {
			await page.goto( `/widgets/${ family }/?vitrine_test_rtl=1` );
			await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
			// The consent bar shows to a new visitor, styled by the mirrored build the head links (WordPress
			// prints a style with 'rtl' => 'replace' as <handle>-rtl-css).
			await expect( page.locator( '.vitrine-consent-bar' ) ).toBeVisible();
			const consentCss = await page.locator( '#vitrine-consent-first-layer-rtl-css' ).getAttribute( 'href' );
			expect( await ( await page.request.get( consentCss ?? '' ) ).text() ).toContain(
				'.is-align-right{text-align:left}'
			);
			const ours = (
				await page
					.locator( 'link[rel="stylesheet"]' )
					.evaluateAll( ( links ) => links.map( ( link ) => link.getAttribute( 'href' ) ?? '' ) )
			).filter( ( href ) => /\/(plugins|themes)\/vitrine\/build\//.test( href ) );
			expect( ours.length ).toBeGreaterThanOrEqual( 1 );
			expect(
				ours.filter( ( href ) => ! /-rtl\.css(\?|$)/.test( href ) ),
				'left-to-right stylesheets'
			).toEqual( [] );
			await expectAccessible( page );
		} );
	}

	test( 'a carousel starts at the right edge', async ( { page } ) => {
		await page.goto( '/widgets/carousel/?vitrine_test_rtl=1' );
		const slides = page.locator( '[data-vitrine="carousel"] .swiper-slide' );
		await expect( slides.first() ).toBeVisible();
		await expect
			.poll( async () => {
				const [ first, second ] = await slides.evaluateAll( ( s ) =>
					s.slice( 0, 2 ).map( ( e ) => e.getBoundingClientRect().left )
				);
				return ( first ?? 0 ) > ( second ?? 0 );
			} )
			.toBe( true );
	} );

	test( 'contact buttons and the consent tab swap corners and do not overlap', async ( { page } ) => {
		await page.goto( '/widgets/contact-buttons/?vitrine_test_rtl=1' );
		await acceptConsent( page );
		const tab = page.locator( '.vitrine-consent-tab' );
		await expect( tab ).toBeVisible();
		const buttons = ( await page.locator( '.vitrine-contact-buttons' ).first().boundingBox() )!;
		const box = ( await tab.boundingBox() )!;
		// Left-to-right, the buttons take the bottom-right corner and the tab the bottom-left one.
		expect( buttons.x + buttons.width ).toBeLessThan( 1280 / 2 );
		expect( box.x ).toBeGreaterThan( buttons.x + buttons.width );
		expect( box.x + box.width ).toBeGreaterThan( 1280 / 2 );
	} );
} );
