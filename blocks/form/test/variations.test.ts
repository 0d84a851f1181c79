import { fromSubscribe } from '../legacy';
import metadata from '../block.json';
import legacy from '../../subscribe/block.json';

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
		const names = new Map< string, unknown >();
		window.vitrine = {
			runtime: {
				register: ( name: string, handler: unknown ) => {
					names.set( name, handler );
					return Promise.resolve();
				},
			},
		} as unknown as typeof window.vitrine;
		jest.isolateModules( () => {
			const handler = require( '../view' ).default;
			expect( [ ...names.keys() ] ).toEqual( [ 'form', 'subscribe' ] );
			expect( names.get( 'subscribe' ) ).toBe( handler );
		} );
		delete window.vitrine;
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
		expect( legacy.supports.inserter ).toBe( false );
		expect( legacy.render ).toBe( 'file:../form/render.php' );
		expect( [ legacy.editorScript, legacy.viewScript, legacy.style ] ).toEqual( [
			'vitrine-form-editor-script',
			'vitrine-form-view-script',
			'vitrine-form-style',
		] );
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
