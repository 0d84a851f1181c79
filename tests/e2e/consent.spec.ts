import type { Page } from '@playwright/test';
import { readFileSync } from 'fs';
import { test, expect, expectAccessible, DEMO_PAGES, ADMIN_STATE } from './fixtures';

/** The demo page, optionally with settings overridden for this address only (tests/mu-plugins). */
const demo = ( override?: Record< string, unknown >, path = '/consent/' ) =>
	override
		? `${ path }?consent-test=${ encodeURIComponent( Buffer.from( JSON.stringify( override ) ).toString( 'base64' ) ) }`
		: path;

async function cookies( page: Page ): Promise< Record< string, string > > {
	const list = await page.context().cookies();
	return Object.fromEntries( list.map( ( c ) => [ c.name, decodeURIComponent( c.value ) ] ) );
}

const consentJson = ( value: string | undefined ) => JSON.parse( Buffer.from( value ?? '', 'base64' ).toString() );
const order = ( page: Page ) =>
	page.evaluate( () => ( window as unknown as { vitrineDemoOrder?: string[] } ).vitrineDemoOrder ?? [] );
const status = ( page: Page ) => page.locator( '#vitrine-demo-analytics-status' );
const bar = ( page: Page ) => page.locator( '#cookie-law-info-bar' );
const NOT_RUN = 'The analytics demo script has not run: analytics cookies are not accepted.';

async function decided( page: Page, categories: Record< string, boolean >, viewed = 'yes', extra = {} ) {
	const value = Buffer.from( JSON.stringify( { ver: '1', ...categories, ...extra } ) ).toString( 'base64' );
	await page.context().addCookies( [
		{ name: 'viewed_cookie_policy', value: viewed, domain: 'localhost', path: '/' },
		{ name: 'CookieLawInfoConsent', value, domain: 'localhost', path: '/' },
	] );
}
const ALL = { necessary: true, functional: true, analytics: true, performance: true, advertisement: true };

test.describe( 'cookie consent', () => {
	test( 'first visit: the banner shows without taking focus, writes nothing and blocks everything', async ( {
		page,
	} ) => {
		await page.goto( demo() );
		await expect( bar( page ) ).toBeVisible();
		await expect( page.getByRole( 'region', { name: 'Cookie consent' } ) ).toHaveCount( 1 );
		await expect( bar( page ) ).toHaveClass( /is-banner.*is-bottom/ );
		await expect( page.locator( ':focus' ) ).toHaveCount( 0 );
		expect( Object.keys( await cookies( page ) ) ).toEqual( [] );
		await expect( status( page ) ).toHaveText( NOT_RUN );
		expect( await order( page ) ).toEqual( [] );
		await expect( page.locator( 'iframe[data-cli-src]' ) ).toBeHidden();
		await expect( page.getByRole( 'button', { name: 'Accept Functional cookies and show it' } ) ).toBeVisible();
		const defaults = await page.evaluate( () =>
			( window as unknown as { dataLayer: IArguments[] } ).dataLayer.map( ( a ) => Array.from( a ) )
		);
		expect( defaults[ 0 ] ).toEqual( [
			'consent',
			'default',
			expect.objectContaining( {
				ad_storage: 'denied',
				analytics_storage: 'denied',
				ad_user_data: 'denied',
				ad_personalization: 'denied',
			} ),
		] );
		expect(
			await page.evaluate( () => [
				window.vitrine?.consent && ( window.vitrine.consent as { decided: () => boolean } ).decided(),
				( window.vitrine?.consent as { allows: ( c: string ) => boolean } ).allows( 'analytics' ),
			] )
		).toEqual( [ false, false ] );
		await expectAccessible( page );
	} );

	test( 'a first visit runs no React: the dialogs’ code loads on intent, before the click', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => r.resourceType() === 'script' && scripts.push( r.url() ) );
		const ui = /\/consent\/ui\.js|\/vendor\/react(-dom)?(\.min)?\.js|\/dist\/element(\.min)?\.js/;
		await page.goto( '/' );
		await expect( bar( page ) ).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( ( u ) => ui.test( u ) ) ).toEqual( [] );
		expect( await page.evaluate( () => typeof ( window as { React?: unknown } ).React ) ).toBe( 'undefined' );

		const settings = bar( page ).getByRole( 'button', { name: 'Settings' } );
		const loaded = page.waitForResponse( /\/consent\/ui\.js/ );
		await settings.hover();
		await loaded; // Pointer over the button is enough: the click finds the code there.
		expect( scripts.filter( ( u ) => /\/vendor\/react-dom/.test( u ) ) ).toHaveLength( 1 );
		await settings.click();
		const dialog = page.getByRole( 'dialog', { name: 'Privacy and cookie settings' } );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( settings ).toBeFocused();
		await expect( bar( page ) ).toBeVisible();
	} );

	test( 'accept all: cookies, Consent Mode update, event, record, scripts in order, embed shown; a returning visitor loads no UI', async ( {
		page,
	} ) => {
		await page.goto( demo() );
		await page.evaluate( () => {
			( window as unknown as { events: unknown[] } ).events = [];
			document.addEventListener( 'vitrine:consent-change', ( e ) =>
				( window as unknown as { events: unknown[] } ).events.push( ( e as CustomEvent ).detail )
			);
		} );
		const recorded = page.waitForResponse( ( r ) => r.url().includes( '/vitrine/v1/consent/record' ) );
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		expect( ( await recorded ).status() ).toBe( 201 );
		await expect( bar( page ) ).toBeHidden();
		await expect( status( page ) ).toHaveText( 'The analytics demo script ran: analytics cookies are accepted.' );
		await expect.poll( () => order( page ) ).toEqual( [ 'inline', 'before', 'file' ] );
		await expect( page.locator( 'iframe[title="Demo video player"]' ) ).toHaveAttribute(
			'src',
			/\/wp-content\/plugins\/vitrine\/includes\/Lifecycle\/Demo\/media\/vitrine-demo-embed\.html$/
		);
		await expect( page.locator( '.vitrine-consent-placeholder' ) ).toHaveCount( 0 );
		const jar = await cookies( page );
		expect( jar.viewed_cookie_policy ).toBe( 'yes' );
		expect( consentJson( jar.CookieLawInfoConsent ) ).toMatchObject( { ver: '1', ...ALL } );
		expect( jar[ 'cookielawinfo-checkbox-analytics' ] ).toBe( 'yes' );
		const expiry = ( await page.context().cookies() ).find( ( c ) => c.name === 'viewed_cookie_policy' )!.expires;
		expect( Math.round( ( expiry * 1000 - Date.now() ) / 864e5 ) ).toBe( 365 );
		const events = await page.evaluate( () => ( window as unknown as { events: unknown[] } ).events );
		expect( events ).toEqual( [ { categories: ALL, accepted: true } ] );
		const last = await page.evaluate( () =>
			Array.from( ( window as unknown as { dataLayer: IArguments[] } ).dataLayer.at( -1 )! )
		);
		expect( last ).toEqual( [
			'consent',
			'update',
			expect.objectContaining( {
				analytics_storage: 'granted',
				ad_storage: 'granted',
				functionality_storage: 'granted',
			} ),
		] );
		await expect( page.getByRole( 'button', { name: 'Cookie settings' } ) ).toBeVisible();

		const scripts: string[] = [];
		page.on( 'request', ( r ) => r.resourceType() === 'script' && scripts.push( r.url() ) );
		await page.reload();
		await expect.poll( () => order( page ) ).toEqual( [ 'inline', 'before', 'file' ] );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( ( u ) => /consent\/ui\.js|vendor\/react/.test( u ) ) ).toEqual( [] );
		await expect( bar( page ) ).toBeHidden();
		await expect( page.getByRole( 'region', { name: 'Cookie settings' } ) ).toBeVisible();
		await expectAccessible( page );
	} );

	test( 'reject: the overall cookie is no, refused cookies are erased, nothing blocked runs', async ( { page } ) => {
		await page.context().addCookies( [
			{ name: '_ga', value: 'GA1.1', domain: 'localhost', path: '/' },
			{ name: 'keep', value: '1', domain: 'localhost', path: '/' },
		] );
		await page.goto( demo() );
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await expect( bar( page ) ).toBeHidden();
		const jar = await cookies( page );
		expect( jar.viewed_cookie_policy ).toBe( 'no' );
		expect( jar._ga ).toBeUndefined();
		expect( jar.keep ).toBe( '1' );
		expect( jar[ 'cookielawinfo-checkbox-analytics' ] ).toBe( 'no' );
		expect( consentJson( jar.CookieLawInfoConsent ) ).toMatchObject( { analytics: false, necessary: true } );
		await page.reload();
		await expect( page.getByRole( 'region', { name: 'Cookie settings' } ) ).toBeVisible();
		await expect( status( page ) ).toHaveText( NOT_RUN );
		expect( await order( page ) ).toEqual( [] );
	} );

	test( 'settings modal by keyboard: tabs, truncated overview, toggles, Escape returns focus, save', async ( {
		page,
	} ) => {
		await page.goto( demo() );
		const settings = bar( page ).getByRole( 'button', { name: 'Settings' } );
		await settings.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Privacy and cookie settings' } );
		await expect( dialog ).toBeVisible();
		await expect( page.locator( '[role="dialog"] :focus' ) ).toHaveCount( 1 );
		const overview = dialog.locator( '.vitrine-consent-overview' );
		const short = await overview.textContent();
		expect( short?.endsWith( '…' ) ).toBe( true );
		expect( Array.from( short ?? '' ) ).toHaveLength( 251 );
		await dialog.getByRole( 'button', { name: 'Read more' } ).click();
		expect( ( await overview.textContent() )?.length ).toBeGreaterThan( 251 );
		await expectAccessible( page );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( settings ).toBeFocused();

		await settings.click();
		await expect( page.locator( '[role="dialog"] :focus' ) ).toHaveCount( 1 ); // The trap has placed focus.
		await dialog.getByRole( 'tab', { name: 'Privacy overview' } ).focus();
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await expect( dialog.getByRole( 'tab', { name: 'Analytics' } ) ).toBeFocused();
		await expect( dialog.getByRole( 'tab', { name: 'Analytics' } ) ).toHaveAttribute( 'aria-selected', 'true' );
		await dialog.getByRole( 'tab', { name: 'Necessary' } ).click();
		await expect( dialog.getByRole( 'switch', { name: 'Always enabled' } ) ).toBeDisabled();
		await expect( dialog.getByRole( 'switch', { name: 'Always enabled' } ) ).toBeChecked();
		await dialog.getByRole( 'tab', { name: 'Analytics' } ).click();
		const analytics = dialog.getByRole( 'switch', { name: 'Analytics' } );
		await expect( analytics ).not.toBeChecked();
		await analytics.focus();
		await page.keyboard.press( 'Space' );
		await expect( analytics ).toBeChecked();
		await dialog.getByRole( 'button', { name: 'Save my choices' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( bar( page ) ).toBeHidden();
		await expect( status( page ) ).toHaveText( /ran/ );
		await expect( page.locator( 'iframe[data-cli-src]' ) ).toBeHidden(); // functional stays refused
		const jar = await cookies( page );
		expect( consentJson( jar.CookieLawInfoConsent ) ).toMatchObject( {
			analytics: true,
			functional: false,
			advertisement: false,
		} );
	} );

	test( 'enable-all ticks every optional category, and unticks them again', async ( { page } ) => {
		await page.goto( demo() );
		await bar( page ).getByRole( 'button', { name: 'Settings' } ).click();
		const dialog = page.getByRole( 'dialog' );
		const all = dialog.getByRole( 'switch', { name: 'Enable all categories' } );
		await all.check();
		await dialog.getByRole( 'tab', { name: 'Advertisement' } ).click();
		await expect( dialog.getByRole( 'switch', { name: 'Advertisement' } ) ).toBeChecked();
		await dialog.getByRole( 'tab', { name: 'Privacy overview' } ).click();
		await all.uncheck();
		await dialog.getByRole( 'tab', { name: 'Advertisement' } ).click();
		await expect( dialog.getByRole( 'switch', { name: 'Advertisement' } ) ).not.toBeChecked();
		await dialog.getByRole( 'button', { name: 'Reject all' } ).click();
		expect( ( await cookies( page ) ).viewed_cookie_policy ).toBe( 'no' );
	} );

	test( 'popup: a 500 px modal dialog over an overlay that traps focus and closes on Escape', async ( { page } ) => {
		await page.setViewportSize( { width: 1024, height: 768 } );
		await page.goto( demo( { cookie_bar_as: 'popup' } ) );
		const dialog = page.getByRole( 'dialog', { name: 'We value your privacy' } );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		await expect( page.locator( '.vitrine-consent-overlay' ) ).toBeVisible();
		await expect.poll( () => dialog.evaluate( ( el ) => el.getBoundingClientRect().width ) ).toBe( 500 );
		await expect( page.locator( '[role="dialog"] :focus' ) ).toHaveCount( 1 );
		for ( let i = 0; i < 6; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( page.locator( '#cookie-law-info-bar :focus' ) ).toHaveCount( 1 );
		}
		await expectAccessible( page );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		expect( ( await cookies( page ) ).viewed_cookie_policy ).toBeUndefined();
		await page.setViewportSize( { width: 600, height: 800 } );
		await page.getByRole( 'button', { name: 'Cookie settings' } ).click();
		await expect( dialog ).toBeVisible();
		expect( await dialog.evaluate( ( el ) => el.getBoundingClientRect().width ) ).toBeLessThan( 600 );
	} );

	test( 'widget: a 300 px corner box, left or right, and a top banner', async ( { page } ) => {
		await page.setViewportSize( { width: 1024, height: 768 } );
		await page.goto( demo( { cookie_bar_as: 'widget', widget_position: 'right' } ) );
		await expect( bar( page ) ).toBeVisible();
		const box = await bar( page ).boundingBox();
		expect( box?.width ).toBe( 300 );
		// In the right corner: its right edge near the layout viewport's (which excludes the scrollbar).
		const viewport = await page.evaluate( () => document.documentElement.clientWidth );
		expect( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ).toBeGreaterThan( viewport - 40 );
		await expectAccessible( page );
		await page.goto( demo( { notify_position_vertical: 'top', header_fix: true } ) );
		await expect( bar( page ) ).toHaveClass( /is-top.*is-fixed/ );
		await expect.poll( async () => ( await bar( page ).boundingBox() )?.y ).toBe( 0 );
	} );

	test( 'the manage link and the re-open tab show the bar again on demand', async ( { page } ) => {
		await page.goto( '/' );
		await decided( page, ALL );
		await page.goto( demo() );
		await expect( bar( page ) ).toBeHidden();
		const scripts: string[] = [];
		page.on( 'request', ( r ) => r.resourceType() === 'script' && scripts.push( r.url() ) );
		await page.getByRole( 'button', { name: 'Change my cookie choices' } ).click();
		await expect( bar( page ) ).toBeVisible();
		await expect( bar( page ) ).toBeFocused();
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await expect( page.getByRole( 'button', { name: 'Change my cookie choices' } ) ).toBeFocused();
		await page.getByRole( 'button', { name: 'Cookie settings' } ).click();
		await expect( bar( page ) ).toBeVisible();
		// The first layer is the server's markup and the gate's code: showing it again loads nothing.
		expect( scripts ).toEqual( [] );
	} );

	test( 'the embed placeholder accepts its category and shows the embed', async ( { page } ) => {
		await page.goto( demo() );
		await page.getByRole( 'button', { name: 'Accept Functional cookies and show it' } ).click();
		await expect( page.locator( 'iframe[title="Demo video player"]' ) ).toHaveAttribute(
			'src',
			/\/wp-content\/plugins\/vitrine\/includes\/Lifecycle\/Demo\/media\/vitrine-demo-embed\.html$/
		);
		await expect( bar( page ) ).toBeHidden();
		await expect( status( page ) ).toHaveText( NOT_RUN );
		expect( consentJson( ( await cookies( page ) ).CookieLawInfoConsent ) ).toMatchObject( {
			functional: true,
			analytics: false,
		} );
	} );

	test( 'a tampered cookie, an old version or changed categories count as no consent', async ( { page } ) => {
		await page.goto( '/' );
		for ( const set of [
			() =>
				page.context().addCookies( [
					{ name: 'viewed_cookie_policy', value: 'yes', domain: 'localhost', path: '/' },
					{ name: 'CookieLawInfoConsent', value: 'not%base64{', domain: 'localhost', path: '/' },
				] ),
			() => decided( page, ALL, 'yes', { ver: '0' } ),
			() => decided( page, { necessary: true, analytics: true } ),
			() => decided( page, { ...ALL, analytics: 'yes' } as unknown as Record< string, boolean > ),
		] ) {
			await set();
			await page.goto( demo() );
			await expect( bar( page ) ).toBeVisible();
			await expect( status( page ) ).toHaveText( NOT_RUN );
			expect( await order( page ) ).toEqual( [] );
		}
	} );

	// cli_bypass=1 is the owner's cookie scan's, honoured only in its frame (cookie declaration admin
	// test); a link anyone can send must not consent for the visitor (docs/security.md, "Consent").
	test( 'a visitor’s ?cli_bypass=1 changes nothing: the bar still asks, a refusal stays one, nothing is recorded', async ( {
		page,
	} ) => {
		const records: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.url().includes( '/vitrine/v1/consent/record' ) ) {
				records.push( r.postData() ?? '' );
			}
		} );
		await page.goto( '/consent/?cli_bypass=1' );
		await expect( bar( page ) ).toBeVisible();
		expect( Object.keys( await cookies( page ) ) ).toEqual( [] );
		await expect( status( page ) ).toHaveText( NOT_RUN );
		expect( await order( page ) ).toEqual( [] );

		const recorded = page.waitForResponse( ( r ) => r.url().includes( '/vitrine/v1/consent/record' ) );
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		expect( ( await recorded ).status() ).toBe( 201 );
		const refused = await cookies( page );
		expect( refused.viewed_cookie_policy ).toBe( 'no' );

		await page.goto( '/consent/?cli_bypass=1' );
		await expect( page.locator( '#cookie-law-info-again' ) ).toBeVisible(); // The gate ran: decided, so the tab.
		expect( await cookies( page ) ).toEqual( refused );
		await expect( status( page ) ).toHaveText( NOT_RUN );
		expect( await order( page ) ).toEqual( [] );
		expect( records ).toHaveLength( 1 );
	} );

	test( 'CCPA: the do-not-sell link and confirmation opt out; what the opt-out covers stays blocked', async ( {
		page,
	} ) => {
		const url = demo( { law: 'ccpa' } );
		await page.goto( url );
		await expect( bar( page ).getByRole( 'button', { name: 'Reject' } ) ).toHaveCount( 0 );
		await bar( page ).getByRole( 'button', { name: 'Do not sell or share my personal information' } ).click();
		const confirm = page.getByRole( 'alertdialog', { name: 'Opt out of sale and sharing' } );
		await expect( confirm ).toBeVisible();
		await expectAccessible( page );
		await confirm.getByRole( 'button', { name: 'Confirm opt-out' } ).click();
		await expect( bar( page ) ).toBeHidden();
		const record = consentJson( ( await cookies( page ) ).CookieLawInfoConsent );
		expect( record ).toMatchObject( { ccpaOptout: true, analytics: false, functional: true } );
		await expect( page.locator( 'iframe[title="Demo video player"]' ) ).toHaveAttribute( 'src', /embed/ );
		await page.goto( url );
		await expect( status( page ) ).toHaveText( NOT_RUN );
	} );

	test( 'Global Privacy Control is honoured as an opt-out under CCPA', async ( { page } ) => {
		await page.addInitScript( () =>
			Object.defineProperty( Navigator.prototype, 'globalPrivacyControl', { get: () => true } )
		);
		await page.goto( demo( { law: 'both' } ) );
		await expect( bar( page ).getByText( /Global Privacy Control/ ) ).toBeVisible();
		await bar( page ).getByRole( 'button', { name: 'Accept all' } ).click();
		expect( consentJson( ( await cookies( page ) ).CookieLawInfoConsent ) ).toMatchObject( { ccpaOptout: true } );
		await expect( page.locator( 'iframe[title="Demo video player"]' ) ).toHaveAttribute( 'src', /embed/ );
		await expect( status( page ) ).toHaveText( NOT_RUN );
		const last = await page.evaluate( () =>
			Array.from( ( window as unknown as { dataLayer: IArguments[] } ).dataLayer.at( -1 )! )
		);
		expect( last[ 2 ] ).toMatchObject( {
			analytics_storage: 'denied',
			ad_storage: 'denied',
			functionality_storage: 'granted',
		} );
	} );

	test( 'scroll-close and show-once accept only when the owner enables them', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.goto( demo( { scroll_close: true } ) );
		await expect( bar( page ) ).toBeVisible();
		await page.evaluate( () => window.scrollTo( 0, 80 ) );
		await page.clock.runFor( 200 );
		expect( ( await cookies( page ) ).viewed_cookie_policy ).toBeUndefined();
		await page.evaluate( () => window.scrollTo( 0, 150 ) );
		await expect( bar( page ) ).toBeHidden();
		expect( ( await cookies( page ) ).viewed_cookie_policy ).toBe( 'yes' );

		await page.context().clearCookies();
		await page.goto( demo( { show_once_yn: true, show_once: 2500 } ) );
		await expect( bar( page ) ).toBeVisible();
		await expect( bar( page ) ).toBeHidden( { timeout: 8000 } );
		expect( ( await cookies( page ) ).viewed_cookie_policy ).toBe( 'yes' );

		await page.context().clearCookies();
		await page.goto( demo() );
		await page.evaluate( () => window.scrollTo( 0, 400 ) );
		await page.clock.runFor( 1200 );
		await expect( bar( page ) ).toBeVisible();
	} );

	test( 'the page reloads after a decision when the owner asks for it', async ( { page } ) => {
		await page.goto( demo( { reject_close_reload: true } ) );
		await page.evaluate( () => ( ( window as unknown as { marker: boolean } ).marker = true ) );
		const reloaded = page.waitForEvent( 'load' );
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await reloaded;
		expect( await page.evaluate( () => ( window as unknown as { marker?: boolean } ).marker ) ).toBeUndefined();
		expect( ( await cookies( page ) ).viewed_cookie_policy ).toBe( 'no' );
		await expect( bar( page ) ).toBeHidden();
	} );

	test( 'the @wordpress/hooks action fires on a decision when wp.hooks is on the page', async ( { page } ) => {
		await page.addInitScript( () => {
			( window as unknown as { wp: unknown; calls: unknown[] } ).calls = [];
			( window as unknown as { wp: unknown } ).wp = {
				hooks: {
					doAction: ( ...args: unknown[] ) =>
						( window as unknown as { calls: unknown[] } ).calls.push( args ),
				},
			};
		} );
		await page.goto( demo() );
		await bar( page ).getByRole( 'button', { name: 'Reject' } ).click();
		const calls = await page.evaluate( () => ( window as unknown as { calls: unknown[] } ).calls );
		expect( calls ).toEqual( [
			[
				'vitrine.consent.change',
				{ categories: expect.objectContaining( { analytics: false } ), accepted: false },
			],
		] );
	} );

	test( 'no layout shift from the bar, and no animation with reduced motion', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.addInitScript( () => {
			( window as unknown as { cls: number } ).cls = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as unknown as Array< {
					value: number;
					hadRecentInput: boolean;
				} > ) {
					if ( ! entry.hadRecentInput ) {
						( window as unknown as { cls: number } ).cls += entry.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( demo() );
		await expect( bar( page ) ).toBeVisible();
		await page.clock.runFor( 500 );
		expect( await page.evaluate( () => ( window as unknown as { cls: number } ).cls ) ).toBeLessThan( 0.01 );
		expect( await bar( page ).evaluate( ( el ) => getComputedStyle( el ).transitionDuration ) ).toMatch( /^0s/ );
	} );

	test( 'every demo page passes axe with the bar shown', async ( { page } ) => {
		test.setTimeout( 90_000 );
		for ( const path of [ ...DEMO_PAGES, '/consent/' ] ) {
			await page.goto( path );
			await expect( bar( page ), path ).toBeVisible();
			await expectAccessible( page );
		}
	} );
} );

test.describe( 'cookie consent admin', () => {
	// The admin's own screens ask for avatars from a host this machine cannot reach.
	test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'settings are edited and saved through the REST settings API; records are listed and exported', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=vitrine-consent' );
		await expect( page.getByLabel( 'Consent cookie lifetime (days)' ) ).toHaveValue( '365' );
		await page.getByLabel( 'Scrolling more than 100 px accepts' ).check();
		await expect(
			page.locator( '.components-notice' ).getByText( /not valid consent under the GDPR/ )
		).toBeVisible();
		await page.getByLabel( 'Scrolling more than 100 px accepts' ).uncheck();
		// The retention is the one setting no visitor page reads, so parallel tests are not disturbed.
		await page.getByRole( 'tab', { name: 'Consent records' } ).click();
		await page.getByLabel( 'Keep records for (days)' ).fill( '200' );
		const saved = page.waitForResponse(
			( r ) => r.url().includes( '/wp/v2/settings' ) && r.request().method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		expect( ( await saved ).status() ).toBe( 200 );
		await expect( page.locator( '.components-notice' ).getByText( 'Settings saved.' ) ).toBeVisible();
		await page.reload();
		await page.getByRole( 'tab', { name: 'Consent records' } ).click();
		await expect( page.getByLabel( 'Keep records for (days)' ) ).toHaveValue( '200' );
		await page.getByLabel( 'Keep records for (days)' ).fill( '365' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( page.locator( '.components-notice' ).getByText( 'Settings saved.' ) ).toBeVisible();

		await expect( page.getByText( /^\d+ rows?$/ ) ).toBeVisible();
		const download = page.waitForEvent( 'download' );
		await page.getByRole( 'button', { name: 'Export CSV' } ).click();
		expect( ( await download ).suggestedFilename() ).toMatch( /^consent-records-\d{4}-\d{2}-\d{2}\.csv$/ );
		// The file a spreadsheet opens: UTF-8 with its byte order mark, the columns `wp vitrine consent
		// export` writes too (includes/rules/csv.json), then one yes/no column per category.
		const csv = readFileSync( ( await ( await download ).path() ) as string, 'utf8' );
		expect(
			csv.startsWith( '\ufeff"id","consent_id","created_at","action","accepted","version","law","ccpa_optout",' )
		).toBe( true );
		expect( csv.split( '\r\n' )[ 0 ] ).toContain( '"necessary"' );
	} );

	test( 'a visitor’s decision is found by its consent id, reads in words, and can be deleted', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		const visitor = await browser.newContext( { baseURL, storageState: { cookies: [], origins: [] } } );
		const view = await visitor.newPage();
		await view.goto( '/consent/' );
		const recorded = view.waitForResponse( ( r ) => r.url().includes( '/vitrine/v1/consent/record' ) );
		await view.locator( '#cookie-law-info-bar' ).getByRole( 'button', { name: 'Accept all' } ).click();
		expect( ( await recorded ).status() ).toBe( 201 );
		const jar = Object.fromEntries(
			( await visitor.cookies() ).map( ( c ) => [ c.name, decodeURIComponent( c.value ) ] )
		);
		const id = consentJson( jar.CookieLawInfoConsent ).consentid as string;
		await visitor.close();

		await page.goto( '/wp-admin/admin.php?page=vitrine-consent' );
		await page.getByRole( 'tab', { name: 'Consent records' } ).click();
		await page.getByRole( 'searchbox', { name: 'Find a consent id' } ).fill( id );
		const row = page.locator( '.vitrine-list__app tbody tr' );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( id );
		await expect( row ).toContainText( 'Accepted all' );
		await expect( row ).toContainText( 'Necessary' );
		await expect( row ).toContainText( 'GDPR (opt-in)' );
		await expectAccessible( page, '#vitrine-consent-admin' );

		await row.getByRole( 'button', { name: 'Actions' } ).click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const confirm = page.getByRole( 'dialog', { name: 'Delete for good?' } );
		await expect( confirm ).toContainText( `Delete ${ id }? It cannot be restored.` );
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( page.getByText( 'Nothing matches. Clear the search or the filters.' ) ).toBeVisible();
		await expect( row ).toHaveCount( 0 );
	} );
} );
