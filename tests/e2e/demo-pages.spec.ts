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

	test.describe( 'on a phone', () => {
		test.use( { viewport: { width: 412, height: 823 } } );

		// Content wider than the screen makes a phone zoom the whole page out (and, on
		// /affiliate/, shifted the fixed consent bar as the page widened: CLS 0.13 in Lighthouse).
		test( 'no demo page or widget page is wider than the screen', async ( { page } ) => {
			test.setTimeout( 120_000 ); // About 40 pages, one after the other.
			await page.goto( '/widgets/' );
			const widgetPages = await page
				.locator( '.vitrine-widget-index a' )
				.evaluateAll( ( anchors ) =>
					anchors.map( ( a ) => new URL( ( a as HTMLAnchorElement ).href ).pathname )
				);
			expect( widgetPages.length ).toBeGreaterThanOrEqual( 27 );
			const wide: string[] = [];
			for ( const path of [ ...DEMO_PAGES, ...widgetPages ] ) {
				await page.goto( path );
				const { scroll, client } = await page.evaluate( () => ( {
					scroll: document.documentElement.scrollWidth,
					client: document.documentElement.clientWidth,
				} ) );
				if ( scroll > client ) {
					wide.push( `${ path }: ${ scroll } px wide on a ${ client } px screen` );
				}
			}
			expect( wide ).toEqual( [] );
		} );
	} );
} );
