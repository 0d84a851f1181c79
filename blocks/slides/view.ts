/**
 * The slides' handler: Swiper with one slide per view on the server-rendered slides. Ken Burns is
 * pure CSS on Swiper's active-slide class, so it needs no script of its own.
 */
import type { Handler } from '../../src/builder/runtime/types';
import { parseSliderSettings } from '../../src/media/slider-settings';
import { mountSlider } from '../../src/media/slider';

const slides: Handler = ( { element, settings } ) =>
	mountSlider( element, {
		...parseSliderSettings( settings ),
		perView: { mobile: 1, tablet: 1, desktop: 1 },
		gap: 0,
	} );

export default slides;
