/**
 * The WP Consent API (the interface WooCommerce, Site Kit and statistics plugins read) as pure
 * rules: its consent type for a law, its categories from Vitrine's (one map, shared with PHP in
 * includes/Consent/data/wp-consent-api.json), and which of its `wp_consent_{category}` cookies must
 * be written so they follow the visitor's choice (docs/consent.md, Other plugins).
 */
import map from '../../../includes/Consent/data/wp-consent-api.json';
import type { Law } from './types';

export type ApiCategory = 'functional' | 'preferences' | 'statistics' | 'statistics-anonymous' | 'marketing';
export type ApiValue = 'allow' | 'deny';
export type ConsentType = 'optin' | 'optout';

export const API_CATEGORIES = Object.keys( map.categories ) as ApiCategory[];

/** Opt-in where consent comes first (GDPR, both laws); opt-out where it is implied until refused. */
export function consentType( law: Law, implied: boolean ): ConsentType {
	return law === 'ccpa' || implied ? 'optout' : 'optin';
}

/** Each API category's value: allowed when any Vitrine category behind it may run. */
export function apiValues( allows: ( category: string ) => boolean ): Record< ApiCategory, ApiValue > {
	const values = {} as Record< ApiCategory, ApiValue >;
	for ( const category of API_CATEGORIES ) {
		const vitrine: string[] = map.categories[ category ];
		values[ category ] = vitrine.some( allows ) ? 'allow' : 'deny';
	}
	return values;
}

/**
 * The `wp_set_consent()` calls that bring the API's cookies in line: every category whose cookie is
 * missing, malformed or different. Before any decision only refusals are written (a Global Privacy
 * Control opt-out, say): an opt-in visitor without cookies is already refused, an opt-out one allowed.
 */
export function apiWrites(
	values: Record< ApiCategory, ApiValue >,
	jar: Map< string, string >,
	prefix: string,
	decided: boolean
): Array< [ ApiCategory, ApiValue ] > {
	return API_CATEGORIES.filter(
		( category ) =>
			( decided || values[ category ] === 'deny' ) &&
			jar.get( `${ prefix }_${ category }` ) !== values[ category ]
	).map( ( category ) => [ category, values[ category ] ] );
}
