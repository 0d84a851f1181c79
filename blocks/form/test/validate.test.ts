import { readFileSync } from 'fs';
import { resolve } from 'path';
import { sprintf as format } from '@wordpress/i18n';
import { brokenBeyond, brokenByBrowser, parseFormSettings, type ValidityFlags } from '../validate';
import { ORDER, firstBroken, matchesFormat, message, sizeText, type FieldRule, type MessageKey } from '../rules';

const rule = ( patch: Partial< FieldRule > ): FieldRule => ( {
	name: 'f',
	type: 'text',
	label: 'Field',
	required: false,
	min: '',
	max: '',
	minLength: 0,
	maxLength: 1000,
	accept: [],
	maxSize: 2048,
	step: 0,
	...patch,
} );

const valid: ValidityFlags = {
	valueMissing: false,
	typeMismatch: false,
	badInput: false,
	patternMismatch: false,
	tooLong: false,
	tooShort: false,
	rangeUnderflow: false,
	rangeOverflow: false,
};

// The file's texts are plain strings, which sprintf's types (made for literal formats) do not take.
const sprintf = format as ( text: string, ...args: unknown[] ) => string;

// Read from disk, not through the module, so the test holds the code to the file.
const RULES = JSON.parse(
	readFileSync( resolve( __dirname, '../../../includes/rules/form-fields.json' ), 'utf8' )
) as { order: string[]; messages: Record< string, string > };

describe( 'the rules file', () => {
	it( 'orders verdicts as the file lists its messages', () => {
		expect( ORDER ).toEqual( RULES.order );
		expect( Object.keys( RULES.messages ) ).toEqual( RULES.order ); // A message for every rule.
		expect( firstBroken( [ 'pattern', 'email', 'tooLong' ] ) ).toBe( 'tooLong' );
		expect( firstBroken( [] ) ).toBeNull();
	} );

	it( 'words every verdict as the file does (the server’s messages are held to it too)', () => {
		const field = rule( { min: '1', max: '9', minLength: 2, maxLength: 5, maxSize: 1, accept: [ 'pdf', 'txt' ] } );
		const args: Partial< Record< MessageKey, string | number > > = {
			tooLong: 5,
			tooShort: 2,
			min: '1',
			max: '9',
			dateMin: '1',
			dateMax: '9',
			fileSize: '1 KB',
			fileType: 'pdf, txt',
		};
		for ( const [ key, text ] of Object.entries( RULES.messages ) ) {
			expect( message( key as MessageKey, field ) ).toBe(
				sprintf( text, 'Field', args[ key as MessageKey ] ?? '' )
			);
		}
	} );

	it( 'gives sizes in KB, then MB with one decimal', () => {
		expect( [ sizeText( 900 ), sizeText( 1024 ), sizeText( 1500 ), sizeText( 2048 ) ] ).toEqual( [
			'900 KB',
			'1 MB',
			'1.5 MB',
			'2 MB',
		] );
	} );

	it( 'knows the formats and passes unknown ones', () => {
		expect( matchesFormat( 'email', 'jo@example.com' ) ).toBe( true );
		expect( matchesFormat( 'email', 'jo@example' ) ).toBe( false );
		expect( matchesFormat( 'url', 'HTTPS://EXAMPLE.COM' ) ).toBe( true );
		expect( matchesFormat( 'nope', 'anything' ) ).toBe( true );
	} );
} );

describe( 'the browser’s verdicts, named', () => {
	it( 'maps each ValidityState flag to the rule it stands for', () => {
		const flags = ( patch: Partial< ValidityFlags > ) => ( { ...valid, ...patch } );
		expect( brokenByBrowser( valid, rule( {} ) ) ).toEqual( [] );
		expect( brokenByBrowser( flags( { valueMissing: true } ), rule( {} ) ) ).toEqual( [ 'required' ] );
		expect( brokenByBrowser( flags( { valueMissing: true } ), rule( { type: 'acceptance' } ) ) ).toEqual( [
			'accept',
		] );
		expect( brokenByBrowser( flags( { typeMismatch: true } ), rule( { type: 'email' } ) ) ).toEqual( [ 'email' ] );
		expect( brokenByBrowser( flags( { badInput: true } ), rule( { type: 'number' } ) ) ).toEqual( [ 'number' ] );
		expect( brokenByBrowser( flags( { rangeUnderflow: true } ), rule( { type: 'number' } ) ) ).toEqual( [ 'min' ] );
		expect( brokenByBrowser( flags( { rangeOverflow: true } ), rule( { type: 'date' } ) ) ).toEqual( [
			'dateMax',
		] );
		expect( brokenByBrowser( flags( { tooShort: true, patternMismatch: true } ), rule( {} ) ).sort() ).toEqual( [
			'pattern',
			'tooShort',
		] );
	} );
} );

describe( 'the browser’s verdicts on the edges', () => {
	it( 'names a value too long, and nothing for a type without a format or of unknown type', () => {
		const flags = ( patch: Partial< ValidityFlags > ) => ( { ...valid, ...patch } );
		expect( brokenByBrowser( flags( { tooLong: true } ), rule( {} ) ) ).toEqual( [ 'tooLong' ] );
		expect( brokenByBrowser( flags( { typeMismatch: true } ), rule( {} ) ) ).toEqual( [] );
		expect( brokenByBrowser( flags( { rangeUnderflow: true } ), rule( { type: 'x' } ) ) ).toEqual( [ 'min' ] );
	} );
} );

describe( 'the checks beyond the constraint attributes', () => {
	it( 'requires a value of more than spaces, a ticked box of a group, a file', () => {
		expect( brokenBeyond( rule( { required: true } ), '   ' ) ).toEqual( [ 'required' ] );
		expect( brokenBeyond( rule( {} ), '' ) ).toEqual( [] );
		expect( brokenBeyond( rule( { type: 'checkbox', required: true } ), [] ) ).toEqual( [ 'required' ] );
		expect( brokenBeyond( rule( { type: 'acceptance', required: true } ), '' ) ).toEqual( [ 'accept' ] );
		expect( brokenBeyond( rule( { type: 'file', required: true } ), null ) ).toEqual( [ 'required' ] );
	} );

	it( 'checks the formats the input types leave open, not numbers, dates or choices', () => {
		expect( brokenBeyond( rule( { type: 'email' } ), 'jo@example' ) ).toEqual( [ 'email' ] );
		expect( brokenBeyond( rule( { type: 'url' } ), 'ftp://example.com' ) ).toEqual( [ 'url' ] );
		expect( brokenBeyond( rule( { type: 'tel' } ), 'call me' ) ).toEqual( [ 'tel' ] );
		expect( brokenBeyond( rule( { type: 'number' } ), '1e3' ) ).toEqual( [] );
		expect( brokenBeyond( rule( { type: 'select' } ), 'Anything' ) ).toEqual( [] );
	} );

	it( 'measures neither a chosen option nor a list of ticked boxes as text, and passes unknown types', () => {
		expect( brokenBeyond( rule( { type: 'select', maxLength: 3 } ), 'Anything' ) ).toEqual( [] );
		expect( brokenBeyond( rule( { type: 'radio', minLength: 20 } ), 'Yes' ) ).toEqual( [] );
		expect( brokenBeyond( rule( { minLength: 3 } ), [ 'a' ] ) ).toEqual( [] );
		expect( brokenBeyond( rule( { type: 'x' } ), 'anything' ) ).toEqual( [] );
		expect( brokenBeyond( rule( { type: 'x', maxLength: 3 } ), 'abcd' ) ).toEqual( [ 'tooLong' ] );
	} );

	it( 'counts characters as the server does', () => {
		expect( brokenBeyond( rule( { maxLength: 3 } ), '😀😀😀' ) ).toEqual( [] );
		expect( brokenBeyond( rule( { maxLength: 3 } ), 'abcd' ) ).toEqual( [ 'tooLong' ] );
		expect( brokenBeyond( rule( { minLength: 3 } ), 'ab' ) ).toEqual( [ 'tooShort' ] );
	} );

	it( 'checks a file’s size and extension', () => {
		const file = rule( { type: 'file', accept: [ 'pdf', 'png' ], maxSize: 1024 } );
		expect( brokenBeyond( file, { name: 'cv.PDF', size: 1000 } ) ).toEqual( [] );
		expect( brokenBeyond( file, { name: 'cv.exe', size: 1000 } ) ).toEqual( [ 'fileType' ] );
		expect( brokenBeyond( file, { name: 'cv', size: 2 * 1024 * 1024 } ) ).toEqual( [ 'fileSize', 'fileType' ] );
		expect( brokenBeyond( file, { name: 'cv.pdf', size: 1024 * 1024 } ) ).toEqual( [] ); // Exactly the limit.
		expect( brokenBeyond( file, { name: 'cv.pdf', size: 1024 * 1024 + 1 } ) ).toEqual( [ 'fileSize' ] );
		// A name without a dot has no extension, even when it is an accepted one.
		expect( brokenBeyond( file, { name: 'pdf', size: 1 } ) ).toEqual( [ 'fileType' ] );
	} );
} );

describe( 'settings', () => {
	it( 'parses settings and rejects another origin or broken fields', () => {
		const origin = 'http://localhost';
		const ok = parseFormSettings(
			{
				endpoint: `${ origin }/wp-json/vitrine/v1/form`,
				steps: 3,
				fields: [ { name: 'a', required: true, minLength: 2, maxLength: -1 }, null, { type: 'x' } ],
			},
			origin
		);
		expect( ok?.steps ).toBe( 3 );
		expect( ok?.fields.map( ( f ) => [ f.name, f.type, f.label, f.required, f.minLength, f.maxLength ] ) ).toEqual(
			[ [ 'a', 'text', 'a', true, 2, 0 ] ]
		);
		expect( parseFormSettings( { endpoint: 'https://evil.test/x', fields: [] }, origin ) ).toBeNull();
		expect( parseFormSettings( { endpoint: `${ origin }/x` }, origin ) ).toBeNull();
		expect( parseFormSettings( { endpoint: `${ origin }/x`, fields: [], steps: 'many' }, origin )?.steps ).toBe(
			1
		);
	} );

	it( 'fills what a field leaves out, and keeps counts and sizes above zero', () => {
		const origin = 'http://localhost';
		const parse = ( fields: unknown[], steps?: unknown ) =>
			parseFormSettings( { endpoint: `${ origin }/x`, fields, steps }, origin )!;
		const [ bare, full ] = parse( [
			{ name: 'bare', maxSize: 0 },
			{ name: 'full', min: 1, max: '9', accept: [ 'pdf' ], maxSize: 512, step: 5 },
		] ).fields;
		expect( bare ).toMatchObject( { min: '', max: '', accept: [], maxSize: 2048, step: 0 } );
		expect( full ).toMatchObject( { min: '1', max: '9', accept: [ 'pdf' ], maxSize: 512, step: 5 } );
		expect( parse( [ { name: 'a' } ] ).fields[ 0 ]!.maxSize ).toBe( 2048 );
		expect( parse( [], 0 ).steps ).toBe( 1 );
		expect( parse( [], -2 ).steps ).toBe( 1 );
		expect( parse( [], 2.5 ).steps ).toBe( 1 );
		expect( parse( [], 1 ).steps ).toBe( 1 );
	} );

	it( 'reads the minimum fill time, bounded to a minute; none when missing or broken', () => {
		const origin = 'http://localhost';
		const minSeconds = ( value: unknown ) =>
			parseFormSettings( { endpoint: `${ origin }/x`, fields: [], minSeconds: value }, origin )?.minSeconds;
		expect( minSeconds( 3 ) ).toBe( 3 );
		expect( minSeconds( 600 ) ).toBe( 60 );
		expect( minSeconds( -2 ) ).toBe( 0 );
		expect( minSeconds( undefined ) ).toBe( 0 );
		expect( minSeconds( 'soon' ) ).toBe( 0 );
	} );
} );
