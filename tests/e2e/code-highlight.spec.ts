import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'code highlight widget', () => {
	test.use( { permissions: [ 'clipboard-read', 'clipboard-write' ] } );

	test( 'highlights only the grammars on the page, with line numbers and no shift', async ( { page } ) => {
		const chunks: string[] = [];
		page.on( 'request', ( r ) => r.url().includes( '/chunks/' ) && chunks.push( r.url() ) );
		await page.goto( '/widgets/code-highlight/' );
		const js = page.locator( '.vitrine-code' ).first();
		await expect( js ).toHaveClass( /is-highlighted/ );
		await expect( js.locator( '.token.keyword' ).first() ).toHaveText( 'export' );
		await expect( js.locator( '.vitrine-code__lines' ) ).toHaveText( /^1\n2\n[\s\S]*\n11$/ );
		await expect( page.locator( '.vitrine-code' ).nth( 1 ).locator( '.token.variable' ).first() ).toHaveText(
			'$classes'
		);
		await expect( page.locator( '.vitrine-code' ).nth( 2 ).locator( '.token' ) ).toHaveCount( 0 );
		const grammars = chunks
			.map( ( u ) => /prism-[a-z-]+/.exec( u )?.[ 0 ] )
			.filter( Boolean )
			.sort();
		expect( grammars ).toEqual( [
			'prism-clike',
			'prism-javascript',
			'prism-markup',
			'prism-markup-templating',
			'prism-php',
		] );
		await expectNoLayoutShift( page );
		await expectAccessible( page );
	} );

	test( 'copies by mouse and by keyboard, with feedback', async ( { page } ) => {
		await page.goto( '/widgets/code-highlight/' );
		const js = page.locator( '.vitrine-code' ).first();
		await expect( js ).toHaveClass( /is-ready/ );
		const button = js.getByRole( 'button', { name: 'Copy code: debounce.js' } );
		await button.click();
		await expect( button ).toHaveText( 'Copied' );
		await expect( js.getByRole( 'status' ) ).toHaveText( 'Code copied to the clipboard' );
		const copied = await page.evaluate( () => navigator.clipboard.readText() );
		expect( copied ).toContain( 'export function debounce( fn, wait = 200 ) {' );
		expect( copied.split( '\n' ) ).toHaveLength( 11 );
		await expect( button ).toHaveText( 'Copy', { timeout: 4000 } );
		// Keyboard: the dark PHP block.
		const php = page.locator( '.vitrine-code' ).nth( 1 ).getByRole( 'button', { name: 'Copy code: PHP' } );
		await php.focus();
		await page.keyboard.press( 'Enter' );
		await expect( php ).toHaveText( 'Copied' );
		expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toMatch( /^<\?php\n/ );
		// The code itself is reachable for keyboard scrolling.
		await page.keyboard.press( 'Tab' );
		await expect( page.locator( ':focus' ) ).toHaveClass( /vitrine-code__pre/ );
	} );

	test( 'without JavaScript the code and line numbers are there', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/code-highlight/' );
		await expect( page.locator( '.vitrine-code__code' ).first() ).toContainText( 'export function debounce' );
		await expect( page.locator( '.vitrine-code__copy' ).first() ).toBeHidden();
		await context.close();
	} );
} );
