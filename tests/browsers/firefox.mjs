/**
 * Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi, headless, for
 * tests/browsers/run.mjs: the same small driver interface as webkit.mjs. A fresh visitor is a new
 * browser context; page errors come from puppeteer's pageerror and console events.
 */
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS = { Tab: 'Tab', Escape: 'Escape', Enter: 'Enter', ArrowRight: 'ArrowRight', Space: 'Space' };

export async function launchFirefox() {
	const browser = await puppeteer.launch( {
		browser: 'firefox',
		executablePath: FIREFOX,
		headless: true,
		protocolTimeout: 60_000,
	} );
	const version = await browser.version();
	return {
		name: 'Firefox',
		version,
		close: () => browser.close(),
		/** A new visitor: no cookies, no storage, its own window of $width x $height. */
		async visitor( { width = 1280, height = 900 } = {} ) {
			const context = await browser.createBrowserContext();
			const page = await context.newPage();
			await page.setViewport( { width, height } );
			const errors = [];
			page.on( 'pageerror', ( error ) => errors.push( `uncaught: ${ error.message }` ) );
			page.on( 'console', ( message ) => {
				if ( message.type() === 'error' ) {
					errors.push( `console.error: ${ message.text() }` );
				}
			} );
			return {
				goto: async ( url ) => {
					await page.goto( url, { waitUntil: 'load', timeout: 60_000 } );
				},
				url: () => page.url(),
				eval: ( fn, ...args ) => page.evaluate( fn, ...args ),
				click: ( selector ) => page.click( selector ),
				press: async ( key, { shift = false } = {} ) => {
					if ( shift ) {
						await page.keyboard.down( 'Shift' );
					}
					await page.keyboard.press( KEYS[ key ] ?? key );
					if ( shift ) {
						await page.keyboard.up( 'Shift' );
					}
				},
				back: () => page.goBack(),
				errors: async () => errors.splice( 0 ),
				close: () => context.close(),
			};
		},
	};
}
