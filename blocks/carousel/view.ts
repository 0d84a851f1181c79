/**
 * The carousel's view script: registers its handler, which loads with Swiper in the shared `slider`
 * chunk when a carousel is on the page (src/media/slider-handlers.ts).
 */
import { registerLazy } from '@vitrine/runtime';

registerLazy( 'carousel', () =>
	import( /* webpackChunkName: "slider" */ '../../src/media/slider-handlers' ).then( ( m ) => ( {
		default: m.carousel,
	} ) )
);
