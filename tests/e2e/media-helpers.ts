/**
 * Helpers for the media widget specs: which files mention a family, and requests to other hosts.
 */
import type { Page } from '@playwright/test';

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
