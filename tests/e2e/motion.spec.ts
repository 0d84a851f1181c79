import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, isPluginCode } from './fixtures';

/**
 * Motion effects on /motion/: the computed transforms, opacity and filter follow the formulas of
 * docs/builder.md while scrolling and moving the mouse, switch with the device mode after a resize,
 * and stop for visitors who prefer reduced motion.
 */

interface Probe {
	transform: string;
	/** The computed matrix's parts (DOMMatrix exists only in the browser). */
	m: { a: number; b: number; m41: number; m42: number; is2D: boolean };
	opacity: string;
	filter: string;
	/** The element's layout top in the viewport (its own translation taken out) and height. */
	top: number;
	height: number;
	viewport: number;
}

async function probe( page: Page, selector: string ): Promise< Probe > {
	return page.locator( selector ).evaluate( ( el: Element ) => {
		const style = getComputedStyle( el );
		const matrix = new DOMMatrix( style.transform === 'none' ? undefined : style.transform );
		// The layout box, transforms left out: offsetTop ignores them.
		let layoutTop = 0;
		for ( let node: HTMLElement | null = el as HTMLElement; node; node = node.offsetParent as HTMLElement | null ) {
			layoutTop += node.offsetTop;
		}
		return {
			transform: style.transform,
			m: { a: matrix.a, b: matrix.b, m41: matrix.m41, m42: matrix.m42, is2D: matrix.is2D },
			opacity: style.opacity,
			filter: style.filter,
			top: layoutTop - window.scrollY,
			height: ( el as HTMLElement ).offsetHeight,
			viewport: window.innerHeight,
		};
	} );
}

const passed = ( p: Probe ) =>
	Math.min( 100, Math.max( 0, ( ( p.viewport - p.top ) / ( p.viewport + p.height ) ) * 100 ) );

async function scrollToCentre( page: Page, selector: string, shift = 0 ): Promise< void > {
	await page.locator( selector ).evaluate( ( el: Element, by: number ) => {
		const rect = el.getBoundingClientRect();
		window.scrollBy( 0, rect.top + rect.height / 2 - window.innerHeight / 2 + by );
	}, shift );
	// Two frames: the scroll event, then the shared frame that writes.
	await page.evaluate( () => new Promise( ( r ) => requestAnimationFrame( () => requestAnimationFrame( r ) ) ) );
}

test.describe( 'motion effects', () => {
	test.use( { viewport: { width: 1280, height: 800 } } );

	test( 'vertical scroll follows -(passed% - 50) * speed', async ( { page } ) => {
		await page.goto( '/motion/' );
		const shape = '.demo-translate-y';
		for ( const shift of [ -200, 0, 250 ] ) {
			await scrollToCentre( page, shape, shift );
			await expect
				.poll( async () => {
					const p = await probe( page, shape );
					const ty = p.m.m42;
					return Math.abs( ty - -( passed( p ) - 50 ) * 4 );
				} )
				.toBeLessThan( 1.5 );
		}
		const p = await probe( page, shape );
		expect( p.m.m42 ).not.toBe( 0 );
		await expectAccessible( page );
	} );

	test( 'rotate, scale, opacity and blur take their values from the scroll position', async ( { page } ) => {
		await page.goto( '/motion/' );
		await scrollToCentre( page, '.demo-rotate', 150 );
		await expect
			.poll( async () => {
				const p = await probe( page, '.demo-rotate' );
				const m = p.m;
				const angle = ( Math.atan2( m.b, m.a ) * 180 ) / Math.PI;
				return Math.abs( angle - -( passed( p ) - 50 ) * 1 );
			} )
			.toBeLessThan( 0.5 );

		// Scale out-in over 20-80 %: at the centre (passed 50 %) the point is 50, so 1 + 4 * 50 / 1000 = 1.2.
		await scrollToCentre( page, '.demo-scale' );
		await expect.poll( async () => ( await probe( page, '.demo-scale' ) ).m.a ).toBeGreaterThan( 1.15 );
		expect( ( await probe( page, '.demo-scale' ) ).m.a ).toBeLessThan( 1.25 );

		// Opacity out-in at level 10 over 20-80 %: half-way, about 0.5; fully opaque past 80 %.
		await scrollToCentre( page, '.demo-opacity' );
		await expect
			.poll( async () => Number( ( await probe( page, '.demo-opacity' ) ).opacity ) )
			.toBeGreaterThan( 0.4 );
		expect( Number( ( await probe( page, '.demo-opacity' ) ).opacity ) ).toBeLessThan( 0.6 );

		// Blur out-in-out: sharp inside the 20-80 % range, blurred outside it.
		await scrollToCentre( page, '.demo-blur' );
		await expect.poll( async () => ( await probe( page, '.demo-blur' ) ).filter ).toBe( 'blur(0px)' );
		await page.evaluate( () => window.scrollBy( 0, -window.innerHeight * 0.5 ) );
		await expect
			.poll( async () => parseFloat( ( await probe( page, '.demo-blur' ) ).filter.replace( 'blur(', '' ) ) )
			.toBeGreaterThan( 0.5 );
	} );

	test( 'mouse track and tilt follow the pointer', async ( { page } ) => {
		await page.goto( '/motion/' );
		await scrollToCentre( page, '.demo-mouse-track' );
		await page.mouse.move( 0, 0 );
		// Speed 1: (0 - 50) * 1 * 0.5 = -25 px at the left edge; the direct one moves the other way.
		await expect.poll( async () => ( await probe( page, '.demo-mouse-track' ) ).m.m41 ).toBeCloseTo( -25, 0 );
		await expect.poll( async () => ( await probe( page, '.demo-mouse-track-neg' ) ).m.m41 ).toBeCloseTo( 25, 0 );
		await page.mouse.move( 1279, 400 );
		await expect.poll( async () => ( await probe( page, '.demo-mouse-track' ) ).m.m41 ).toBeGreaterThan( 24 );

		await scrollToCentre( page, '.demo-tilt' );
		await page.mouse.move( 1279, 0 );
		await expect.poll( async () => ( await probe( page, '.demo-tilt' ) ).transform ).toMatch( /^matrix3d\(/ );
		const tilted = ( await probe( page, '.demo-tilt' ) ).m;
		expect( tilted.is2D ).toBe( false );
	} );

	test( 'a background layer, larger by 10 * speed %, moves behind still text', async ( { page } ) => {
		await page.goto( '/motion/' );
		await scrollToCentre( page, '.demo-bg-translate-y' );
		const layer = page.locator( '.demo-bg-translate-y .vitrine-motion-bg__layer' );
		await expect( layer ).toHaveCount( 1 );
		const sizes = await layer.evaluate( ( el ) => ( {
			layer: el.getBoundingClientRect().height,
			box: ( el.parentElement as HTMLElement ).getBoundingClientRect().height,
			ty: new DOMMatrix( getComputedStyle( el ).transform ).m42,
		} ) );
		expect( sizes.layer / sizes.box ).toBeCloseTo( 1.4, 1 ); // speed 4: 40 % larger.
		const first = sizes.ty;
		expect( first ).toBeLessThan( 0 );
		await page.evaluate( () => window.scrollBy( 0, 150 ) );
		await expect
			.poll( () => layer.evaluate( ( el ) => new DOMMatrix( getComputedStyle( el ).transform ).m42 ) )
			.toBeLessThan( first - 5 );
		const heading = page.locator( '.demo-bg-translate-y h2' );
		expect( await heading.evaluate( ( el ) => getComputedStyle( el ).transform ) ).toBe( 'none' );
		await expectAccessible( page );
	} );

	test( 'device lists switch effects on and off after a resize', async ( { page } ) => {
		await page.goto( '/motion/' );
		await scrollToCentre( page, '.demo-desktop-only', 200 );
		await expect.poll( async () => ( await probe( page, '.demo-desktop-only' ) ).transform ).not.toBe( 'none' );
		expect( ( await probe( page, '.demo-mobile-only' ) ).transform ).toBe( 'none' );

		await page.setViewportSize( { width: 600, height: 800 } );
		await scrollToCentre( page, '.demo-mobile-only', 200 );
		await expect.poll( async () => ( await probe( page, '.demo-desktop-only' ) ).transform ).toBe( 'none' );
		await expect.poll( async () => ( await probe( page, '.demo-mobile-only' ) ).transform ).not.toBe( 'none' );

		await page.setViewportSize( { width: 900, height: 800 } ); // Tablet: neither.
		await expect.poll( async () => ( await probe( page, '.demo-mobile-only' ) ).transform ).toBe( 'none' );
	} );

	test( 'nothing moves for a visitor who prefers reduced motion', async ( { page } ) => {
		await page.clock.install(); // Waits below are page time (clock.runFor): every timer due has fired.
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/motion/' );
		await scrollToCentre( page, '.demo-translate-y', 200 );
		await page.mouse.move( 10, 10 );
		await page.clock.runFor( 300 );
		const moved = await page
			.locator( '[data-vitrine~="motion"]' )
			.evaluateAll( ( els ) => els.filter( ( el ) => getComputedStyle( el ).transform !== 'none' ).length );
		expect( moved ).toBe( 0 );
		await expect( page.locator( '.vitrine-motion-bg' ) ).toHaveCount( 0 );
	} );

	test( 'the front page hero gets its background motion without any layout shift', async ( { page } ) => {
		await page.goto( '/' );
		await expect( page.locator( '.vitrine-hero .vitrine-motion-bg__layer' ) ).toHaveCount( 1 );
		const shift = await page.evaluate(
			() =>
				new Promise< number >( ( resolve ) => {
					let total = 0;
					new PerformanceObserver( ( list ) => {
						for ( const entry of list.getEntries() ) {
							total += ( entry as unknown as { value: number } ).value;
						}
					} ).observe( { type: 'layout-shift', buffered: true } );
					setTimeout( () => resolve( total ), 1000 );
				} )
		);
		expect( shift ).toBe( 0 );
		await expectAccessible( page );
	} );

	test( 'theme_template_id scrolls smoothly to that template, centred', async ( { page } ) => {
		await page.goto( '/motion/' );
		const id = await page.locator( '[data-vitrine-template-id]' ).getAttribute( 'data-vitrine-template-id' );
		expect( id ).toMatch( /^\d+$/ );
		await page.goto( `/motion/?theme_template_id=${ id }` );
		await expect
			.poll( () =>
				page.locator( '.demo-template' ).evaluate( ( el: Element ) => {
					const rect = el.getBoundingClientRect();
					return Math.abs( rect.top + rect.height / 2 - window.innerHeight / 2 );
				} )
			)
			.toBeLessThan( 2 );
		expect( await page.evaluate( () => window.scrollY ) ).toBeGreaterThan( 1000 );
	} );

	test( 'only the handlers a page uses are downloaded', async ( { page } ) => {
		const bodies: string[] = [];
		page.on( 'response', async ( response ) => {
			if ( /\/build\/(builder|blocks|chunks)\//.test( response.url() ) ) {
				bodies.push( await response.text() );
			}
		} );
		await page.goto( '/sticky/' );
		await page.waitForLoadState( 'networkidle' );
		expect( bodies.length ).toBeGreaterThan( 0 );
		expect( bodies.some( ( body ) => body.includes( 'vitrine-sticky--active' ) ) ).toBe( true );
		expect( bodies.some( ( body ) => body.includes( 'translateY' ) ) ).toBe( false );

		const scripts: string[] = [];
		page.on( 'request', ( r ) => r.resourceType() === 'script' && scripts.push( r.url() ) );
		await page.goto( '/bench-baseline/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( isPluginCode ) ).toEqual( [] );
	} );
} );
