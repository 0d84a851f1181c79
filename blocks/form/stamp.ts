/**
 * A form sent from a page that a cache kept longer than the form's signed time stamp lives: the
 * server answers `vitrine_form_stamp` with a fresh stamp and the minimum fill time to wait
 * (docs/caching.md). A form sent sooner than its minimum fill time gets `vitrine_form_too_fast` with
 * the seconds left (docs/forms.md). These pure helpers read those answers; the view sends once more.
 */

export interface StampRenewal {
	/** The fresh stamp for the hidden `stamp` field. */
	stamp: string;
	/** Seconds to wait before sending again (the form's minimum fill time, at most a minute). */
	retry: number;
}

/** The renewal in a REST error answer, or null when the answer is anything else. */
export function renewedStamp( answer: unknown ): StampRenewal | null {
	if ( ! answer || typeof answer !== 'object' ) {
		return null;
	}
	const { code, data } = answer as { code?: unknown; data?: { stamp?: unknown; retry?: unknown } };
	const stamp = data?.stamp;
	if ( code !== 'vitrine_form_stamp' || typeof stamp !== 'string' || ! /^\d{1,12}\.[0-9a-f]{16}$/.test( stamp ) ) {
		return null;
	}
	const retry = typeof data?.retry === 'number' && Number.isFinite( data.retry ) ? data.retry : 0;
	return { stamp, retry: Math.min( 60, Math.max( 0, retry ) ) };
}

/**
 * The seconds to wait before sending again when the server found the form sent sooner than its minimum
 * fill time (`vitrine_form_too_fast` with `retry`), at most a minute; null for any other answer.
 */
export function earlyRetry( answer: unknown ): number | null {
	if ( ! answer || typeof answer !== 'object' ) {
		return null;
	}
	const { code, data } = answer as { code?: unknown; data?: { retry?: unknown } };
	const retry = data?.retry;
	if ( code !== 'vitrine_form_too_fast' || typeof retry !== 'number' || ! Number.isFinite( retry ) ) {
		return null;
	}
	return Math.min( 60, Math.max( 0, retry ) );
}

/** Resolves after `ms`, or at once when `signal` aborts (the form was torn down). */
export function wait( ms: number, signal: AbortSignal ): Promise< void > {
	return new Promise( ( resolve ) => {
		if ( signal.aborted || ms <= 0 ) {
			resolve();
			return;
		}
		const timer = setTimeout( resolve, ms );
		signal.addEventListener(
			'abort',
			() => {
				clearTimeout( timer );
				resolve();
			},
			{ once: true }
		);
	} );
}
