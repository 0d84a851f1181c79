/**
 * The largest image in a phone's first screen is fetched first (docs/theme.md, "Images"): never
 * lazy-loaded, `fetchpriority="high"` on one image of the first screen only; images further down
 * load lazily.
 */
import { test, expect } from './fixtures';

test.use( { viewport: { width: 412, height: 823 } } ); // Lighthouse's mobile screen.

// Each page, and whether it has images further down than two screens (the lazy ones to check).
for ( const [ path, imagesFurtherDown ] of [
	[ '/blog/', true ],
	[ '/widgets/carousel/', false ],
	[ '/widgets/slides/', false ],
	[ '/widgets/gallery/', true ],
	[ '/widgets/hotspot/', false ],
	[ '/widgets/posts/', false ],
	[ '/widgets/archive-posts/', false ],
	[ '/widgets/portfolio/', true ],
	[ '/small-kitchens-one-year-later/', true ], // A single post: its featured image, then related posts far below.
] as const ) {
	test( `${ path }: the first screen's largest image is eager and high priority`, async ( { page } ) => {
		await page.goto( path );
		const images = await page.locator( 'main img, .vitrine-site-main img' ).evaluateAll( ( list ) =>
			( list as HTMLImageElement[] ).map( ( img ) => {
				const box = img.getBoundingClientRect();
				return {
					src: img.currentSrc || img.src,
					loading: img.getAttribute( 'loading' ),
					priority: img.getAttribute( 'fetchpriority' ),
					top: box.top + window.scrollY,
					area: box.width * box.height,
				};
			} )
		);
		const firstScreen = images.filter( ( img ) => img.top < 823 && img.area > 0 );
		expect( firstScreen.length, 'an image in the first screen' ).toBeGreaterThan( 0 );
		const largest = firstScreen.reduce( ( a, b ) => ( b.area > a.area ? b : a ) );
		expect( largest.loading ).not.toBe( 'lazy' );
		// One image is fetched first: in the first screen, not lazy, about as large as the largest.
		const high = images.filter( ( img ) => img.priority === 'high' );
		expect( [ ...new Set( high.map( ( img ) => img.src ) ) ] ).toHaveLength( 1 );
		const first = high[ 0 ]!;
		expect( first.top ).toBeLessThan( 823 );
		expect( first.loading ).not.toBe( 'lazy' );
		expect( first.area ).toBeGreaterThan( largest.area / 2 );
		// Further down the page, lazy loading stays (WordPress marks identical tags alike: the same
		// image printed twice is one download).
		const above = new Set( images.filter( ( img ) => img.top < 823 * 2 ).map( ( img ) => img.src ) );
		const below = images.filter( ( img ) => img.top > 823 * 2 && ! above.has( img.src ) );
		expect( below.length > 0, 'images further down' ).toBe( imagesFurtherDown );
		expect( below.filter( ( img ) => img.loading !== 'lazy' ).map( ( img ) => img.src ) ).toEqual( [] );
	} );
}
