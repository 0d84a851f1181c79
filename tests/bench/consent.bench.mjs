/**
 * Consent figures: what a first-time visitor downloads for the consent bar (the inline gate, which
 * shows the server-rendered first layer; React and the dialogs only when the settings are asked for)
 * against a returning visitor who decided (the inline gate only), and the layout shift while the bar
 * appears.
 */
import { measurePageBytes } from './lib/bytes.mjs';
import { withBrowser, BASE_URL } from './lib/browser.mjs';
import { decidedCookies } from './lib/visitor.mjs';

export const name = 'consent';

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/** The cumulative layout shift from load until the bar has been on screen for a second. */
async function barCls( browser, path ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.addInitScript( () => {
		window.__cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( ! entry.hadRecentInput ) {
					window.__cls += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( BASE_URL + path, { waitUntil: 'networkidle' } );
	const shown = await page
		.locator( '.vitrine-consent-bar' )
		.waitFor( { timeout: 10000 } )
		.then( () => true )
		.catch( () => false );
	await page.waitForTimeout( 1000 );
	const cls = await page.evaluate( () => window.__cls );
	await context.close();
	return { cls, shown };
}

const gzipJs = ( bytes ) => bytes.vitrine.js.gzip + bytes.core.js.gzip + bytes.inline.js.gzip;

export async function run( { args } ) {
	const pages = args.pages ? String( args.pages ).split( ',' ) : [ '/', '/consent/' ];
	const rows = [];
	await withBrowser( async ( browser ) => {
		for ( const path of pages ) {
			const first = await measurePageBytes( browser, path, { scroll: false } );
			const returning = await measurePageBytes( browser, path, { scroll: false, cookies: decidedCookies() } );
			const { cls, shown } = await barCls( browser, path );
			rows.push( {
				page: path,
				'first visit JS KB gzip (Vitrine + core + inline)': kb( gzipJs( first ) ),
				'first visit Vitrine CSS KB gzip': kb( first.vitrine.css.gzip ),
				'returning JS KB gzip': kb( gzipJs( returning ) ),
				'bar shown': shown ? 'yes' : 'no',
				'CLS with bar': cls.toFixed( 4 ),
			} );
		}
	} );
	return {
		note: 'JS counts Vitrine files, WordPress scripts the page loads and inline scripts (the head gate and the settings are inline on every page). A returning visitor has the consent cookies set.',
		rows,
	};
}
