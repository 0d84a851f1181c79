import { chromium } from '@playwright/test';

export const BASE_URL = process.env.VITRINE_URL ?? `http://localhost:${ process.env.VITRINE_PORT ?? 8888 }`;

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

export async function withBrowser( fn ) {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		args: CHROMIUM_ARGS,
	} );
	try {
		return await fn( browser );
	} finally {
		await browser.close();
	}
}

/** The demo pages, a post (the blog's first), and every widget family page linked from /widgets/. */
export async function demoPages() {
	const pages = [ '/', '/blog/', '/affiliate/', '/motion/', '/sticky/', '/popups/', '/loop/', '/widgets/' ];
	const blog = await ( await fetch( BASE_URL + '/blog/' ) ).text();
	const post = blog.match( /<h2[^>]*>\s*<a href="https?:\/\/[^/]+(\/[^"]+)"/ )?.[ 1 ];
	if ( post ) {
		pages.push( post );
	}
	const html = await ( await fetch( BASE_URL + '/widgets/' ) ).text();
	for ( const match of html.matchAll( /href="(\/widgets\/[a-z0-9-]+\/)"/g ) ) {
		pages.push( match[ 1 ] );
	}
	return [ ...new Set( pages ) ];
}
