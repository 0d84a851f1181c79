import { test, expect, expectAccessible } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

test.describe( 'gallery widget', () => {
	test( 'filters by tag with the mouse and announces the count', async ( { page } ) => {
		await page.goto( '/widgets/gallery/' );
		const grid = page.locator( '.vitrine-gallery' ).first();
		await expect( grid ).toHaveClass( /is-ready/ );
		const shown = grid.locator( '.vitrine-gallery__item:visible' );
		await expect( shown ).toHaveCount( 8 );
		await expectNoLayoutShift( page );
		await grid.getByRole( 'button', { name: 'water' } ).click();
		await expect( grid.getByRole( 'button', { name: 'water' } ) ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( grid.getByRole( 'button', { name: 'All' } ) ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( shown ).toHaveCount( 3 );
		await expect( grid.locator( '.vitrine-gallery__status' ) ).toHaveText( '3 images shown' );
		await grid.getByRole( 'button', { name: 'All' } ).click();
		await expect( shown ).toHaveCount( 8 );
		await expectAccessible( page );
	} );

	test( 'keyboard: filter, open the lightbox, move, close, focus returns', async ( { page } ) => {
		await page.goto( '/widgets/gallery/' );
		const grid = page.locator( '.vitrine-gallery' ).first();
		await expect( grid ).toHaveClass( /is-ready/ );
		await grid.getByRole( 'button', { name: 'city' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( grid.locator( '.vitrine-gallery__item:visible' ) ).toHaveCount( 2 );
		await page.keyboard.press( 'Tab' ); // "land"
		await page.keyboard.press( 'Tab' ); // first visible image
		await expect( page.locator( ':focus img' ) ).toHaveAttribute( 'alt', 'Harbour at dawn' );
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Landscapes: image viewer' } );
		await expect( dialog ).toBeVisible();
		await expect( dialog.getByRole( 'button', { name: 'Close' } ) ).toBeFocused();
		await expect( dialog.locator( '.vitrine-lightbox__counter' ) ).toHaveText( 'Image 1 of 2' );
		await expect( dialog.locator( '.vitrine-lightbox__caption' ) ).toHaveText( 'Harbour at dawn' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( dialog.locator( '.vitrine-lightbox__caption' ) ).toHaveText( 'City lights' );
		await page.keyboard.press( 'ArrowRight' ); // wraps
		await expect( dialog.locator( '.vitrine-lightbox__counter' ) ).toHaveText( 'Image 1 of 2' );
		await page.keyboard.press( 'End' );
		await expect( dialog.locator( '.vitrine-lightbox__counter' ) ).toHaveText( 'Image 2 of 2' );
		// Tab stays inside the dialog.
		for ( let i = 0; i < 4; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( page.locator( '.vitrine-lightbox :focus' ) ).toHaveCount( 1 );
		}
		await expectAccessible( page );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( page.locator( ':focus img' ) ).toHaveAttribute( 'alt', 'City lights' );
	} );

	test( 'mouse and swipe in the lightbox, full image and captions', async ( { page } ) => {
		await page.goto( '/widgets/gallery/' );
		const rows = page.locator( '.vitrine-gallery.is-layout-justified' );
		await expect( rows ).toHaveClass( /is-ready/ );
		await rows.getByRole( 'link', { name: 'Desert dunes' } ).click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog.locator( '.vitrine-lightbox__counter' ) ).toHaveText( 'Image 3 of 8' );
		await expect( dialog.locator( 'img' ) ).toHaveAttribute( 'src', /vitrine-demo-desert\.jpg$/ );
		await dialog.getByRole( 'button', { name: 'Next image' } ).click();
		await expect( dialog.locator( '.vitrine-lightbox__caption' ) ).toHaveText( 'City lights' );
		await dialog.getByRole( 'button', { name: 'Previous image' } ).click();
		await expect( dialog.locator( '.vitrine-lightbox__caption' ) ).toHaveText( 'Desert dunes' );
		// A leftward swipe is "next", a rightward one "previous".
		const box = ( await dialog.locator( '.vitrine-lightbox__stage' ).boundingBox() )!;
		const y = box.y + box.height / 2;
		await page.mouse.move( box.x + box.width * 0.7, y );
		await page.mouse.down();
		await page.mouse.move( box.x + box.width * 0.3, y + 10, { steps: 5 } );
		await page.mouse.up();
		await expect( dialog.locator( '.vitrine-lightbox__caption' ) ).toHaveText( 'City lights' );
		await page.mouse.move( box.x + box.width * 0.3, y );
		await page.mouse.down();
		await page.mouse.move( box.x + box.width * 0.7, y, { steps: 5 } );
		await page.mouse.up();
		await expect( dialog.locator( '.vitrine-lightbox__caption' ) ).toHaveText( 'Desert dunes' );
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
	} );

	test( 'layouts come from the printed sizes, not from the loaded files', async ( { page } ) => {
		// Every picture is answered with a 1×1 pixel: the boxes must still have their real ratios.
		const pixel = Buffer.from( 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64' );
		await page.route( /vitrine-demo-.*\.jpg/, ( route ) =>
			route.fulfill( { contentType: 'image/gif', body: pixel } )
		);
		await page.goto( '/widgets/gallery/' );
		// Justified: every item of the first row has the same height; masonry keeps each ratio.
		const heights = await page
			.locator( '.is-layout-justified img' )
			.evaluateAll( ( imgs ) =>
				imgs.slice( 0, 3 ).map( ( img ) => Math.round( img.getBoundingClientRect().height ) )
			);
		expect( new Set( heights ).size ).toBe( 1 );
		expect( heights[ 0 ] ).toBeGreaterThan( 100 );
		const ratio = await page
			.locator( '.is-layout-masonry img' )
			.first()
			.evaluate( ( img ) => img.getBoundingClientRect().width / img.getBoundingClientRect().height );
		expect( ratio ).toBeCloseTo( 1400 / 800, 1 );
	} );

	test( 'without JavaScript each thumbnail links to its full image', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/gallery/' );
		await expect( page.locator( '.vitrine-gallery__link' ).first() ).toHaveAttribute(
			'href',
			/vitrine-demo-harbour\.jpg$/
		);
		await expect( page.locator( '.vitrine-gallery__filters' ).first() ).toBeHidden();
		await context.close();
	} );
} );
