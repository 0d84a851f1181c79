import { test, expect, expectAccessible, isPluginCode } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

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

	test( 'the circle follows one element, by mouse wheel and keyboard', async ( { page } ) => {
		await page.goto( '/widgets/progress-tracker/' );
		const circle = page.getByRole( 'progressbar', { name: 'Article progress' } );
		await expect( circle ).toHaveAttribute( 'aria-valuenow', '0' );
		await expect( circle ).toBeVisible();
		const article = page.locator( '#demo-article' );
		// Halfway through the article by the mouse wheel.
		const half = await article.evaluate( ( el ) => {
			const rect = el.getBoundingClientRect();
			return rect.top + window.scrollY + ( rect.height - window.innerHeight ) / 2;
		} );
		await page.mouse.move( 200, 200 );
		await page.mouse.wheel( 0, half );
		await expect( circle ).toHaveAttribute( 'aria-valuenow', /^(4\d|5\d|60)$/ );
		await expect( circle.locator( '.vitrine-progress-tracker__percent' ) ).toHaveText( /^\d+%$/ );
		// The End key goes past the article: the circle is full, the page bar too.
		await page.locator( 'body' ).press( 'End' );
		await expect( circle ).toHaveAttribute( 'aria-valuenow', '100' );
		await expect( page.getByRole( 'progressbar', { name: 'Reading progress' } ) ).toHaveAttribute(
			'aria-valuenow',
			'100'
		);
		await expectNoLayoutShift( page );
		await expectAccessible( page );
	} );

	test( 'a page without the widget loads no handler code', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => request.resourceType() === 'script' && scripts.push( request.url() ) );
		await page.goto( '/bench-baseline/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( isPluginCode ) ).toEqual( [] );
	} );
} );
