/**
 * The URL state of a grid's filters other than taxonomies (docs/loop.md, URL contract), as pure
 * functions shared with the server's includes/Loop/Url.php through includes/rules/loop-url.json:
 *
 * - `e-meta-{widgetId}-{key}`: meta values, `a+b` (every value), `a~b` (any), `!a` (none of them);
 * - `e-range-{widgetId}-{key}`: `min..max`, either end may be left out (`10..`, `..50`);
 * - `e-search-{widgetId}`: words, form-encoded (`+` is a space);
 * - `e-sort-{widgetId}`: a sort key, `-desc` for the descending order;
 * - `e-sale-{widgetId}`: `1`, products on sale only (WooCommerce's on-sale ids).
 *
 * Setting any of them drops the grid's page, as a taxonomy filter does (withParam).
 */
import RULES from '../../includes/rules/loop-url.json';
import {
	decodeFilterValue,
	encodeFilterValue,
	pageKey,
	parseQuery,
	stringifyQuery,
	type TermFilter,
} from './url-state';

export interface Range {
	min: number | null;
	max: number | null;
}

export interface Sort {
	key: string;
	desc: boolean;
}

export interface Facets {
	meta: Record< string, TermFilter >;
	range: Record< string, Range >;
	search: string;
	sort: Sort | null;
	/** Products on sale only (`e-sale-{widgetId}=1`). */
	sale: boolean;
}

const KEY = new RegExp( RULES.key );
const NUMBER = new RegExp( RULES.number );

export const isFacetKey = ( key: unknown ): key is string => typeof key === 'string' && KEY.test( key );
export const metaKey = ( widgetId: string, key: string ) => RULES.metaPrefix + widgetId + '-' + key;
export const rangeKey = ( widgetId: string, key: string ) => RULES.rangePrefix + widgetId + '-' + key;
export const searchKey = ( widgetId: string ) => RULES.searchPrefix + widgetId;
export const sortKey = ( widgetId: string ) => RULES.sortPrefix + widgetId;
export const saleKey = ( widgetId: string ) => RULES.salePrefix + widgetId;

/** `min..max` with either end optional; null when malformed, empty at both ends, or min above max. */
export function decodeRange( raw: string ): Range | null {
	const at = raw.indexOf( RULES.range );
	if ( at < 0 ) {
		return null;
	}
	const ends: [ string, string ] = [ raw.slice( 0, at ), raw.slice( at + RULES.range.length ) ];
	if ( ends.some( ( end ) => end !== '' && ! NUMBER.test( end ) ) || ends.every( ( end ) => end === '' ) ) {
		return null;
	}
	const read = ( end: string ) => ( end === '' ? null : Number( end ) );
	const min = read( ends[ 0 ] );
	const max = read( ends[ 1 ] );
	return min !== null && max !== null && min > max ? null : { min, max };
}

const DAY = new RegExp( RULES.day );
const FORM_DAY = new RegExp( RULES.formDay );

/**
 * Whether a number of the URL is a real day written YYYYMMDD (the `date` range's ends; docs/loop.md,
 * "URL contract"): 20260231 is not, nor is 2026.
 */
export function isDay( value: number | null ): boolean {
	const parts = value !== null && Number.isInteger( value ) ? DAY.exec( String( value ) ) : null;
	if ( ! parts ) {
		return false;
	}
	const [ year, month, day ] = parts.slice( 1 ).map( Number ) as [ number, number, number ];
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isDayRange = ( range: Range ) => [ range.min, range.max ].every( ( end ) => end === null || isDay( end ) );

/** The YYYYMMDD number of what a date field holds (YYYY-MM-DD), or null when it is no real day. */
export function dayFromForm( text: string ): number | null {
	const parts = FORM_DAY.exec( text );
	const day = parts ? Number( parts.slice( 1 ).join( '' ) ) : null;
	return day !== null && isDay( day ) ? day : null;
}

/** A YYYYMMDD number as a date field's value (YYYY-MM-DD). */
export const dayToForm = ( day: number ) => String( day ).replace( /^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3' );

/** The names a day format needs, from the page (includes/Loop/ChipLabels.php `day_names`). */
export interface DayNames {
	months: string[];
	monthsShort: string[];
	days: string[];
	daysShort: string[];
}

/**
 * A YYYYMMDD day written in a PHP date format, as wp_date() writes it, for the letters in
 * rules.dayTokens (the server only hands out formats made of those; ChipLabels::day_format).
 * A backslash writes the next character as it is.
 */
export function formatDay( format: string, names: DayNames, day: number ): string {
	const text = String( day );
	const year = Number( text.slice( 0, 4 ) );
	const month = Number( text.slice( 4, 6 ) );
	const date = Number( text.slice( 6, 8 ) );
	const weekday = new Date( Date.UTC( year, month - 1, date ) ).getUTCDay();
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	const suffix = () => {
		if ( date % 100 >= 11 && date % 100 <= 13 ) {
			return 'th';
		}
		return [ 'th', 'st', 'nd', 'rd' ][ date % 10 ] ?? 'th';
	};
	const tokens: Record< string, () => string > = {
		d: () => pad( date ),
		D: () => names.daysShort[ weekday ] ?? '',
		j: () => String( date ),
		l: () => names.days[ weekday ] ?? '',
		S: suffix,
		F: () => names.months[ month - 1 ] ?? '',
		M: () => names.monthsShort[ month - 1 ] ?? '',
		m: () => pad( month ),
		n: () => String( month ),
		Y: () => String( year ),
		y: () => pad( year % 100 ),
	};
	let out = '';
	for ( let i = 0; i < format.length; i++ ) {
		const char = format[ i ] as string;
		if ( char === '\\' ) {
			out += format[ ++i ] ?? '';
		} else {
			out += tokens[ char ]?.() ?? char;
		}
	}
	return out;
}

/** A number as the URL writes it: no exponent, no trailing zeros, at most four decimals. */
const writeNumber = ( value: number ) => String( Math.round( value * 10000 ) / 10000 );

export function encodeRange( range: Range ): string {
	const ok = ( value: number | null ) => value !== null && Number.isFinite( value );
	if ( ! ok( range.min ) && ! ok( range.max ) ) {
		return '';
	}
	const end = ( value: number | null ) => ( ok( value ) ? writeNumber( value as number ) : '' );
	return end( range.min ) + RULES.range + end( range.max );
}

/**
 * Search words from a form-encoded value: `+` is a space, percent escapes are decoded, spaces are
 * collapsed; at most searchMax characters. A broken escape or invalid UTF-8 reads as no search.
 */
export function decodeSearch( raw: string ): string {
	let text: string;
	try {
		text = decodeURIComponent( raw.replace( /\+/g, ' ' ) );
	} catch {
		return '';
	}
	return Array.from( text.replace( /\s+/g, ' ' ).trim() ).slice( 0, RULES.searchMax ).join( '' );
}

/** The words form-encoded as a browser's GET form writes them (a space as `+`). */
export const encodeSearch = ( text: string ) =>
	encodeURIComponent( decodeSearch( encodeURIComponent( text ) ) ).replace( /%20/g, '+' );

export function decodeSort( raw: string ): Sort | null {
	const desc = raw.endsWith( RULES.desc );
	const key = desc ? raw.slice( 0, -RULES.desc.length ) : raw;
	return KEY.test( key ) ? { key, desc } : null;
}

export const encodeSort = ( sort: Sort ) => ( KEY.test( sort.key ) ? sort.key + ( sort.desc ? RULES.desc : '' ) : '' );

/** The well-formed meta, range, search and sort state of a grid in a query string. */
export function readFacets( search: string, widgetId: string ): Facets {
	const facets: Facets = { meta: {}, range: {}, search: '', sort: null, sale: false };
	const after = ( key: string, prefix: string ) => ( key.startsWith( prefix ) ? key.slice( prefix.length ) : '' );
	for ( const [ key, value ] of parseQuery( search ) ) {
		const meta = after( key, metaKey( widgetId, '' ) );
		const range = after( key, rangeKey( widgetId, '' ) );
		if ( KEY.test( meta ) ) {
			const filter = decodeFilterValue( value, true );
			if ( filter ) {
				facets.meta[ meta ] = filter;
			}
		} else if ( KEY.test( range ) ) {
			const read = decodeRange( value );
			if ( read && ( range !== RULES.dayKey || isDayRange( read ) ) ) {
				facets.range[ range ] = read;
			}
		} else if ( key === searchKey( widgetId ) ) {
			facets.search = decodeSearch( value );
		} else if ( key === sortKey( widgetId ) ) {
			facets.sort = decodeSort( value );
		} else if ( key === saleKey( widgetId ) ) {
			facets.sale = value === RULES.saleOn;
		}
	}
	return facets;
}

/**
 * The query string with one parameter set in place (appended when new) or removed when the value
 * is empty; the grid's page is always dropped, as a new result set starts on page 1.
 */
export function withParam( search: string, widgetId: string, name: string, value: string ): string {
	const pairs = parseQuery( search ).filter( ( [ k ] ) => k !== pageKey( widgetId ) );
	const at = pairs.findIndex( ( [ k ] ) => k === name );
	const kept = pairs.filter( ( [ k ] ) => k !== name );
	if ( value ) {
		kept.splice( at < 0 ? kept.length : at, 0, [ name, value ] );
	}
	return stringifyQuery( kept );
}

export const withMeta = ( search: string, widgetId: string, key: string, filter: TermFilter | null ) =>
	withParam( search, widgetId, metaKey( widgetId, key ), filter ? encodeFilterValue( filter, true ) : '' );
export const withRange = ( search: string, widgetId: string, key: string, range: Range | null ) =>
	withParam( search, widgetId, rangeKey( widgetId, key ), range ? encodeRange( range ) : '' );
export const withSearch = ( search: string, widgetId: string, text: string ) =>
	withParam( search, widgetId, searchKey( widgetId ), encodeSearch( text ) );
export const withSort = ( search: string, widgetId: string, sort: Sort | null ) =>
	withParam( search, widgetId, sortKey( widgetId ), sort ? encodeSort( sort ) : '' );
export const withSale = ( search: string, widgetId: string, sale: boolean ) =>
	withParam( search, widgetId, saleKey( widgetId ), sale ? RULES.saleOn : '' );

/**
 * How many filters and sorts a query string holds, over every grid: a page with more than
 * indexableFilters of them asks search engines not to index it (docs/loop.md, "Crawling").
 */
export function activeFilters( search: string ): number {
	const prefixes = [
		RULES.filterPrefix,
		RULES.metaPrefix,
		RULES.rangePrefix,
		RULES.searchPrefix,
		RULES.sortPrefix,
		RULES.salePrefix,
	];
	return parseQuery( search ).filter(
		( [ key, value ] ) => value !== '' && prefixes.some( ( prefix ) => key.startsWith( prefix ) )
	).length;
}
