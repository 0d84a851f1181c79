/**
 * Third-party scripts of embed and video providers, loaded on demand: one <script> per address for
 * the whole page (several embeds of one network share it), a rejected promise when it fails, so the
 * caller can show its fallback, and a fresh attempt on the next call after a failure.
 */
const pending = new Map< string, Promise< void > >();

export function loadProviderScript( src: string, doc: Document = document ): Promise< void > {
	const known = pending.get( src );
	if ( known ) {
		return known;
	}
	const promise = new Promise< void >( ( resolve, reject ) => {
		const script = doc.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => {
			script.remove();
			pending.delete( src );
			reject( new Error( `Could not load ${ src }` ) );
		} );
		doc.head.append( script );
	} );
	pending.set( src, promise );
	return promise;
}

/** The interval (docs/widgets-media.md) while waiting for a provider's interface object to appear. */
export const POLL_INTERVAL = 350;

export interface Waiting< T > {
	promise: Promise< T >;
	cancel: () => void;
}

/**
 * Resolves with `read()`'s first non-null value, checked now and then every 350 ms, or rejects
 * after `timeout` ms. Providers define their interface some time after their script ran (YouTube
 * calls back, Vimeo's loads more code), so polling is the one way that works for all of them.
 */
export function waitFor< T >( read: () => T | null | undefined, timeout: number ): Waiting< T > {
	let timer = 0;
	let cancel = () => {};
	const promise = new Promise< T >( ( resolve, reject ) => {
		const started = Date.now();
		const check = () => {
			let value: T | null | undefined = null;
			try {
				value = read();
			} catch {
				value = null;
			}
			if ( value !== null && value !== undefined ) {
				resolve( value );
			} else if ( Date.now() - started >= timeout ) {
				reject( new Error( 'timeout' ) );
			} else {
				timer = window.setTimeout( check, POLL_INTERVAL );
			}
		};
		cancel = () => {
			window.clearTimeout( timer );
			reject( new Error( 'cancelled' ) );
		};
		check();
	} );
	promise.catch( () => {} ); // Callers that cancel do not need to handle it.
	return { promise, cancel };
}
