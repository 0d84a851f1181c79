/**
 * The browser side of the shared cases (tests/fixtures/rules/form-fields.json; tests/php/FormRulesTest.php
 * runs the server side): each field becomes a control with the constraint attributes its type has in
 * includes/rules/form-fields.json (the PHP test holds the markup to the same list), the value is put
 * in as a script would, and the verdict comes from the control's ValidityState and the checks beyond
 * it (blocks/form/validity.ts). A value no control of that type can hold must be one the case says a
 * visitor cannot give.
 */
import { readFileSync } from 'fs';
import { resolve } from 'path';
import { checkField, readValue, type Control } from '../validity';
import { parseFormSettings } from '../validate';
import type { FieldRule } from '../rules';

interface Case {
	field: Record< string, unknown > & { type: string; label: string };
	value: unknown;
	verdict: string | null;
	message: string | null;
	browser?: string;
}

// Read from disk, not through the module, so the test holds the code to the files.
const read = ( file: string ) => JSON.parse( readFileSync( resolve( __dirname, '../../..', file ), 'utf8' ) );
const RULES = read( 'includes/rules/form-fields.json' ) as {
	types: Record< string, { control: string; constraints: string[]; maxLength?: number; step?: string } >;
};
const CASES = ( read( 'tests/fixtures/rules/form-fields.json' ) as { cases: Case[] } ).cases;

/** The field as the server prints it in data-settings (Markup::settings()), for this one field. */
function rule( field: Case[ 'field' ] ): FieldRule {
	const limit = RULES.types[ field.type ]?.maxLength ?? 0;
	const own = Number( field.maxLength ?? 0 );
	const settings = {
		...field,
		name: 'f',
		accept: String( field.accept ?? 'pdf, jpg, jpeg, png' )
			.split( ',' )
			.map( ( ext ) => ext.trim() ),
		maxLength: own && limit ? Math.min( own, limit ) : limit,
	};
	const parsed = parseFormSettings( { endpoint: `${ location.origin }/x`, fields: [ settings ] }, location.origin );
	return parsed!.fields[ 0 ]!;
}

/** The field's controls, with the constraint attributes its type carries (as Markup::field() prints them). */
function controls( field: Case[ 'field' ], settings: FieldRule ): Control[] {
	const { control, constraints, step } = RULES.types[ field.type ]!;
	const has = ( name: string ) => constraints.includes( name );
	const constrain = ( element: Control ) => {
		const set = ( name: string, value: unknown ) =>
			value !== undefined && value !== '' && value !== 0 && element.setAttribute( name, String( value ) );
		if ( has( 'required' ) && field.required ) {
			element.setAttribute( 'required', '' );
		}
		set( 'pattern', has( 'pattern' ) ? field.pattern : undefined );
		set( 'min', has( 'min' ) ? field.min : undefined );
		set( 'max', has( 'max' ) ? field.max : undefined );
		set( 'minlength', has( 'minlength' ) ? settings.minLength : undefined );
		set( 'maxlength', has( 'maxlength' ) ? settings.maxLength : undefined );
		set( 'accept', has( 'accept' ) ? settings.accept.map( ( e ) => `.${ e }` ).join( ',' ) : undefined );
		set( 'step', step );
		return element;
	};
	const input = ( type: string, value?: string ) => {
		const element = document.createElement( 'input' );
		element.type = type;
		element.name = 'fields[f]';
		if ( value !== undefined ) {
			element.value = value;
		}
		return element;
	};
	const options = ( field.options ?? [] ) as string[];
	let made: Control[];
	if ( control === 'group' ) {
		made = options.map( ( option ) => constrain( input( field.type, option ) ) );
	} else if ( control === 'checkbox' ) {
		made = [ constrain( input( 'checkbox', '1' ) ) ];
	} else if ( control === 'select' ) {
		const select = document.createElement( 'select' );
		select.append( new Option( 'Choose…', '' ), ...options.map( ( option ) => new Option( option, option ) ) );
		made = [ constrain( select ) ];
	} else if ( control === 'textarea' ) {
		made = [ constrain( document.createElement( 'textarea' ) ) ];
	} else {
		made = [ constrain( input( field.type === 'number' ? 'number' : field.type ) ) ];
	}
	const form = document.createElement( 'form' );
	form.append( ...made );
	document.body.replaceChildren( form );
	return made;
}

/** Puts the case's value in, as a script would; false when the controls cannot hold it. */
function give( value: unknown, made: Control[], settings: FieldRule ): boolean {
	const inputs = made as HTMLInputElement[];
	if ( settings.type === 'file' ) {
		const file = value as { file: string; size: number } | null;
		Object.defineProperty( inputs[ 0 ], 'files', {
			value: file ? [ { name: file.file, size: file.size } ] : [],
		} );
		return true;
	}
	if ( [ 'radio', 'checkbox', 'acceptance' ].includes( settings.type ) ) {
		const wanted = ( Array.isArray( value ) ? value : [ value ] ).filter( ( v ) => v !== '' ) as string[];
		inputs.forEach( ( i ) => ( i.checked = wanted.includes( i.value ) ) );
		return wanted.every( ( v ) => inputs.some( ( i ) => i.value === v ) );
	}
	const text =
		typeof value === 'object' && value !== null
			? ( value as { repeat: string; times: number } ).repeat.repeat( ( value as { times: number } ).times )
			: String( value );
	made[ 0 ]!.value = text;
	return readValue( settings, made ) === text;
}

describe.each( CASES.map( ( c, i ) => [ i, c.field.type, JSON.stringify( c.value ), c ] as const ) )(
	'shared case #%d: %s %s',
	( _, __, ___, testCase ) => {
		it( testCase.message ? `says “${ testCase.message }”` : 'passes', () => {
			const settings = rule( testCase.field );
			const made = controls( testCase.field, settings );
			if ( ! give( testCase.value, made, settings ) ) {
				// No control of this type holds the value: only the server's check stands for it.
				expect( testCase.browser ).toEqual( expect.any( String ) );
				return;
			}
			expect( checkField( settings, made ) ).toBe( testCase.message );
			// The control's own validity agrees with the message (the form's checkValidity() too).
			expect( made[ 0 ]!.checkValidity() ).toBe( testCase.message === null );
		} );
	}
);

it( 'reads every case (the PHP test reads the same file)', () => {
	expect( CASES.length ).toBeGreaterThanOrEqual( 50 );
	expect( new Set( CASES.map( ( c ) => c.field.type ) ) ).toEqual(
		new Set( Object.keys( RULES.types ).filter( ( t ) => t !== 'hidden' ) )
	);
} );
