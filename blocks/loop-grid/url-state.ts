/**
 * The loop filters' URL state, as pure functions: the address bar is the source of truth, so a
 * filtered grid is shareable, crawlable and restored by the back button.
 *
 * `e-filter-{widgetId}-{taxonomy}` carries the selected term slugs: `a+b` (posts with every term,
 * operator AND), `a~b` (posts with any term, operator IN), a leading `!` excludes the listed terms
 * (operator NOT IN). `e-page-{widgetId}` carries the grid's page and is removed when its filters
 * change. Values are kept raw (never re-encoded): WordPress slugs are already URL-safe, and a `+`
 * must stay a literal `+`, which URLSearchParams would turn into `%2B`.
 */

import RULES from '../../includes/rules/loop-url.json';

export type Join = 'AND' | 'OR';
export type Operator = 'AND' | 'IN' | 'NOT IN';

export interface TermFilter {
	terms: string[];
	join: Join;
	/** True for a `!` value: the listed terms are excluded. */
	exclude: boolean;
}

export type Pair = [ string, string ];

// The names, separators and patterns come from includes/rules/loop-url.json, which the server's
// includes/Loop/Url.php reads too (docs/loop.md): one contract for both languages.
export const AND = RULES.and;
export const OR = RULES.or;
export const NOT = RULES.not;
const SLUG = new RegExp( RULES.slug );
const META_VALUE = new RegExp( RULES.metaValue );
const WIDGET_ID = new RegExp( RULES.widgetId );
const TAXONOMY = new RegExp( RULES.taxonomy );
const PAGE = new RegExp( RULES.page );
const PAGED_PATH = new RegExp( RULES.pagedPath );

/** A separator as it arrives percent-encoded (`+` as `%2B`), matched in either case. */
const encoded = ( separator: string ) => {
	// Stryker disable next-line StringLiteral: every separator's code (+ ~ !) has two hex digits: nothing to pad.
	const hex = separator.charCodeAt( 0 ).toString( 16 ).padStart( 2, '0' );
	return new RegExp( '%' + hex, 'gi' );
};

export const isWidgetId = ( id: unknown ): id is string => typeof id === 'string' && WIDGET_ID.test( id );
export const filterKey = ( widgetId: string, taxonomy: string ) => RULES.filterPrefix + widgetId + '-' + taxonomy;
export const pageKey = ( widgetId: string ) => RULES.pagePrefix + widgetId;

/**
 * Whether a query parameter belongs to a grid: its page, or one of its filters (taxonomy, meta,
 * range, search, sort; docs/loop.md, URL contract). Those are what a refresh of that grid changes.
 */
export function isOwnKey( key: string, widgetId: string ): boolean {
	return (
		key === pageKey( widgetId ) ||
		key === RULES.searchPrefix + widgetId ||
		key === RULES.sortPrefix + widgetId ||
		key === RULES.salePrefix + widgetId ||
		[ RULES.filterPrefix, RULES.metaPrefix, RULES.rangePrefix ].some( ( prefix ) =>
			key.startsWith( prefix + widgetId + '-' )
		)
	);
}

/** The query operator of a filter, as WP_Query's tax_query names it. */
export function queryOperator( filter: TermFilter ): Operator {
	if ( filter.exclude ) {
		return 'NOT IN';
	}
	return filter.join === 'AND' && filter.terms.length > 1 ? 'AND' : 'IN';
}

/**
 * Reads a raw (still percent-encoded) filter value. A value that mixes `+` and `~`, has an empty
 * term or a character no slug has, is malformed: null. A `+` may reach us as a space or as `%2B`.
 * Meta values (`e-meta-…`, `meta` true) keep their case and may hold a dot (`1.5`).
 */
export function decodeFilterValue( raw: string, meta = false ): TermFilter | null {
	// Form encoding writes a `+` as a space, which may arrive encoded again as %20.
	let value = raw
		.replace( encoded( AND ), AND )
		.replace( encoded( OR ), OR )
		.replace( encoded( NOT ), NOT )
		.replace( /%20| /g, AND );
	const exclude = value.startsWith( NOT );
	if ( exclude ) {
		value = value.slice( 1 );
	}
	const hasAnd = value.includes( AND );
	const hasOr = value.includes( OR );
	// Stryker disable next-line ConditionalExpression,LogicalOperator,BlockStatement: an empty term, or a `+` inside a `~` list (or the reverse), fails the slug pattern below anyway: this check only names the rule.
	if ( ! value || ( hasAnd && hasOr ) ) {
		return null;
	}
	const terms = value.split( hasOr ? OR : AND ).map( ( term ) => ( meta ? term : term.toLowerCase() ) );
	if ( terms.some( ( term ) => ! ( meta ? META_VALUE : SLUG ).test( term ) ) ) {
		return null;
	}
	return { terms: [ ...new Set( terms ) ], join: hasOr ? 'OR' : 'AND', exclude };
}

/** Writes a filter value; an empty filter writes '' (the parameter is then removed). */
export function encodeFilterValue( filter: TermFilter, meta = false ): string {
	const terms = filter.terms.filter( ( term ) => ( meta ? META_VALUE : SLUG ).test( term ) );
	if ( ! terms.length ) {
		return '';
	}
	return ( filter.exclude ? NOT : '' ) + terms.join( filter.join === 'OR' ? OR : AND );
}

/** The query string's pairs, raw and in order ('?a=1&b' gives [['a','1'],['b','']]). */
export function parseQuery( search: string ): Pair[] {
	return search
		.replace( /^\?/, '' )
		.split( '&' )
		.filter( Boolean )
		.map( ( part ): Pair => {
			const at = part.indexOf( '=' );
			return at < 0 ? [ part, '' ] : [ part.slice( 0, at ), part.slice( at + 1 ) ];
		} );
}

export function stringifyQuery( pairs: Pair[] ): string {
	const query = pairs.map( ( [ key, value ] ) => ( value === '' ? key : `${ key }=${ value }` ) ).join( '&' );
	return query ? `?${ query }` : '';
}

/** The well-formed filters of a grid in a query string, by taxonomy. Malformed ones are ignored. */
export function readFilters( search: string, widgetId: string ): Record< string, TermFilter > {
	const prefix = filterKey( widgetId, '' );
	const filters: Record< string, TermFilter > = {};
	for ( const [ key, value ] of parseQuery( search ) ) {
		// Stryker disable next-line StringLiteral: the fallback only has to fail the taxonomy pattern, as '' and Stryker's "Stryker was here!" both do.
		const taxonomy = key.startsWith( prefix ) ? key.slice( prefix.length ) : '';
		const filter = TAXONOMY.test( taxonomy ) ? decodeFilterValue( value ) : null;
		if ( filter ) {
			filters[ taxonomy ] = filter;
		}
	}
	return filters;
}

/** The grid's page in a query string: 1 unless a whole number above 1 is given. */
export function readPage( search: string, widgetId: string ): number {
	const pair = parseQuery( search ).find( ( [ key ] ) => key === pageKey( widgetId ) );
	const page = pair && PAGE.test( pair[ 1 ] ) ? Number( pair[ 1 ] ) : 1;
	return Math.max( 1, page );
}

/**
 * The query string with one taxonomy's filter set (or removed when null or empty). Changing a
 * filter always drops the grid's page: the new result set starts on page 1.
 */
export function withFilter( search: string, widgetId: string, taxonomy: string, filter: TermFilter | null ): string {
	const key = filterKey( widgetId, taxonomy );
	const value = filter ? encodeFilterValue( filter ) : '';
	const pairs = parseQuery( search ).filter( ( [ k ] ) => k !== pageKey( widgetId ) );
	const at = pairs.findIndex( ( [ k ] ) => k === key );
	const kept = pairs.filter( ( [ k ] ) => k !== key );
	if ( value ) {
		kept.splice( at < 0 ? kept.length : at, 0, [ key, value ] );
	}
	return stringifyQuery( kept );
}

/** The query string showing the grid's page (page 1 is the absence of the parameter). */
export function withPage( search: string, widgetId: string, page: number ): string {
	const pairs = parseQuery( search ).filter( ( [ k ] ) => k !== pageKey( widgetId ) );
	if ( page > 1 ) {
		pairs.push( [ pageKey( widgetId ), String( Math.floor( page ) ) ] );
	}
	return stringifyQuery( pairs );
}

/**
 * A filter after the visitor pressed a term. With multiple selection the term is added or removed
 * and the terms are joined by the filter's logical join; without it the term replaces the selection
 * (or clears it when it was the selected one). An excluding filter is replaced, never extended.
 */
export function toggleTerm(
	current: TermFilter | null,
	term: string,
	options: { multiple: boolean; join: Join }
): TermFilter | null {
	const selected = current && ! current.exclude ? current.terms : [];
	let terms: string[];
	if ( selected.includes( term ) ) {
		terms = selected.filter( ( t ) => t !== term );
	} else {
		terms = options.multiple ? [ ...selected, term ] : [ term ];
	}
	return terms.length ? { terms, join: options.join, exclude: false } : null;
}

/** The pagination base: the page's URL without `page`, `paged`, or the grid's own parameters. */
export function paginationBaseUrl( href: string, widgetId: string ): string {
	const url = new URL( href );
	const own = ( key: string ) => RULES.stripped.includes( key ) || isOwnKey( key, widgetId );
	const search = stringifyQuery( parseQuery( url.search ).filter( ( [ key ] ) => ! own( key ) ) );
	return url.origin + url.pathname.replace( PAGED_PATH, '/' ) + search;
}
