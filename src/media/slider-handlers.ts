/**
 * The handlers of the Swiper-based blocks (carousel, slides), in the one lazy `slider` chunk with
 * Swiper's core and the modules src/media/slider.ts uses: a page with both blocks loads Swiper once.
 * Their view scripts (blocks/carousel/view.ts, blocks/slides/view.ts) only register the loader.
 */
import type { Handler } from '../builder/runtime/types';
import { parseSliderSettings } from './slider-settings';
import { mountSlider } from './slider';

/** Media or testimonial skin, 1 / 2 / 3 per view by default. */
export const carousel: Handler = ( { element, settings, signal } ) =>
	mountSlider( element, parseSliderSettings( settings, { perView: { mobile: 1, tablet: 2, desktop: 3 } } ), signal );

/** One slide per view, no gap; Ken Burns is pure CSS on Swiper's active-slide class. */
export const slides: Handler = ( { element, settings, signal } ) =>
	mountSlider(
		element,
		{
			...parseSliderSettings( settings ),
			perView: { mobile: 1, tablet: 1, desktop: 1 },
			gap: 0,
		},
		signal
	);
