/**
 * The carousel handler with Swiper replaced by a recording fake: which options it gets, how keys,
 * pointer, focus and the pause button drive it, and that teardown undoes everything.
 */
const mockInstances: MockSwiper[] = [];
class MockSwiper {
	params: Record< string, any >;
	autoplay: { running: boolean; start: jest.Mock; stop: jest.Mock } = {
		running: false,
		start: jest.fn( (): void => {
			this.autoplay.running = true;
		} ),
		stop: jest.fn( (): void => {
			this.autoplay.running = false;
		} ),
	};
	slideNext = jest.fn();
	slidePrev = jest.fn();
	destroy = jest.fn();
	constructor(
		public el: HTMLElement,
		params: Record< string, any >
	) {
		this.params = params;
		this.autoplay.running = Boolean( params.autoplay );
		mockInstances.push( this );
	}
}
jest.mock( 'swiper', () => ( {
	__esModule: true,
	get default() {
		return MockSwiper;
	},
} ) );
jest.mock( 'swiper/modules', () => ( { A11y: 'a11y', Autoplay: 'autoplay', Navigation: 'nav', Pagination: 'pag' } ) );

import { carousel } from '../../../src/media/slider-handlers';
import { mount } from '../../../tests/unit/handler-mount';

function markup( slides = 4 ) {
	const el = document.createElement( 'div' );
	el.innerHTML = `<div class="vitrine-slider__viewport swiper"><div class="swiper-wrapper">${ '<div class="swiper-slide"></div>'.repeat(
		slides
	) }</div></div><div class="vitrine-slider__controls"><button class="vitrine-slider__prev"></button><div class="vitrine-slider__pagination"></div><button class="vitrine-slider__toggle" hidden></button><button class="vitrine-slider__next"></button></div>`;
	document.body.append( el );
	return el;
}

function setReducedMotion( reduce: boolean ) {
	window.matchMedia = ( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
		addEventListener() {},
		removeEventListener() {},
	} ) ) as unknown as typeof window.matchMedia;
}

describe( 'carousel handler', () => {
	beforeEach( () => {
		mockInstances.length = 0;
		document.body.innerHTML = '';
		setReducedMotion( false );
	} );

	it( 'passes the documented defaults, the devices and the controls to Swiper', () => {
		const el = markup();
		mount( carousel, el, { perView: { desktop: 4 }, gap: 10 } );
		const { params } = mockInstances[ 0 ]!;
		expect( params ).toMatchObject( {
			speed: 300,
			touchAngle: 45,
			longSwipesMs: 300,
			longSwipesRatio: 0.5,
			resistanceRatio: 0.85,
			slidesPerView: 1,
			spaceBetween: 10,
			breakpoints: { 768: { slidesPerView: 2 }, 1025: { slidesPerView: 4 } },
			autoplay: false,
		} );
		expect( params.navigation.nextEl ).toBe( el.querySelector( '.vitrine-slider__next' ) );
		expect( params.pagination.el ).toBe( el.querySelector( '.vitrine-slider__pagination' ) );
		expect( el.classList.contains( 'is-ready' ) ).toBe( true );
	} );

	it( 'moves with the arrow keys pressed inside it', () => {
		const el = markup();
		mount( carousel, el, {} );
		el.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } ) );
		el.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'ArrowLeft', bubbles: true } ) );
		el.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } ) );
		expect( mockInstances[ 0 ]!.slideNext ).toHaveBeenCalledTimes( 1 );
		expect( mockInstances[ 0 ]!.slidePrev ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'holds autoplay for pointer and focus, and stops it with the button', () => {
		const el = markup();
		mount( carousel, el, { autoplay: true, delay: 2000 } );
		const swiper = mockInstances[ 0 ]!;
		expect( swiper.params.autoplay ).toEqual( { delay: 2000, disableOnInteraction: false } );
		el.dispatchEvent( new Event( 'pointerenter' ) );
		expect( swiper.autoplay.running ).toBe( false );
		el.dispatchEvent( new Event( 'pointerleave' ) );
		expect( swiper.autoplay.running ).toBe( true );
		const toggle = el.querySelector< HTMLButtonElement >( '.vitrine-slider__toggle' )!;
		expect( toggle.hidden ).toBe( false );
		toggle.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		expect( swiper.autoplay.running ).toBe( false );
		toggle.click();
		expect( toggle.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		toggle.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
		expect( swiper.autoplay.running ).toBe( false );
		toggle.click();
		expect( swiper.autoplay.running ).toBe( true );
	} );

	it( 'turns autoplay off for reduced motion and for a single slide', () => {
		setReducedMotion( true );
		mount( carousel, markup(), { autoplay: true } );
		setReducedMotion( false );
		mount( carousel, markup( 1 ), { autoplay: true } );
		expect( mockInstances.map( ( s ) => s.params.autoplay ) ).toEqual( [ false, false ] );
	} );

	it( 'tears down listeners and Swiper', () => {
		const el = markup();
		const teardown = mount( carousel, el, {} );
		teardown?.();
		el.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'ArrowRight' } ) );
		expect( mockInstances[ 0 ]!.slideNext ).not.toHaveBeenCalled();
		expect( mockInstances[ 0 ]!.destroy ).toHaveBeenCalledWith( true, true );
		expect( el.classList.contains( 'is-ready' ) ).toBe( false );
	} );

	it( 'does nothing without its markup', () => {
		const teardown = mount( carousel, document.createElement( 'div' ), {} );
		expect( mockInstances ).toHaveLength( 0 );
		expect( () => teardown?.() ).not.toThrow();
	} );
} );
