/**
 * The slides handler: always one slide per view and no gap, whatever the saved settings say, on
 * the shared Swiper mount (tested in full with the carousel).
 */
const mockParams: Array< Record< string, any > > = [];
jest.mock( 'swiper', () => ( {
	__esModule: true,
	default: class {
		autoplay = { running: false, start() {}, stop() {} };
		destroy = jest.fn();
		constructor( _el: HTMLElement, params: Record< string, any > ) {
			mockParams.push( params );
		}
	},
} ) );
jest.mock( 'swiper/modules', () => ( { A11y: 1, Autoplay: 2, Navigation: 3, Pagination: 4 } ) );

import { slides } from '../../../src/media/slider-handlers';
import { mount } from '../../../tests/unit/handler-mount';

it( 'shows one slide at a time with the documented defaults', () => {
	const element = document.createElement( 'div' );
	element.innerHTML =
		'<div class="vitrine-slider__viewport"><div class="swiper-wrapper"><div class="swiper-slide"></div><div class="swiper-slide"></div></div></div>';
	const teardown = mount( slides, element, {
		perView: { mobile: 3, tablet: 3, desktop: 3 },
		gap: 40,
		loop: true,
		speed: 'x',
	} );
	expect( mockParams[ 0 ] ).toMatchObject( {
		slidesPerView: 1,
		spaceBetween: 0,
		speed: 300,
		loop: true,
		breakpoints: { 768: { slidesPerView: 1 }, 1025: { slidesPerView: 1 } },
	} );
	teardown?.();
	expect( element.classList.contains( 'is-ready' ) ).toBe( false );
} );
