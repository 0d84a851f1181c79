/**
 * Finds elements that ask for behaviour (`data-vitrine="name other-name"`) under a root, loads only
 * the handlers they name, and attaches them. Every attached handler's teardown is kept on the
 * element, so `detach` can undo all of it before markup is replaced.
 */
import { parseSettings } from '../../shared/settings';
import type { HandlerLoader, Mode, Teardown } from './types';

export const SELECTOR = '[data-vitrine]';
const attached = new WeakMap< HTMLElement, Map< string, Teardown > >();

export interface AttachOptions {
	loaders: ReadonlyMap< string, HandlerLoader >;
	mode?: Mode;
	/** Told about a handler that failed to load or threw; the page keeps working. */
	onError?: ( name: string, error: unknown, element: HTMLElement ) => void;
}

function names( element: HTMLElement ): string[] {
	return ( element.dataset.vitrine ?? '' ).split( /\s+/ ).filter( Boolean );
}

export async function attach( root: ParentNode, options: AttachOptions ): Promise< void > {
	const elements = Array.from( root.querySelectorAll< HTMLElement >( SELECTOR ) );
	if ( root instanceof HTMLElement && root.matches( SELECTOR ) ) {
		elements.unshift( root );
	}
	const jobs: Promise< void >[] = [];
	for ( const element of elements ) {
		const settings = parseSettings( element.dataset.settings ) ?? {};
		const done = attached.get( element ) ?? new Map< string, Teardown >();
		attached.set( element, done );
		for ( const name of names( element ) ) {
			const load = options.loaders.get( name );
			if ( ! load || done.has( name ) ) {
				continue;
			}
			done.set( name, () => {} ); // Reserved while loading, so a second attach skips it.
			jobs.push(
				load()
					.then( ( module ) => {
						const teardown = module.default( { element, settings, mode: options.mode ?? 'live' } );
						done.set( name, typeof teardown === 'function' ? teardown : () => {} );
					} )
					.catch( ( error: unknown ) => {
						done.delete( name );
						options.onError?.( name, error, element );
					} )
			);
		}
	}
	await Promise.all( jobs );
}

/** Runs the teardown of every handler attached at or under root. */
export function detach( root: ParentNode ): void {
	const elements = Array.from( root.querySelectorAll< HTMLElement >( SELECTOR ) );
	if ( root instanceof HTMLElement && root.matches( SELECTOR ) ) {
		elements.push( root );
	}
	for ( const element of elements ) {
		const done = attached.get( element );
		done?.forEach( ( teardown ) => teardown() );
		attached.delete( element );
	}
}
