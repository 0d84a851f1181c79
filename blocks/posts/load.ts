/**
 * Pure parts of the posts widget's loading: settings, the next-page request and answer validation.
 */
import { urlOnOrigin, type Settings } from '@vitrine/shared';

export interface PostsSettings {
	endpoint: string;
	postId: number;
	block: number;
	page: number;
	pages: number;
	infinite: boolean;
	loaded: string;
	failed: string;
	/** The archive an Archive Posts block lists, '' for the Posts variation. */
	archive: string;
}

const int = ( value: unknown, min: number ) => {
	const n = Number( value );
	return Number.isInteger( n ) && n >= min ? n : null;
};

export function parsePostsSettings( settings: Settings, origin: string ): PostsSettings | null {
	const endpoint = urlOnOrigin( settings.endpoint, origin ); // Only this site: docs/security.md.
	const postId = int( settings.postId, 1 );
	const block = int( settings.block, 1 );
	const page = int( settings.page, 1 );
	const pages = int( settings.pages, 0 );
	if ( ! endpoint || ! postId || ! block || ! page || pages === null ) {
		return null;
	}
	return {
		endpoint,
		postId,
		block,
		page,
		pages,
		infinite: settings.pagination === 'infinite',
		loaded: typeof settings.loaded === 'string' ? settings.loaded : '%d more posts loaded.',
		failed: typeof settings.failed === 'string' ? settings.failed : 'Loading failed.',
		archive: typeof settings.archive === 'string' ? settings.archive : '',
	};
}

export function pageUrl( config: PostsSettings, page: number ): string {
	const url = new URL( config.endpoint );
	url.searchParams.set( 'post_id', String( config.postId ) );
	url.searchParams.set( 'block', String( config.block ) );
	url.searchParams.set( 'page', String( page ) );
	if ( config.archive ) {
		url.searchParams.set( 'archive', config.archive );
	}
	return url.href;
}

export function readPage( body: unknown ): { html: string; pages: number } | null {
	if ( ! body || typeof body !== 'object' ) {
		return null;
	}
	const { html, pages } = body as { html?: unknown; pages?: unknown };
	return typeof html === 'string' && Number.isInteger( pages ) ? { html, pages: pages as number } : null;
}

/** Vertical extent of a laid-out element, relative to the page (only top and bottom matter here). */
export interface Extent {
	top: number;
	bottom: number;
}

/**
 * The min-height (px) that keeps room for the next batch of cards while it loads: the grid down to
 * the end of its cards, a row gap, and as much again as the last batch took. Reserving it at the
 * click means the content under the grid moves once, while the visitor expects it (within CLS's
 * 500 ms input window), not when a slow answer arrives (docs/widgets-content.md, "Posts").
 */
export function reservedHeight( grid: Extent, lastBatch: Extent, gap: number ): number {
	const batch = Math.max( 0, lastBatch.bottom - lastBatch.top );
	return Math.max( 0, lastBatch.bottom - grid.top ) + ( batch ? gap + batch : 0 );
}
