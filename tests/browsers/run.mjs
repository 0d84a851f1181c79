/**
 * npm run test:browsers [-- --browser=firefox|webkit] [-- --only=consent]: the visitor-facing smoke
 * in the browsers besides Chromium that visitors use (docs/quality.md, "Firefox and WebKit"):
 * Firefox ESR through puppeteer-core over WebDriver BiDi, WebKit (WebKitGTK's MiniBrowser) through
 * webdriverio over WebDriver classic. Against the running local site (tools/test-browsers.sh starts
 * it and installs the browsers). Each demo and widget page is one check (it renders, no page error),
 * each behaviour of checks.mjs another; a page error during a behaviour fails it too.
 * A browser that is not installed is skipped with a message. Closing line:
 * `browsers: N passed, N failed, N skipped`.
 */
import { existsSync } from 'node:fs';
import { BEHAVIOURS, pageChecks } from './checks.mjs';

const argv = process.argv.slice( 2 ).join( ' ' );
const base = process.env.VITRINE_URL ?? `http://localhost:${ process.env.VITRINE_PORT ?? 8888 }`;
const wanted = /--browser=(\w+)/.exec( argv )?.[ 1 ];
const only = /--only=(\S+)/.exec( argv )?.[ 1 ];
// The drivers are loaded only for the engine that runs (each pulls in its own client library).
const ENGINES = [
	{
		id: 'firefox',
		launch: async () => ( await import( './firefox.mjs' ) ).launchFirefox(),
		binaries: [ process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' ],
		install: 'firefox-esr',
	},
	{
		id: 'webkit',
		launch: async () => ( await import( './webkit.mjs' ) ).launchWebKit(),
		binaries: [
			process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
			process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
		],
		install: 'webkit2gtk-driver, xvfb, xauth',
	},
].filter( ( engine ) => ! wanted || engine.id === wanted );

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

async function attempt( label, fn ) {
	const started = Date.now();
	try {
		await fn();
		passed++;
		console.log( `  ✔ ${ label } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)` );
	} catch ( error ) {
		failed++;
		failures.push( label );
		console.log(
			`  ✘ ${ label }\n      ${ String( error?.message ?? error )
				.split( '\n' )
				.join( '\n      ' ) }`
		);
	}
}

const noErrors = ( errors ) => {
	if ( errors.length ) {
		throw new Error( `page errors:\n${ errors.join( '\n' ) }` );
	}
};

const startedAll = Date.now();
try {
	await fetch( base + '/', { redirect: 'manual' } );
} catch {
	console.log( `The site at ${ base } does not answer: start it (npm start, or npm run test:browsers, which does).` );
	console.log( 'browsers: 0 passed, 1 failed' );
	process.exit( 1 );
}

for ( const engine of ENGINES ) {
	const missing = engine.binaries.filter( ( file ) => ! existsSync( file ) );
	const checks = BEHAVIOURS.length + 1;
	if ( missing.length ) {
		console.log(
			`${ engine.id }: skipped, ${ missing.join( ', ' ) } not installed (tools/deps.sh --browsers installs ${ engine.install })`
		);
		skipped += checks;
		continue;
	}
	const started = Date.now();
	let browser;
	try {
		browser = await engine.launch();
	} catch ( error ) {
		failed++;
		failures.push( `${ engine.id }: launch` );
		console.log( `${ engine.id }: could not start: ${ error.message }` );
		continue;
	}
	console.log( `${ browser.name } ${ browser.version }` );
	try {
		if ( ! only || 'pages'.includes( only ) ) {
			let pages = [];
			await attempt( `${ browser.name }: the widgets index lists every family`, async () => {
				pages = await pageChecks( base, () => browser.visitor() );
			} );
			for ( const page of pages ) {
				await attempt( `${ browser.name }: ${ page.name }`, async () => {
					const visitor = await page.run();
					noErrors( await visitor.errors() );
				} );
			}
		}
		for ( const behaviour of BEHAVIOURS.filter( ( b ) => ! only || b.name.includes( only ) ) ) {
			await attempt( `${ browser.name }: ${ behaviour.name }`, async () => {
				const visitor = await browser.visitor( behaviour.size );
				try {
					await behaviour.run( base, visitor );
					noErrors( await visitor.errors() );
				} finally {
					await visitor.close();
				}
			} );
		}
	} finally {
		await browser.close();
		console.log( `  ${ browser.name } took ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s` );
	}
}

if ( failures.length ) {
	console.log( `Failed:\n${ failures.map( ( f ) => `  ${ f }` ).join( '\n' ) }` );
}
console.log( `browsers: ${ ( ( Date.now() - startedAll ) / 1000 ).toFixed( 0 ) } s` );
console.log( `browsers: ${ passed } passed, ${ failed } failed, ${ skipped } skipped` );
process.exit( failed ? 1 : 0 );
