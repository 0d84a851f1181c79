/**
 * CSV for the proof-of-consent export: the same file `wp vitrine consent export` writes
 * (includes/Consent/RecordsCsv.php), from the format both read, includes/rules/csv.json
 * (docs/consent.md). Every cell is quoted, and a cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe.
 */
import RULES from '../../../includes/rules/csv.json';

export interface ConsentRecordRow {
	id: number;
	consent_id: string;
	created_at: string;
	action: string;
	accepted: boolean;
	categories: Record< string, boolean >;
	version: string;
	law: string;
	ccpa_optout: boolean;
}

/** The byte order mark a download starts with, so spreadsheets read UTF-8. */
export const CSV_BOM = RULES.bom;

/** One quoted cell; a list becomes one cell of its items. (Callers write booleans as yes or no.) */
export function csvCell( value: string | number | null | undefined | Array< string | number > ): string {
	let text = Array.isArray( value ) ? value.map( String ).join( RULES.listSeparator ) : String( value ?? '' );
	if ( text !== '' && RULES.formulaStart.includes( text.charAt( 0 ) ) ) {
		text = RULES.formulaPrefix + text;
	}
	return RULES.quote + text.split( RULES.quote ).join( RULES.quote + RULES.quote ) + RULES.quote;
}

export function csvLine( cells: Array< Parameters< typeof csvCell >[ 0 ] > ): string {
	return cells.map( csvCell ).join( RULES.separator ) + RULES.lineEnd;
}

const yesNo = ( value: boolean | undefined ) => {
	if ( value === undefined ) {
		return '';
	}
	return value ? RULES.consentRecords.yes : RULES.consentRecords.no;
};

/** The records: the rule's columns, then one yes/no column per category any record names, sorted. */
export function recordsToCsv( records: ConsentRecordRow[] ): string {
	const columns = RULES.consentRecords.columns as Array< Exclude< keyof ConsentRecordRow, 'categories' > >;
	const slugs = [ ...new Set( records.flatMap( ( r ) => Object.keys( r.categories ) ) ) ].sort();
	const rows = records.map( ( r ) => [
		...columns.map( ( column ) => {
			const value = r[ column ];
			return typeof value === 'boolean' ? yesNo( value ) : value;
		} ),
		...slugs.map( ( slug ) => yesNo( r.categories[ slug ] ) ),
	] );
	return [ [ ...columns, ...slugs ], ...rows ].map( csvLine ).join( '' );
}
