import { attach, detach, reattach } from '../../../src/builder/runtime/attach';
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

	it( 'detaches an element of another window by itself, as the editor canvas (an iframe) holds them', async () => {
		const frame = document.createElement( 'iframe' );
		document.body.replaceChildren( frame );
		const canvas = frame.contentDocument as Document;
		canvas.body.innerHTML = '<div data-vitrine="alpha"></div>';
		const element = canvas.body.firstElementChild as HTMLElement;
		expect( element instanceof HTMLElement ).toBe( false ); // The canvas's own HTMLElement class.
		const teardown = jest.fn();
		const handler = jest.fn( () => teardown );
		const loaders = new Map< string, HandlerLoader >( [ [ 'alpha', async () => ( { default: handler } ) ] ] );
		await attach( canvas.body, { loaders } );
		detach( element );
		expect( teardown ).toHaveBeenCalledTimes( 1 );
		await attach( canvas.body, { loaders } );
		expect( handler ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'gives each mount a signal that detach and reattach abort, before the teardown runs', async () => {
		const root = page( `<div data-vitrine="alpha"></div>` );
		const element = root.firstElementChild as HTMLElement;
		const clicks = jest.fn();
		const signals: AbortSignal[] = [];
		const abortedAtTeardown: boolean[] = [];
		const loaders = new Map< string, HandlerLoader >( [
			[
				'alpha',
				async () => ( {
					default: ( { signal } ) => {
						signals.push( signal );
						element.addEventListener( 'click', clicks, { signal } );
						return () => void abortedAtTeardown.push( signal.aborted );
					},
				} ),
			],
		] );
		await attach( root, { loaders } );
		await reattach( element, { loaders } );
		element.click();
		expect( clicks ).toHaveBeenCalledTimes( 1 ); // The first mount's listener went with its signal.
		expect( signals.map( ( signal ) => signal.aborted ) ).toEqual( [ true, false ] );
		detach( root );
		element.click();
		expect( clicks ).toHaveBeenCalledTimes( 1 );
		expect( signals[ 1 ]!.aborted ).toBe( true );
		expect( abortedAtTeardown ).toEqual( [ true, true ] );
	} );

	it( 'aborts the signal of a handler that throws, so what it started goes', async () => {
		const root = page( `<div data-vitrine="alpha"></div>` );
		let seen: AbortSignal | undefined;
		const onError = jest.fn();
		const loaders = new Map< string, HandlerLoader >( [
			[
				'alpha',
				async () => ( {
					default: ( { signal } ) => {
						seen = signal;
						throw new Error( 'broken' );
					},
				} ),
			],
		] );
		await attach( root, { loaders, onError } );
		expect( onError ).toHaveBeenCalled();
		expect( seen?.aborted ).toBe( true );
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
