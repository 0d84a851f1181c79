import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

const activeIndex = ( root: import( '@playwright/test' ).Locator ) =>
	root.locator( '.swiper-slide-active' ).evaluate( ( el ) => Array.from( el.parentElement!.children ).indexOf( el ) );

test.describe( 'carousel widget', () => {
	test( 'moves by mouse: arrows and pagination', async ( { page } ) => {
		await page.goto( '/widgets/carousel/' );
		const media = page.locator( '.vitrine-carousel' ).first();
		await expect( media ).toHaveClass( /is-ready/ );
		await expect( media.locator( '.swiper-slide' ) ).toHaveCount( 8 );
		expect( await activeIndex( media ) ).toBe( 0 );
		await media.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => activeIndex( media ) ).toBe( 1 );
		await media.getByRole( 'button', { name: 'Previous slide' } ).click();
		await expect.poll( () => activeIndex( media ) ).toBe( 0 );
		await media.getByRole( 'button', { name: 'Go to slide 4' } ).click();
		await expect.poll( () => activeIndex( media ) ).toBe( 3 );
		// Swiper's library defaults (docs/widgets-media.md) are what the instance runs with.
		const params = await media.locator( '.swiper' ).evaluate( ( el ) => {
			const p = ( el as HTMLElement & { swiper: { params: Record< string, unknown > } } ).swiper.params;
			return [ p.speed, p.touchAngle, p.longSwipesMs, p.longSwipesRatio, p.resistanceRatio ];
		} );
		expect( params ).toEqual( [ 300, 45, 300, 0.5, 0.85 ] );
		await expectNoLayoutShift( page );
		await expectAccessible( page );
	} );

	test( 'moves by keyboard: arrow keys inside, buttons with Enter', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.goto( '/widgets/carousel/' );
		const media = page.locator( '.vitrine-carousel' ).first();
		await expect( media ).toHaveClass( /is-ready/ );
		await media.locator( '.swiper' ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( () => activeIndex( media ) ).toBe( 1 );
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect.poll( () => activeIndex( media ) ).toBe( 1 );
		// Tab reaches the controls: previous, bullets, next.
		await media.getByRole( 'button', { name: 'Next slide' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( () => activeIndex( media ) ).toBe( 2 );
		await page.keyboard.press( 'Shift+Tab' );
		await expect( page.locator( ':focus' ) ).toHaveAttribute( 'aria-label', 'Go to slide 6' );
		// Arrow keys elsewhere do not move it.
		await page.locator( 'h1' ).first().click();
		await page.keyboard.press( 'ArrowRight' );
		await page.clock.runFor( 400 );
		expect( await activeIndex( media ) ).toBe( 2 );
	} );

	test( 'testimonials autoplay, pause on hover, focus and with the button', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.goto( '/widgets/carousel/' );
		const quotes = page.locator( '.vitrine-carousel.is-skin-testimonial' );
		await expect( quotes ).toHaveAttribute( 'data-autoplay', 'on' );
		const start = await quotes.locator( '.swiper-slide-active' ).getAttribute( 'data-swiper-slide-index' );
		await expect
			.poll( () => quotes.locator( '.swiper-slide-active' ).getAttribute( 'data-swiper-slide-index' ), {
				timeout: 6000,
			} )
			.not.toBe( start );
		const current = () => quotes.locator( '.swiper-slide-active' ).getAttribute( 'data-swiper-slide-index' );
		// The pointer inside holds it.
		await quotes.locator( '.swiper' ).hover();
		const hovered = await current();
		await page.clock.runFor( 3600 );
		expect( await current() ).toBe( hovered );
		await page.mouse.move( 0, 0 );
		await expect.poll( current, { timeout: 6000 } ).not.toBe( hovered );
		// Focus inside holds it.
		const toggle = quotes.getByRole( 'button', { name: 'Pause slides' } );
		await toggle.focus();
		const paused = await current();
		await page.clock.runFor( 3600 );
		expect( await current() ).toBe( paused );
		// The button stops it for good.
		await page.keyboard.press( 'Enter' );
		await expect( quotes.getByRole( 'button', { name: 'Play slides' } ) ).toHaveAttribute( 'aria-pressed', 'true' );
		await page.locator( 'h1' ).first().click();
		await page.clock.runFor( 3600 );
		expect( await current() ).toBe( paused );
	} );

	test( 'no autoplay for reduced motion', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/widgets/carousel/' );
		const quotes = page.locator( '.vitrine-carousel.is-skin-testimonial' );
		await expect( quotes ).toHaveClass( /is-ready/ );
		await expect( quotes ).toHaveAttribute( 'data-autoplay', 'off' );
		await expect( quotes.locator( '.vitrine-slider__toggle' ) ).toBeHidden();
	} );

	test( 'without JavaScript the slides are all there and scroll sideways', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/carousel/' );
		const viewport = page.locator( '.vitrine-carousel .swiper' ).first();
		await expect( viewport.locator( 'img' ) ).toHaveCount( 8 );
		const scrolls = await viewport.evaluate( ( el ) => el.scrollWidth > el.clientWidth + 100 );
		expect( scrolls ).toBe( true );
		await context.close();
	} );

	test( 'a missing image: nothing for visitors, a notice for editors', async ( { page, browser } ) => {
		await page.goto( '/widgets/carousel/' );
		await expect( page.locator( '.vitrine-widget-notice' ) ).toHaveCount( 0 );
		await expect( page.locator( '.vitrine-carousel' ).nth( 2 ).locator( '.swiper-slide' ) ).toHaveCount( 2 );
		const context = await browser.newContext( { storageState: ADMIN_STATE } );
		const admin = await context.newPage();
		await admin.goto( '/widgets/carousel/' );
		await expect( admin.locator( '.vitrine-widget-notice' ) ).toContainText( '999999' );
		await context.close();
	} );

	test( 'a page without carousels loads no Swiper', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => r.resourceType() === 'script' && scripts.push( r.url() ) );
		await page.goto( '/widgets/progress-tracker/' );
		await page.waitForLoadState( 'networkidle' );
		const swiper = await page.evaluate( () => document.querySelector( '.swiper-initialized' ) );
		expect( swiper ).toBeNull();
		expect( scripts.some( ( u ) => u.includes( '/blocks/progress-tracker/view.js' ) ) ).toBe( true );
		expect( scripts.filter( ( u ) => u.includes( '/chunks/' ) ) ).toEqual( [] );
	} );
} );
