/**
 * The cookie scan, in the admin's own browser: each page of the site is opened in a hidden iframe
 * marked as the scan's, with `?cli_bypass=1` (the gate allows everything there, in that page's
 * memory only: docs/consent.md, "Cookie scan"), and what it leaves is recorded: cookies,
 * local and session storage keys, and the hosts of third-party scripts, iframes and requests. The
 * consent is thrown away afterwards: cookies and storage keys the scan created are removed and the
 * admin's own consent cookies get their values back. Off-site redirects and error pages are
 * reported, not scanned.
 */
import { __, sprintf } from '@wordpress/i18n';
import { cookieString, eraseStrings, parseCookies } from '../core/cookies';
import { isAdminCookie } from '../core/cookie-match';
import { sameOrigin } from '../core/same-origin';
import { SCAN_FRAME_ATTRIBUTE } from '../core/env';

export interface Found {
	name: string;
	type: 'cookie' | 'localStorage' | 'sessionStorage';
	pages: string[];
}

export interface ScanResult {
	found: Found[];
	hosts: string[];
	problems: string[];
}

const SETTLE_MS = 1500; // Late cookies: tags often write after the load event.

function storageKeys( storage: Storage | undefined ): string[] {
	try {
		return storage ? Object.keys( storage ) : [];
	} catch {
		return [];
	}
}

/** Whether a page answers here, on this site, without an error (what a visitor would get). */
async function check( url: string ): Promise< string | null > {
	let response: Response;
	try {
		response = await fetch( url, { credentials: 'same-origin' } );
	} catch {
		return sprintf(
			/* translators: %s: a page address */
			__( '%s could not be loaded: it may redirect to another site. Not scanned.', 'vitrine' ),
			url
		);
	}
	if ( ! sameOrigin( response.url, window.location.href ) ) {
		return sprintf(
			/* translators: 1: a page address, 2: another site's address */
			__( '%1$s redirects to another site (%2$s). Not scanned.', 'vitrine' ),
			url,
			response.url
		);
	}
	if ( ! response.ok ) {
		/* translators: 1: a page address, 2: an HTTP status code */
		return sprintf( __( '%1$s answered with the error HTTP %2$d. Not scanned.', 'vitrine' ), url, response.status );
	}
	return null;
}

function load( url: string, signal: AbortSignal ): Promise< HTMLIFrameElement > {
	return new Promise( ( resolve, reject ) => {
		const frame = document.createElement( 'iframe' );
		frame.setAttribute( 'aria-hidden', 'true' );
		frame.setAttribute( SCAN_FRAME_ATTRIBUTE, '' );
		frame.tabIndex = -1;
		frame.title = '';
		frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;visibility:hidden';
		const target = new URL( url );
		target.searchParams.set( 'cli_bypass', '1' );
		frame.addEventListener( 'load', () => setTimeout( () => resolve( frame ), SETTLE_MS ), { once: true, signal } );
		signal.addEventListener( 'abort', () => reject( new Error( 'aborted' ) ), { once: true } );
		frame.src = target.href;
		document.body.append( frame );
	} );
}

function record( map: Map< string, Found >, name: string, type: Found[ 'type' ], page: string ): void {
	const key = `${ type }:${ name }`;
	const entry = map.get( key ) ?? { name, type, pages: [] };
	entry.pages.push( page );
	map.set( key, entry );
}

export async function scanSite(
	urls: string[],
	lifetime: number,
	onProgress: ( done: number, total: number ) => void,
	signal: AbortSignal
): Promise< ScanResult > {
	const cookiesBefore = parseCookies( document.cookie );
	const localBefore = new Set( storageKeys( window.localStorage ) );
	const sessionBefore = new Set( storageKeys( window.sessionStorage ) );
	const found = new Map< string, Found >();
	const hosts = new Set< string >();
	const problems: string[] = [];
	try {
		for ( const [ index, url ] of urls.entries() ) {
			onProgress( index, urls.length );
			if ( ! sameOrigin( url, window.location.href ) ) {
				/* translators: %s: a page address */
				problems.push( sprintf( __( '%s is not on this site. Not scanned.', 'vitrine' ), url ) );
				continue;
			}
			const problem = await check( url );
			if ( problem ) {
				problems.push( problem );
				continue;
			}
			const frame = await load( url, signal );
			try {
				const win = frame.contentWindow as Window;
				if ( win.location.origin !== window.location.origin ) {
					throw new Error( 'off-site' );
				}
				parseCookies( win.document.cookie ).forEach(
					( _, name ) => ! isAdminCookie( name ) && record( found, name, 'cookie', url )
				);
				storageKeys( win.localStorage )
					.filter( ( k ) => ! localBefore.has( k ) )
					.forEach( ( k ) => record( found, k, 'localStorage', url ) );
				storageKeys( win.sessionStorage )
					.filter( ( k ) => ! sessionBefore.has( k ) )
					.forEach( ( k ) => record( found, k, 'sessionStorage', url ) );
				const addresses = [
					...win.performance.getEntriesByType( 'resource' ).map( ( e ) => e.name ),
					...Array.from(
						win.document.querySelectorAll(
							'script[src],iframe[src],script[data-cli-src],iframe[data-cli-src]'
						)
					).map( ( el ) => el.getAttribute( 'src' ) ?? el.getAttribute( 'data-cli-src' ) ?? '' ),
				];
				for ( const address of addresses ) {
					try {
						const host = new URL( address, url ).host;
						if ( host && host !== window.location.host ) {
							hosts.add( host );
						}
					} catch {
						// Not an address.
					}
				}
			} catch {
				/* translators: %s: a page address */
				problems.push( sprintf( __( '%s went to another site while loading. Not scanned.', 'vitrine' ), url ) );
			} finally {
				frame.remove();
			}
		}
		onProgress( urls.length, urls.length );
	} finally {
		restore( cookiesBefore, localBefore, sessionBefore, lifetime );
	}
	return { found: [ ...found.values() ], hosts: [ ...hosts ].sort(), problems };
}

/** Throws the scan's consent away: the admin's cookies and storage as they were. */
function restore(
	before: Map< string, string >,
	local: Set< string >,
	session: Set< string >,
	lifetime: number
): void {
	parseCookies( document.cookie ).forEach( ( value, name ) => {
		if ( ! before.has( name ) ) {
			eraseStrings( name, window.location.hostname ).forEach( ( line ) => ( document.cookie = line ) );
		} else if ( before.get( name ) !== value ) {
			document.cookie = cookieString( name, before.get( name ) as string, { days: lifetime } );
		}
	} );
	storageKeys( window.localStorage )
		.filter( ( k ) => ! local.has( k ) )
		.forEach( ( k ) => window.localStorage.removeItem( k ) );
	storageKeys( window.sessionStorage )
		.filter( ( k ) => ! session.has( k ) )
		.forEach( ( k ) => window.sessionStorage.removeItem( k ) );
}
