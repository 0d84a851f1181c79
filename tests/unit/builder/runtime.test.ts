import { createHooks } from '@wordpress/hooks';
import { createRuntime } from '../../../src/builder/runtime/runtime';
import { loadWithRetry, isChunkLoadError } from '../../../src/builder/runtime/load';
import { MUST_IMPLEMENT, deprecated } from '../../../src/builder/runtime/messages';
import { scrollToTemplate, templateIdFrom } from '../../../src/builder/runtime/template-scroll';
import type { HandlerLoader } from '../../../src/builder/runtime/types';

/** An error shaped like webpack's: name, message, reason (type) and address (request). */
function chunkError( id: number ): Error {
	const error = new Error( `Loading chunk ${ id } failed.\n(missing: http://x/chunks/${ id }.js)` );
	error.name = 'ChunkLoadError';
	Object.assign( error, { type: 'missing', request: `http://x/chunks/${ id }.js` } );
	return error;
}

const flush = () => new Promise( ( r ) => setTimeout( r, 0 ) );
let stops: Array< () => void > = [];
function runtimeWith( loaders: Array< [ string, HandlerLoader ] >, mode: 'live' | 'preview' | 'edit' = 'live' ) {
	const runtime = createRuntime( new Map( loaders ), mode );
	stops.push( runtime.stop );
	return runtime;
}

describe( 'builder runtime', () => {
	afterEach( () => {
		stops.forEach( ( stop ) => stop() );
		stops = [];
		delete ( window as unknown as { wp?: unknown } ).wp;
		document.body.innerHTML = '';
	} );

	it( 'retries a failed chunk once, then reports it through the hook and the DOM, keeping the content', async () => {
		document.body.innerHTML = '<div data-vitrine="broken"><p>Server content</p></div>';
		const hooks = createHooks();
		( window as unknown as { wp: unknown } ).wp = { hooks };
		const reported = jest.fn();
		hooks.addAction( 'vitrine.runtime.chunkError', 'test', reported );
		const domEvent = jest.fn();
		document.addEventListener( 'vitrine:chunk-error', domEvent );
		const loader = jest.fn( () => Promise.reject( chunkError( 7 ) ) );
		await runtimeWith( [ [ 'broken', loader ] ] ).attach();
		expect( loader ).toHaveBeenCalledTimes( 2 );
		expect( reported ).toHaveBeenCalledWith(
			expect.objectContaining( { name: 'ChunkLoadError' } ),
			'broken',
			expect.any( HTMLElement )
		);
		expect( reported.mock.calls[ 0 ]?.[ 0 ].message ).toMatch( /^Loading chunk 7 failed/ );
		expect( domEvent ).toHaveBeenCalled();
		expect( document.querySelector( '[data-vitrine-failed="broken"] p' )?.textContent ).toBe( 'Server content' );
		document.removeEventListener( 'vitrine:chunk-error', domEvent );
	} );

	it( 'succeeds when the retry loads the chunk, and does not retry other errors', async () => {
		const handler = jest.fn();
		const flaky = jest.fn().mockRejectedValueOnce( chunkError( 3 ) ).mockResolvedValue( { default: handler } );
		await loadWithRetry( flaky );
		expect( flaky ).toHaveBeenCalledTimes( 2 );
		const syntax = jest.fn( () => Promise.reject( new SyntaxError( 'bad' ) ) );
		await expect( loadWithRetry( syntax ) ).rejects.toThrow( 'bad' );
		expect( syntax ).toHaveBeenCalledTimes( 1 );
		expect( isChunkLoadError( chunkError( 1 ) ) ).toBe( true );
		expect( isChunkLoadError( null ) ).toBe( false );
	} );

	it( 'reports a module without a handler function with the builder message', async () => {
		document.body.innerHTML = '<div data-vitrine="abstract"></div>';
		const onError = jest.fn();
		document.addEventListener( 'vitrine:handler-error', ( e ) =>
			onError( ( e as CustomEvent ).detail.error.message )
		);
		await runtimeWith( [ [ 'abstract', async () => ( { default: 'nothing' } ) as never ] ] ).attach();
		expect( onError ).toHaveBeenCalledWith( MUST_IMPLEMENT );
	} );

	it( 'registers and replaces handlers, validating arguments with the builder messages', async () => {
		document.body.innerHTML = '<div data-vitrine="card" data-settings=\'{"n":1}\'></div>';
		const builtIn = jest.fn();
		const runtime = runtimeWith( [ [ 'card', async () => ( { default: builtIn } ) ] ] );
		await runtime.attach();
		expect( builtIn ).toHaveBeenCalledTimes( 1 );
		const replacement = jest.fn( () => () => {} );
		await runtime.register( 'card', replacement );
		expect( replacement ).toHaveBeenCalledWith( expect.objectContaining( { settings: { n: 1 }, mode: 'live' } ) );
		expect( () => runtime.register( '', replacement ) ).toThrow( 'name is required' );
		expect( () => runtime.register( 'Bad Name', replacement ) ).toThrow( 'name invalid type' );
		expect( () => runtime.register( 'card', 'x' as never ) ).toThrow( 'handler invalid type' );
		expect( () => runtime.detach( undefined as never ) ).toThrow( 'root is required' );
		await expect( runtime.attach( 42 as never ) ).rejects.toThrow( 'root invalid type' );
	} );

	it( 'lets a wp.hooks filter add or replace the handler of a type', async () => {
		document.body.innerHTML = '<div data-vitrine="extra"></div>';
		const hooks = createHooks();
		( window as unknown as { wp: unknown } ).wp = { hooks };
		const added = jest.fn();
		hooks.addFilter( 'vitrine.runtime.handler', 'test', ( loader: unknown, name: unknown ) =>
			name === 'extra' ? async () => ( { default: added } ) : loader
		);
		const attached = jest.fn();
		hooks.addAction( 'vitrine.runtime.attached', 'test', attached );
		await runtimeWith( [], 'preview' ).attach();
		expect( added ).toHaveBeenCalledWith( expect.objectContaining( { mode: 'preview' } ) );
		expect( attached ).toHaveBeenCalledWith( 'extra', expect.any( HTMLElement ) );
	} );

	it( 're-attaches an element whose settings change, after tearing it down', async () => {
		document.body.innerHTML = '<div data-vitrine="live" data-settings=\'{"v":1}\'></div>';
		const teardown = jest.fn();
		const handler = jest.fn( () => teardown );
		await runtimeWith( [ [ 'live', async () => ( { default: handler } ) ] ], 'edit' ).attach();
		document.querySelector( 'div' )!.setAttribute( 'data-settings', '{"v":2}' );
		await flush();
		await flush();
		expect( teardown ).toHaveBeenCalledTimes( 1 );
		expect( handler ).toHaveBeenLastCalledWith( expect.objectContaining( { settings: { v: 2 }, mode: 'edit' } ) );
	} );

	it( 'warns once for deprecated calls and never logs an error', async () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
		const runtime = runtimeWith( [] );
		await runtime.run();
		await runtime.run();
		deprecated( 'old()', 'new()' );
		expect( warn ).toHaveBeenCalledTimes( 2 );
		expect( warn.mock.calls[ 0 ]?.[ 0 ] ).toMatch( /vitrine\.runtime\.run\(\) is deprecated/ );
		expect( error ).not.toHaveBeenCalled();
		warn.mockRestore();
		error.mockRestore();
	} );

	it( 'scrolls to the theme_template_id element, centred', () => {
		expect( templateIdFrom( '?theme_template_id=12' ) ).toBe( '12' );
		expect( templateIdFrom( '?theme_template_id=12"]' ) ).toBeNull();
		document.body.innerHTML = '<section data-vitrine-template-id="12"></section>';
		const scroll = jest.fn();
		( document.querySelector( 'section' ) as HTMLElement ).scrollIntoView = scroll;
		expect( scrollToTemplate( '?theme_template_id=12' ) ).toBe( true );
		expect( scroll ).toHaveBeenCalledWith( { behavior: 'smooth', block: 'center' } );
		expect( scrollToTemplate( '?theme_template_id=13' ) ).toBe( false );
	} );
} );
