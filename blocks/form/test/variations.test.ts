import { fromSubscribe } from '../legacy';
import metadata from '../block.json';
import legacy from '../../subscribe/block.json';
import { expectHiddenLegacyOf, handlersRegisteredBy } from '../../../tests/unit/blocks';

describe( 'the form block’s variations', () => {
	it( 'are chosen by the kind attribute, and the Form variation is the default', () => {
		expect( metadata.variations.map( ( v ) => [ v.name, v.attributes.kind, v.isActive ] ) ).toEqual( [
			[ 'form', 'form', [ 'kind' ] ],
			[ 'subscribe', 'subscribe', [ 'kind' ] ],
		] );
		expect( metadata.attributes.kind.default ).toBe( 'form' );
	} );

	it( 'insert a sign-up with the minimum fill time the old subscribe block had', () => {
		const subscribe = metadata.variations.find( ( v ) => v.name === 'subscribe' );
		expect( subscribe?.attributes.minSeconds ).toBe( legacy.attributes.minSeconds.default );
	} );

	it( 'are handled by the form handler under both names the markup uses', () => {
		let handler: unknown;
		const names = handlersRegisteredBy( () => ( handler = require( '../view' ).default ) );
		expect( [ ...names.keys() ] ).toEqual( [ 'form', 'subscribe' ] );
		expect( [ ...names.values() ] ).toEqual( [ handler, handler ] );
	} );
} );

describe( 'the legacy vitrine/subscribe block', () => {
	it( 'keeps every setting in the form block under the same name, but its button label', () => {
		const { buttonLabel, minSeconds, ...shared } = legacy.attributes;
		expect( buttonLabel ).toEqual( metadata.attributes.submitLabel );
		expect( minSeconds.type ).toBe( metadata.attributes.minSeconds.type );
		for ( const [ name, definition ] of Object.entries( shared ) ) {
			expect( metadata.attributes ).toHaveProperty( name, definition );
		}
	} );

	it( 'is hidden from the inserter and shares the form block’s renderer, script and styles', () => {
		expectHiddenLegacyOf( legacy, 'form' );
	} );

	it( 'becomes the Subscribe variation with the same settings, its button label as the submit label', () => {
		const saved = { formId: 'list-1', title: 'News', buttonLabel: 'Join', minSeconds: 2, showName: true };
		expect( fromSubscribe( saved ) ).toEqual( {
			formId: 'list-1',
			title: 'News',
			minSeconds: 2,
			showName: true,
			kind: 'subscribe',
			submitLabel: 'Join',
		} );
		expect( fromSubscribe( { formId: 'list-2' } ) ).toEqual( {
			formId: 'list-2',
			kind: 'subscribe',
			submitLabel: '',
		} );
	} );
} );
