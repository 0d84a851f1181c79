/**
 * tools/open-cookie-database.mjs on a CSV with broken rows: each is reported with its line and left
 * out, the good rows (quoted commas and line breaks included) are kept.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TOOL = resolve( __dirname, '../../../tools/open-cookie-database.mjs' );
const HEADER =
	'ID,Platform,Category,Cookie / Data Key name,Domain,Description,Retention period,Data Controller,User Privacy & GDPR Rights Portals,Wildcard match';

function build( csv: string ) {
	const dir = mkdtempSync( join( tmpdir(), 'ocd-' ) );
	writeFileSync( join( dir, 'in.csv' ), csv );
	const out = join( dir, 'out.json' );
	const run = spawnSync( 'node', [ TOOL, join( dir, 'in.csv' ), out ], { encoding: 'utf8' } );
	return run.status === 0
		? { ok: true, data: JSON.parse( readFileSync( out, 'utf8' ) ), stderr: run.stderr }
		: { ok: false, stderr: run.stderr };
}

describe( 'building the Open Cookie Database copy', () => {
	it( 'keeps good rows and reports broken ones by line', () => {
		const csv = [
			HEADER,
			'1,Google Analytics,Analytics,_ga,,"Counts visits, with a comma",2 years,Google,https://x,0',
			'2,Broken,Analytics,short,row',
			'3,Other,Sometimes,_odd,,desc,1 day,X,https://x,0',
			'4,Hotjar,Analytics,_hj,,"Two',
			'lines",1 year,Hotjar,https://x,1',
			'5,Nobody,Marketing,,,no name,1 day,X,https://x,0',
			'6,Ads,Marketing,_ads,,desc,1 day,X,https://x,2',
		].join( '\n' );
		const result = build( csv );
		expect( result.ok ).toBe( true );
		expect( result.data.cookies.map( ( c: unknown[] ) => c[ 0 ] ) ).toEqual( [ '_ga', '_hj' ] );
		expect( result.data.purposes ).toContain( 'Counts visits, with a comma' );
		expect( result.data.purposes ).toContain( 'Two\nlines' );
		expect( result.data.cookies[ 1 ][ 1 ] ).toBe( 1 );
		expect( result.stderr ).toContain( 'line 3: 5 fields instead of 10; row left out' );
		expect( result.stderr ).toContain( 'line 4: unknown category "Sometimes"' );
		expect( result.stderr ).toContain( 'line 7: no cookie name' );
		expect( result.stderr ).toContain( 'line 8: wildcard must be 0 or 1, not "2"' );
	} );

	it( 'refuses a file that is not the database, with a clear message', () => {
		const result = build( 'name,value\na,b\n' );
		expect( result.ok ).toBe( false );
		expect( result.stderr ).toMatch( /does not start with the expected header/ );
	} );
} );
