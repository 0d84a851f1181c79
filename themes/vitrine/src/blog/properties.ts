/**
 * The blog's page-properties object (the keys of docs/theme.md), read defensively: anything malformed turns
 * the feature off rather than throwing.
 */
import type { Settings } from '@vitrine/shared';

export interface BlogProperties {
	masonryStatus: 'enabled' | 'disabled';
	masonryColumns: number;
	blogLayout: string;
	infScroll: 'enabled' | 'disabled';
	maxPages: number;
	endpoint: string;
	lang: string;
	query: Record< string, unknown >;
	isRTL: boolean;
	isCustomize: boolean;
	/** The live region's text after n posts were added, at index n ("%d" for n), translated by the server. */
	announce: string[];
}

const enabled = ( value: unknown ) => ( value === 'enabled' || value === true ? 'enabled' : 'disabled' );

export function readProperties( raw: Settings | null ): BlogProperties | null {
	if ( ! raw ) {
		return null;
	}
	const maxPages = Number( raw.maxPages );
	const columns = Number( raw.masonryColumns );
	const query = raw.query;
	return {
		masonryStatus: enabled( raw.masonryStatus ),
		masonryColumns: Number.isInteger( columns ) && columns > 0 ? columns : 3,
		blogLayout: typeof raw.blogLayout === 'string' ? raw.blogLayout : 'grid',
		infScroll: enabled( raw.infScroll ),
		maxPages: Number.isInteger( maxPages ) && maxPages > 0 ? maxPages : 1,
		endpoint: typeof raw.endpoint === 'string' ? raw.endpoint : '',
		lang: typeof raw.lang === 'string' ? raw.lang : '',
		query:
			query && typeof query === 'object' && ! Array.isArray( query )
				? ( query as Record< string, unknown > )
				: {},
		isRTL: raw.isRTL === true,
		isCustomize: raw.isCustomize === true,
		announce: Array.isArray( raw.announce )
			? raw.announce.map( ( text ) => ( typeof text === 'string' ? text : '' ) )
			: [],
	};
}

export interface Preview {
	uuid: string;
	nonce: string;
}

/** The Customizer preview's changeset and nonce, when the page runs inside it. */
export function customizerPreview( win: Window ): Preview | null {
	const settings = ( win as unknown as { wp?: { customize?: { settings?: Record< string, any > } } } ).wp?.customize
		?.settings;
	const uuid = settings?.changeset?.uuid;
	const nonce = settings?.nonce?.preview;
	return typeof uuid === 'string' && uuid ? { uuid, nonce: typeof nonce === 'string' ? nonce : '' } : null;
}

/**
 * The request URL for a page: the endpoint with the page number appended, a language segment when a
 * language is set, and the changeset and nonce in the Customizer preview.
 */
export function requestUrl( props: BlogProperties, page: number, preview: Preview | null, base: string ): string {
	const endpoint = props.endpoint.endsWith( '/' ) ? props.endpoint : props.endpoint + '/';
	const url = new URL( endpoint + page + ( props.lang ? '/' + encodeURIComponent( props.lang ) : '' ), base );
	if ( props.isCustomize && preview ) {
		url.searchParams.set( 'customize_changeset_uuid', preview.uuid );
		url.searchParams.set( 'customize_preview_nonce', preview.nonce );
	}
	return url.toString();
}

/**
 * The announcement after `count` posts were added: the server's text for that number, or for the
 * largest number it printed (a longer page than the setting said), with the number filled in.
 */
export function announcement( props: BlogProperties, count: number ): string {
	const text = props.announce[ count ] || props.announce[ props.announce.length - 1 ] || '';
	return text.replace( '%d', String( count ) );
}
