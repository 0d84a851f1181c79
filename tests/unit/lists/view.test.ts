/**
 * How an admin list opens and counts (src/lists/view.ts): one count.
 */
import { countText, PHONE_WIDTH, viewForWidth } from '../../../src/lists/view';
import { DEFINITIONS } from '../../../src/lists/definitions';

describe( 'countText', () => {
	it( 'counts the rows that match, and the rows chosen', () => {
		expect( countText( 1, 0 ) ).toBe( '1 row' );
		expect( countText( 23, 0 ) ).toBe( '23 rows' );
		expect( countText( 23, 2 ) ).toBe( '23 rows, 2 selected' );
	} );
} );

describe( 'viewForWidth', () => {
	const view = { type: 'table', titleField: 'email', fields: [ 'a', 'b', 'c' ] };

	it( 'keeps every column on a wider screen and opens a phone with its few', () => {
		expect( viewForWidth( view, [ 'b' ], 1366 ) ).toBe( view );
		expect( viewForWidth( view, [ 'b' ], PHONE_WIDTH ) ).toBe( view );
		expect( viewForWidth( view, [ 'b' ], 412 ) ).toEqual( { type: 'table', titleField: 'email', fields: [ 'b' ] } );
		// An unknown width (0 in a test window) changes nothing.
		expect( viewForWidth( view, [ 'b' ], 0 ) ).toBe( view );
	} );

	it.each( Object.entries( DEFINITIONS ) )( '%s names phone columns among its own columns', ( list, define ) => {
		const definition = define( { list, canDelete: true } );
		const ids = definition.fields.map( ( field ) => field.id );
		expect( definition.phoneFields.length ).toBeGreaterThan( 0 );
		expect( definition.phoneFields.length ).toBeLessThanOrEqual( 2 );
		for ( const field of definition.phoneFields ) {
			expect( ids ).toContain( field );
			expect( definition.view.fields ).toContain( field );
		}
	} );
} );
