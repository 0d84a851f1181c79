import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

const activeHeading = ( root: import( '@playwright/test' ).Locator ) =>
	root.locator( '.swiper-slide-active .vitrine-slides__heading' ).textContent();

/** Waits until Swiper's transition has ended (a loop slider ignores clicks while it moves). */
const settled = ( root: import( '@playwright/test' ).Locator ) =>
	expect
		.poll( () =>
			root
				.locator( '.swiper' )
				.evaluate( ( el ) => ( el as HTMLElement & { swiper: { animating: boolean } } ).swiper.animating )
		)
		.toBe( false );

test.describe( 'slides widget', () => {
	test( 'mouse: arrows and dots change the slide, Ken Burns zooms the active picture', async ( { page } ) => {
		await page.goto( '/widgets/slides/' );
		const hero = page.locator( '.vitrine-slides' ).first();
		await expect( hero ).toHaveClass( /is-ready/ );
		expect( await activeHeading( hero ) ).toBe( 'Travel light this summer' );
		const box = await hero.locator( '.swiper' ).boundingBox();
		expect( Math.round( box!.height ) ).toBe( 420 );
		const animation = await hero
			.locator( '.swiper-slide-active .vitrine-slides__bg' )
			.evaluate( ( el ) => getComputedStyle( el ).animationName );
		expect( animation ).toBe( 'vitrine-ken-burns' );
		await hero.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => activeHeading( hero ) ).toBe( 'Hiking gear that lasts' );
		await settled( hero );
		await hero.getByRole( 'button', { name: 'Go to slide 3' } ).click();
		await expect.poll( () => activeHeading( hero ) ).toBe( 'Night photography' );
		await settled( hero );
		// Loop: next from the last slide is the first.
		await hero.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => activeHeading( hero ) ).toBe( 'Travel light this summer' );
		await expect(
			hero.locator( '.swiper-slide-active' ).getByRole( 'link', { name: 'Read the guide' } )
		).toHaveAttribute( 'href', /\/blog\/$/ );
		await expectNoLayoutShift( page );
		await expectAccessible( page );
	} );

	test( 'keyboard: arrows inside the slides, Tab to the slide button', async ( { page } ) => {
		await page.goto( '/widgets/slides/' );
		const hero = page.locator( '.vitrine-slides' ).first();
		await expect( hero ).toHaveClass( /is-ready/ );
		await hero.locator( '.swiper' ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( () => activeHeading( hero ) ).toBe( 'Hiking gear that lasts' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect.poll( () => activeHeading( hero ) ).toBe( 'Travel light this summer' );
		await page.keyboard.press( 'Tab' );
		await expect( page.locator( ':focus' ) ).toHaveText( 'Read the guide' );
	} );

	test( 'reduced motion: no Ken Burns and no autoplay', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/widgets/slides/' );
		const hero = page.locator( '.vitrine-slides' ).first();
		await expect( hero ).toHaveClass( /is-ready/ );
		const animation = await hero
			.locator( '.swiper-slide-active .vitrine-slides__bg' )
			.evaluate( ( el ) => getComputedStyle( el ).animationName );
		expect( animation ).toBe( 'none' );
		await expect( page.locator( '.vitrine-slides' ).nth( 1 ) ).toHaveAttribute( 'data-autoplay', 'off' );
	} );

	test( 'autoplay advances and stops at the end without loop', async ( { page } ) => {
		await page.goto( '/widgets/slides/' );
		const offers = page.locator( '.vitrine-slides' ).nth( 1 );
		await expect( offers ).toHaveAttribute( 'data-autoplay', 'on' );
		await expect.poll( () => activeHeading( offers ), { timeout: 6000 } ).toBe( 'Cold weather' );
		await expect( offers.getByRole( 'button', { name: 'Next slide' } ) ).toHaveClass( /swiper-button-disabled/ );
	} );

	test( 'a malformed button link: hidden for visitors, a notice for editors', async ( { page, browser } ) => {
		await page.goto( '/widgets/slides/' );
		await expect( page.getByRole( 'link', { name: 'Broken link' } ) ).toHaveCount( 0 );
		await expect( page.locator( '.vitrine-widget-notice' ) ).toHaveCount( 0 );
		const context = await browser.newContext( { storageState: ADMIN_STATE } );
		const admin = await context.newPage();
		await admin.goto( '/widgets/slides/' );
		await expect( admin.locator( '.vitrine-widget-notice' ) ).toContainText( 'javascript:alert(1)' );
		await context.close();
	} );
} );
