import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, isPluginCode } from './fixtures';
import { disableAllBut, only } from './popup-helpers';

const dialog = ( page: Page, name: string ) => page.getByRole( 'dialog', { name } );

/** Waits until the popup handlers are attached (the runtime loads them after the page). */
async function ready( page: Page ) {
	await page.waitForFunction(
		() => !! document.querySelector( '.vitrine-popup.is-close-inside, .vitrine-popup.is-close-outside' )
	);
}

/**
 * Opens /popups/ on the page's own clock (waits are page time, clock.runFor: every timer due has
 * fired) with only the `keep` popups active, once their handlers are attached; answers the ids.
 */
async function openWith( page: Page, request: APIRequestContext, ...keep: string[] ) {
	await page.clock.install();
	const ids = await only( page, request, ...keep );
	await page.goto( '/popups/' );
	await ready( page );
	return ids;
}

test.describe( 'popups on /popups/', () => {
	test( 'page load trigger after its delay, once per session; axe and keyboard inside', async ( {
		page,
		request,
		context,
	} ) => {
		await openWith( page, request, 'Welcome offer' );
		const welcome = dialog( page, 'Welcome offer' );
		await expect( welcome ).toBeHidden();
		await expect( welcome ).toBeVisible( { timeout: 3000 } );
		// Focus moves in after 250 ms, to the first link; Tab stays inside; Escape closes.
		await expect( welcome.getByRole( 'link', { name: 'Close', exact: true } ) ).toBeFocused();
		await expectAccessible( page );
		await page.keyboard.press( 'Tab' );
		await expect( welcome.getByRole( 'link', { name: 'Do not show this again' } ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect( welcome.getByRole( 'button', { name: 'Close' } ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect( welcome.getByRole( 'link', { name: 'Close', exact: true } ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( welcome ).toBeHidden();

		// Once per session: not after a reload, again in a new tab (a new session).
		await page.reload();
		await ready( page );
		await page.clock.runFor( 1800 );
		await expect( welcome ).toBeHidden();
		const tab = await context.newPage();
		await tab.goto( '/popups/' );
		await expect( dialog( tab, 'Welcome offer' ) ).toBeVisible( { timeout: 3000 } );
		const stored = await tab.evaluate( () => JSON.parse( window.localStorage.getItem( 'vitrine' ) ?? '{}' ) );
		expect( stored.pageViews ).toBe( 3 );
		expect( stored.sessions ).toBe( 2 );
	} );

	test( 'a new visitor (new browser context) sees the page-load popup again', async ( { browser, request } ) => {
		for ( let visit = 0; visit < 2; visit++ ) {
			const context = await browser.newContext();
			const page = await context.newPage();
			await only( page, request, 'Welcome offer' );
			await page.goto( '/popups/' );
			await expect( dialog( page, 'Welcome offer' ) ).toBeVisible( { timeout: 3000 } );
			await context.close();
		}
	} );

	test( 'open_selector: a click opens it; focus trapped, page scroll locked, focus returned', async ( {
		page,
		request,
	} ) => {
		await only( page, request, 'Newsletter' );
		await page.goto( '/popups/' );
		await ready( page );
		const opener = page.getByRole( 'button', { name: 'Subscribe to the newsletter' } );
		await opener.click();
		const newsletter = dialog( page, 'Newsletter' );
		await expect( newsletter ).toBeVisible();
		await expect( newsletter.getByLabel( 'Email address' ) ).toBeFocused();
		await expect( page.locator( 'html' ) ).toHaveClass( /vitrine-popup-scroll-lock/ );
		await expectAccessible( page );
		await page.keyboard.press( 'Tab' );
		await expect( newsletter.getByRole( 'button', { name: 'Subscribe' } ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect( newsletter.getByRole( 'button', { name: 'Close' } ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect( newsletter.getByLabel( 'Email address' ) ).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await expect( newsletter.getByRole( 'button', { name: 'Close' } ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( newsletter ).toBeHidden();
		await expect( opener ).toBeFocused();
		await expect( page.locator( 'html' ) ).not.toHaveClass( /vitrine-popup-scroll-lock/ );
		// The background closes it too, and the same button opens it again.
		await opener.click();
		await expect( newsletter ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( newsletter ).toBeHidden();
	} );

	test( 'scrolling down to half of the page', async ( { page, request } ) => {
		await openWith( page, request, 'Halfway there' );
		const popup = dialog( page, 'Halfway there' );
		const scrollTo = ( share: number ) =>
			page.evaluate(
				( s ) => window.scrollTo( 0, ( document.documentElement.scrollHeight - window.innerHeight ) * s ),
				share
			);
		await scrollTo( 0.4 );
		await page.clock.runFor( 300 );
		await expect( popup ).toBeHidden();
		await scrollTo( 0.55 );
		await expect( popup ).toBeVisible();
	} );

	test( 'scrolling to an element', async ( { page, request } ) => {
		await openWith( page, request, 'The end' );
		await page.clock.runFor( 300 );
		await expect( dialog( page, 'The end' ) ).toBeHidden();
		await page.locator( '#vitrine-demo-end' ).scrollIntoViewIfNeeded();
		await expect( dialog( page, 'The end' ) ).toBeVisible();
	} );

	test( 'exit intent at the top edge, close button after its delay, times per day', async ( { page, request } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await only( page, request, 'Before you go' );
		for ( let visit = 1; visit <= 3; visit++ ) {
			await page.goto( '/popups/' );
			await ready( page );
			await page.evaluate( () =>
				document.dispatchEvent( new MouseEvent( 'mouseout', { clientX: 300, clientY: 200, bubbles: true } ) )
			);
			await page.clock.runFor( 200 );
			await expect( dialog( page, 'Before you go' ) ).toBeHidden();
			await page.evaluate( () =>
				document.dispatchEvent( new MouseEvent( 'mouseout', { clientX: 300, clientY: -1, bubbles: true } ) )
			);
			if ( visit === 3 ) {
				// Two impressions per day: the third visit today shows nothing.
				await page.clock.runFor( 300 );
				await expect( dialog( page, 'Before you go' ) ).toBeHidden();
				break;
			}
			const popup = dialog( page, 'Before you go' );
			await expect( popup ).toBeVisible();
			const close = popup.locator( '.vitrine-popup__close' );
			await expect( close ).toBeHidden();
			await expect( close ).toBeVisible( { timeout: 2000 } );
			await close.click();
			await expect( popup ).toBeHidden();
		}
	} );

	test( 'inactivity restarts on mouse moves and key presses', async ( { page, request } ) => {
		await openWith( page, request, 'Still there?' );
		const popup = dialog( page, 'Still there?' );
		await page.clock.runFor( 15_000 );
		await page.mouse.move( 200, 200 );
		await page.clock.runFor( 15_000 );
		await page.keyboard.press( 'Shift' );
		await page.clock.runFor( 15_000 );
		await expect( popup ).toBeHidden();
		await page.clock.runFor( 5_500 );
		await expect( popup ).toBeVisible();
	} );

	test( 'click count: the fifth click on the page', async ( { page, request } ) => {
		await openWith( page, request, 'You like clicking' );
		const text = page.locator( 'main p' ).first();
		for ( let i = 0; i < 4; i++ ) {
			await text.click();
		}
		await page.clock.runFor( 200 );
		await expect( dialog( page, 'You like clicking' ) ).toBeHidden();
		await text.click();
		await expect( dialog( page, 'You like clicking' ) ).toBeVisible();
	} );

	test( 'adblock detection: only when the bait is hidden', async ( { page, request } ) => {
		await openWith( page, request, 'Ad blocker detected' );
		await page.clock.runFor( 1800 );
		await expect( dialog( page, 'Ad blocker detected' ) ).toBeHidden();
		// What a blocker's cosmetic filter does to ad-like elements.
		await page.addInitScript( () =>
			document.addEventListener( 'DOMContentLoaded', () => {
				const style = document.createElement( 'style' );
				style.textContent = '.adsbox, .ad-banner { display: none !important; }';
				document.head.append( style );
			} )
		);
		await page.reload();
		await expect( dialog( page, 'Ad blocker detected' ) ).toBeVisible( { timeout: 3000 } );
		const bait = await page.evaluate( () => document.querySelector( '.adsbox' ) );
		expect( bait ).toBeNull(); // The bait is removed after the check.
	} );
} );

test( 'an undecided consent bar comes first: the page-load popup waits for the decision', async ( {
	page,
	request,
} ) => {
	await page.clock.install();
	await disableAllBut( page, request, 'Welcome offer' );
	await page.goto( '/popups/' );
	await ready( page );
	const welcome = dialog( page, 'Welcome offer' );
	const accept = page.getByRole( 'region', { name: 'Cookie consent' } ).getByRole( 'button', { name: 'Accept all' } );
	await expect( accept ).toBeVisible();
	// Its trigger is one second after load: long past, and nothing covers the bar.
	await page.clock.runFor( 3000 );
	await expect( welcome ).toBeHidden();
	// Reachable by keyboard from the top of the page (no popup trap holds focus elsewhere)…
	for (
		let step = 0;
		step < 30 && ! ( await accept.evaluate( ( el ) => el === el.ownerDocument.activeElement ) );
		step++
	) {
		await page.keyboard.press( 'Tab' );
	}
	await expect( accept ).toBeFocused();
	// …and clickable: Playwright's click fails when another element (an overlay) would take it.
	await accept.click();
	await expect( accept ).toBeHidden();
	// The decision arms the trigger: its delay counts from then.
	await page.clock.runFor( 1500 );
	await expect( welcome ).toBeVisible();
} );

test.describe( 'URL actions on /popups/', () => {
	test( 'popup:open, toggle, close and close with do_not_show_again', async ( { page, request } ) => {
		const ids = await openWith( page, request, 'Newsletter', 'Welcome offer' );
		const welcome = dialog( page, 'Welcome offer' );
		await expect( welcome ).toBeVisible( { timeout: 3000 } );
		await welcome.getByRole( 'link', { name: 'Do not show this again' } ).click();
		await expect( welcome ).toBeHidden();
		const stored = await page.evaluate( () => JSON.parse( window.localStorage.getItem( 'vitrine' ) ?? '{}' ) );
		expect( stored[ `popup_${ ids[ 'Welcome offer' ] }_disable` ] ).toBe( true );

		const newsletter = dialog( page, 'Newsletter' );
		await page.getByRole( 'link', { name: 'Open the newsletter popup' } ).click();
		await expect( newsletter ).toBeVisible();
		expect( page.url() ).not.toContain( 'vitrine-action' );
		await newsletter.getByRole( 'button', { name: 'Close' } ).click();
		await expect( newsletter ).toBeHidden();
		await page.getByRole( 'link', { name: 'Toggle the newsletter popup' } ).click();
		await expect( newsletter ).toBeVisible();
		// toggle again through the same link (activated from the keyboard, as a visitor would).
		await page.evaluate( () => ( document.querySelector( 'a[href*="toggle=yes"]' ) as HTMLAnchorElement ).click() );
		await expect( newsletter ).toBeHidden();

		// A new session: the disabled welcome popup stays away.
		const tab = await page.context().newPage();
		await tab.clock.install();
		await tab.goto( '/popups/' );
		await tab.clock.runFor( 1800 );
		await expect( dialog( tab, 'Welcome offer' ) ).toBeHidden();
	} );

	test( 'off-canvas actions send their event; reload-page reloads; unknown actions do nothing', async ( {
		page,
		request,
	} ) => {
		await only( page, request );
		await page.goto( '/popups/' );
		await ready( page );
		await page.evaluate( () => {
			( window as unknown as { seen: unknown[] } ).seen = [];
			document.addEventListener( 'vitrine:off-canvas', ( event ) =>
				( window as unknown as { seen: unknown[] } ).seen.push( ( event as CustomEvent ).detail )
			);
		} );
		// The page's panel answers: the close link sits inside it (the page behind is inert while it is open).
		await page.locator( '#demo-panel.is-enhanced' ).waitFor( { state: 'attached' } );
		const panel = page.getByRole( 'dialog', { name: 'Quick links' } );
		await page.getByRole( 'link', { name: /Open the off-canvas panel/ } ).click();
		await expect( panel ).toBeVisible();
		await panel.getByRole( 'link', { name: 'Close the off-canvas panel' } ).click();
		await expect( panel ).toBeHidden();
		await page.getByRole( 'link', { name: 'Toggle the off-canvas panel' } ).click();
		await expect( panel ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		expect( await page.evaluate( () => ( window as unknown as { seen: unknown[] } ).seen ) ).toEqual( [
			{ action: 'open', id: 'demo-panel' },
			{ action: 'close', id: 'demo-panel' },
			{ action: 'toggle', id: 'demo-panel' },
		] );

		const warnings: string[] = [];
		page.on( 'console', ( m ) => m.type() === 'warning' && warnings.push( m.text() ) );
		await page.getByRole( 'link', { name: /unknown action/ } ).click();
		expect( page.url() ).toMatch( /\/popups\/$/ );
		await expect.poll( () => warnings.join( '\n' ) ).toContain( 'popup:unknown' );

		await page.evaluate( () => ( ( window as unknown as { marker: number } ).marker = 1 ) );
		await Promise.all( [
			page.waitForEvent( 'load' ),
			page.getByRole( 'link', { name: 'Reload the page' } ).click(),
		] );
		expect( await page.evaluate( () => ( window as unknown as { marker?: number } ).marker ) ).toBeUndefined();
	} );

	test( 'a page without popups or action links loads no popup code', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => scripts.push( r.url() ) );
		await page.goto( '/bench-baseline/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( isPluginCode ) ).toEqual( [] );
		expect( await page.locator( '[data-vitrine~="popup"]' ).count() ).toBe( 0 );
	} );
} );

test( 'popups have no public page of their own', async ( { request } ) => {
	expect( ( await request.get( '/?vitrine_popup=demo-newsletter' ) ).status() ).toBe( 404 );
} );
