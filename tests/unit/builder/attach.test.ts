import { attach, detach } from '../../../src/builder/runtime/attach';
import type { HandlerLoader } from '../../../src/builder/runtime/types';

function page( html: string ): HTMLElement {
	document.body.innerHTML = html;
	return document.body;
}

describe( 'runtime attach', () => {
	it( 'loads only the handlers that elements name, with their parsed settings', async () => {
		const root = page( `<div data-vitrine="alpha" data-settings='{"speed":3}'></div><div></div>` );
		const seen: unknown[] = [];
		const loaders = new Map< string, HandlerLoader >( [
			[ 'alpha', async () => ( { default: ( { settings } ) => void seen.push( settings ) } ) ],
			[ 'beta', () => Promise.reject( new Error( 'beta must not load' ) ) ],
		] );
		await attach( root, { loaders } );
		expect( seen ).toEqual( [ { speed: 3 } ] );
	} );

	it( 'treats unparsable settings as empty and keeps going', async () => {
		const root = page( `<div data-vitrine="alpha" data-settings='{oops'></div>` );
		const handler = jest.fn();
		await attach( root, { loaders: new Map( [ [ 'alpha', async () => ( { default: handler } ) ] ] ) } );
		expect( handler.mock.calls[ 0 ][ 0 ].settings ).toEqual( {} );
	} );

	it( 'attaches each handler once and runs its teardown on detach', async () => {
		const root = page( `<section><div data-vitrine="alpha beta"></div></section>` );
		const teardown = jest.fn();
		const handler = jest.fn( () => teardown );
		const loaders = new Map< string, HandlerLoader >( [
			[ 'alpha', async () => ( { default: handler } ) ],
			[ 'beta', async () => ( { default: handler } ) ],
		] );
		await attach( root, { loaders } );
		await attach( root, { loaders } );
		expect( handler ).toHaveBeenCalledTimes( 2 );
		detach( root );
		expect( teardown ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'reports a handler that fails to load and attaches the others', async () => {
		const root = page( `<div data-vitrine="broken good"></div>` );
		const good = jest.fn();
		const onError = jest.fn();
		const loaders = new Map< string, HandlerLoader >( [
			[ 'broken', () => Promise.reject( new Error( 'Loading chunk 7 failed.' ) ) ],
			[ 'good', async () => ( { default: good } ) ],
		] );
		await attach( root, { loaders, onError } );
		expect( good ).toHaveBeenCalled();
		expect( onError ).toHaveBeenCalledWith( 'broken', expect.any( Error ), expect.any( HTMLElement ) );
	} );
} );
