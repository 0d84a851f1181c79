/**
 * Pure parts of the hotspot: settings and where a tooltip goes so it stays on screen.
 */
import type { Settings } from '@vitrine/shared';

export type Trigger = 'click' | 'hover';

export function parseHotspotSettings( raw: Settings ): { trigger: Trigger } {
	return { trigger: raw.trigger === 'hover' ? 'hover' : 'click' };
}

export interface Placement {
	/** Left edge of the tooltip relative to the point, in px. */
	x: number;
	/** Whether the tooltip opens below the point (not enough room above). */
	below: boolean;
}

const MARGIN = 8;
const OFFSET = 24;

/**
 * Centres the tooltip over the point, shifted sideways to stay inside the viewport, and flips it
 * below when there is not enough room above (and more room below).
 */
export function placeTip(
	point: { x: number; y: number },
	tip: { width: number; height: number },
	viewport: { width: number; height: number }
): Placement {
	const centred = -tip.width / 2;
	const min = MARGIN - point.x;
	const max = viewport.width - MARGIN - tip.width - point.x;
	const x = Math.round( max < min ? min : Math.min( max, Math.max( min, centred ) ) );
	const above = point.y - OFFSET - tip.height;
	const below = viewport.height - ( point.y + OFFSET + tip.height );
	return { x, below: above < MARGIN && below > above };
}
