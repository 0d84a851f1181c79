/**
 * The Lottie handler with the player replaced by a recording fake.
 */
type Listener = () => void;
const mockAnims: Array< Record< string, any > > = [];
jest.mock( 'lottie-web/build/player/lottie_light', () => ( {
	__esModule: true,
	default: {
		loadAnimation: ( params: Record< string, unknown > ) => {
			const listeners: Record< string, Listener > = {};
			const anim = {
				params,
				totalFrames: 91,
				play: jest.fn(),
				pause: jest.fn(),
				setSpeed: jest.fn(),
				goToAndStop: jest.fn(),
				destroy: jest.fn(),
				addEventListener: ( name: string, fn: Listener ) => ( listeners[ name ] = fn ),
				fire: ( name: string ) => listeners[ name ]?.(),
			};
			mockAnims.push( anim );
			return anim;
		},
	},
} ) );

import lottieHandler from '../player';
import { mount } from '../../../tests/unit/handler-mount';

let reduce = false;
beforeEach( () => {
	mockAnims.length = 0;
	reduce = false;
	window.matchMedia = ( ( q: string ) => ( {
		matches: reduce && q.includes( 'reduce' ),
	} ) ) as unknown as typeof window.matchMedia;
	( window as any ).IntersectionObserver = class {
		observe() {}
		disconnect() {}
	};
} );

function markup( button = false ) {
	const el = document.createElement( 'div' );
	el.innerHTML = `<div class="vitrine-lottie__stage" aria-label="Spin"><div class="vitrine-lottie__player"></div></div>${
		button ? '<button class="vitrine-lottie__toggle" data-pause-label="Pause: Spin">Play: Spin</button>' : ''
	}`;
	return el;
}

describe( 'lottie handler', () => {
	it( 'loads the light SVG player with the settings and plays on load', () => {
		const el = markup();
		const teardown = mount( lottieHandler, el, { src: '/a.json', speed: 2, loop: false } );
		const anim = mockAnims[ 0 ]!;
		expect( anim.params ).toMatchObject( {
			renderer: 'svg',
			path: 'http://localhost/a.json',
			loop: false,
			autoplay: false,
		} );
		expect( anim.setSpeed ).toHaveBeenCalledWith( 2 );
		anim.fire( 'DOMLoaded' );
		expect( anim.play ).toHaveBeenCalled();
		expect( el.classList.contains( 'is-loaded' ) ).toBe( true );
		teardown?.();
		expect( anim.destroy ).toHaveBeenCalled();
	} );

	it( 'toggles with the button and says so', () => {
		const el = markup( true );
		mount( lottieHandler, el, { src: '/a.json', trigger: 'click' } );
		const anim = mockAnims[ 0 ]!;
		anim.fire( 'DOMLoaded' );
		expect( anim.play ).not.toHaveBeenCalled();
		const button = el.querySelector( 'button' )!;
		button.click();
		expect( anim.play ).toHaveBeenCalled();
		expect( button.textContent ).toBe( 'Pause: Spin' );
		button.click();
		expect( anim.pause ).toHaveBeenCalled();
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( button.textContent ).toBe( 'Play: Spin' );
	} );

	it( 'does nothing for reduced motion, a bad address or missing markup', () => {
		reduce = true;
		const el = markup();
		mount( lottieHandler, el, { src: '/a.json' } );
		expect( el.classList.contains( 'is-static' ) ).toBe( true );
		reduce = false;
		mount( lottieHandler, markup(), { src: 'ftp://x/a.json' } );
		mount( lottieHandler, document.createElement( 'div' ), { src: '/a.json' } );
		expect( mockAnims ).toHaveLength( 0 );
	} );

	it( 'marks a failed download and keeps the fallback', () => {
		const el = markup();
		mount( lottieHandler, el, { src: '/missing.json' } );
		mockAnims[ 0 ]!.fire( 'data_failed' );
		expect( el.classList.contains( 'is-failed' ) ).toBe( true );
		expect( el.classList.contains( 'is-loaded' ) ).toBe( false );
	} );
} );
