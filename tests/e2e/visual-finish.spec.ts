/**
 * The visual finish of the demo site that a visitor notices (issue #38, item 7): the widgets index as a
 * gallery of cards with readable titles, checkboxes and radios big enough to tap, and no link back to
 * the front page on the front page itself.
 */
import { test, expect, acceptConsent } from './fixtures';

test( '/widgets/ shows a card per widget family, with a readable title and what it does', async ( { page } ) => {
	await page.goto( '/widgets/' );
	const cards = page.locator( '.vitrine-widget-index .vitrine-widget-card' );
	await expect( cards ).toHaveCount( 27 );
	for ( const card of await cards.all() ) {
		await expect( card.getByRole( 'heading', { level: 2 } ).getByRole( 'link' ) ).toBeVisible();
		await expect( card.locator( 'p' ) ).not.toBeEmpty();
	}
	// Sentence case, as the rest of WordPress writes titles: not "Table Of Contents".
	await expect( page.getByRole( 'link', { name: 'Table of contents', exact: true } ) ).toHaveAttribute(
		'href',
		'/widgets/table-of-contents/'
	);
	// Cards side by side on a laptop, not a bulleted list.
	const [ first, second ] = [ await cards.nth( 0 ).boundingBox(), await cards.nth( 1 ).boundingBox() ];
	expect( second!.y ).toBe( first!.y );
	expect( second!.x ).toBeGreaterThan( first!.x + first!.width );
} );

test( 'a whole card opens its widget page', async ( { page } ) => {
	await page.goto( '/widgets/' );
	await acceptConsent( page );
	const card = page.locator( '.vitrine-widget-card' ).filter( { hasText: 'Countdown' } );
	// A click near the card's bottom edge, away from the title, still follows the card's link.
	const box = ( await card.boundingBox() )!;
	await card.click( { position: { x: box.width / 2, y: box.height - 8 } } );
	await expect( page ).toHaveURL( /\/widgets\/countdown\/$/ );
} );

test.describe( 'on a phone', () => {
	test.use( { viewport: { width: 412, height: 915 } } );

	test( 'form checkboxes and radios are at least 20 px', async ( { page } ) => {
		await page.goto( '/widgets/form/' );
		const boxes = page.locator( 'form input[type="checkbox"], form input[type="radio"]' );
		expect( await boxes.count() ).toBeGreaterThan( 3 );
		for ( const box of await boxes.all() ) {
			const size = await box.boundingBox();
			if ( size ) {
				expect( size.width, ( await box.getAttribute( 'id' ) ) ?? '' ).toBeGreaterThanOrEqual( 20 );
				expect( size.height ).toBeGreaterThanOrEqual( 20 );
			}
		}
	} );
} );

test( 'the front page has no link back to itself in the footer; other pages do', async ( { page } ) => {
	await page.goto( '/' );
	await expect( page.locator( 'footer' ).getByRole( 'link', { name: 'Back to the front page' } ) ).toHaveCount( 0 );
	await page.goto( '/widgets/' );
	await expect( page.locator( 'footer' ).getByRole( 'link', { name: 'Back to the front page' } ) ).toBeVisible();
} );
