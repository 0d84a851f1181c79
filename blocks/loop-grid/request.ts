/**
 * Builds the refresh request of a loop grid, as pure functions: POST {rest base}vitrine/v1/refresh-loop
 * with post_id, widget_filters, widget_id and pagination_base_url (plus page when not the first),
 * and in edit mode widget_model, is_edit_mode and the X-WP-Nonce header when a nonce exists.
 */
import type { TermFilter } from './url-state';

export const ROUTE = 'vitrine/v1/refresh-loop';

export interface WidgetFilter {
	filterType: 'taxonomy';
	filterData: { selectedTaxonomy: string; terms: string[]; logicalJoin: 'AND' | 'OR'; exclude?: true };
}

export interface RefreshInput {
	restBase: string;
	postId: number;
	widgetId: string;
	filters: Record< string, TermFilter >;
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

/** The route's widget_filters (docs/loop.md, Refresh route): one taxonomy filter per taxonomy in the URL. */
export function toWidgetFilters( filters: Record< string, TermFilter > ): Record< string, WidgetFilter > {
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
	return out;
}

export function buildRefreshRequest( input: RefreshInput ): { url: string; init: RequestInit } {
	const body: Record< string, unknown > = {
		post_id: input.postId,
		widget_filters: toWidgetFilters( input.filters ),
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

/**
 * The markup of a refresh answer, or null for anything docs/loop.md counts as an empty result: a status
 * of 400 or above, a non-ok answer, or a body without a `data` string.
 */
export async function readRefreshResponse( response: Response ): Promise< string | null > {
	if ( ! response.ok || response.status >= 400 ) {
		return null;
	}
	try {
		const json: unknown = await response.json();
		const data = json && typeof json === 'object' ? ( json as { data?: unknown } ).data : undefined;
		return typeof data === 'string' ? data : null;
	} catch {
		return null;
	}
}
