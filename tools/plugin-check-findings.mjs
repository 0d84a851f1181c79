/**
 * Plugin Check's report, read: `wp plugin check --format=json` prints, for each file with
 * findings, a line "FILE: <path>" followed by a JSON array of them (tools/plugin-check.sh).
 */

/**
 * @param {string} text Plugin Check's output.
 * @return {{file: string, line: number, column: number, type: string, code: string, message: string}[]} Its findings.
 */
export function parseReport( text ) {
	const findings = [];
	for ( const block of text.split( /^FILE: /m ).slice( 1 ) ) {
		const newline = block.indexOf( '\n' );
		const file = block.slice( 0, newline ).trim();
		for ( const finding of JSON.parse( block.slice( newline + 1 ).trim() ) ) {
			findings.push( { file, ...finding } );
		}
	}
	return findings;
}

/**
 * @param {{file: string, type: string}[]} findings
 * @return {{errors: number, warnings: number, files: number}} The counts CI prints.
 */
export function countFindings( findings ) {
	const errors = findings.filter( ( f ) => f.type === 'ERROR' ).length;
	return {
		errors,
		warnings: findings.length - errors,
		files: new Set( findings.map( ( f ) => f.file ) ).size,
	};
}
