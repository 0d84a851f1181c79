/**
 * Background motion: the element's background image moves to a layer inside it that is larger than
 * the element by 10 * speed percent along the axes that move, so the layer can travel without showing
 * an edge. The layer sits behind the content (`isolation: isolate` on the element, z-index -1 on the
 * layer's clip box) and is removed, with the element's own styles restored, on teardown.
 */
import { backgroundEnlargement } from './formulas';
import type { MotionConfig } from './settings';

export interface BackgroundLayer {
	layer: HTMLElement;
	remove: () => void;
}

/** The layer's size in percent of its element, per axis. */
export function layerSize( config: MotionConfig ): { width: number; height: number } {
	const { translateX, translateY } = config.scroll;
	const track = config.mouse.mouseTrack?.speed ?? 0;
	return {
		width: 100 + backgroundEnlargement( Math.max( translateX?.speed ?? 0, track ) ),
		height: 100 + backgroundEnlargement( Math.max( translateY?.speed ?? 0, track ) ),
	};
}

export function createBackgroundLayer( element: HTMLElement, config: MotionConfig ): BackgroundLayer {
	const doc = element.ownerDocument;
	const computed = doc.defaultView?.getComputedStyle( element );
	const saved = element.getAttribute( 'style' );
	const clip = doc.createElement( 'div' );
	const layer = doc.createElement( 'div' );
	const { width, height } = layerSize( config );
	clip.className = 'vitrine-motion-bg';
	clip.setAttribute( 'aria-hidden', 'true' );
	clip.style.cssText =
		'position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:-1;border-radius:inherit';
	layer.className = 'vitrine-motion-bg__layer';
	layer.style.cssText = `position:absolute;top:0;left:0;width:${ width }%;height:${ height }%;will-change:transform`;
	if ( computed ) {
		layer.style.backgroundImage = computed.backgroundImage;
		layer.style.backgroundSize = computed.backgroundSize === 'auto' ? 'cover' : computed.backgroundSize;
		layer.style.backgroundPosition = computed.backgroundPosition;
		layer.style.backgroundRepeat = computed.backgroundRepeat;
		if ( computed.position === 'static' ) {
			element.style.position = 'relative';
		}
	}
	element.style.backgroundImage = 'none';
	element.style.isolation = 'isolate';
	clip.appendChild( layer );
	// Layouts that style `> :first-child` (WordPress's flow layout zeroes its top margin) would move
	// the content down once the layer comes first: the former first child keeps its own margin.
	const first = element.firstElementChild as HTMLElement | null;
	const firstSaved = first?.style.marginBlockStart ?? '';
	const marginBefore = first && computed ? doc.defaultView!.getComputedStyle( first ).marginBlockStart : '';
	element.prepend( clip );
	if ( first && marginBefore && doc.defaultView!.getComputedStyle( first ).marginBlockStart !== marginBefore ) {
		first.style.marginBlockStart = marginBefore;
	}
	return {
		layer,
		remove: () => {
			clip.remove();
			if ( first ) {
				first.style.marginBlockStart = firstSaved;
			}
			if ( saved === null ) {
				element.removeAttribute( 'style' );
			} else {
				element.setAttribute( 'style', saved );
			}
		},
	};
}
