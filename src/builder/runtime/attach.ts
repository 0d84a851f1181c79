/**
 * Finds elements that ask for behaviour (`data-vitrine="name other-name"`) under a root, loads only
 * the handlers they name, and attaches them. Every attached handler gets its own AbortSignal; its end (abort, then the
 * teardown the handler returned, if any) is kept on the element, so `detach` can undo all of it
 * before markup is replaced, and `reattach` can run it again with new settings.
 */
import { parseSettings } from '../../shared/settings';
import { loadWithRetry, isChunkLoadError } from './load';
import { mustImplementError } from './messages';
import type { HandlerLoader, Mode, Teardown } from './types';

export const SELECTOR = '[data-vitrine]';
const attached = new WeakMap< HTMLElement, Map< string, Teardown > >();

/** A mount ends by aborting its signal, then running what the handler returned for the rest. */
function endOf( lifetime: AbortController, teardown: Teardown | void ): Teardown {
	return () => {
		lifetime.abort();
		if ( typeof teardown === 'function' ) {
			teardown();
		}
	};
}

export interface AttachOptions {
	loaders: ReadonlyMap< string, HandlerLoader >;
	mode?: Mode;
	/** Lets extensions add or replace the loader of a type (the `vitrine.runtime.handler` filter). */
	resolve?: ( name: string, loader: HandlerLoader | undefined, element: HTMLElement ) => HandlerLoader | undefined;
	/** Extra attempts after a chunk failed to load; 1 by default. */
	retries?: number;
	/** Told about a handler that failed to load or threw; the page keeps working. */
	onError?: ( name: string, error: unknown, element: HTMLElement ) => void;
	/** Told after a handler attached. */
	onAttach?: ( name: string, element: HTMLElement ) => void;
}

export function names( element: HTMLElement ): string[] {
	return ( element.dataset.vitrine ?? '' ).split( /\s+/ ).filter( Boolean );
}

/** Whether a node is an element, in any window: `instanceof HTMLElement` is false for the editor canvas's (an iframe's). */
function isElement( node: ParentNode ): node is HTMLElement {
	return node.nodeType === 1;
}

function elementsIn( root: ParentNode ): HTMLElement[] {
	const elements = Array.from( root.querySelectorAll< HTMLElement >( SELECTOR ) );
	if ( isElement( root ) && root.matches( SELECTOR ) ) {
		elements.unshift( root );
	}
	return elements;
}

async function attachOne(
	element: HTMLElement,
	name: string,
	load: HandlerLoader,
	done: Map< string, Teardown >,
	options: AttachOptions
): Promise< void > {
	const reserved: Teardown = () => {};
	done.set( name, reserved ); // Reserved while loading, so a second attach skips it.
	const stillWanted = () => attached.get( element ) === done && done.get( name ) === reserved;
	try {
		const module = await loadWithRetry( load, options.retries ?? 1 );
		if ( ! stillWanted() ) {
			return; // Detached while its code was loading.
		}
		if ( typeof module?.default !== 'function' ) {
			throw mustImplementError();
		}
		const settings = parseSettings( element.dataset.settings ) ?? {};
		const lifetime = new AbortController();
		let teardown: Teardown | void;
		try {
			teardown = module.default( { element, settings, mode: options.mode ?? 'live', signal: lifetime.signal } );
		} catch ( error ) {
			lifetime.abort(); // What it started before it threw goes with it.
			throw error;
		}
		done.set( name, endOf( lifetime, teardown ) );
		options.onAttach?.( name, element );
	} catch ( error ) {
		if ( stillWanted() ) {
			done.delete( name );
		}
		if ( isChunkLoadError( error ) ) {
			element.setAttribute( 'data-vitrine-failed', name );
		}
		options.onError?.( name, error, element );
	}
}

export async function attach( root: ParentNode, options: AttachOptions ): Promise< void > {
	const jobs: Promise< void >[] = [];
	for ( const element of elementsIn( root ) ) {
		const done = attached.get( element ) ?? new Map< string, Teardown >();
		attached.set( element, done );
		for ( const name of names( element ) ) {
			if ( done.has( name ) ) {
				continue;
			}
			const builtIn = options.loaders.get( name );
			const load = options.resolve ? options.resolve( name, builtIn, element ) : builtIn;
			if ( typeof load === 'function' ) {
				jobs.push( attachOne( element, name, load, done, options ) );
			}
		}
	}
	await Promise.all( jobs );
}

/** Runs the teardown of every handler attached at or under root. */
export function detach( root: ParentNode, onDetach?: ( element: HTMLElement ) => void ): void {
	for ( const element of elementsIn( root ).reverse() ) {
		const done = attached.get( element );
		if ( ! done ) {
			continue;
		}
		attached.delete( element );
		done.forEach( ( teardown ) => {
			try {
				teardown();
			} catch {
				// A broken teardown must not keep the others from running.
			}
		} );
		onDetach?.( element );
	}
}

/** Whether a handler is attached (or loading) on the element. */
export function isAttached( element: HTMLElement, name: string ): boolean {
	return attached.get( element )?.has( name ) ?? false;
}

/** Tears down one element's handlers and attaches them again: its settings or its handler changed. */
export function reattach( element: HTMLElement, options: AttachOptions ): Promise< void > {
	const done = attached.get( element );
	attached.delete( element );
	done?.forEach( ( teardown ) => teardown() );
	return attach( element, options );
}
