/**
 * The carousel's handler: Swiper on the server-rendered slides (media or testimonial skin).
 * Settings are parsed once; everything else is in src/media/slider.ts, shared with the slides.
 */
import type { Handler } from '../../src/builder/runtime/types';
import { parseSliderSettings } from '../../src/media/slider-settings';
import { mountSlider } from '../../src/media/slider';

const carousel: Handler = ( { element, settings } ) =>
	mountSlider( element, parseSliderSettings( settings, { perView: { mobile: 1, tablet: 2, desktop: 3 } } ) );

export default carousel;
