/**
 * Builds the refresh request of a loop grid, as pure functions: POST {rest base}vitrine/v1/refresh-loop
 * with post_id, widget_filters, widget_id and pagination_base_url (plus page when not the first),
 * and in edit mode widget_model, is_edit_mode and the X-WP-Nonce header when a nonce exists.
 */
import type { Facets } from './facet-state';
import type { TermFilter } from './url-state';

export const ROUTE = 'vitrine/v1/refresh-loop';

export type WidgetFilter =
	| {
			filterType: 'taxonomy';
			filterData: { selectedTaxonomy: string; terms: string[]; logicalJoin: 'AND' | 'OR'; exclude?: true };
	  }
	| { filterType: 'meta'; filterData: { key: string; values: string[]; logicalJoin: 'AND' | 'OR'; exclude?: true } }
	| { filterType: 'range'; filterData: { key: string; min: number | null; max: number | null } }
	| { filterType: 'search'; filterData: { query: string } }
	| { filterType: 'sort'; filterData: { key: string; order: 'ASC' | 'DESC' } }
	| { filterType: 'sale'; filterData: Record< string, never > };

export interface RefreshInput {
	restBase: string;
	postId: number;
	widgetId: string;
	filters: Record< string, TermFilter >;
	/** Meta, range, search and sort (blocks/loop-grid/facet-state.ts). */
	facets?: Facets;
	page: number;
	paginationBaseUrl: string;
	/** Only in the editor: the grid's unsaved attributes and the REST nonce. */
	edit?: { model: Record< string, unknown >; nonce?: string };
}

/** The route's URL under a REST base, with pretty permalinks (`/wp-json/`) or without (`?rest_route=/`). */
export function refreshUrl( restBase: string ): string {
	if ( restBase.includes( 'rest_route=' ) ) {
		return restBase.replace( /rest_route=([^&]*)/, ( _, base: string ) => {
			const path = decodeURIComponent( base ).replace( /\/?$/, '/' );
			return 'rest_route=' + encodeURIComponent( path + ROUTE ).replace( /%2F/g, '/' );
		} );
	}
	return restBase.replace( /\/?$/, '/' ) + ROUTE;
}

/**
 * The route's widget_filters (docs/loop.md, Refresh route): one taxonomy filter per taxonomy in the
 * URL, then one filter per meta key and range, the search, the sort and the on-sale filter.
 */
export function toWidgetFilters(
	filters: Record< string, TermFilter >,
	facets?: Facets
): Record< string, WidgetFilter > {
	const out: Record< string, WidgetFilter > = {};
	for ( const [ taxonomy, filter ] of Object.entries( filters ) ) {
		out[ taxonomy ] = {
			filterType: 'taxonomy',
			filterData: {
				selectedTaxonomy: taxonomy,
				terms: filter.terms,
				logicalJoin: filter.join,
				...( filter.exclude ? { exclude: true as const } : {} ),
			},
		};
	}
	for ( const [ key, filter ] of Object.entries( facets?.meta ?? {} ) ) {
		out[ 'meta-' + key ] = {
			filterType: 'meta',
			filterData: {
				key,
				values: filter.terms,
				logicalJoin: filter.join,
				...( filter.exclude ? { exclude: true as const } : {} ),
			},
		};
	}
	for ( const [ key, range ] of Object.entries( facets?.range ?? {} ) ) {
		out[ 'range-' + key ] = { filterType: 'range', filterData: { key, min: range.min, max: range.max } };
	}
	if ( facets?.search ) {
		out.search = { filterType: 'search', filterData: { query: facets.search } };
	}
	if ( facets?.sort ) {
		out.sort = {
			filterType: 'sort',
			filterData: { key: facets.sort.key, order: facets.sort.desc ? 'DESC' : 'ASC' },
		};
	}
	if ( facets?.sale ) {
		// A colon never appears in a taxonomy's name, so this key cannot meet one.
		out[ 'sale:' ] = { filterType: 'sale', filterData: {} };
	}
	return out;
}

export function buildRefreshRequest( input: RefreshInput ): { url: string; init: RequestInit } {
	const body: Record< string, unknown > = {
		post_id: input.postId,
		widget_filters: toWidgetFilters( input.filters, input.facets ),
		widget_id: input.widgetId,
		pagination_base_url: input.paginationBaseUrl,
	};
	if ( input.page > 1 ) {
		body.page = input.page;
	}
	const headers: Record< string, string > = { 'Content-Type': 'application/json', Accept: 'application/json' };
	if ( input.edit ) {
		body.widget_model = input.edit.model;
		body.is_edit_mode = true;
		if ( input.edit.nonce ) {
			headers[ 'X-WP-Nonce' ] = input.edit.nonce;
		}
	}
	return {
		url: refreshUrl( input.restBase ),
		init: { method: 'POST', headers, body: JSON.stringify( body ), credentials: 'same-origin' },
	};
}

/** Facet counts of a refresh answer: how many posts hold each value of each meta key (docs/loop.md, "Counts"). */
export type Counts = Record< string, Record< string, number > >;

/**
 * The markup and facet counts of a refresh answer, or null for anything docs/loop.md counts as an
 * empty result: a status of 400 or above, a non-ok answer, or a body without a `data` string.
 */
export async function readRefreshAnswer( response: Response ): Promise< { markup: string; counts: Counts } | null > {
	if ( ! response.ok || response.status >= 400 ) {
		return null;
	}
	try {
		const json: unknown = await response.json();
		const body = json && typeof json === 'object' ? ( json as { data?: unknown; counts?: unknown } ) : {};
		if ( typeof body.data !== 'string' ) {
			return null;
		}
		const counts = body.counts && typeof body.counts === 'object' ? ( body.counts as Counts ) : {};
		return { markup: body.data, counts };
	} catch {
		return null;
	}
}

/** The markup of a refresh answer, or null (see readRefreshAnswer). */
export async function readRefreshResponse( response: Response ): Promise< string | null > {
	return ( await readRefreshAnswer( response ) )?.markup ?? null;
}
