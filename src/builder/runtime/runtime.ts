/**
 * The runtime: a handler registry (built-in lazy chunks, plus handlers registered or filtered by
 * extensions), the lifecycle (attach, settings change, detach) and error reporting. The boot module
 * creates one for the page; the block editor creates one in 'edit' mode for its previews.
 */
import { attach, detach, isAttached, reattach, SELECTOR, type AttachOptions } from './attach';
import { applyFilters, doAction, pageHooks } from './hooks';
import { isChunkLoadError } from './load';
import { debugWarn, deprecated, invalidTypeError, requiredError } from './messages';
import type { Handler, HandlerLoader, HandlerModule, Mode } from './types';

export interface Runtime {
	mode: Mode;
	attach: ( root?: ParentNode ) => Promise< void >;
	detach: ( root: ParentNode ) => void;
	/** Adds or replaces the handler of a type and re-attaches the elements that use it. */
	register: ( name: string, handler: Handler ) => Promise< void >;
	/** The same for a handler whose code loads when an element needs it (loaded once, retried once). */
	registerLazy: ( name: string, load: HandlerLoader ) => Promise< void >;
	/** Deprecated alias of register (kept for compatibility, warns). */
	addHandler: ( name: string, handler: Handler ) => Promise< void >;
	/** Deprecated alias of attach (kept for compatibility, warns). */
	run: ( root?: ParentNode ) => Promise< void >;
	/** Stops watching settings changes (the page is being torn down). */
	stop: () => void;
}

/** A handler given directly becomes a loader that resolves at once. */
function asLoader( handler: Handler ): HandlerLoader {
	return () => Promise.resolve< HandlerModule >( { default: handler } );
}

/** A lazy loader shared by every element of its type: its code is requested once (again after a failure). */
function oneLoad( load: HandlerLoader ): HandlerLoader {
	let pending: Promise< HandlerModule > | null = null;
	return () => {
		pending ??= load().catch( ( error: unknown ) => {
			pending = null;
			throw error;
		} );
		return pending;
	};
}

function checkName( name: unknown ): string {
	if ( name === undefined || name === null || name === '' ) {
		throw requiredError( 'name' );
	}
	if ( typeof name !== 'string' || ! /^[a-z0-9-]+$/.test( name ) ) {
		throw invalidTypeError( 'name' );
	}
	return name;
}

export function reportError( name: string, error: unknown, element: HTMLElement ): void {
	const chunk = isChunkLoadError( error );
	doAction( chunk ? 'vitrine.runtime.chunkError' : 'vitrine.runtime.handlerError', error, name, element );
	element.dispatchEvent(
		new CustomEvent( chunk ? 'vitrine:chunk-error' : 'vitrine:handler-error', {
			bubbles: true,
			detail: { name, error },
		} )
	);
	debugWarn( name, error );
}

export function createRuntime( builtIn: ReadonlyMap< string, HandlerLoader >, mode: Mode, doc = document ): Runtime {
	const registered = new Map< string, HandlerLoader >();
	const options: AttachOptions = {
		loaders: builtIn,
		mode,
		resolve: ( name, loader, element ) => {
			const own = registered.get( name ) ?? loader;
			const filtered = applyFilters< unknown >( 'vitrine.runtime.handler', own, name, element );
			if ( filtered === own || filtered === undefined ) {
				return own;
			}
			if ( typeof filtered !== 'function' ) {
				debugWarn( invalidTypeError( 'handler' ).message, name );
				return own;
			}
			// The filtered value is a loader, like the built-in one it receives: () => import( ... ).
			return filtered as HandlerLoader;
		},
		onError: reportError,
		onAttach: ( name, element ) => doAction( 'vitrine.runtime.attached', name, element ),
	};

	const run = ( root: ParentNode = doc ) => {
		if ( ! root || typeof ( root as ParentNode ).querySelectorAll !== 'function' ) {
			return Promise.reject( invalidTypeError( 'root' ) );
		}
		return attach( root, options );
	};
	const stopDetach = ( root: ParentNode ) => {
		if ( ! root ) {
			throw requiredError( 'root' );
		}
		detach( root, ( element ) => doAction( 'vitrine.runtime.detached', element ) );
	};
	// An element that already runs the type's handler is torn down and attached again (the handler was
	// replaced); one that does not yet (a view script registering after boot) only gets the new one.
	const reattachType = ( name: string ) =>
		Promise.all(
			Array.from( doc.querySelectorAll< HTMLElement >( SELECTOR ) )
				.filter( ( element ) => ( element.dataset.vitrine ?? '' ).split( /\s+/ ).includes( name ) )
				.map( ( element ) =>
					isAttached( element, name ) ? reattach( element, options ) : attach( element, options )
				)
		).then( () => undefined );

	const registerLoader = ( name: string, loader: unknown, wrap: ( value: never ) => HandlerLoader ) => {
		checkName( name );
		if ( typeof loader !== 'function' ) {
			throw loader === undefined ? requiredError( 'handler' ) : invalidTypeError( 'handler' );
		}
		registered.set( name, wrap( loader as never ) );
		return reattachType( name );
	};
	const register = ( name: string, handler: Handler ) => registerLoader( name, handler, asLoader );
	const registerLazy = ( name: string, load: HandlerLoader ) => registerLoader( name, load, oneLoad );

	// Settings change: an element whose data-settings or data-vitrine changes (the editor re-renders it,
	// a script re-configures it) is torn down and attached again with the new settings.
	const observer = new MutationObserver( ( records ) => {
		const changed = new Set< HTMLElement >();
		records.forEach( ( record ) => changed.add( record.target as HTMLElement ) );
		changed.forEach( ( element ) => void reattach( element, options ) );
	} );
	observer.observe( doc.documentElement, {
		subtree: true,
		attributes: true,
		attributeFilter: [ 'data-settings', 'data-vitrine' ],
	} );

	// A filter added after boot (a deferred extension) re-attaches the elements of the types it may change.
	const hooks = pageHooks();
	const namespace = 'vitrine/runtime';
	hooks?.addAction?.( 'hookAdded', namespace, ( hookName: unknown ) => {
		if ( hookName === 'vitrine.runtime.handler' ) {
			const types = new Set(
				Array.from( doc.querySelectorAll< HTMLElement >( SELECTOR ) ).flatMap( ( el ) =>
					( el.dataset.vitrine ?? '' ).split( /\s+/ ).filter( Boolean )
				)
			);
			types.forEach( ( type ) => void reattachType( type ) );
		}
	} );

	return {
		mode,
		attach: run,
		detach: stopDetach,
		register,
		registerLazy,
		addHandler: ( name, handler ) => {
			deprecated( 'vitrine.runtime.addHandler()', 'vitrine.runtime.register()' );
			return register( name, handler );
		},
		run: ( root ) => {
			deprecated( 'vitrine.runtime.run()', 'vitrine.runtime.attach()' );
			return run( root );
		},
		stop: () => {
			observer.disconnect();
			hooks?.removeAction?.( 'hookAdded', namespace );
		},
	};
}
