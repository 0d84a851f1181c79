/**
 * Helpers for the media widget specs: layout shift measured from the first paint (the observer is
 * installed before any page script runs), and waiting for a family's handler to attach.
 */
import type { Page } from '@playwright/test';

declare global {
	interface Window {
		__vitrineShift?: number;
	}
}

/** Call before page.goto: sums every layout-shift entry not caused by recent input. */
export async function watchLayoutShift( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		window.__vitrineShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & { value: number; hadRecentInput: boolean }
			> ) {
				if ( ! entry.hadRecentInput ) {
					window.__vitrineShift = ( window.__vitrineShift ?? 0 ) + entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

export async function layoutShift( page: Page ): Promise< number > {
	// Two frames, so shifts of the last attach are reported.
	await page.evaluate( () => new Promise( ( r ) => requestAnimationFrame( () => requestAnimationFrame( r ) ) ) );
	return page.evaluate( () => window.__vitrineShift ?? 0 );
}

/**
 * Opens `path` and returns the addresses of Vitrine's lazy chunks and block stylesheets whose text
 * contains `marker` (a family's class prefix), to show that a family's code stays off other pages.
 */
export async function filesMentioning( page: Page, path: string, marker: string ): Promise< string[] > {
	const found: Array< Promise< string | null > > = [];
	page.on( 'response', ( response ) => {
		const url = response.url();
		if ( /\/plugins\/vitrine\/build\/(chunks\/|blocks\/)/.test( url ) ) {
			found.push(
				response
					.text()
					.then( ( body ) => ( body.includes( marker ) ? url : null ) )
					.catch( () => null )
			);
		}
	} );
	await page.goto( path, { waitUntil: 'networkidle' } );
	return ( await Promise.all( found ) ).filter( ( url ): url is string => url !== null );
}

/** Hosts other than the local site that the page asks for from now on (the providers are unreachable here). */
export function outsideRequests( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'request', ( request ) => {
		const host = new URL( request.url() ).hostname;
		if ( ! [ 'localhost', '127.0.0.1' ].includes( host ) ) {
			seen.push( host );
		}
	} );
	return seen;
}
