/**
 * The Lottie block's view script: registers its handler, whose code (lottie-web's light SVG player,
 * blocks/lottie/player.ts) loads in its own chunk after the page's first paint, so parsing the
 * player never delays the first render or blocks the main thread while the page loads.
 */
import { registerLazy } from '@vitrine/runtime';

/** Resolves after the next frame has been painted (a frame callback, then a task after it). */
function afterPaint(): Promise< void > {
	return new Promise( ( resolve ) => window.requestAnimationFrame( () => window.setTimeout( resolve, 0 ) ) );
}

registerLazy( 'lottie', () => afterPaint().then( () => import( /* webpackChunkName: "lottie" */ './player' ) ) );
