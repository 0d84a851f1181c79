/**
 * Only the CSS a page uses (docs/theme.md, "Styles"): core blocks bring their own small stylesheets
 * where they render instead of the whole block library, and every stylesheet is in <head>, so
 * nothing restyles the page after it has painted.
 */
import { test, expect } from './fixtures';

const FULL_LIBRARY = /\/wp-includes\/css\/dist\/block-library\/style(\.min)?\.css/;

test.describe( 'page styles', () => {
	for ( const path of [ '/bench-baseline/', '/', '/blog/', '/widgets/carousel/' ] ) {
		test( `${ path } loads no full block-library stylesheet, and every style is in <head>`, async ( { page } ) => {
			const styles: string[] = [];
			page.on( 'request', ( r ) => r.resourceType() === 'stylesheet' && styles.push( r.url() ) );
			await page.goto( path );
			await page.waitForLoadState( 'networkidle' );
			expect( styles.filter( ( url ) => FULL_LIBRARY.test( url ) ) ).toEqual( [] );
			expect( styles.length ).toBeGreaterThan( 0 ); // The theme's own stylesheet at least.
			const outside = await page.evaluate( () =>
				[ ...document.querySelectorAll( 'link[rel="stylesheet"], style[id]' ) ] // Enqueued ones: a post may carry its own <style>.
					.filter( ( el ) => ! document.head.contains( el ) )
					.map( ( el ) => el.id || el.outerHTML.slice( 0, 80 ) )
			);
			expect( outside ).toEqual( [] );
		} );
	}

	test( 'the blocks on a page are styled by their own stylesheets from the first paint', async ( { page } ) => {
		await page.goto( '/bench-baseline/' );
		// A paragraph's block stylesheet is there, and its rules apply (drop caps, from the library).
		await expect( page.locator( 'head style#wp-block-paragraph-inline-css' ) ).toHaveCount( 1 );
		const dropCap = await page.evaluate( () => {
			const p = document.createElement( 'p' );
			p.className = 'has-drop-cap';
			p.textContent = 'Styled';
			document.querySelector( 'main, body' )!.append( p );
			return getComputedStyle( p, '::first-letter' ).float;
		} );
		expect( dropCap ).toBe( 'left' );
		// A block the page does not use brings nothing.
		await expect( page.locator( 'style#wp-block-gallery-inline-css, link#wp-block-gallery-css' ) ).toHaveCount( 0 );
	} );
} );
