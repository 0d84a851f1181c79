import { matchesPattern, parseFormSettings, validateField, validateFields, type FieldRule } from '../validate';

const rule = ( patch: Partial< FieldRule > ): FieldRule => ( {
	name: 'f',
	type: 'text',
	label: 'Field',
	required: false,
	pattern: '',
	min: '',
	max: '',
	accept: [],
	maxSize: 2048,
	step: 0,
	...patch,
} );

describe( 'form validation', () => {
	it( 'requires values, checked boxes and files only when the field is required', () => {
		expect( validateField( rule( { required: true } ), '  ' ) ).toBe( 'Field is required.' );
		expect( validateField( rule( {} ), '' ) ).toBeNull();
		expect( validateField( rule( { type: 'checkbox', required: true } ), [] ) ).toBe( 'Field is required.' );
		expect( validateField( rule( { type: 'acceptance', required: true } ), '' ) ).toBe( 'Please accept: Field' );
		expect( validateField( rule( { type: 'file', required: true } ), null ) ).toBe( 'Field is required.' );
		expect( validateField( rule( { type: 'radio', required: true } ), 'A' ) ).toBeNull();
	} );

	it( 'checks email, web address, phone, number and date formats', () => {
		expect( validateField( rule( { type: 'email' } ), 'a@b' ) ).toMatch( /email address/ );
		expect( validateField( rule( { type: 'email' } ), 'jo@example.com' ) ).toBeNull();
		expect( validateField( rule( { type: 'url' } ), 'example.com' ) ).toMatch( /http/ );
		expect( validateField( rule( { type: 'url' } ), 'https://example.com/a?b=1' ) ).toBeNull();
		expect( validateField( rule( { type: 'tel' } ), 'call me' ) ).toBe( 'Field must be a phone number.' );
		expect( validateField( rule( { type: 'tel' } ), '+49 (30) 123-456' ) ).toBeNull();
		expect( validateField( rule( { type: 'number', min: '1', max: '12' } ), '0' ) ).toBe(
			'Field must be at least 1.'
		);
		expect( validateField( rule( { type: 'number', min: '1', max: '12' } ), '13' ) ).toBe(
			'Field must be at most 12.'
		);
		expect( validateField( rule( { type: 'number' } ), 'abc' ) ).toBe( 'Field must be a number.' );
		expect( validateField( rule( { type: 'date' } ), '2026-02-30' ) ).toMatch( /YYYY-MM-DD/ );
		expect( validateField( rule( { type: 'date', min: '2026-01-01' } ), '2025-12-31' ) ).toBe(
			'Field must be 2026-01-01 or later.'
		);
		expect( validateField( rule( { type: 'date', max: '2026-01-01' } ), '2026-01-01' ) ).toBeNull();
	} );

	it( 'matches patterns against the whole value and ignores broken patterns', () => {
		expect( matchesPattern( '[A-Z]{2}-[0-9]{4}', 'AB-1234' ) ).toBe( true );
		expect( matchesPattern( '[A-Z]{2}-[0-9]{4}', 'xAB-1234' ) ).toBe( false );
		expect( matchesPattern( 'a|b', 'ab' ) ).toBe( false );
		expect( matchesPattern( '(', 'anything' ) ).toBe( true );
		expect( validateField( rule( { pattern: '[0-9]+' } ), '12a' ) ).toBe( 'Field is not in the expected format.' );
	} );

	it( 'checks a file’s size and extension', () => {
		const file = rule( { type: 'file', accept: [ 'pdf', 'png' ], maxSize: 1024 } );
		expect( validateField( file, { name: 'cv.PDF', size: 1000 } ) ).toBeNull();
		expect( validateField( file, { name: 'cv.exe', size: 1000 } ) ).toBe(
			'Field must be a file of type: pdf, png.'
		);
		expect( validateField( file, { name: 'cv.pdf', size: 2 * 1024 * 1024 } ) ).toBe(
			'Field is too large (at most 1 MB).'
		);
	} );

	it( 'lists the errors of one step in field order', () => {
		const rules = [
			rule( { name: 'a', required: true } ),
			rule( { name: 'b', required: true, step: 1 } ),
			rule( { name: 'c', type: 'email', step: 1 } ),
		];
		const values: Record< string, string > = { a: '', b: '', c: 'x' };
		expect( validateFields( rules, ( r ) => values[ r.name ] ?? '', 1 ).map( ( e ) => e.name ) ).toEqual( [
			'b',
			'c',
		] );
		expect( validateFields( rules, ( r ) => values[ r.name ] ?? '', null ).map( ( e ) => e.name ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
	} );

	it( 'parses settings and rejects another origin or broken fields', () => {
		const origin = 'http://localhost';
		const ok = parseFormSettings(
			{
				endpoint: `${ origin }/wp-json/vitrine/v1/form`,
				steps: 3,
				fields: [ { name: 'a', required: true }, null, { type: 'x' } ],
			},
			origin
		);
		expect( ok?.steps ).toBe( 3 );
		expect( ok?.fields.map( ( f ) => [ f.name, f.type, f.label, f.required ] ) ).toEqual( [
			[ 'a', 'text', 'a', true ],
		] );
		expect( parseFormSettings( { endpoint: 'https://evil.test/x', fields: [] }, origin ) ).toBeNull();
		expect( parseFormSettings( { endpoint: `${ origin }/x` }, origin ) ).toBeNull();
		expect( parseFormSettings( { endpoint: `${ origin }/x`, fields: [], steps: 'many' }, origin )?.steps ).toBe(
			1
		);
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
