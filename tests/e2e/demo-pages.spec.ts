import { test, expect, expectAccessible, DEMO_PAGES } from './fixtures';

test.describe( 'demo pages', () => {
	for ( const path of DEMO_PAGES ) {
		test( `${ path } loads without errors and passes axe`, async ( { page } ) => {
			const response = await page.goto( path );
			expect( response?.status() ).toBe( 200 );
			await expect( page.locator( 'main' ) ).toBeVisible();
			await expectAccessible( page );
		} );
	}

	test( 'the widgets index links every widget family page', async ( { page, request } ) => {
		await page.goto( '/widgets/' );
		const links = await page
			.locator( '.vitrine-widget-index a' )
			.evaluateAll( ( anchors ) =>
				anchors.map( ( a ) => ( a as HTMLAnchorElement ).getAttribute( 'href' ) ?? '' )
			);
		expect( links.length ).toBeGreaterThanOrEqual( 27 );
		for ( const href of links ) {
			expect( ( await request.get( href ) ).status(), href ).toBe( 200 );
		}
	} );
} );
