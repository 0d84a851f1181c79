/**
 * The Insights screen's arithmetic (docs/insights.md, "The Insights screen"), pure so it is tested
 * without a browser: date ranges and the period before, the report's rows turned into one series
 * per event and day, totals per entity with their rates, and the CSV of what the screen shows.
 */

export interface Row {
	day: string;
	entity: string;
	variant: string;
	event: string;
	dimension: string;
	count: number;
}

export interface Range {
	from: string;
	to: string;
}

/** What the screen can show: each view is a family of entities and the events drawn for it. */
export type View = 'popups' | 'products' | 'consent';

export const VIEW_KINDS: Record< View, string[] > = {
	popups: [ 'popup', 'offcanvas', 'bar' ],
	products: [ 'product' ],
	consent: [ 'consent' ],
};

/** The events drawn per view, in order; the close events of a popup are summed as `closes`. */
export const VIEW_EVENTS: Record< View, string[] > = {
	popups: [ 'impression', 'conversion', 'closes' ],
	products: [ 'impression' ],
	consent: [ 'impression', 'accept_all', 'reject_all', 'custom', 'dismiss', 'implied', 'optin', 'optout' ],
};

const DAY = 86400000;
const toDate = ( day: string ) => Date.UTC( +day.slice( 0, 4 ), +day.slice( 5, 7 ) - 1, +day.slice( 8, 10 ) );
const toDay = ( time: number ) => new Date( time ).toISOString().slice( 0, 10 );

export const isDay = ( value: string ) => /^\d{4}-\d{2}-\d{2}$/.test( value ) && toDay( toDate( value ) ) === value;

/** Every day from `from` to `to`, both included. */
export function daysOf( range: Range ): string[] {
	const out: string[] = [];
	for ( let t = toDate( range.from ); t <= toDate( range.to ) && out.length < 3660; t += DAY ) {
		out.push( toDay( t ) );
	}
	return out;
}

/** The last `days` days to `today`. */
export const lastDays = ( today: string, days: number ): Range => ( {
	from: toDay( toDate( today ) - ( days - 1 ) * DAY ),
	to: today,
} );

/** The period of the same length just before. */
export function previous( range: Range ): Range {
	const length = daysOf( range ).length;
	return { from: toDay( toDate( range.from ) - length * DAY ), to: toDay( toDate( range.from ) - DAY ) };
}

/** The event a row counts as on the screen (a popup's closes are one series). */
export const eventOf = ( event: string ) => ( event.startsWith( 'close_' ) ? 'closes' : event );

export const kindOf = ( entity: string ) => entity.split( ':' )[ 0 ] ?? '';

/** The rows of a view, and of one entity when `entity` is set. */
export function select( rows: Row[], view: View, entity = '' ): Row[] {
	return rows.filter( ( row ) =>
		entity ? row.entity === entity : VIEW_KINDS[ view ].includes( kindOf( row.entity ) )
	);
}

/** One series per event: the count of each day of the range (0 where nothing was counted). */
export function daily( rows: Row[], range: Range, events: string[] ): Record< string, number[] > {
	const days = daysOf( range );
	const index = new Map( days.map( ( day, i ) => [ day, i ] ) );
	const out: Record< string, number[] > = Object.fromEntries( events.map( ( e ) => [ e, days.map( () => 0 ) ] ) );
	for ( const row of rows ) {
		const i = index.get( row.day );
		const series = out[ eventOf( row.event ) ];
		if ( i !== undefined && series ) {
			series[ i ] = ( series[ i ] ?? 0 ) + row.count;
		}
	}
	return out;
}

export type Totals = Record< string, number >;

/** Totals per entity over the range: event (closes summed) → count. */
export function totals( rows: Row[], range: Range ): Record< string, Totals > {
	const out: Record< string, Totals > = {};
	for ( const row of rows ) {
		if ( row.day < range.from || row.day > range.to ) {
			continue;
		}
		const entity = ( out[ row.entity ] ??= {} );
		const event = eventOf( row.event );
		entity[ event ] = ( entity[ event ] ?? 0 ) + row.count;
	}
	return out;
}

/** Totals of one entity's rows per dimension (law or region, page): dimension → event → count. */
export function byDimension( rows: Row[], range: Range ): Record< string, Totals > {
	return totals(
		rows.map( ( row ) => ( { ...row, entity: row.dimension } ) ),
		range
	);
}

/**
 * The rate the screen shows for an entity, or null when it has no denominator: conversions per
 * impression (popups), opt-ins per category decision (consent:cat-…), accepts per showing of the
 * first layer (consent:banner…). Products have no rate here: their clicks are on Affiliate → Clicks.
 */
export function rate( entity: string, t: Totals ): number | null {
	const kind = kindOf( entity );
	const ratio = ( a: number, b: number ) => ( b > 0 ? a / b : null );
	if ( kind === 'consent' ) {
		return entity.startsWith( 'consent:cat-' )
			? ratio( t.optin ?? 0, ( t.optin ?? 0 ) + ( t.optout ?? 0 ) )
			: ratio( t.accept_all ?? 0, t.impression ?? 0 );
	}
	return kind === 'product' ? null : ratio( t.conversion ?? 0, t.impression ?? 0 );
}

/** A change against the previous period, or null when the previous period had nothing. */
export const change = ( now: number, before: number ): number | null =>
	before > 0 ? ( now - before ) / before : null;

const csvCell = ( value: string | number ) => {
	const text = String( value );
	// A cell a spreadsheet would run as a formula starts with a quote (OWASP CSV injection).
	const safe = /^[=+\-@\t\r]/.test( text ) ? `'${ text }` : text;
	return /[",\n\r]/.test( safe ) ? `"${ safe.replace( /"/g, '""' ) }"` : safe;
};

/** A table as CSV, the head first. */
export const toCsv = ( head: string[], body: Array< Array< string | number > > ) =>
	[ head, ...body ].map( ( line ) => line.map( csvCell ).join( ',' ) ).join( '\r\n' ) + '\r\n';
