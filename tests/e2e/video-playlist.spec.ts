import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, acceptConsent, ADMIN_STATE } from './fixtures';
import { filesMentioning, outsideRequests } from './media-helpers';
import { expectNoLayoutShift } from './layout-shift';

/**
 * The providers cannot be reached from here: every outside request fails, except YouTube's
 * interface, answered by a stand-in that defines `YT` only after 1 s and records each read of it,
 * so the test sees the handler polling.
 */
async function routeProviders( page: Page ): Promise< void > {
	await page.route( /^https:\/\/(?!localhost)[^/]+\//, ( route ) => route.abort( 'internetdisconnected' ) );
	await page.route( 'https://www.youtube.com/iframe_api', ( route ) =>
		route.fulfill( {
			contentType: 'text/javascript',
			body: `(() => {
				const reads = ( window.__ytReads = [] );
				let api;
				setTimeout( () => {
					api = { Player: function ( target, options ) {
						const player = document.createElement( 'p' );
						player.className = 'stand-in-player';
						player.textContent = 'Playing ' + options.videoId;
						target.replaceWith( player );
						window.__ytOptions = options;
						this.pauseVideo = () => {};
						this.destroy = () => {};
					} };
				}, 1000 );
				Object.defineProperty( window, 'YT', { configurable: true, get() { reads.push( performance.now() ); return api; } } );
			})();`,
		} )
	);
}

const playlist = ( page: Page ) => page.locator( '.vitrine-playlist' ).first();
const tab = ( list: Locator, name: RegExp ) => list.getByRole( 'tab', { name } );
/**
 * Plays a video and jumps to its end, resolving on its `ended` event: the widget's reaction is then
 * checked without depending on how fast a busy machine decodes the last second.
 */
const playToEnd = ( video: Locator ) =>
	video.evaluate( async ( v: HTMLVideoElement ) => {
		await v.play();
		const ended = new Promise( ( resolve ) => v.addEventListener( 'ended', resolve, { once: true } ) );
		v.currentTime = v.duration;
		await ended;
	} );

test.describe( 'video playlist widget', () => {
	// The providers' addresses, refused by routeProviders (the site's own failures are never excused).
	test.use( { allowedErrors: [ /ERR_INTERNET_DISCONNECTED/ ] } );

	test( 'hosted videos: tabs by mouse, play, next in list, watched marks; nothing from the providers', async ( {
		page,
	} ) => {
		await routeProviders( page );
		const outside = outsideRequests( page );
		await page.goto( '/widgets/video-playlist/' );
		const list = playlist( page );
		await expect( list ).toHaveClass( /is-ready/ );
		await expectNoLayoutShift( page );
		await expectAccessible( page );
		await expect( list.getByRole( 'tablist', { name: 'Getting started' } ) ).toBeVisible();
		const first = list.getByRole( 'tabpanel', { name: /Test card/ } );
		await expect( first.locator( 'video' ) ).toBeVisible();

		await tab( list, /Vimeo/ ).click();
		await expect( list.getByRole( 'tabpanel', { name: /Vimeo/ } ) ).toBeVisible();
		await expect( first ).toBeHidden();
		await expect( list.getByRole( 'link', { name: 'Watch A Vimeo video on Vimeo' } ) ).toHaveAttribute(
			'href',
			'https://vimeo.com/76979871'
		);
		await tab( list, /Test card/ ).click();
		await expect( first ).toBeVisible();
		expect( page.url() ).not.toContain( '#' );

		await playToEnd( first.locator( 'video' ) );
		// It ends: marked watched, and the next video is selected and playing.
		await expect( tab( list, /Test card/ ) ).toHaveClass( /is-watched/ );
		await expect( tab( list, /Test card/ ) ).toContainText( 'Watched' );
		await expect( tab( list, /Fractal zoom/ ) ).toHaveAttribute( 'aria-selected', 'true' );
		const second = list.getByRole( 'tabpanel', { name: /Fractal zoom/ } ).locator( 'video' );
		await expect
			.poll( () => second.evaluate( ( v: HTMLVideoElement ) => ! v.paused && v.currentTime > 0 ) )
			.toBe( true );
		await expect( list.locator( '.vitrine-playlist__live' ) ).toHaveText( 'Now playing: Fractal zoom' );
		expect( outside ).toEqual( [] );
		await expectNoLayoutShift( page );
	} );

	test( 'keyboard: arrows and Home/End move the tabs; play loads the YouTube interface, polled every 350 ms', async ( {
		page,
	} ) => {
		await routeProviders( page );
		const outside = outsideRequests( page );
		await page.goto( '/widgets/video-playlist/' );
		const list = playlist( page );
		await expect( list ).toHaveClass( /is-ready/ );
		await tab( list, /Test card/ ).focus();
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		const youtube = tab( list, /A YouTube video/ );
		await expect( youtube ).toBeFocused();
		await expect( youtube ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( youtube ).toHaveAttribute( 'tabindex', '0' );
		await expect( tab( list, /Test card/ ) ).toHaveAttribute( 'tabindex', '-1' );
		await page.keyboard.press( 'Tab' );
		const play = list.getByRole( 'button', { name: 'Play A YouTube video (loads the YouTube player)' } );
		await expect( play ).toBeFocused();
		expect( outside ).toEqual( [] );
		await page.keyboard.press( 'Enter' );
		const panel = list.getByRole( 'tabpanel', { name: /A YouTube video/ } );
		await expect( panel.getByRole( 'status' ) ).toHaveText( 'Loading the YouTube player…' );
		await expect( panel.locator( '.stand-in-player' ) ).toHaveText( 'Playing dQw4w9WgXcQ' );
		await expect( panel ).toHaveClass( /is-playing/ );
		await expect( panel.locator( '.vitrine-playlist__status' ) ).toBeEmpty();
		expect( await page.evaluate( () => ( window as any ).__ytOptions.host ) ).toBe(
			'https://www.youtube-nocookie.com'
		);
		const reads: number[] = await page.evaluate( () => ( window as any ).__ytReads );
		expect( reads.length ).toBeGreaterThanOrEqual( 3 );
		const gaps = reads.slice( 1 ).map( ( t, i ) => t - reads[ i ]! );
		for ( const gap of gaps.slice( 0, -1 ) ) {
			expect( gap ).toBeGreaterThan( 300 );
			expect( gap ).toBeLessThan( 1000 ); // Loose: two shared cores can delay a timer.
		}
		expect( outside ).toContain( 'www.youtube.com' );

		await youtube.focus();
		await page.keyboard.press( 'End' );
		const vimeo = tab( list, /A Vimeo video/ );
		await expect( vimeo ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' );
		const vimeoPanel = list.getByRole( 'tabpanel', { name: /A Vimeo video/ } );
		await expect( vimeoPanel.getByRole( 'status' ) ).toHaveText(
			'The Vimeo player could not load here. Use the link below to watch the video there.'
		);
		await expect( vimeoPanel.getByRole( 'link', { name: 'Watch A Vimeo video on Vimeo' } ) ).toBeFocused();
		// The failed panel's play button is gone: back from the link is the selected tab.
		await page.keyboard.press( 'Shift+Tab' );
		await expect( vimeo ).toBeFocused();
		await page.keyboard.press( 'Home' );
		await expect( tab( list, /Test card/ ) ).toBeFocused();
		await expectAccessible( page, '.vitrine-playlist' );
	} );

	test( 'watched marks stay on the device only with functional consent', async ( { page } ) => {
		await page.goto( '/widgets/video-playlist/' );
		const list = playlist( page );
		await expect( list ).toHaveClass( /is-ready/ );
		await playToEnd( list.locator( 'video' ).first() );
		await expect( tab( list, /Test card/ ) ).toHaveClass( /is-watched/ );
		await page.reload();
		await expect( playlist( page ) ).toHaveClass( /is-ready/ );
		await expect( tab( playlist( page ), /Test card/ ) ).not.toHaveClass( /is-watched/ );

		await acceptConsent( page );
		await playToEnd( playlist( page ).locator( 'video' ).first() );
		await expect( tab( playlist( page ), /Test card/ ) ).toHaveClass( /is-watched/ );
		await page.reload();
		await expect( tab( playlist( page ), /Test card/ ) ).toHaveClass( /is-watched/ );
		// The second playlist does not remember, and does not move on by itself.
		const below = page.locator( '.vitrine-playlist.is-list-below' );
		await playToEnd( below.locator( 'video' ) );
		await expect( tab( below, /by address/ ) ).toHaveClass( /is-watched/ );
		await expect( tab( below, /by address/ ) ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	test( 'without JavaScript the tab links still switch videos', async ( { browser } ) => {
		const context = await browser.newContext( { javaScriptEnabled: false } );
		const page = await context.newPage();
		await page.goto( '/widgets/video-playlist/' );
		const list = playlist( page );
		await expect( list.locator( 'video' ).first() ).toBeVisible();
		await list.locator( '.vitrine-playlist__tab' ).nth( 1 ).click();
		await expect( list.locator( '.vitrine-playlist__panel' ).nth( 1 ).locator( 'video' ) ).toBeVisible();
		await expect( list.locator( '.vitrine-playlist__panel' ).first() ).toBeHidden();
		await expect( list.locator( '.vitrine-playlist__play' ).first() ).toBeHidden();
		await context.close();
	} );

	test( 'a bad item: left out for visitors, a notice for editors', async ( { page, browser } ) => {
		await page.goto( '/widgets/video-playlist/' );
		const below = page.locator( '.vitrine-playlist.is-list-below' );
		await expect( below.getByRole( 'tab' ) ).toHaveCount( 2 );
		await expect( page.locator( '.vitrine-widget-notice' ) ).toHaveCount( 0 );
		const context = await browser.newContext( { storageState: ADMIN_STATE } );
		const admin = await context.newPage();
		await admin.goto( '/widgets/video-playlist/' );
		await expect( admin.locator( '.vitrine-widget-notice' ) ).toHaveText( /Video 3 has no usable source/ );
		await context.close();
	} );

	test( 'no video playlist code or style on a page without the block', async ( { page } ) => {
		expect( await filesMentioning( page, '/widgets/lottie/', 'vitrine-playlist__' ) ).toEqual( [] );
		await expect( page.locator( '.vitrine-lottie' ).first() ).toHaveClass( /is-ready/ );
		expect( await filesMentioning( page, '/widgets/video-playlist/', 'vitrine-playlist__' ) ).not.toEqual( [] );
	} );
} );
