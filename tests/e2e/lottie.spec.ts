import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';

const svgOf = ( root: import( '@playwright/test' ).Locator ) => root.locator( '.vitrine-lottie__player' ).innerHTML();

test.describe( 'lottie widget', () => {
	test( 'plays on load, pauses off screen, no layout shift', async ( { page } ) => {
		await page.goto( '/widgets/lottie/' );
		const onLoad = page.locator( '.vitrine-lottie' ).first();
		await expect( onLoad ).toHaveClass( /is-loaded/ );
		await expect( onLoad ).toHaveAttribute( 'data-playing', 'true' );
		await expect( onLoad.locator( '.vitrine-lottie__fallback' ) ).toBeHidden();
		const before = await svgOf( onLoad );
		await expect.poll( () => svgOf( onLoad ) ).not.toBe( before );
		await expectNoLayoutShift( page );
		await expectAccessible( page );
		await page.evaluate( () => window.scrollTo( 0, document.documentElement.scrollHeight ) );
		await expect( onLoad ).toHaveAttribute( 'data-playing', 'false' );
	} );

	test( 'click trigger: the button plays and pauses, by mouse and keyboard', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.goto( '/widgets/lottie/' );
		const onClick = page.locator( '.vitrine-lottie.is-trigger-click' );
		await expect( onClick ).toHaveClass( /is-loaded/ );
		const still = await svgOf( onClick );
		await page.clock.runFor( 300 );
		expect( await svgOf( onClick ) ).toBe( still );
		await onClick.getByRole( 'button', { name: 'Play: Square spin' } ).click();
		await expect( onClick ).toHaveAttribute( 'data-playing', 'true' );
		await expect.poll( () => svgOf( onClick ) ).not.toBe( still );
		const pause = onClick.getByRole( 'button', { name: 'Pause: Square spin' } );
		await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
		await pause.focus();
		await page.keyboard.press( 'Enter' );
		await expect( onClick ).toHaveAttribute( 'data-playing', 'false' );
		await page.keyboard.press( 'Space' );
		await expect( onClick ).toHaveAttribute( 'data-playing', 'true' );
		// Played once at twice the speed (3 s of frames), it stops by itself.
		await expect( onClick ).toHaveAttribute( 'data-playing', 'false', { timeout: 4000 } );
	} );

	test( 'hover trigger plays only under the pointer; scroll trigger follows the page', async ( { page } ) => {
		await page.goto( '/widgets/lottie/' );
		const onHover = page.locator( '.vitrine-lottie.is-trigger-hover' );
		await expect( onHover ).toHaveClass( /is-loaded/ );
		await onHover.hover();
		await expect( onHover ).toHaveAttribute( 'data-playing', 'true' );
		await page.mouse.move( 0, 0 );
		await expect( onHover ).toHaveAttribute( 'data-playing', 'false' );
		const onScroll = page.locator( '.vitrine-lottie.is-trigger-scroll' );
		await onScroll.scrollIntoViewIfNeeded();
		await expect( onScroll ).toHaveClass( /is-loaded/ );
		const first = Number( await onScroll.getAttribute( 'data-progress' ) );
		await page.mouse.wheel( 0, 300 );
		await expect
			.poll( async () => Number( await onScroll.getAttribute( 'data-progress' ) ) )
			.toBeGreaterThan( first );
	} );

	test( 'reduced motion keeps the still image; the click one plays only when asked', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/widgets/lottie/' );
		const onLoad = page.locator( '.vitrine-lottie' ).first();
		await expect( onLoad ).toHaveClass( /is-static/ );
		await expect( onLoad.locator( '.vitrine-lottie__fallback' ) ).toBeVisible();
		await expect( onLoad.locator( 'svg' ) ).toHaveCount( 0 );
		const onClick = page.locator( '.vitrine-lottie.is-trigger-click' );
		await expect( onClick ).toHaveAttribute( 'data-playing', 'false' );
		await onClick.getByRole( 'button' ).click();
		await expect( onClick ).toHaveAttribute( 'data-playing', 'true' );
	} );

	test( 'a bad address: no request, the still image for visitors, a notice for editors', async ( {
		page,
		browser,
	} ) => {
		await page.goto( '/widgets/lottie/' );
		const broken = page.locator( '.vitrine-lottie' ).last();
		await expect( broken ).not.toHaveAttribute( 'data-vitrine', /./ );
		await expect( broken.getByRole( 'img', { name: 'Broken' } ) ).toBeVisible();
		const context = await browser.newContext( { storageState: ADMIN_STATE } );
		const admin = await context.newPage();
		await admin.goto( '/widgets/lottie/' );
		await expect( admin.locator( '.vitrine-widget-notice' ) ).toContainText( 'JSON file' );
		await context.close();
	} );
} );
