/**
 * CSV for the proof-of-consent export. Cells that a spreadsheet would run as a formula (starting
 * with = + - @ or a tab) are prefixed with a quote, and every cell is quoted.
 */
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

export function csvCell( value: unknown ): string {
	let text = String( value ?? '' );
	if ( /^[=+\-@\t\r]/.test( text ) ) {
		text = "'" + text;
	}
	return '"' + text.replace( /"/g, '""' ) + '"';
}

const yesNo = ( value: boolean | undefined ) => {
	if ( value === undefined ) {
		return '';
	}
	return value ? 'yes' : 'no';
};

export function recordsToCsv( records: ConsentRecordRow[] ): string {
	const slugs = [ ...new Set( records.flatMap( ( r ) => Object.keys( r.categories ) ) ) ].sort();
	const head = [ 'id', 'consent_id', 'created_at', 'action', 'accepted', 'version', 'law', 'ccpa_optout', ...slugs ];
	const rows = records.map( ( r ) => [
		r.id,
		r.consent_id,
		r.created_at,
		r.action,
		r.accepted ? 'yes' : 'no',
		r.version,
		r.law,
		r.ccpa_optout ? 'yes' : 'no',
		...slugs.map( ( slug ) => yesNo( r.categories[ slug ] ) ),
	] );
	return [ head, ...rows ].map( ( row ) => row.map( csvCell ).join( ',' ) ).join( '\r\n' ) + '\r\n';
}
