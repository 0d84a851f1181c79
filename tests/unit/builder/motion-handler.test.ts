import motion from '../../../src/builder/motion/handler';
import { mount } from '../handler-mount';

/** jsdom has no matchMedia, IntersectionObserver or ResizeObserver: small fakes driven by the test. */
let width = 1280;
let reduced = false;
function matches( query: string ): boolean {
	if ( query.includes( 'prefers-reduced-motion' ) ) {
		return reduced;
	}
	const min = /min-width: (\d+)px/.exec( query );
	const max = /max-width: (\d+)px/.exec( query );
	return ( ! min || width >= Number( min[ 1 ] ) ) && ( ! max || width <= Number( max[ 1 ] ) );
}
const observed: Array< ( entries: unknown[] ) => void > = [];

beforeAll( () => {
	Object.assign( window, {
		matchMedia: ( query: string ) => ( {
			matches: matches( query ),
			addEventListener: () => {},
			removeEventListener: () => {},
		} ),
		IntersectionObserver: class {
			constructor( private cb: ( entries: unknown[] ) => void ) {
				observed.push( cb );
			}
			observe( target: Element ) {
				this.cb( [ { target, isIntersecting: true } ] );
			}
			unobserve() {}
			disconnect() {}
		},
		ResizeObserver: class {
			observe() {}
			disconnect() {}
		},
	} );
} );

const settings = {
	motion_fx_motion_fx_scrolling: 'yes',
	motion_fx_translateY_effect: 'yes',
	motion_fx_translateY_speed: 4,
	motion_fx_devices: [ 'desktop' ],
};
const frames = async () => {
	await new Promise( ( r ) => setTimeout( r, 0 ) );
	await new Promise( ( r ) => requestAnimationFrame( () => r( null ) ) );
};

describe( 'motion handler', () => {
	beforeEach( () => {
		width = 1280;
		reduced = false;
		document.body.innerHTML = '<div id="fx"></div>';
	} );

	it( 'animates on a listed device and clears everything on teardown', async () => {
		const element = document.getElementById( 'fx' ) as HTMLElement;
		const teardown = mount( motion, element, settings );
		await frames();
		expect( element.style.transform ).toMatch( /^translateY\(/ );
		( teardown as () => void )();
		expect( element.style.transform ).toBe( '' );
	} );

	it( 'stays still on a device outside the list, and for reduced motion', async () => {
		const element = document.getElementById( 'fx' ) as HTMLElement;
		width = 500;
		const off = mount( motion, element, settings );
		await frames();
		expect( element.style.transform ).toBe( '' );
		( off as () => void )();
		width = 1280;
		reduced = true;
		const still = mount( motion, element, settings );
		await frames();
		expect( element.style.transform ).toBe( '' );
		( still as () => void )();
	} );

	it( 'moves a background to an enlarged layer and restores it', () => {
		const element = document.getElementById( 'fx' ) as HTMLElement;
		element.style.backgroundImage = 'url(a.png)';
		const teardown = mount( motion, element, {
			background_motion_fx_motion_fx_scrolling: 'yes',
			background_motion_fx_translateY_effect: 'yes',
			background_motion_fx_translateY_speed: 5,
		} );
		const layer = element.querySelector< HTMLElement >( '.vitrine-motion-bg__layer' );
		expect( layer?.style.height ).toBe( '150%' );
		expect( layer?.style.width ).toBe( '100%' );
		expect( element.style.backgroundImage ).toBe( 'none' );
		( teardown as () => void )();
		expect( element.querySelector( '.vitrine-motion-bg' ) ).toBeNull();
		expect( element.style.backgroundImage ).toMatch( /^url\("?a\.png"?\)$/ );
	} );
} );
