import { launch } from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import { CHROMIUM_ARGS } from './browser.mjs';

/** Lighthouse mobile (its default emulation and throttling) on one URL, in Debian's Chromium. */
export async function lighthouse( url ) {
	const chrome = await launch( {
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: [ '--headless=new', ...CHROMIUM_ARGS ],
	} );
	try {
		const result = await lighthouseRun( url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [ 'performance', 'accessibility' ],
		} );
		const { categories, audits } = result.lhr;
		return {
			performance: Math.round( categories.performance.score * 100 ),
			accessibility: Math.round( categories.accessibility.score * 100 ),
			tbtMs: Math.round( audits[ 'total-blocking-time' ].numericValue ),
			cls: Number( audits[ 'cumulative-layout-shift' ].numericValue.toFixed( 4 ) ),
			lcpMs: Math.round( audits[ 'largest-contentful-paint' ].numericValue ),
		};
	} catch ( error ) {
		return { error: String( error?.message ?? error ) };
	} finally {
		await chrome.kill();
	}
}
