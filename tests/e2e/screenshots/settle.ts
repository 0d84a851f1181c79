/**
 * Brings a page to the state the screenshot tests photograph: fonts loaded, every image loaded (lazy
 * ones too, since a full-page screenshot does not scroll) and decoded, scripts idle, scrolled to the
 * top, two frames drawn.
 */
import type { Locator, Page } from '@playwright/test';

/** A fixed moment for the browser's clock, so dates the browser writes are the same every run. */
export const FIXED_TIME = new Date( '2026-06-15T10:00:00Z' );

/** Regions that change by themselves between runs: dates, countdowns, generated ids, videos. */
export function dynamicRegions( page: Page ): Locator[] {
	return [
		page.locator( 'time, .vitrine-countdown__units, video, iframe, .vitrine-lottie' ),
		page.locator( '.column-date, .column-created, .column-time, [data-dynamic]' ),
		// Times the server writes (the data clean-up's last and next run): the site is installed fresh
		// for every run, so they are the moment of that run. The demo's import time is pinned instead
		// (tools/screenshot-pin-dates.php): a mask the size of a date's text moved with its length.
		page.getByText( /Last clean-up:|Next: / ),
		// Dates the server counts from today (a report's period and days, a chart's axis): they move
		// every day, and the browser's fixed clock cannot pin the server's. uPlot draws its axis on a
		// canvas, so the whole chart is masked (the Insights screen's and the clicks report's).
		// The Insights table of days scrolls inside its region: masking its cells one by one would draw
		// the hidden ones over the page below, so the region is masked whole.
		page.getByText( /\b20\d\d-\d\d-\d\d\b/ ).and( page.locator( ':not(.vitrine-insights__table-wrap *)' ) ),
		page.locator( '.vitrine-insights__table-wrap' ).filter( { hasText: /20\d\d-\d\d-\d\d/ } ),
		page.locator( '.vitrine-insights__chart .uplot' ),
		// The admin's avatar comes from gravatar.com: a broken-image icon offline, a face online.
		page.locator( '#wp-admin-bar-my-account img' ),
	];
}

export async function settle( page: Page ): Promise< void > {
	await page.waitForLoadState( 'networkidle' );
	await page.evaluate( async () => {
		document.querySelectorAll( 'img[loading="lazy"]' ).forEach( ( img ) => {
			// WordPress gives lazy images sizes="auto, …", which counts only while they are lazy. An image
			// the browser had already loaded lazily kept the candidate "auto" picked, one it had not got
			// another once eager: which ones depended on timing. Without "auto" every image picks from
			// the same list in every run (a loaded one loads the new pick).
			const sizes = img.getAttribute( 'sizes' ) ?? '';
			if ( /^\s*auto\s*,/i.test( sizes ) ) {
				img.setAttribute( 'sizes', sizes.replace( /^\s*auto\s*,\s*/i, '' ) );
			}
			img.setAttribute( 'loading', 'eager' );
		} );
		// The new picks start loading at the next stable state, not synchronously.
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		await document.fonts.ready;
		await Promise.all(
			Array.from( document.images )
				.filter( ( img ) => ! img.complete )
				.map(
					( img ) =>
						new Promise( ( resolve ) => {
							img.addEventListener( 'load', resolve, { once: true } );
							img.addEventListener( 'error', resolve, { once: true } );
						} )
				)
		);
		// A video with preload="metadata" either gets its metadata or gives up on its sources, and a
		// playlist then says "cannot be played here" (a codec this Chromium lacks): which one the picture
		// shows depended on timing. Wait until each video that fetches has one or the other.
		const settled = ( video: HTMLVideoElement ) =>
			video.preload === 'none' ||
			video.readyState >= HTMLMediaElement.HAVE_METADATA ||
			video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
		await Promise.all(
			Array.from( document.querySelectorAll( 'video' ) ).map(
				( video ) =>
					new Promise< void >( ( resolve ) => {
						const check = () => ( settled( video ) ? resolve() : requestAnimationFrame( check ) );
						check();
					} )
			)
		);
		// Loaded is not yet painted: a decoding="async" image may still be drawn a frame later.
		await Promise.all( Array.from( document.images ).map( ( img ) => img.decode().catch( () => undefined ) ) );
		window.scrollTo( 0, 0 );
		await new Promise( ( resolve ) => requestAnimationFrame( () => requestAnimationFrame( resolve ) ) );
	} );
}
