/**
 * The settings schemas' reader in the browser (src/settings/schema.ts) over the cases the server's
 * test runs too (tests/fixtures/settings/consent.json; tests/php/SettingsSchemaTest.php runs them
 * against SettingsSchema and Consent\Options), and the generated types kept equal to the schemas.
 * Read from disk, so the test holds the code to the files.
 */
import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { resolve } from 'path';
import {
	checkValue,
	completeValue,
	defaultsOf,
	parseSettings,
	resolveSchema,
	type SchemaFile,
} from '../../../src/settings/schema';

const ROOT = resolve( __dirname, '../../..' );
const read = ( path: string ) => JSON.parse( readFileSync( resolve( ROOT, path ), 'utf8' ) );

interface Cases {
	valid: Array< { name: string; value: unknown } >;
	invalid: Array< { name: string; value: unknown } >;
	complete: Array< { name: string; key: string; value: unknown; expect: unknown } >;
	defaults: Record< string, unknown >;
}

const CASES: Cases = read( 'tests/fixtures/settings/consent.json' );
const SCHEMA = resolveSchema( read( 'includes/schemas/consent.json' ) as SchemaFile );

describe( 'the consent schema shared with the server (tests/fixtures/settings/consent.json)', () => {
	it.each( CASES.valid )( 'accepts $name', ( c ) => expect( checkValue( SCHEMA, c.value ) ).toBeNull() );

	it.each( CASES.invalid )( 'rejects $name', ( c ) =>
		expect( checkValue( SCHEMA, c.value ) ).toEqual( expect.any( String ) )
	);

	it( 'gives the defaults (the regions come from the server)', () => {
		const { regions, ...rest } = defaultsOf( SCHEMA ) as Record< string, unknown >;
		expect( regions ).toEqual( {} );
		expect( rest ).toEqual( CASES.defaults );
	} );

	it.each( CASES.complete )( 'completes $name', ( c ) =>
		expect( completeValue( SCHEMA.properties?.[ c.key ] ?? {}, c.value ) ).toEqual( c.expect )
	);

	it( 'parses a valid value completed, and an invalid one as the defaults', () => {
		const parsed = parseSettings< Record< string, unknown > >( SCHEMA, { law: 'ccpa' } );
		expect( parsed.law ).toBe( 'ccpa' );
		expect( parsed.lifetime ).toBe( CASES.defaults.lifetime );
		expect( parseSettings< Record< string, unknown > >( SCHEMA, { law: 'lgpd' } ).law ).toBe( CASES.defaults.law );
	} );

	it( 'says which key is wrong', () => {
		expect( checkValue( SCHEMA, { buttons: { '1': { url: 5 } } } ) ).toBe(
			'value[buttons][1][url] is not a string'
		);
		expect( checkValue( SCHEMA, { shade: 1 } ) ).toBe( 'shade is not a valid property of value' );
	} );
} );

describe( 'the generated types (src/settings/*.generated.ts)', () => {
	it( 'are what tools/settings-types.mjs writes from includes/schemas/', () => {
		expect( () =>
			execFileSync( process.execPath, [ resolve( ROOT, 'tools/settings-types.mjs' ), '--check' ], {
				stdio: 'pipe',
			} )
		).not.toThrow();
	} );
} );
