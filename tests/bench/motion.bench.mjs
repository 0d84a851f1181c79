/**
 * Scroll performance of motion effects on /motion/ (20 animated elements): a Chrome trace through
 * Playwright's CDP session while the page scrolls frame by frame, reporting script time per frame,
 * layouts, and forced (synchronous) layouts in the scroll path; plus the gzip sizes of the boot
 * module and the motion and sticky chunks.
 */
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowser } from './lib/browser.mjs';

export const name = 'motion';

const STEPS = 200;

async function trace( page ) {
	const cdp = await page.context().newCDPSession( page );
	const events = [];
	cdp.on( 'Tracing.dataCollected', ( { value } ) => events.push( ...value ) );
	const done = new Promise( ( resolve ) => cdp.once( 'Tracing.tracingComplete', resolve ) );
	await cdp.send( 'Tracing.start', {
		categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
		transferMode: 'ReportEvents',
	} );
	// Real wheel input from outside the page, so no bench script runs inside the page's frames.
	for ( let i = 0; i < STEPS; i++ ) {
		await page.mouse.wheel( 0, 60 );
		await page.waitForTimeout( 16 );
	}
	await cdp.send( 'Tracing.end' );
	await done;
	return events;
}

function analyse( events, rendererPid ) {
	const main = events.filter( ( e ) => e.pid === rendererPid && e.ph === 'X' );
	const ours = ( e ) => JSON.stringify( e.args?.data ?? {} ).includes( '/plugins/vitrine/' );
	// Our script: every top-level call into Vitrine's files (scroll and pointer listeners, the shared
	// animation frame, observers), in microseconds.
	const calls = main.filter( ( e ) => e.name === 'FunctionCall' && ours( e ) );
	const script = calls.reduce( ( sum, e ) => sum + ( e.dur ?? 0 ), 0 );
	const frames = main.filter( ( e ) => e.name === 'FireAnimationFrame' ).length;
	const layouts = main.filter( ( e ) => e.name === 'Layout' );
	// A forced layout runs inside our script (a geometry read after a style write), not in the frame's
	// own rendering steps.
	const forced = layouts.filter( ( l ) =>
		calls.some( ( s ) => s.tid === l.tid && l.ts >= s.ts && l.ts + ( l.dur ?? 0 ) <= s.ts + ( s.dur ?? 0 ) )
	);
	return { script, frames, layouts: layouts.length, forced: forced.length };
}

function gzipOf( file ) {
	return gzipSync( readFileSync( file ), { level: 9 } ).length;
}

function chunkSizes( root ) {
	const dir = join( root, 'build/builder' ); // The features' scripts (src/builder/<feature>.entry.ts).
	const sizes = {};
	for ( const file of readdirSync( dir ).filter( ( f ) => f.endsWith( '.js' ) ) ) {
		const text = readFileSync( join( dir, file ), 'utf8' );
		if ( text.includes( 'vitrine-motion-bg' ) ) {
			sizes.motion = gzipOf( join( dir, file ) );
		} else if ( text.includes( 'vitrine-sticky--active' ) ) {
			sizes.sticky = gzipOf( join( dir, file ) );
		}
	}
	return sizes;
}

export async function run( { baseUrl, root } ) {
	const sizes = { boot: gzipOf( join( root, 'build/builder/runtime.js' ) ), ...chunkSizes( root ) };
	const rows = await withBrowser( async ( browser ) => {
		const page = await browser.newPage( { viewport: { width: 1280, height: 800 } } );
		await page.goto( baseUrl + '/motion/', { waitUntil: 'networkidle' } );
		const animated = await page.locator( '[data-vitrine~="motion"]' ).count();
		await page.waitForTimeout( 500 );
		const events = await trace( page );
		const pid = events.find( ( e ) => e.name === 'FireAnimationFrame' )?.pid;
		const { script, frames, layouts, forced } = analyse( events, pid );
		const scrolled = await page.evaluate( () => window.scrollY );
		await page.close();
		return [
			{
				page: '/motion/',
				animatedElements: animated,
				scrolledPx: scrolled,
				frames,
				scriptMsPerFrame: frames ? Math.round( ( script / 1000 / frames ) * 1000 ) / 1000 : null,
				scriptMsTotal: Math.round( script ) / 1000,
				layouts,
				forcedLayouts: forced,
				bootGzip: sizes.boot,
				motionGzip: sizes.motion,
				stickyGzip: sizes.sticky,
			},
		];
	} );
	return {
		note: 'Budgets: script under 0.5 ms per scrolled frame, no forced layout, boot under 4096 B and motion under 5120 B gzip.',
		rows,
	};
}
