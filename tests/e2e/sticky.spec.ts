import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, ADMIN_STATE } from './fixtures';

/**
 * Sticky elements on /sticky/: positions while scrolling, no layout jump, the effects class, sticky
 * parent, bottom sticky, device modes and offsets across resizes, and the admin bar's offset.
 */

const box = ( page: Page, selector: string ) =>
	page.locator( selector ).evaluate( ( el: Element ) => {
		const rect = el.getBoundingClientRect();
		return {
			top: rect.top,
			bottom: rect.bottom,
			position: getComputedStyle( el ).position,
			vh: window.innerHeight,
		};
	} );

const scrollTo = ( page: Page, y: number ) => page.evaluate( ( to: number ) => window.scrollTo( 0, to ), y );

/** The document top of the paragraph after the element: it must not move when the element sticks. */
const nextTop = ( page: Page, selector: string ) =>
	page.locator( selector ).evaluate( ( el: Element ) => {
		let next = el.nextElementSibling;
		while ( next && next.classList.contains( 'vitrine-sticky-placeholder' ) ) {
			next = next.nextElementSibling;
		}
		return ( next as Element ).getBoundingClientRect().top + window.scrollY;
	} );

test.describe( 'sticky elements', () => {
	test.use( { viewport: { width: 1280, height: 800 } } );

	test( 'a top sticky element stays 10 px from the top for the whole page, without a jump', async ( { page } ) => {
		await page.goto( '/sticky/' );
		const before = await nextTop( page, '.demo-sticky-top' );
		const height = await page
			.locator( '.demo-sticky-top' )
			.evaluate( ( el: Element ) => el.getBoundingClientRect().height );
		await expect( page.locator( '.demo-sticky-top' ) ).not.toHaveClass( /vitrine-sticky--effects/ );
		await scrollTo( page, 600 );
		await expect.poll( async () => ( await box( page, '.demo-sticky-top' ) ).top ).toBeCloseTo( 10, 0 );
		await expect( page.locator( '.demo-sticky-top' ) ).toHaveClass( /vitrine-sticky--active/ );
		await expect( page.locator( '.demo-sticky-top' ) ).toHaveClass( /vitrine-sticky--effects/ );
		expect( await nextTop( page, '.demo-sticky-top' ) ).toBeCloseTo( before, 0 );
		const placeholder = page.locator( '.vitrine-sticky-placeholder:has(+ .demo-sticky-top)' );
		expect( await placeholder.evaluate( ( el: Element ) => el.getBoundingClientRect().height ) ).toBeCloseTo(
			height,
			0
		);

		await scrollTo( page, 4000 ); // Far past its parent: still there.
		await expect.poll( async () => ( await box( page, '.demo-sticky-top' ) ).top ).toBeCloseTo( 10, 0 );
		await scrollTo( page, 0 );
		await expect( page.locator( '.demo-sticky-top' ) ).not.toHaveClass( /vitrine-sticky--active/ );
		await expect( page.locator( '.demo-sticky-top' ) ).not.toHaveClass( /vitrine-sticky--effects/ );
		await expect( page.locator( '.vitrine-sticky-placeholder + .demo-sticky-top' ) ).toHaveCount( 0 );
		await expectAccessible( page );
	} );

	test( 'sticky parent keeps the element 80 px from the top, within its column', async ( { page } ) => {
		await page.goto( '/sticky/' );
		const parentTop = await page
			.locator( '.demo-parent' )
			.evaluate( ( el: Element ) => el.getBoundingClientRect().top + window.scrollY );
		expect( ( await box( page, '.demo-sticky-parent' ) ).position ).toBe( 'sticky' );
		await scrollTo( page, parentTop + 300 );
		await expect.poll( async () => ( await box( page, '.demo-sticky-parent' ) ).top ).toBeCloseTo( 80, 0 );
		await scrollTo( page, parentTop + 2000 );
		const child = await box( page, '.demo-sticky-parent' );
		const parent = await box( page, '.demo-parent' );
		expect( child.top ).toBeLessThan( 80 );
		expect( child.bottom ).toBeLessThanOrEqual( parent.bottom + 1 );
	} );

	test( 'a bottom sticky element holds the window bottom until the page reaches its place', async ( { page } ) => {
		await page.goto( '/sticky/' );
		await expect.poll( async () => ( await box( page, '.demo-sticky-bottom' ) ).position ).toBe( 'fixed' );
		const stuck = await box( page, '.demo-sticky-bottom' );
		expect( stuck.bottom ).toBeCloseTo( stuck.vh, 0 );
		await scrollTo( page, 100000 );
		await expect.poll( async () => ( await box( page, '.demo-sticky-bottom' ) ).position ).toBe( 'static' );
	} );

	test( 'offsets and devices follow the device mode after a resize', async ( { page } ) => {
		await page.goto( '/sticky/' );
		await scrollTo( page, 600 );
		await expect.poll( async () => ( await box( page, '.demo-sticky-top' ) ).top ).toBeCloseTo( 10, 0 );
		await page.setViewportSize( { width: 900, height: 800 } ); // Tablet: 20 px.
		await expect.poll( async () => ( await box( page, '.demo-sticky-top' ) ).top ).toBeCloseTo( 20, 0 );
		expect( ( await box( page, '.demo-sticky-parent' ) ).position ).toBe( 'sticky' );
		await page.setViewportSize( { width: 600, height: 800 } ); // Mobile: 0 px, and the column one is off.
		await expect.poll( async () => ( await box( page, '.demo-sticky-top' ) ).top ).toBeCloseTo( 0, 0 );
		await expect.poll( async () => ( await box( page, '.demo-sticky-parent' ) ).position ).toBe( 'static' );
	} );

	test.describe( 'logged in', () => {
		// The admin bar's avatar comes from gravatar.com, which these machines cannot reach.
		test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );
		test( 'the fixed admin bar adds its height to the offset', async ( { page } ) => {
			await page.goto( '/sticky/' );
			const bar = await page
				.locator( '#wpadminbar' )
				.evaluate( ( el: Element ) => el.getBoundingClientRect().height );
			await scrollTo( page, 600 );
			await expect.poll( async () => ( await box( page, '.demo-sticky-top' ) ).top ).toBeCloseTo( 10 + bar, 0 );
		} );
	} );
} );
