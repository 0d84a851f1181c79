/**
 * The slides' view script: registers their handler, which loads with Swiper in the shared `slider`
 * chunk when slides are on the page (src/media/slider-handlers.ts).
 */
import { registerLazy } from '@vitrine/runtime';

registerLazy( 'slides', () =>
	import( /* webpackChunkName: "slider" */ '../../src/media/slider-handlers' ).then( ( m ) => ( {
		default: m.slides,
	} ) )
);
