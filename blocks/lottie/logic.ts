/**
 * Pure parts of the Lottie block: settings and the scroll position to frame mapping.
 */
import type { Settings } from '@vitrine/shared';

export type LottieTrigger = 'load' | 'scroll' | 'hover' | 'click';

export interface LottieSettings {
	src: string;
	trigger: LottieTrigger;
	loop: boolean;
	speed: number;
}

const TRIGGERS: LottieTrigger[] = [ 'load', 'scroll', 'hover', 'click' ];

export function parseLottieSettings( raw: Settings ): LottieSettings | null {
	let src = '';
	try {
		const url = new URL( String( raw.src ?? '' ), window.location.href );
		src = /^https?:$/.test( url.protocol ) && raw.src ? url.href : '';
	} catch {
		src = '';
	}
	if ( ! src ) {
		return null;
	}
	const speed = Number( raw.speed );
	return {
		src,
		trigger: TRIGGERS.includes( raw.trigger as LottieTrigger ) ? ( raw.trigger as LottieTrigger ) : 'load',
		loop: raw.loop !== false,
		speed: Number.isFinite( speed ) && speed > 0 ? Math.min( 5, Math.max( 0.1, speed ) ) : 1,
	};
}

/**
 * How far the element has travelled through the viewport: 0 when its top enters at the bottom,
 * 1 when its bottom leaves at the top.
 */
export function scrollProgress( top: number, height: number, viewportHeight: number ): number {
	const total = viewportHeight + height;
	if ( total <= 0 ) {
		return 0;
	}
	return Math.min( 1, Math.max( 0, ( viewportHeight - top ) / total ) );
}
