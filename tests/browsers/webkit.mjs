/**
 * WebKit (WebKitGTK's MiniBrowser, Debian's webkit2gtk-driver) driven over WebDriver classic by
 * webdriverio, for tests/browsers/run.mjs: the same small driver interface as firefox.mjs.
 * MiniBrowser needs a display, so this starts its own Xvfb (unless DISPLAY is set) and its own
 * WebKitWebDriver on free ports, and stops both. WebDriver classic reports no page errors: every
 * page comes through error-proxy.mjs, which adds a recorder read back after each step. One session
 * at a time (WebKitWebDriver allows no more), so a fresh visitor is the same session with its
 * cookies and storage cleared. The window is ~38 px taller than the viewport and no narrower than
 * 447 px (../shared/ENVIRONMENT-NOTES.md).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
// eslint-disable-next-line import/no-unresolved -- an ES-module-only export map, which the lint's resolver does not read.
import { remote } from 'webdriverio';
import { startErrorProxy } from './error-proxy.mjs';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WebDriver's key code points (the WebKit driver wants these, not key names).
const KEYS = {
	Tab: '\uE004',
	Escape: '\uE00C',
	Enter: '\uE007',
	ArrowRight: '\uE014',
	Space: '\uE00D',
	Shift: '\uE008',
};

const freePort = () =>
	new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.once( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );

/** Resolves once something listens on $port, rejects after $ms. */
async function waitForPort( port, ms, child, what ) {
	const until = Date.now() + ms;
	while ( Date.now() < until ) {
		if ( child.exitCode !== null ) {
			throw new Error( `${ what } exited with code ${ child.exitCode }` );
		}
		const open = await new Promise( ( resolve ) => {
			const socket = net.connect( port, '127.0.0.1', () => {
				socket.end();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
	throw new Error( `${ what } did not listen on ${ port } within ${ ms / 1000 } s` );
}

/** A free X display number: the first without a lock file, from :90 up. */
function freeDisplay() {
	for ( let n = 90; n < 190; n++ ) {
		if ( ! existsSync( `/tmp/.X${ n }-lock` ) ) {
			return n;
		}
	}
	throw new Error( 'no free X display between :90 and :189' );
}

export async function launchWebKit() {
	const children = [];
	const stopChildren = () =>
		children.reverse().forEach( ( child ) => child.exitCode === null && child.kill( 'SIGTERM' ) );
	let display = process.env.DISPLAY;
	if ( ! display ) {
		const n = freeDisplay();
		const xvfb = spawn( 'Xvfb', [ `:${ n }`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp' ], {
			stdio: 'ignore',
		} );
		children.push( xvfb );
		display = `:${ n }`;
		// Xvfb has no port to wait for: its lock and socket appear once it serves.
		const until = Date.now() + 15_000;
		while ( ! existsSync( `/tmp/.X11-unix/X${ n }` ) ) {
			if ( xvfb.exitCode !== null || Date.now() > until ) {
				stopChildren();
				throw new Error( `Xvfb did not start on :${ n }` );
			}
			await new Promise( ( r ) => setTimeout( r, 100 ) );
		}
	}
	const port = await freePort();
	const driver = spawn( WEBKIT_DRIVER, [ `--port=${ port }` ], {
		env: { ...process.env, DISPLAY: display },
		stdio: 'ignore',
	} );
	children.push( driver );
	const proxy = await startErrorProxy();
	let browser;
	try {
		await waitForPort( port, 20_000, driver, 'WebKitWebDriver' );
		browser = await remote( {
			hostname: '127.0.0.1',
			port,
			logLevel: 'error',
			connectionRetryCount: 1,
			capabilities: {
				browserName: 'MiniBrowser',
				'wdio:enforceWebDriverClassic': true,
				'webkitgtk:browserOptions': { binary: MINIBROWSER, args: [ '--automation' ] },
				proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${ proxy.port }`, noProxy: [] },
			},
		} );
	} catch ( error ) {
		await proxy.close();
		stopChildren();
		throw error;
	}
	const version = browser.capabilities.browserVersion ?? '';
	const close = async () => {
		await browser.deleteSession().catch( () => {} );
		await proxy.close();
		stopChildren();
	};
	return {
		name: 'WebKit',
		version,
		close,
		async visitor( { width = 1280, height = 900 } = {} ) {
			// A fresh visitor: what the last one left (cookies, storage) goes, on its own origin.
			if ( /^http/.test( await browser.getUrl() ) ) {
				await browser.deleteAllCookies();
				await browser.execute( () => {
					window.localStorage.clear();
					window.sessionStorage.clear();
				} );
			}
			await browser.setWindowSize( width, height + 38 );
			const errors = [];
			const collect = async () => {
				const found = await browser
					.execute( () => ( window.__vitrineErrors ?? [] ).splice( 0 ) )
					.catch( () => [] );
				errors.push( ...found );
			};
			return {
				goto: async ( url ) => {
					await collect();
					await browser.url( url );
				},
				url: () => browser.getUrl(),
				eval: ( fn, ...args ) => browser.execute( fn, ...args ),
				click: async ( selector ) => {
					await ( await browser.$( selector ) ).click();
				},
				press: async ( key, { shift = false } = {} ) => {
					const code = KEYS[ key ] ?? key;
					const actions = shift
						? [
								{ type: 'keyDown', value: KEYS.Shift },
								{ type: 'keyDown', value: code },
								{ type: 'keyUp', value: code },
								{ type: 'keyUp', value: KEYS.Shift },
							]
						: [
								{ type: 'keyDown', value: code },
								{ type: 'keyUp', value: code },
							];
					await browser.performActions( [ { type: 'key', id: 'keyboard', actions } ] );
					await browser.releaseActions();
				},
				back: async () => {
					await collect();
					await browser.back();
				},
				errors: async () => {
					await collect();
					return errors.splice( 0 );
				},
				close: async () => {
					await collect();
				},
			};
		},
	};
}
