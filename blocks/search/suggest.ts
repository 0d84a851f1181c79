/**
 * Pure parts of the search widget: settings, answer validation and the listbox's active option.
 */
import { urlOnOrigin, type Settings } from '@vitrine/shared';

export interface SearchSettings {
	endpoint: string;
	perPage: number;
	found: string;
	none: string;
}

export interface Suggestion {
	title: string;
	url: string;
	type: string;
}

export function parseSearchSettings( settings: Settings, origin: string ): SearchSettings | null {
	// Only this site's own REST route: a tampered setting cannot send keystrokes elsewhere.
	const endpoint = urlOnOrigin( settings.endpoint, origin );
	if ( ! endpoint ) {
		return null;
	}
	const perPage = Number( settings.perPage );
	return {
		endpoint,
		perPage: Number.isInteger( perPage ) && perPage >= 1 && perPage <= 10 ? perPage : 5,
		found: typeof settings.found === 'string' ? settings.found : '%d suggestions',
		none: typeof settings.none === 'string' ? settings.none : 'No suggestions.',
	};
}

/** The suggestions in an answer, dropping anything malformed or with a non-http(s) address. */
export function readSuggestions( body: unknown ): Suggestion[] {
	if ( ! Array.isArray( body ) ) {
		return [];
	}
	return body.flatMap( ( item ) => {
		const { title, url, type } = ( item ?? {} ) as Record< string, unknown >;
		return typeof title === 'string' && typeof url === 'string' && /^https?:\/\//i.test( url )
			? [ { title, url, type: typeof type === 'string' ? type : '' } ]
			: [];
	} );
}

/** The next active option for an arrow key: wraps around; -1 (the field itself) sits between ends. */
export function moveActive( active: number, delta: 1 | -1, count: number ): number {
	if ( count === 0 ) {
		return -1;
	}
	const next = active + delta;
	if ( next >= count ) {
		return -1;
	}
	if ( next < -1 ) {
		return count - 1;
	}
	return next;
}

/** The address to ask for suggestions, or null when the query is too short to ask. */
export function suggestUrl( config: SearchSettings, query: string ): string | null {
	const q = query.trim();
	if ( q.length < 2 ) {
		return null;
	}
	const url = new URL( config.endpoint );
	url.searchParams.set( 'q', q.slice( 0, 100 ) );
	url.searchParams.set( 'per_page', String( config.perPage ) );
	return url.href;
}
