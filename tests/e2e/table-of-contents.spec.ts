import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'table of contents widget', () => {
	test( 'lists the headings server-side and scrolls below the offset by mouse', async ( { page } ) => {
		await page.goto( '/widgets/table-of-contents/' );
		const toc = page.getByRole( 'navigation', { name: 'On this page' } );
		await expect( toc.locator( '.vitrine-toc__list > li' ) ).toHaveCount( 5 );
		await expect( toc.locator( '.vitrine-toc__list > li > ol > li' ) ).toHaveCount( 5 );
		await toc.getByRole( 'link', { name: 'Scrolling and highlighting' } ).click();
		const heading = page.locator( '#scrolling-and-highlighting' );
		await expect( heading ).toBeFocused();
		await expect( toc.getByRole( 'link', { name: 'Scrolling and highlighting' } ) ).toHaveAttribute(
			'aria-current',
			'location'
		);
		// Smooth scrolling takes a moment: wait until the heading rests 80px (the offset) from the top.
		await expect
			.poll( () => heading.evaluate( ( el ) => Math.abs( el.getBoundingClientRect().top - 80 ) <= 10 ) )
			.toBe( true );
		expect( page.url() ).toContain( '#scrolling-and-highlighting' );
		await expectAccessible( page );
		await expectNoLayoutShift( page );
	} );

	test( 'highlights the section being read while scrolling', async ( { page } ) => {
		await page.goto( '/widgets/table-of-contents/' );
		const toc = page.getByRole( 'navigation', { name: 'On this page' } );
		await page
			.locator( '#layouts' )
			.evaluate( ( el ) => window.scrollTo( 0, el.getBoundingClientRect().top + window.scrollY - 100 ) );
		await expect( toc.locator( 'a.is-active' ) ).toHaveText( 'Layouts' );
		await page
			.locator( '#accessibility' )
			.evaluate( ( el ) => window.scrollTo( 0, el.getBoundingClientRect().top + window.scrollY - 100 ) );
		await expect( toc.locator( 'a.is-active' ) ).toHaveText( 'Accessibility' );
	} );

	test( 'collapses and follows links by keyboard', async ( { page } ) => {
		await page.goto( '/widgets/table-of-contents/' );
		const toc = page.getByRole( 'navigation', { name: 'On this page' } );
		const summary = toc.locator( 'summary' );
		await summary.focus();
		await page.keyboard.press( 'Enter' );
		await expect( toc.getByRole( 'link', { name: 'Layouts' } ) ).toBeHidden();
		await page.keyboard.press( 'Enter' );
		await expect( toc.getByRole( 'link', { name: 'Layouts' } ) ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect( toc.getByRole( 'link', { name: 'Getting started' } ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( '#details-of-part-1' ) ).toBeFocused();
	} );
} );
