import { test, expect, expectAccessible } from './fixtures';

test.describe( 'progress tracker widget', () => {
	test( 'the bar follows the reading position', async ( { page } ) => {
		await page.goto( '/widgets/progress-tracker/' );
		const bar = page.getByRole( 'progressbar', { name: 'Reading progress' } );
		await expect( bar ).toHaveAttribute( 'aria-valuenow', '0' );
		await page.evaluate( () =>
			window.scrollTo( 0, ( document.documentElement.scrollHeight - window.innerHeight ) / 2 )
		);
		await expect( bar ).toHaveAttribute( 'aria-valuenow', /^(4[5-9]|5[0-5])$/ );
		await page.evaluate( () => window.scrollTo( 0, document.documentElement.scrollHeight ) );
		await expect( bar ).toHaveAttribute( 'aria-valuenow', '100' );
		const scale = await bar
			.locator( '.vitrine-progress-tracker__bar' )
			.evaluate( ( el ) => getComputedStyle( el ).transform );
		expect( scale ).toBe( 'matrix(1, 0, 0, 1, 0, 0)' );
		await expectAccessible( page );
	} );

	test( 'a page without the widget loads no handler code', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => request.resourceType() === 'script' && scripts.push( request.url() ) );
		await page.goto( '/bench-baseline/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( ( url ) => url.includes( '/plugins/vitrine/' ) ) ).toEqual( [] );
	} );
} );
