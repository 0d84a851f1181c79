/**
 * The theme's header: mobile sidebar, dropdown carets, search overlay and cart dropdown. Each traps
 * focus while open (from 100 ms after opening), closes on Escape and on an outside click, and gives
 * focus back to its control.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { addToCart, needsWooCommerce } from './shop-helpers';

const focusedInside = ( page: Page, selector: string ) =>
	page.locator( 'body' ).evaluate( ( body, sel ) => !! body.ownerDocument.activeElement?.closest( sel ), selector );

test.describe( 'mobile sidebar menu', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'opens, traps focus, makes the page inert, and closes on Escape and outside click', async ( { page } ) => {
		await page.goto( '/' );
		const toggle = page.locator( '.vitrine-menu-toggle' );
		const sidebar = page.locator( '#vitrine-sidebar' );
		await expect( sidebar ).toBeHidden();
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( sidebar ).toBeVisible();
		await expect( page.locator( 'main' ) ).toHaveAttribute( 'inert', '' );
		await expect.poll( () => focusedInside( page, '#vitrine-sidebar' ) ).toBe( true );
		for ( let i = 0; i < 12; i++ ) {
			await page.keyboard.press( i % 3 === 2 ? 'Shift+Tab' : 'Tab' );
			expect( await focusedInside( page, '#vitrine-sidebar' ), `focus stays in after ${ i + 1 } presses` ).toBe(
				true
			);
		}
		await expectAccessible( page );

		await page.keyboard.press( 'Escape' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( toggle ).toBeFocused();
		await expect( page.locator( 'main' ) ).not.toHaveAttribute( 'inert', '' );
		await expect( sidebar ).toBeHidden(); // After the 300 ms toggle transition.

		await toggle.click();
		await expect( sidebar ).toBeVisible();
		await page.mouse.click( 375, 600 ); // On the dimmed page beside the panel.
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( sidebar ).toBeHidden();
	} );

	test( 'the close button closes it and returns focus; carets unfold sub-menus inside', async ( { page } ) => {
		await page.goto( '/' );
		const toggle = page.locator( '.vitrine-menu-toggle' );
		await toggle.click();
		const caret = page.locator( '#vitrine-sidebar .vitrine-caret' ).first();
		const sub = page.locator( `#${ await caret.getAttribute( 'aria-controls' ) }` );
		await expect( sub ).toBeHidden();
		await caret.click();
		await expect( caret ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( sub ).toBeVisible();
		await caret.click();
		await expect( sub ).toBeHidden();
		await page.locator( '.vitrine-sidebar-close' ).click();
		await expect( toggle ).toBeFocused();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

test.describe( 'wide-screen menu', () => {
	test.use( { viewport: { width: 1280, height: 800 } } );

	test( 'carets work by keyboard: Enter opens and traps, Escape closes and returns focus', async ( { page } ) => {
		await page.goto( '/' );
		const caret = page.locator( '.vitrine-menu > li > .vitrine-caret' ).first();
		const subId = await caret.getAttribute( 'aria-controls' );
		const sub = page.locator( `#${ subId }` );
		await caret.focus();
		await page.keyboard.press( 'Enter' );
		await expect( caret ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( sub ).toBeVisible();
		await expect.poll( () => focusedInside( page, `#${ subId }` ) ).toBe( true );
		const count = await sub.locator( 'a' ).count();
		for ( let i = 0; i < count + 2; i++ ) {
			await page.keyboard.press( 'Tab' );
		}
		expect( await sub.evaluate( ( el ) => el.contains( el.ownerDocument.activeElement ) ) ).toBe( true );
		await page.keyboard.press( 'Escape' );
		await expect( sub ).toBeHidden();
		await expect( caret ).toBeFocused();
		await expect( caret ).toHaveAttribute( 'aria-expanded', 'false' );

		await page.keyboard.press( 'Space' );
		await expect( sub ).toBeVisible();
		await page.mouse.click( 640, 600 ); // Outside.
		await expect( sub ).toBeHidden();
	} );

	test( 'sub-menus open on hover after the show delay and close after the hide delay', async ( { page } ) => {
		await page.goto( '/' );
		const item = page.locator( '.vitrine-menu > li.menu-item-has-children' ).last();
		const sub = item.locator( '> .sub-menu' );
		// Time the delays in the page: from the pointer event to the change of aria-expanded.
		await item.evaluate( ( li ) => {
			const log: Record< string, number > = {};
			( window as any ).menuLog = log;
			li.addEventListener( 'pointerenter', () => ( log.enter = performance.now() ) );
			li.addEventListener( 'pointerleave', () => ( log.leave = performance.now() ) );
			new MutationObserver( () => {
				const open = li.querySelector( ':scope > .vitrine-caret' )!.getAttribute( 'aria-expanded' );
				log[ open === 'true' ? 'shown' : 'hidden' ] = performance.now();
			} ).observe( li, { attributes: true, subtree: true, attributeFilter: [ 'aria-expanded' ] } );
		} );
		await item.locator( '> a' ).hover();
		await expect( sub ).toBeVisible();
		await expect( item.locator( '> .vitrine-caret' ) ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.mouse.move( 640, 700 );
		await expect( sub ).toBeHidden();
		const log = await page.evaluate( () => ( window as any ).menuLog as Record< string, number > );
		expect( log.shown! - log.enter! ).toBeGreaterThanOrEqual( 245 );
		expect( log.hidden! - log.leave! ).toBeGreaterThanOrEqual( 495 );
	} );

	test( 'keyboard focus on an item opens its sub-menu, and focus can move on past it', async ( { page } ) => {
		await page.goto( '/' );
		const item = page.locator( '.vitrine-menu > li.menu-item-has-children' ).first();
		await item.locator( '> a' ).focus();
		await expect( item.locator( '> .sub-menu' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( item.locator( '> .sub-menu' ) ).toBeHidden();
	} );
} );

test.describe( 'search overlay', () => {
	test( 'opens with focus in the field, makes the page inert, and closes three ways', async ( { page } ) => {
		await page.goto( '/' );
		const toggle = page.locator( '.vitrine-search-toggle' );
		const overlay = page.getByRole( 'dialog', { name: 'Search this site' } );
		await toggle.click();
		await expect( overlay ).toBeVisible();
		await expect( page.locator( '#vitrine-search input[type="search"]' ) ).toBeFocused();
		await expect( page.locator( 'header.vitrine-site-header' ) ).toHaveAttribute( 'inert', '' );
		await expect( page.locator( 'main' ) ).toHaveAttribute( 'inert', '' );
		for ( let i = 0; i < 5; i++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await focusedInside( page, '#vitrine-search' ) ).toBe( true );
		}
		await expectAccessible( page );
		await page.keyboard.press( 'Escape' );
		await expect( overlay ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await expect( page.locator( 'main' ) ).not.toHaveAttribute( 'inert', '' );

		await toggle.click();
		await page.mouse.click( 20, 700 ); // The backdrop.
		await expect( overlay ).toBeHidden();

		await toggle.click();
		await page.locator( '.vitrine-search-close' ).click();
		await expect( overlay ).toBeHidden();
		await expect( toggle ).toBeFocused();
	} );

	test( 'searches', async ( { page } ) => {
		await page.goto( '/' );
		await page.locator( '.vitrine-search-toggle' ).click();
		await page.locator( '#vitrine-search input[type="search"]' ).fill( 'kitchens' );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\?s=kitchens/ );
		await expect( page.locator( '#vitrine-posts article' ).first() ).toContainText( 'kitchens' );
	} );
} );

test.describe( 'cart dropdown', () => {
	needsWooCommerce();

	test( 'the page holds no cart; the dropdown fetches it from the Store API', async ( { page } ) => {
		const api = page.request;
		await addToCart( page, [
			{ sku: 'vitrine-tote', quantity: 2 },
			{ sku: 'vitrine-notebook', quantity: 1 },
		] );

		const html = await ( await api.get( '/' ) ).text();
		expect( html ).not.toContain( 'Canvas tote bag' );

		let cartRequests = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/wc/store/v1/cart' ) ) {
				cartRequests++;
			}
		} );
		await page.goto( '/' );
		const toggle = page.locator( '.vitrine-cart-toggle' );
		await expect( toggle.locator( '.vitrine-cart-count' ) ).toHaveText( '3' ); // The items-in-cart cookie is set.
		await toggle.click();
		const panel = page.locator( '#vitrine-cart-panel' );
		await expect( panel ).toBeVisible();
		await expect( panel.locator( '.vitrine-cart-item' ) ).toHaveCount( 2 );
		await expect( panel.locator( '.vitrine-cart-item' ).first() ).toContainText( 'Canvas tote bag' );
		await expect( panel.locator( '.vitrine-cart-item' ).first() ).toContainText( 'Quantity: 2' );
		await expect( panel.locator( '.vitrine-cart-item' ).first() ).toContainText( '$36.00' );
		await expect( panel.locator( '.vitrine-cart-total strong' ) ).toHaveText( '$60.00' );
		await expect.poll( () => focusedInside( page, '#vitrine-cart-panel' ) ).toBe( true );
		await expectAccessible( page );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		expect( await focusedInside( page, '#vitrine-cart-panel' ) ).toBe( true );
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
		expect( cartRequests ).toBe( 2 ); // The count on load, then the contents on open.

		await toggle.click();
		await expect( panel ).toBeVisible();
		await page.mouse.click( 300, 600 );
		await expect( panel ).toBeHidden();
	} );

	test( 'an empty cart says so, and no request is made before opening without a cart cookie', async ( { page } ) => {
		let cartRequests = 0;
		page.on( 'request', ( request ) => {
			cartRequests += request.url().includes( '/wc/store/v1/cart' ) ? 1 : 0;
		} );
		await page.goto( '/' );
		await expect( page.locator( '.vitrine-cart-count' ) ).toBeHidden();
		expect( cartRequests ).toBe( 0 );
		await page.locator( '.vitrine-cart-toggle' ).click();
		await expect( page.locator( '#vitrine-cart-panel .vitrine-cart-status' ) ).toHaveText( 'Your cart is empty.' );
		expect( cartRequests ).toBe( 1 );
	} );

	test( 'two visitors with different carts get the same page and each their own count', async ( { browser } ) => {
		const visitors = await Promise.all( [ browser.newContext(), browser.newContext() ] );
		const [ one, two ] = await Promise.all( visitors.map( ( context ) => context.newPage() ) );
		await addToCart( one!, [ { sku: 'vitrine-tote', quantity: 3 } ] );
		await addToCart( two!, [ { sku: 'vitrine-cup', quantity: 1 } ] );

		// The page is the same bytes for both, and sets no cookie: a page cache may serve it to anyone.
		const pages = await Promise.all(
			visitors.map( ( context ) => context.request.get( '/widgets/add-to-cart/' ) )
		);
		expect( pages.map( ( response ) => response.headers()[ 'set-cookie' ] ) ).toEqual( [ undefined, undefined ] );
		const [ first, second ] = await Promise.all( pages.map( ( response ) => response.text() ) );
		expect( first ).toBe( second );

		await Promise.all( [ one!.goto( '/widgets/add-to-cart/' ), two!.goto( '/widgets/add-to-cart/' ) ] );
		await expect( one!.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toHaveText( '3' );
		await expect( two!.locator( '.vitrine-cart-toggle .vitrine-cart-count' ) ).toHaveText( '1' );
		await expect( one!.locator( '.vitrine-cart-widget.is-mini' ) ).toContainText( '$54.00' );
		await expect( two!.locator( '.vitrine-cart-widget.is-mini' ) ).toContainText( '$12.50' );
		await Promise.all( visitors.map( ( context ) => context.close() ) );
	} );
} );

test.describe( 'cart dropdown with a failing Store API', () => {
	needsWooCommerce();
	test.use( { allowedErrors: [ /status of 500/ ] } );

	test( 'shows a message instead of breaking', async ( { page } ) => {
		await page.route( '**/wc/store/v1/cart', ( route ) => route.fulfill( { status: 500, body: '<html>oops' } ) );
		await page.goto( '/' );
		await page.locator( '.vitrine-cart-toggle' ).click();
		await expect( page.locator( '#vitrine-cart-panel .vitrine-cart-status' ) ).toContainText(
			'could not be loaded'
		);
	} );
} );
