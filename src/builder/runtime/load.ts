/**
 * Loads a handler's chunk (or any other lazily loaded part, such as a code block's grammar) with one
 * retry. Webpack rejects a failed chunk with a `ChunkLoadError`
 * ("Loading chunk {id} failed.", with `type` as the reason and `request` as the address) and forgets
 * the failed attempt, so calling the loader again requests the file again: a flaky network or a
 * deploy that replaced the files mid-visit gets a second chance before the widget is given up.
 */

/** Whether an error is webpack's chunk failure (missing file, time-out, network error). */
export function isChunkLoadError( error: unknown ): boolean {
	if ( ! error || typeof error !== 'object' ) {
		return false;
	}
	const { name, message } = error as { name?: unknown; message?: unknown };
	return name === 'ChunkLoadError' || ( typeof message === 'string' && /^Loading chunk \S+ failed/.test( message ) );
}

/** Runs the loader; on a chunk failure runs it `retries` more times before rejecting with the last error. */
export async function loadWithRetry< T >( load: () => Promise< T >, retries = 1 ): Promise< T > {
	for ( let attempt = 0; ; attempt++ ) {
		try {
			return await load();
		} catch ( error ) {
			if ( attempt >= retries || ! isChunkLoadError( error ) ) {
				throw error;
			}
		}
	}
}
