/**
 * Pure parts of the video playlist: settings from the server, tab keyboard moves, the next video,
 * watched marks as stored, and where each provider's player interface comes from.
 */
import type { Settings } from '@vitrine/shared';

export type Provider = 'youtube' | 'vimeo' | 'hosted';

export interface PlaylistVideo {
	provider: Provider;
	id: string;
	title: string;
}

export interface PlaylistSettings {
	autoNext: boolean;
	remember: boolean;
	key: string;
	videos: PlaylistVideo[];
}

const ID_PATTERNS: Record< Provider, RegExp > = {
	youtube: /^[A-Za-z0-9_-]{11}$/,
	vimeo: /^\d{1,12}$/,
	hosted: /^$/,
};

/**
 * The settings, with each video checked; a video that is not valid becomes a hosted one (its
 *  panel then only uses the native player the server printed, or nothing).
 */
export function parsePlaylistSettings( raw: Settings ): PlaylistSettings {
	const list = Array.isArray( raw.videos ) ? raw.videos : [];
	const videos = list.map( ( item ): PlaylistVideo => {
		const v = ( item && typeof item === 'object' ? item : {} ) as Record< string, unknown >;
		const provider = String( v.provider ) as Provider;
		const id = String( v.id ?? '' );
		const valid = provider in ID_PATTERNS && ID_PATTERNS[ provider ].test( id );
		return {
			provider: valid ? provider : 'hosted',
			id: valid ? id : '',
			title: String( v.title ?? '' ).slice( 0, 200 ),
		};
	} );
	return {
		autoNext: raw.autoNext !== false,
		remember: raw.remember !== false,
		key: typeof raw.key === 'string' && /^[a-z0-9]{1,32}$/.test( raw.key ) ? raw.key : '',
		videos,
	};
}

/**
 * The tab a key moves to (ARIA tabs pattern: arrows wrap around, Home and End), or null for other
 * keys. Both arrow pairs work whatever the list's orientation: a list beside the video reads
 * top to bottom, one below it left to right, and visitors try both.
 */
export function tabForKey( key: string, current: number, count: number, rtl = false ): number | null {
	if ( count < 1 ) {
		return null;
	}
	const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
	const back = rtl ? 'ArrowRight' : 'ArrowLeft';
	switch ( key ) {
		case 'ArrowDown':
		case forward:
			return ( current + 1 ) % count;
		case 'ArrowUp':
		case back:
			return ( current - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}

/**
 * The video to play after `current` ends: the next unwatched one after it, else the next one,
 *  else none at the end of the list (a playlist does not loop by itself).
 */
export function nextVideo( current: number, count: number, watched: ReadonlySet< number > ): number | null {
	for ( let i = current + 1; i < count; i++ ) {
		if ( ! watched.has( i ) ) {
			return i;
		}
	}
	return current + 1 < count ? current + 1 : null;
}

/** Watched marks as stored: a JSON list of indexes; anything else reads as none. */
export function parseWatched( stored: string | null, count: number ): Set< number > {
	try {
		const value: unknown = JSON.parse( stored ?? '[]' );
		return new Set(
			( Array.isArray( value ) ? value : [] ).filter(
				( n ): n is number => Number.isInteger( n ) && n >= 0 && n < count
			)
		);
	} catch {
		return new Set();
	}
}

export const STORAGE_PREFIX = 'vitrine-playlist-watched-';

/** Where each provider's player interface is loaded from, and the global it defines. */
export const PLAYER_API = {
	youtube: { src: 'https://www.youtube.com/iframe_api', global: 'YT' },
	vimeo: { src: 'https://player.vimeo.com/api/player.js', global: 'Vimeo' },
} as const;

/** How long to keep polling for a provider's interface before showing the fallback link. */
export const API_TIMEOUT = 10_000;
