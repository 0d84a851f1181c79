/**
 * Pure parts of the gallery: settings, tag matching, index wrapping and swipe detection.
 */
import type { Settings } from '@vitrine/shared';

export interface GallerySettings {
	lightbox: boolean;
	filter: boolean;
	label: string;
}

export function parseGallerySettings( raw: Settings ): GallerySettings {
	return {
		lightbox: raw.lightbox !== false,
		filter: raw.filter === true,
		label: typeof raw.label === 'string' && raw.label.trim() ? raw.label.trim() : 'Gallery',
	};
}

/** Whether an item (its space-separated tag slugs) shows for the chosen tag ('' is all). */
export function matchesTag( itemTags: string, tag: string ): boolean {
	return tag === '' || itemTags.split( /\s+/ ).includes( tag );
}

/** The index after moving by `step` through `count` items, wrapping around both ends. */
export function wrapIndex( index: number, step: number, count: number ): number {
	if ( count <= 0 ) {
		return 0;
	}
	return ( ( ( index + step ) % count ) + count ) % count;
}

/**
 * A horizontal swipe: 1 for "next" (finger moved left), -1 for "previous", 0 for anything else
 * (too short, or more vertical than horizontal, which is a scroll).
 */
export function swipeDirection( dx: number, dy: number, threshold = 50 ): -1 | 0 | 1 {
	if ( Math.abs( dx ) < threshold || Math.abs( dx ) < Math.abs( dy ) * 1.5 ) {
		return 0;
	}
	return dx < 0 ? 1 : -1;
}
